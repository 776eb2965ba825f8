// 신청 관리's changes (the route's action, one function an intent): a staff memo, 연락 완료, and a
// status change with its confirm step for 취소. Each answers with the page's notices in the
// session, or the form's errors.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { getApplicationStore, getStaffNoteStore, serviceDeps } from "~/backends/app.server";
import {
  APPLICATION_ADMIN_MESSAGES,
  applicationContactedSchema,
  applicationStatusSchema,
  cancelPreview,
  staffName,
} from "~/domain/admin-applications";
import { formatApplicationNumber } from "~/domain/application";
import { promotedLines } from "~/domain/application-mail";
import { STAFF_NOTE_MESSAGES } from "~/domain/staff-notes";
import type { PageNotice } from "~/domain/toast";
import type { AdminAccess } from "~/services/access-records.server";
import { changeApplicationStatus } from "~/services/application-status.server";
import { staffNoteAction } from "~/services/staff-notes.server";
import { redirectWithNotices } from "~/toast.server";

const NOTICES: Record<string, PageNotice> = {
  updated: {
    message: `${APPLICATION_ADMIN_MESSAGES.updated} 신청자에게 이메일로 알렸습니다.`,
    tone: "success",
  },
  "updated-no-email": {
    message: `${APPLICATION_ADMIN_MESSAGES.updated} (이메일 주소가 없어 알림은 보내지 않았습니다)`,
    tone: "success",
  },
  contacted: { message: APPLICATION_ADMIN_MESSAGES.contacted, tone: "success" },
  "revived-waiting": {
    message:
      "정원이 차 있어 취소된 신청을 대기 명단의 맨 뒤로 되살렸습니다. 자리가 나면 순서대로 접수됩니다.",
    tone: "warning",
  },
  "lottery-entry": {
    message: "추첨 접수는 추첨 결과로만 자리가 정해집니다. 추첨 전에는 취소만 할 수 있습니다.",
    tone: "warning",
  },
  "note-added": { message: STAFF_NOTE_MESSAGES.added, tone: "success" },
  "note-deleted": { message: STAFF_NOTE_MESSAGES.deleted, tone: "success" },
  "updated-mail-failed": {
    message: `${APPLICATION_ADMIN_MESSAGES.updated} 다만 알림 이메일 발송에 실패했습니다. 신청자에게 직접 연락해주세요.`,
    tone: "warning",
  },
};

/**
 * Back to the same filtered page the admin was looking at. What happened travels in the session
 * (decision 240): an address that named the seated could be edited to name anyone.
 */
function backTo(request: Request) {
  const back = new URL(request.url);
  for (const gone of ["index", "notice", "seated"]) back.searchParams.delete(gone);
  const query = back.searchParams.toString();
  return query ? `${back.pathname}?${query}` : back.pathname;
}

export async function noteChange(request: Request, access: AdminAccess, formData: FormData) {
  const id = String(formData.get("id") ?? "");
  if (!id || !(await getApplicationStore().get(id)))
    return data({ noteErrors: [APPLICATION_ADMIN_MESSAGES.notFound] }, { status: 404 });
  const outcome = await staffNoteAction(
    formData,
    { kind: "application", id },
    { ...access, notes: getStaffNoteStore() },
  );
  if (!outcome.ok) return data({ noteErrors: outcome.errors }, { status: outcome.status });
  return redirectWithNotices(request, backTo(request), [NOTICES[outcome.notice]!]);
}

export async function markContacted(request: Request, access: AdminAccess, formData: FormData) {
  const submission = parseWithZod(formData, { schema: applicationContactedSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await access.record({
    action: "change",
    target: "applications",
    subjects: [submission.value.id],
    detail: "연락 완료",
  });
  const marked = await getApplicationStore().markContacted(submission.value.id);
  if (!marked)
    return data(
      { result: submission.reply({ formErrors: [APPLICATION_ADMIN_MESSAGES.notFound] }) },
      { status: 404 },
    );
  return redirectWithNotices(request, backTo(request), [NOTICES.contacted!]);
}

export async function changeStatus(request: Request, access: AdminAccess, formData: FormData) {
  const submission = parseWithZod(formData, { schema: applicationStatusSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const notFound = () =>
    data(
      { result: submission.reply({ formErrors: [APPLICATION_ADMIN_MESSAGES.notFound] }) },
      { status: 404 },
    );
  const { id, status, reason, confirm } = submission.value;
  if (status === "취소" && confirm !== "yes") {
    // The confirm step (works without JavaScript): what the cancel will do and send, nothing saved.
    const application = await getApplicationStore().get(id);
    if (!application) return notFound();
    const [first = null] =
      application.status === "대기" || application.status === "취소"
        ? []
        : await getApplicationStore().waitingList(application.programId);
    // The confirm step names the applicant and the first in line: a read of both.
    await access.record({
      action: "view",
      target: "applications",
      subjects: first ? [id, first.id] : [id],
      detail: "취소 확인",
    });
    return data({
      result: submission.reply(),
      confirm: {
        id,
        label: `${formatApplicationNumber(application.number)} ${application.name} · ${application.programTitle}`,
        waiting: application.status === "대기",
        lines: cancelPreview(application, first, serviceDeps().textsOn),
      },
    });
  }
  await access.record({
    action: "change",
    target: "applications",
    subjects: [id],
    detail: `status=${status}${reason ? `, 사유: ${reason}` : ""}`,
  });
  const { outcome, seated } = await changeApplicationStatus(id, status, serviceDeps(), {
    byName: staffName(access.admin),
    reason: reason || null,
  });
  if (outcome === "not-found") return notFound();
  // The notice names those it seated from the line: a change of theirs, recorded before it shows.
  if (seated.length)
    await access.record({
      action: "change",
      target: "applications",
      subjects: seated.map((a) => a.id),
      detail: "대기에서 접수로 올라감",
    });
  const seatedNotices = promotedLines(seated, serviceDeps().textsOn).map((message): PageNotice => ({
    message,
    tone: message.includes("연락이 필요") ? "warning" : "success",
  }));
  return redirectWithNotices(request, backTo(request), [NOTICES[outcome]!, ...seatedNotices]);
}
