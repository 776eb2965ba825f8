import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPageMeta } from "~/seo/private-meta";
import { useLoaderData } from "@remix-run/react";
import { BackToDashboardError } from "~/components/admin/admin-error";
import {
  DateRangeFields,
  FilterSelect,
  FilterText,
  ListFilter,
} from "~/components/admin/filter-fields";
import { ListPage, ListTable, type ListColumn } from "~/components/admin/list-table";
import { FormAlert } from "~/components/ui/forms";
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
import { adminPageRequest } from "~/domain/page";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { formatApplicationNumber } from "~/domain/application";
import { inquiryLabel } from "~/domain/inquiry";
import type { AccessRecord } from "~/records/access-records/contract";
import {
  getAccessRecordStore,
  getApplicationStore,
  getInquiryStore,
  getProgramsWithSeats,
  getUserStore,
  requireAdmin,
  getSettings,
} from "~/backends/app.server";

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
  const adminEmail = getSettings().ADMIN_EMAIL;
  const [page, users, programs] = await Promise.all([
    getAccessRecordStore().list(toAccessRecordQuery(filter), adminPageRequest(url.searchParams)),
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

type Row = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

const COLUMNS: ListColumn<Row>[] = [
  {
    header: "일시",
    cell: (r) => formatSeoulDateTime(r.at),
    className: "whitespace-nowrap tabular-nums",
  },
  {
    header: "취급자",
    cell: (r) => (
      <>
        {r.actorName || "-"}
        <br />
        <span className="text-xs text-muted">{r.actorEmail || "운영자 명령"}</span>
      </>
    ),
  },
  { header: "접속지", cell: (r) => r.clientAddress || "-", className: "tabular-nums" },
  {
    header: "수행업무",
    cell: (r) => ACCESS_ACTION_LABELS[r.action],
    className: "whitespace-nowrap",
  },
  {
    header: "대상",
    cell: (r) => (
      <>
        {ACCESS_TARGET_LABELS[r.target]} {r.subjectCount.toLocaleString("ko-KR")}건
        {r.subjects.length ? (
          <span className="block max-w-[14rem] truncate text-xs text-muted">
            {r.subjects.join(", ")}
            {r.subjectCount > r.subjects.length ? " …" : ""}
          </span>
        ) : null}
      </>
    ),
  },
  { header: "조건·내용", cell: (r) => r.detail, className: "break-words md:max-w-xs" },
  { header: "다운로드 사유", cell: (r) => r.reason ?? "-", className: "break-words md:max-w-xs" },
];

export default function AdminAccessRecords() {
  const list = useLoaderData<typeof loader>();
  const { filter } = list;
  return (
    <ListPage title="접속기록">
      <p className="mt-1 text-sm text-muted">
        관리자가 개인정보를 조회·다운로드·변경·삭제한 기록입니다. 월 1회 이상 점검하고, 다운로드는
        사유를 확인해주세요. 기록은 {ACCESS_RECORD_RETENTION}간 보관되며 고칠 수 없습니다.
      </p>
      <FormAlert errors={list.problems} />
      <ListFilter resetTo="/admin/access-records">
        <FilterText
          name="person"
          label="취급자 (이메일)"
          type="email"
          suggestions={list.administrators}
          value={filter.person}
        />
        <FilterSelect
          name="action"
          label="수행업무"
          value={filter.action}
          options={ACTION_OPTIONS}
        />
        <DateRangeFields label="기간" from={filter.from} to={filter.to} />
      </ListFilter>
      <ListTable
        label="접속기록"
        order="최신순"
        columns={COLUMNS}
        list={list}
        rowKey={(r) => r.id}
        empty="조건에 맞는 접속기록이 없습니다."
        width="md:min-w-[60rem]"
      />
    </ListPage>
  );
}

export const meta: MetaFunction = () => adminPageMeta("접속기록");

export const ErrorBoundary = BackToDashboardError;
