// The Studio's left column: the two singletons pinned at the top, then each document list.
import type { StructureResolver } from "sanity/structure";
import { SINGLETONS } from "./schemaTypes";

export const structure: StructureResolver = (S) =>
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
      S.listItem()
        .title("프로그램(수업)")
        .schemaType("program")
        .child(S.documentTypeList("program").title("프로그램(수업)").defaultOrdering([{ field: "id", direction: "asc" }])),
      S.listItem()
        .title("공지사항")
        .schemaType("notice")
        .child(S.documentTypeList("notice").title("공지사항").defaultOrdering([{ field: "publishedAt", direction: "desc" }])),
      S.documentTypeListItem("page").title("페이지"),
      S.documentTypeListItem("videoLecture").title("동영상 강의"),
    ]);
