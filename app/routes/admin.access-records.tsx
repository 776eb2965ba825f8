import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminErrorView } from "~/components/admin/admin-error";
import { EmptyRow } from "~/components/admin/empty-row";
import { DateRangeFields, FilterButtons } from "~/components/admin/filter-fields";
import { compactFieldClass, FormAlert } from "~/components/ui/forms";
import { Pager } from "~/components/ui/pager";
import {
  ACCESS_ACTION_LABELS,
  ACCESS_RECORD_RETENTION,
  ACCESS_TARGET_LABELS,
  detailText,
  parseAccessRecordFilter,
  toAccessRecordQuery,
  type AccessAction,
} from "~/domain/access-records";
import { isAdministrator } from "~/domain/administrator";
import { ADMIN_PAGE_SIZE, pageParam } from "~/domain/page";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { formatApplicationNumber } from "~/domain/application";
import { inquiryLabel } from "~/domain/inquiry";
import type { AccessRecord } from "~/records/access-records/contract";
import { getEnv } from "~/env.server";
import {
  getAccessRecordStore,
  getApplicationStore,
  getInquiryStore,
  getProgramsWithSeats,
  getUserStore,
  requireAdmin,
} from "~/backends/app.server";
import { ScrollRegion } from "~/components/ui/scroll-region";

/** Ids shown per row; the count says how many the entry touched. */
const SUBJECTS_SHOWN = 3;

type Member = { name: string; email: string };

/**
 * The names staff use for an entry's records (A-000003, 문의 #1, a member's name and e-mail)
 * instead of stored ids; one deleted since is said so. A member shown here is a subject of the
 * entry shown: the review page names nobody the records do not (decision 240).
 */
async function subjectLabel(
  target: AccessRecord["target"],
  id: string,
  members: ReadonlyMap<string, Member>,
): Promise<string> {
  if (target === "applications") {
    const application = await getApplicationStore().get(id);
    return application ? formatApplicationNumber(application.number) : "삭제된 신청";
  }
  if (target === "inquiries") {
    const inquiry = await getInquiryStore()
      .get(id)
      .catch(() => null);
    return inquiry ? inquiryLabel(inquiry.sequenceNumber) : "삭제된 문의";
  }
  const member = members.get(id);
  if (!member) return "탈퇴한 회원";
  return member.name && member.email
    ? `${member.name} (${member.email})`
    : member.name || member.email;
}

// The access records for the monthly review (decision 206): filtered by administrator, action and
// Seoul days, newest first. Reading them is not itself recorded: the members they name are the
// subjects of the entries shown, already on record.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const { filter, problems } = parseAccessRecordFilter(url.searchParams);
  const adminEmail = getEnv().ADMIN_EMAIL;
  const [page, users, programs] = await Promise.all([
    getAccessRecordStore().list(toAccessRecordQuery(filter), {
      page: pageParam(url.searchParams),
      pageSize: ADMIN_PAGE_SIZE,
    }),
    getUserStore().list(),
    getProgramsWithSeats(),
  ]);
  const titles = new Map(programs.map((p) => [String(p.id), p.title]));
  const members = new Map(users.map((u) => [u.uid, { name: u.name, email: u.email }]));
  return {
    filter,
    problems,
    administrators: users
      .filter((u) => u.email && isAdministrator(u, adminEmail))
      .map((u) => u.email.toLowerCase()),
    ...page,
    items: await Promise.all(
      page.items.map(async (r) => ({
        ...r,
        detail: detailText(r.detail, titles),
        subjects: await Promise.all(
          r.subjects.slice(0, SUBJECTS_SHOWN).map((id) => subjectLabel(r.target, id, members)),
        ),
      })),
    ),
  };
}

const ACTION_OPTIONS = Object.entries(ACCESS_ACTION_LABELS) as [AccessAction, string][];

export default function AdminAccessRecords() {
  const { filter, problems, administrators, items, page, pageCount, total } =
    useLoaderData<typeof loader>();
  const inputClass = `mt-1 block w-full ${compactFieldClass}`;
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">접속기록</h1>
      <p className="mt-1 text-sm text-muted">
        관리자가 개인정보를 조회·다운로드·변경·삭제한 기록입니다. 월 1회 이상 점검하고, 다운로드는
        사유를 확인해주세요. 기록은 {ACCESS_RECORD_RETENTION}간 보관되며 고칠 수 없습니다.
      </p>
      <FormAlert errors={problems} />
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="record-person" className="text-sm font-medium">
            취급자 (이메일)
          </label>
          <input
            id="record-person"
            name="person"
            type="email"
            list="record-administrators"
            defaultValue={filter.person ?? ""}
            className={inputClass}
          />
          <datalist id="record-administrators">
            {administrators.map((email) => (
              <option key={email} value={email} />
            ))}
          </datalist>
        </div>
        <div>
          <label htmlFor="record-action" className="text-sm font-medium">
            수행업무
          </label>
          <select
            id="record-action"
            name="action"
            defaultValue={filter.action ?? ""}
            className={inputClass}
          >
            <option value="">전체</option>
            {ACTION_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          idPrefix="record"
          label="기간"
          from={filter.from}
          to={filter.to}
          inputClass={inputClass}
        />
        <FilterButtons resetTo="/admin/access-records" />
      </Form>
      <ScrollRegion label="접속기록" className="relative mt-4 rounded-xl border border-slate-200">
        <table className="w-full min-w-[60rem] text-left text-sm">
          <caption className="sr-only">접속기록 (최신순)</caption>
          <thead className="bg-slate-50 text-muted">
            <tr>
              {["일시", "취급자", "접속지", "수행업무", "대상", "조건·내용", "다운로드 사유"].map(
                (heading) => (
                  <th key={heading} scope="col" className="whitespace-nowrap px-3 py-2">
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id} className="border-t border-slate-100 align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                  {formatSeoulDateTime(r.at)}
                </td>
                <td className="px-3 py-2">
                  {r.actorName || "-"}
                  <br />
                  <span className="text-xs text-muted">{r.actorEmail || "운영자 명령"}</span>
                </td>
                <td className="px-3 py-2 tabular-nums">{r.clientAddress || "-"}</td>
                <td className="whitespace-nowrap px-3 py-2">{ACCESS_ACTION_LABELS[r.action]}</td>
                <td className="px-3 py-2">
                  {ACCESS_TARGET_LABELS[r.target]} {r.subjectCount.toLocaleString("ko-KR")}건
                  {r.subjects.length ? (
                    <span className="block max-w-[14rem] truncate text-xs text-muted">
                      {r.subjects.join(", ")}
                      {r.subjectCount > r.subjects.length ? " …" : ""}
                    </span>
                  ) : null}
                </td>
                <td className="max-w-xs break-words px-3 py-2">{r.detail}</td>
                <td className="max-w-xs break-words px-3 py-2">{r.reason ?? "-"}</td>
              </tr>
            ))}
            {items.length === 0 ? (
              <EmptyRow columns={7}>조건에 맞는 접속기록이 없습니다.</EmptyRow>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={page} pageCount={pageCount} total={total} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "접속기록 | 관리자" }];

export function ErrorBoundary() {
  return <AdminErrorView backTo="/admin" backLabel="대시보드로" />;
}
