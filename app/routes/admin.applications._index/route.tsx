import { useEffect, useState } from "react";
import { adminPageMeta } from "~/seo/private-meta";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { BackToDashboardError } from "~/components/admin/admin-error";
import { Notice } from "~/components/admin/notice";
import { FormAlert } from "~/components/ui/forms";
import {
  APPLICATION_FILTER_KEYS,
  parseApplicationFilter,
  toStoreFilter,
} from "~/domain/admin-applications";
import { pageParam } from "~/domain/page";
import { listDetail, parseApplicationSearch, SEARCH_MESSAGES } from "~/domain/application-search";
import { adminApplicationsPage } from "~/services/application-search.server";
import { isNoteIntent } from "~/services/staff-notes.server";
import { APPLICATION_STATUSES } from "~/domain/application";
import { waitingPlaces } from "~/services/waiting-places.server";
import {
  getApplicationStore,
  getProgramsWithSeats,
  getStaffNoteStore,
  requireAdminAccess,
} from "~/backends/app.server";
import {
  DateRangeFields,
  FilterSelect,
  FilterText,
  ListFilter,
} from "~/components/admin/filter-fields";
import { ListPage, ListTable } from "~/components/admin/list-table";
import { applicationColumns } from "~/components/admin/application-columns";
import { CancelConfirm, type CancelConfirmProps } from "~/components/admin/cancel-confirm";
import { ExportForm } from "~/components/admin/export-form";
import { ClassPrintLinks } from "~/components/admin/class-print-links";
import { filterDetail } from "~/domain/access-records";
import {
  changeStatus,
  markContacted,
  noteChange,
} from "~/routes/admin.applications._index/changes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { record } = await requireAdminAccess(request, context);
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
  await record({
    action: "list",
    target: "applications",
    subjects: result.items.map((a) => a.id),
    detail: listDetail(search, filterDetail(url.searchParams, APPLICATION_FILTER_KEYS)),
  });
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
  const access = await requireAdminAccess(request, context);
  const formData = await request.formData();
  if (isNoteIntent(formData)) return noteChange(request, access, formData);
  if (formData.get("intent") === "contacted") return markContacted(request, access, formData);
  return changeStatus(request, access, formData);
}

export default function AdminApplications() {
  const list = useLoaderData<typeof loader>();
  const { filter, programs } = list;
  const notices = useRouteLoaderData<typeof rootLoader>("root")?.notices ?? [];
  const actionData = useActionData<typeof action>();
  const confirm =
    actionData && "confirm" in actionData ? (actionData.confirm as CancelConfirmProps) : null;
  // Each answer of the action redraws the rows' status cells (application-columns.tsx).
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
  return (
    <ListPage title="신청 관리" actions={<ExportForm filter={exportFilter} />}>
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
          ...list.problems,
          ...(actionData && "result" in actionData ? (actionData.result.error?.[""] ?? []) : []),
          ...(actionData && "noteErrors" in actionData ? actionData.noteErrors : []),
        ]}
      />
      {confirm ? <CancelConfirm {...confirm} /> : null}
      {list.truncated ? <Notice message={SEARCH_MESSAGES.truncated} tone="warning" /> : null}
      <ListFilter resetTo="/admin/applications">
        <FilterText
          name="q"
          label="검색"
          value={list.q}
          placeholder="이름, 전화번호, 신청번호, 이메일"
        />
        <FilterSelect
          name="program"
          label="프로그램"
          value={filter.programId}
          options={programs.map((p) => [String(p.id), p.title] as const)}
        />
        <FilterSelect
          name="status"
          label="상태"
          value={filter.status}
          options={APPLICATION_STATUSES}
        />
        <DateRangeFields label="신청일" from={filter.from} to={filter.to} />
      </ListFilter>
      <ListTable
        label="신청 목록"
        order="최신순"
        columns={applicationColumns(answers)}
        list={list}
        rowKey={(a) => a.id}
        empty="조건에 맞는 신청이 없습니다."
        width="md:min-w-[56rem]"
      />
    </ListPage>
  );
}

export const meta: MetaFunction = () => adminPageMeta("신청 관리");

export const ErrorBoundary = BackToDashboardError;
