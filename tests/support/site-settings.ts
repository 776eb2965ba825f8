// The site settings a unit test renders with: every field filled, none from the editors.
import type { SiteSettings } from "~/content/types";

export const testSiteSettings: SiteSettings = {
  centreName: "청라 문화교육센터",
  phone: "032-123-4567",
  customerCentrePhone: "1588-0000",
  address: "인천광역시 서구 청라동 1",
  supportEmail: "help@example.kr",
  videoChannelUrl: "https://www.youtube.com/@centre",
  copyright: "© 청라 문화교육센터",
  appStoreUrl: "https://apps.apple.com/kr/app/id1",
  notificationEmail: "staff@example.kr",
  businessHours: "평일 09:00–18:00",
};
