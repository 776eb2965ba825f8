// Site settings singleton: everything the header, footer and contact page print, and the
// directions (찾아오시는 길) the about page shows.
import { image } from "./images";

export function siteSettingsDocument() {
  return {
    _id: "siteSettings",
    _type: "siteSettings",
    centreName: "청라 문화교육센터",
    phone: "032-563-7700",
    customerCentrePhone: "032-563-7701",
    address: "인천광역시 서구 청라커낼로 260, 청라문화플라자 3층",
    directions: {
      transit:
        "공항철도 청라국제도시역 1번 출구에서 42번 버스를 타고 ‘청라문화플라자’ 정류장에서 내리면 바로 앞입니다(약 10분).\n\n인천 지하철 2호선 서구청역에서는 2번 출구 앞 정류장에서 45번 버스로 약 15분 걸립니다.",
      parking:
        "건물 지하 주차장을 2시간까지 무료로 이용하실 수 있습니다. 안내 데스크에서 주차 확인을 받아 주세요.\n\n수업이 몰리는 평일 저녁에는 자리가 부족할 수 있으니 대중교통을 이용해 주세요.",
      map: image(
        "map",
        "청라국제도시역에서 청라커낼로를 따라 청라문화플라자까지 가는 길을 그린 약도",
      ),
    },
    supportEmail: "help@cheongna-culture.kr",
    notificationEmail: "office@cheongna-culture.kr",
    videoChannelUrl: "https://www.youtube.com/@cheongna-culture",
    appStoreUrl: "https://play.google.com/store/apps/details?id=kr.cheongnaculture.app",
    copyright: "© 청라 문화교육센터. All rights reserved.",
    businessHours:
      "평일 09:00–18:00 (점심시간 12:00–13:00), 토요일 09:00–13:00, 일요일·공휴일 휴무",
  };
}
