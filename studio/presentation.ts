// The Presentation tool ("미리보기"): the site itself, in preview mode, beside the editor. The
// site checks the secret the tool writes (README, "미리보기"); the site's address comes from
// SANITY_STUDIO_SITE_URL at build time (default: the site on this machine).
import { map } from "rxjs";
import { defineDocuments, presentationTool } from "sanity/presentation";
import { siteOrigin, siteUrl } from "./env";
import { LOCATION_QUERIES, publishedId, resolveLocations } from "./locations";

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
      { route: "/notices/:id", filter: `_type == "notice" && _id == $id` },
      { route: "/:slug", filter: `_type == "page" && slug.current == $slug` },
    ]),
    // Where a document appears on the site ("이 문서가 쓰인 페이지"), from the dataset as the
    // editor's perspective shows it, so a class's home carousels are found (locations.ts).
    locations: (params, { documentStore }) => {
      const query = LOCATION_QUERIES[params.type];
      if (!query) return resolveLocations(params.type, params.id, null);
      const id = publishedId(params.id);
      return documentStore
        .listenQuery(
          query,
          { id, draft: `drafts.${id}` },
          { perspective: params.perspectiveStack, tag: "presentation-locations" },
        )
        .pipe(map((answer: unknown) => resolveLocations(params.type, params.id, answer)));
    },
  },
});
