// The site pages whose copy lives in a `page` document (the site has a route for each).
export const PAGE_OPTIONS = [
  { title: "센터 소개", value: "about" },
  { title: "전체 프로그램", value: "services" },
  { title: "음악 프로그램", value: "music" },
  { title: "동영상 강의", value: "video-lectures" },
  { title: "뉴질랜드 어학연수", value: "study-abroad" },
  { title: "문의하기", value: "contact" },
  { title: "이용약관", value: "terms" },
  { title: "개인정보 처리방침", value: "privacy" },
  { title: "실시간 랭킹", value: "ranking" },
];
