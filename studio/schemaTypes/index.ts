import { faq } from "./faq";
import { homePage } from "./homePage";
import { notice } from "./notice";
import { page } from "./page";
import { program } from "./program";
import { siteSettings } from "./siteSettings";
import { videoLecture } from "./videoLecture";

export const schemaTypes = [program, homePage, page, videoLecture, notice, siteSettings, faq];

/** Documents that exist once, under a fixed id (the site queries them by that id). */
export const SINGLETONS = [
  { type: "homePage", id: "homePage", title: "홈 화면" },
  { type: "siteSettings", id: "siteSettings", title: "사이트 설정" },
] as const;
