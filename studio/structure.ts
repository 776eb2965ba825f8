// The Studio's left column: the two singletons pinned at the top, then each document list. The
// classes are listed in the site's order, which editors change by dragging (orderRank).
import { orderableDocumentListDeskItem } from "@sanity/orderable-document-list";
import type { StructureResolver } from "sanity/structure";
import { SINGLETONS } from "./schemaTypes";

export const PROGRAM_LIST_ID = "program-order";

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title("콘텐츠")
    .items([
      ...SINGLETONS.map((s) =>
        S.listItem()
          .title(s.title)
          .id(s.id)
          .child(S.document().schemaType(s.type).documentId(s.id).title(s.title)),
      ),
      S.divider(),
      orderableDocumentListDeskItem({
        type: "program",
        id: PROGRAM_LIST_ID,
        title: "프로그램",
        S,
        context,
      }),
      // Fixed ids: the site's admin area links to them (app/domain/studio-links.ts).
      S.listItem()
        .title("공지사항")
        .id("notice")
        .schemaType("notice")
        .child(
          S.documentTypeList("notice")
            .title("공지사항")
            .defaultOrdering([{ field: "publishedAt", direction: "desc" }]),
        ),
      S.documentTypeListItem("page").title("페이지"),
      S.documentTypeListItem("videoLecture").title("동영상 강의"),
      S.listItem()
        .title("자주 묻는 질문")
        .id("faq")
        .schemaType("faq")
        .child(
          S.documentTypeList("faq")
            .title("자주 묻는 질문")
            .defaultOrdering([{ field: "order", direction: "asc" }]),
        ),
    ]);
