// Staff memos (issue 46 §4): a plain-text note an administrator keeps on an application or a
// member, for staff only — never shown to the applicant, never in their data download or mails.
import { z } from "zod";
import { multiLineString } from "~/domain/text";

export const STAFF_NOTE_MAX_LENGTH = 1000;

export const STAFF_NOTE_SUBJECTS = ["application", "user"] as const;
export type StaffNoteSubject = (typeof STAFF_NOTE_SUBJECTS)[number];

export const STAFF_NOTE_MESSAGES = {
  empty: "메모 내용을 입력해주세요.",
  tooLong: `메모는 ${STAFF_NOTE_MAX_LENGTH.toLocaleString("ko-KR")}자 이내로 입력해주세요.`,
  notFound: "메모를 찾을 수 없습니다.",
  added: "메모를 남겼습니다.",
  deleted: "메모를 삭제했습니다.",
} as const;

export const staffNoteAddSchema = z.object({
  intent: z.literal("note-add"),
  text: z
    .string({ error: STAFF_NOTE_MESSAGES.empty })
    .pipe(
      multiLineString({ error: STAFF_NOTE_MESSAGES.empty })
        .trim()
        .min(1, STAFF_NOTE_MESSAGES.empty)
        .max(STAFF_NOTE_MAX_LENGTH, STAFF_NOTE_MESSAGES.tooLong),
    ),
});

export const staffNoteDeleteSchema = z.object({
  intent: z.literal("note-delete"),
  noteId: z
    .string({ error: STAFF_NOTE_MESSAGES.notFound })
    .trim()
    .min(1, STAFF_NOTE_MESSAGES.notFound)
    .max(100, STAFF_NOTE_MESSAGES.notFound),
});
