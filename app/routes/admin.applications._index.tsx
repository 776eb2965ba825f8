import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { redirectWithNotices } from "~/toast.server";
import type { PageNotice } from "~/domain/toast";
import { AdminErrorView } from "~/components/admin/admin-error";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { Notice } from "~/components/admin/notice";
import { Pager } from "~/components/ui/pager";
import { compactFieldClass, FormAlert } from "~/components/ui/forms";
import {
  ADMIN_STATUSES,
  APPLICATION_ADMIN_MESSAGES,
  APPLICATION_FILTER_KEYS,
  applicationContactedSchema,
  applicationStatusSchema,
  cancelPreview,
  cancelHistoryLines,
  needsContact,
  staffName,
  parseApplicationFilter,
  toStoreFilter,
} from "~/domain/admin-applications";
import { pageParam } from "~/domain/page";
import { listDetail, parseApplicationSearch, SEARCH_MESSAGES } from "~/domain/application-search";
import { adminApplicationsPage } from "~/services/application-search.server";
import { isNoteIntent, staffNoteAction } from "~/services/staff-notes.server";
import { STAFF_NOTE_MESSAGES } from "~/domain/staff-notes";
import { StaffNotes } from "~/components/admin/staff-notes";
import {
  APPLICATION_STATUSES,
  WAITING_STATUS,
  formatApplicationNumber,
  preferredTimeLabel,
  statusLabel,
} from "~/domain/application";
import { waitingPlaces } from "~/services/waiting-places.server";
import {
  getApplicationStore,
  getProgramsWithSeats,
  getStaffNoteStore,
  recordAccess,
  requireAdmin,
  serviceDeps,
} from "~/backends/app.server";
import { changeApplicationStatus } from "~/services/application-status.server";
import { EmptyRow } from "~/components/admin/empty-row";
import { DateRangeFields, FilterButtons } from "~/components/admin/filter-fields";
import { ExportForm } from "~/components/admin/export-form";
import { ClassPrintLinks } from "~/components/admin/class-print-links";
import { filterDetail } from "~/domain/access-records";
import { promotedLines } from "~/domain/application-mail";
import { ScrollRegion } from "~/components/ui/scroll-region";

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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const { filter, problems } = parseApplicationFilter(url.searchParams);
  const { search, problem } = parseApplicationSearch(url.searchParams.get("q"));
  const page = pageParam(url.searchParams);
  const [result, programs] = await Promise.all([
    adminApplicationsPage(getApplicationStore(), toStoreFilter(filter), search, page),
    getProgramsWithSeats(),
  ]);
  const [places, duplicates, notes] = await Promise.all([
    waitingPlaces(result.items, getApplicationStore()),
    // A phone refuses nobody (decision 235): staff judge the same phone twice in one class.
    getApplicationStore().likelyDuplicates(result.items),
    getStaffNoteStore().listFor(
      "application",
      result.items.map((a) => a.id),
    ),
  ]);
  await recordAccess(
    { admin, clientAddress: context.clientAddress },
    {
      action: "list",
      target: "applications",
      subjects: result.items.map((a) => a.id),
      detail: listDetail(search, filterDetail(url.searchParams, APPLICATION_FILTER_KEYS)),
    },
  );
  return {
    filter,
    q: search ? (url.searchParams.get("q") ?? "").trim() : "",
    truncated: result.truncated,
    problems: problem ? [...problems, problem] : problems,
    programs: programs.map((p) => ({ id: p.id, title: p.title })),
    items: result.items.map(
      ({ cancelTokenHash: _hash, lookupCodeHash: _code, idempotencyKey: _key, ...a }) => ({
        ...a,
        waitingPlace: places.get(a.id) ?? null,
        likelyDuplicate: duplicates.has(a.id),
        notes: notes
          .filter((n) => n.subjectId === a.id)
          .map(({ id, text, authorName, createdAt }) => ({ id, text, authorName, createdAt })),
      }),
    ),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const accessor = { admin, clientAddress: context.clientAddress };
  const formData = await request.formData();
  if (isNoteIntent(formData)) {
    const id = String(formData.get("id") ?? "");
    if (!id || !(await getApplicationStore().get(id)))
      return data({ noteErrors: [APPLICATION_ADMIN_MESSAGES.notFound] }, { status: 404 });
    const outcome = await staffNoteAction(
      formData,
      { kind: "application", id },
      { admin, notes: getStaffNoteStore(), record: (entry) => recordAccess(accessor, entry) },
    );
    if (!outcome.ok) return data({ noteErrors: outcome.errors }, { status: outcome.status });
    return redirectWithNotices(request, backTo(request), [NOTICES[outcome.notice]!]);
  }
  if (formData.get("intent") === "contacted") {
    const submission = parseWithZod(formData, { schema: applicationContactedSchema });
    if (submission.status !== "success")
      return data({ result: submission.reply() }, { status: 400 });
    await recordAccess(accessor, {
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
  const submission = parseWithZod(formData, { schema: applicationStatusSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { id, status, reason, confirm } = submission.value;
  if (status === "취소" && confirm !== "yes") {
    // The confirm step (works without JavaScript): what the cancel will do and send, nothing saved.
    const application = await getApplicationStore().get(id);
    if (!application)
      return data(
        { result: submission.reply({ formErrors: [APPLICATION_ADMIN_MESSAGES.notFound] }) },
        { status: 404 },
      );
    const [first = null] =
      application.status === "대기" || application.status === "취소"
        ? []
        : await getApplicationStore().waitingList(application.programId);
    // The confirm step names the applicant and the first in line: a read of both.
    await recordAccess(accessor, {
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
        lines: cancelPreview(application, first),
      },
    });
  }
  await recordAccess(accessor, {
    action: "change",
    target: "applications",
    subjects: [id],
    detail: `status=${status}${reason ? `, 사유: ${reason}` : ""}`,
  });
  const { outcome, seated } = await changeApplicationStatus(id, status, serviceDeps(), {
    byName: staffName(admin),
    reason: reason || null,
  });
  if (outcome === "not-found")
    return data(
      { result: submission.reply({ formErrors: [APPLICATION_ADMIN_MESSAGES.notFound] }) },
      { status: 404 },
    );
  // The notice names those it seated from the line: a change of theirs, recorded before it shows.
  if (seated.length)
    await recordAccess(accessor, {
      action: "change",
      target: "applications",
      subjects: seated.map((a) => a.id),
      detail: "대기에서 접수로 올라감",
    });
  const seatedNotices = promotedLines(seated).map((message): PageNotice => ({
    message,
    tone: message.includes("연락이 필요") ? "warning" : "success",
  }));
  return redirectWithNotices(request, backTo(request), [NOTICES[outcome]!, ...seatedNotices]);
}

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

export default function AdminApplications() {
  const { filter, q, truncated, problems, programs, items, total, page, pageCount } =
    useLoaderData<typeof loader>();
  const notices = useRouteLoaderData<typeof rootLoader>("root")?.notices ?? [];
  const actionData = useActionData<typeof action>();
  const confirm =
    actionData && "confirm" in actionData ? (actionData.confirm as ConfirmProps) : null;
  // Each answer of the action redraws the rows' selects: until a cancel is confirmed, a row shows
  // its stored status, not the 취소 just chosen.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (actionData) setAnswers((n) => n + 1);
  }, [actionData]);
  const [searchParams] = useSearchParams();
  const exportFilter = Object.fromEntries(
    [...APPLICATION_FILTER_KEYS, "q"].flatMap((key) => {
      const value = searchParams.get(key);
      return value ? [[key, value] as const] : [];
    }),
  );
  const inputClass = `mt-1 block ${compactFieldClass}`;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">신청 관리</h1>
        <ExportForm filter={exportFilter} />
      </div>
      {filter.programId !== undefined && (
        <ClassPrintLinks
          programId={filter.programId}
          title={programs.find((p) => p.id === filter.programId)?.title ?? "이 프로그램"}
        />
      )}
      {notices.map((notice) => (
        <Notice key={notice.message} message={notice.message} tone={notice.tone} />
      ))}
      <FormAlert
        errors={[
          ...problems,
          ...(actionData && "result" in actionData ? (actionData.result.error?.[""] ?? []) : []),
          ...(actionData && "noteErrors" in actionData ? actionData.noteErrors : []),
        ]}
      />
      {confirm ? <CancelConfirm {...confirm} /> : null}
      {truncated ? <Notice message={SEARCH_MESSAGES.truncated} tone="warning" /> : null}
      {/* Keyed by the address: 초기화 and the pager change it without remounting the route. */}
      <Form
        key={searchParams.toString()}
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        role="search"
      >
        <div>
          <label htmlFor="filter-q" className="text-sm font-medium">
            검색
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder="이름, 전화번호, 신청번호, 이메일"
            className={`${inputClass} w-64 max-w-full`}
          />
        </div>
        <div>
          <label htmlFor="filter-program" className="text-sm font-medium">
            프로그램
          </label>
          <select
            id="filter-program"
            name="program"
            defaultValue={filter.programId ?? ""}
            className={inputClass}
          >
            <option value="">전체</option>
            {programs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className="text-sm font-medium">
            상태
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className={inputClass}
          >
            <option value="">전체</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          idPrefix="filter"
          label="신청일"
          from={filter.from}
          to={filter.to}
          inputClass={inputClass}
        />
        <FilterButtons resetTo="/admin/applications" />
      </Form>
      <ScrollRegion label="신청 목록" className="relative mt-4 rounded-xl border border-slate-200">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">신청 목록 (최신순)</caption>
          <thead className="bg-slate-50 text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                신청번호
              </th>
              <th scope="col" className="px-3 py-2">
                프로그램
              </th>
              <th scope="col" className="px-3 py-2">
                이름
              </th>
              <th scope="col" className="px-3 py-2">
                연락처
              </th>
              <th scope="col" className="px-3 py-2">
                희망 시간 · 동반
              </th>
              <th scope="col" className="px-3 py-2">
                신청 일시
              </th>
              <th scope="col" className="px-3 py-2">
                상태
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((a) => (
              <tr key={a.id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {formatApplicationNumber(a.number)}
                </td>
                <td className="px-3 py-2">{a.programTitle}</td>
                <td className="px-3 py-2">
                  {a.name}
                  {a.message ? (
                    <p className="mt-1 max-w-xs whitespace-pre-wrap text-xs text-muted">
                      {a.message}
                    </p>
                  ) : null}
                  <details className="mt-1 max-w-xs">
                    <summary className="cursor-pointer text-xs font-semibold text-brand-700">
                      직원 메모 ({a.notes.length})
                    </summary>
                    <div className="mt-2">
                      <StaffNotes
                        notes={a.notes}
                        subjectId={a.id}
                        label={`${formatApplicationNumber(a.number)} 메모`}
                      />
                    </div>
                  </details>
                </td>
                <td className="px-3 py-2">
                  {needsContact(a) ? (
                    <ContactNeeded id={a.id} number={formatApplicationNumber(a.number)} />
                  ) : null}
                  {a.phone}
                  {a.likelyDuplicate ? (
                    <span
                      className="ml-1.5 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
                      title="같은 프로그램에 같은 전화번호로 된 다른 신청이 있습니다. 같은 분인지 확인해주세요."
                    >
                      중복 의심
                    </span>
                  ) : null}
                  <br />
                  <span className="text-xs text-muted">{a.email || "이메일 없음"}</span>
                </td>
                <td className="px-3 py-2">
                  {preferredTimeLabel(a.preferredTime)} ·{" "}
                  {a.companions === "0" ? "동반 없음" : a.companions === "1" ? "1명" : "2명 이상"}
                </td>
                <td className="px-3 py-2">
                  {formatSeoulDateTime(a.createdAt)}
                  <p className="mt-1 text-xs text-muted">
                    {a.privacyConsentAt
                      ? `개인정보 동의 ${formatSeoulDateTime(a.privacyConsentAt)}`
                      : "개인정보 동의 기록 없음"}
                  </p>
                </td>
                <td className="px-3 py-2">
                  <StatusCell key={answers} application={a} />
                </td>
              </tr>
            ))}
            {items.length === 0 ? (
              <EmptyRow columns={7}>조건에 맞는 신청이 없습니다.</EmptyRow>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={page} pageCount={pageCount} total={total} />
    </div>
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

const smallButton =
  "rounded-full border border-brand-300 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50";

/**
 * The confirm step of 취소 and 대기 취소 (decision 193): a plain form answered by the action, so
 * it works without JavaScript; focused when it appears so a screen reader reads it first.
 */
type ConfirmProps = { id: string; label: string; waiting: boolean; lines: string[] };

function CancelConfirm({ id, label, waiting, lines }: ConfirmProps) {
  const title = waiting ? "대기 취소 확인" : "신청 취소 확인";
  return (
    <section
      role="alertdialog"
      aria-labelledby="cancel-confirm-title"
      aria-describedby="cancel-confirm-lines"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
      tabIndex={-1}
      ref={(node) => node?.focus()}
    >
      <h2 id="cancel-confirm-title" className="font-bold text-amber-900">
        {title}: {label}
      </h2>
      <ul id="cancel-confirm-lines" className="mt-2 list-disc pl-5 text-sm text-ink">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="status" value="취소" />
        <input type="hidden" name="confirm" value="yes" />
        <div>
          <label htmlFor="cancel-reason" className="text-sm font-medium">
            취소 사유 (선택)
          </label>
          <input
            id="cancel-reason"
            name="reason"
            maxLength={200}
            className={`mt-1 block ${compactFieldClass}`}
          />
        </div>
        <button type="submit" className="btn-primary">
          {waiting ? "대기 취소하기" : "취소하기"}
        </button>
        <Link to="." className="btn-secondary">
          돌아가기
        </Link>
      </Form>
    </section>
  );
}

/** Seated from the waiting list without an e-mail: staff call, then mark it done (decision 191). */
function ContactNeeded({ id, number }: { id: string; number: string }) {
  return (
    <Form method="post" className="mb-1 flex flex-wrap items-center gap-1.5">
      <strong className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
        연락 필요
      </strong>
      <input type="hidden" name="intent" value="contacted" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={smallButton} aria-label={`${number} 연락 완료`}>
        연락 완료
      </button>
    </Form>
  );
}

/** The status and its change: a select for 접수/확정/취소; a waiting row promotes or removes. */
function StatusCell({ application: a }: { application: Row }) {
  const number = formatApplicationNumber(a.number);
  if (a.status === WAITING_STATUS) {
    return (
      <div>
        <p className="font-semibold text-accent-600">{statusLabel(a.status, a.waitingPlace)}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {(
            [
              ["접수", "접수로 올리기"],
              ["취소", "대기 취소"],
            ] as const
          ).map(([status, label]) => (
            <Form key={status} method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="id" value={a.id} />
              <input type="hidden" name="status" value={status} />
              <button type="submit" className={smallButton} aria-label={`${number} ${label}`}>
                {label}
              </button>
            </Form>
          ))}
        </div>
        <CancelHistory application={a} />
      </div>
    );
  }
  return (
    <div>
      <Form method="post" className="flex items-center gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={a.id} />
        <label htmlFor={`status-${a.id}`} className="sr-only">
          {number} 상태
        </label>
        <select
          id={`status-${a.id}`}
          name="status"
          defaultValue={a.status}
          className={compactFieldClass}
        >
          {ADMIN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <button type="submit" className={smallButton} aria-label={`${number} 상태 변경`}>
          변경
        </button>
      </Form>
      <CancelHistory application={a} />
    </div>
  );
}

/** When and by whom it was cancelled and why, and a take-back after it (decision 202). */
function CancelHistory({ application }: { application: Row }) {
  const lines = cancelHistoryLines(application);
  if (!lines.length) return null;
  return (
    <p className="mt-1 text-xs text-muted">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </p>
  );
}

export const meta: MetaFunction = () => [{ title: "신청 관리 | 관리자" }];

export function ErrorBoundary() {
  return <AdminErrorView backTo="/admin" backLabel="대시보드로" />;
}
