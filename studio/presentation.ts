// The Presentation tool ("미리보기"): the site itself, in preview mode, beside the editor. The
// site checks the secret the tool writes (README, "미리보기"); the site's address comes from
// SANITY_STUDIO_SITE_URL at build time (default: the site on this machine).
import { defineDocuments, defineLocations, presentationTool } from "sanity/presentation";
import { siteOrigin, siteUrl } from "./env";

const PROGRAM_LIST = { title: "전체 강좌", href: "/services" } as const;

export const presentation = presentationTool({
  title: "미리보기",
  allowOrigins: [siteOrigin],
  previewUrl: {
    initial: siteUrl,
    // Only signed-in editors preview; no share links that skip the Studio's sign-in.
    previewMode: { enable: "/api/preview-mode/enable", shareAccess: false },
  },
  resolve: {
    // Which document a page of the site shows (opened beside it when the editor navigates there).
    mainDocuments: defineDocuments([
      { route: "/", filter: `_type == "homePage" && _id == "homePage"` },
      { route: "/program/:id", filter: `_type == "program" && string(id) == $id` },
      { route: "/:slug", filter: `_type == "page" && slug.current == $slug` },
    ]),
    // Where a document appears on the site ("이 문서가 쓰인 페이지").
    locations: {
      program: defineLocations({
        select: { title: "title", id: "id", category: "category" },
        resolve: (doc) => ({
          locations: [
            { title: doc?.title || "강좌", href: `/program/${doc?.id}` },
            PROGRAM_LIST,
            ...(doc?.category === "music" ? [{ title: "음악 클래스", href: "/music" }] : []),
          ],
        }),
      }),
      homePage: defineLocations({ locations: [{ title: "홈", href: "/" }] }),
      page: defineLocations({
        select: { title: "title", slug: "slug.current" },
        resolve: (doc) => ({
          locations: doc?.slug ? [{ title: doc.title || doc.slug, href: `/${doc.slug}` }] : [],
        }),
      }),
      videoLecture: defineLocations({
        locations: [{ title: "동영상 강의", href: "/video-lectures" }],
      }),
      siteSettings: defineLocations({
        locations: [{ title: "모든 페이지의 머리말·꼬리말", href: "/" }],
      }),
    },
  },
});
