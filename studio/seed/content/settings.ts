// Site settings singleton: everything the header, footer and contact page print.
export function siteSettingsDocument() {
  return {
    _id: "siteSettings",
    _type: "siteSettings",
    centreName: "청라 문화교육센터",
    phone: "032-563-7700",
    customerCentrePhone: "032-563-7701",
    address: "인천광역시 서구 청라커낼로 260, 청라문화플라자 3층",
    supportEmail: "help@cheongna-culture.kr",
    notificationEmail: "office@cheongna-culture.kr",
    videoChannelUrl: "https://www.youtube.com/@cheongna-culture",
    appStoreUrl: "https://play.google.com/store/apps/details?id=kr.cheongnaculture.app",
    copyright: "© 청라 문화교육센터. All rights reserved.",
    businessHours:
      "평일 09:00–18:00 (점심시간 12:00–13:00), 토요일 09:00–13:00, 일요일·공휴일 휴무",
  };
}
