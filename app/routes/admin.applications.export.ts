// POST /admin/applications/export (program, status, from, to, q, reason): the filtered (and
// searched, decision 250) list as a CSV
// that Korean Excel opens correctly (UTF-8 with BOM). Administrators only. The download asks for
// its reason (다운로드 사유), which the access record keeps with the filter and the rows
// (decision 206); without one the answer is a Korean 400 and nothing is read.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { downloadReasonSchema, filterDetail } from "~/domain/access-records";
import {
  APPLICATION_FILTER_KEYS,
  applicationsCsv,
  applicationsCsvName,
  parseApplicationFilter,
  toStoreFilter,
} from "~/domain/admin-applications";
import { listDetail, parseApplicationSearch } from "~/domain/application-search";
import { contentDisposition, CSV_CONTENT_TYPE } from "~/domain/csv";
import { MAX_PAGE_SIZE, type Application } from "~/records/applications/contract";
import { getApplicationStore, requireAdmin, requireAdminAccess } from "~/backends/app.server";
import { searchedApplications } from "~/services/application-search.server";
import { waitingPlaces } from "~/services/waiting-places.server";

/** The filter's keys and the search's. */
const EXPORT_KEYS = [...APPLICATION_FILTER_KEYS, "q"] as const;

/** The list's address with the same filter. */
function listPath(filter: URLSearchParams): string {
  const query = filter.toString();
  return `/admin/applications${query ? `?${query}` : ""}`;
}

function filterOf(source: URLSearchParams | FormData): URLSearchParams {
  const filter = new URLSearchParams();
  for (const key of EXPORT_KEYS) {
    const value = source.get(key);
    if (typeof value === "string" && value.trim()) filter.set(key, value.trim());
  }
  return filter;
}

/** A GET (an old link or bookmark) goes to the list, where the download form asks for the reason. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(listPath(filterOf(new URL(request.url).searchParams)));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The 400 a form post without a usable reason lands on (the form itself refuses it first). */
function reasonRefused(message: string, back: string): Response {
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>다운로드 사유 필요 | 관리자</title></head><body><main><h1>CSV를 내려받지 않았습니다</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">신청 관리로 돌아가기</a></p></main></body></html>`;
  return new Response(html, {
    status: 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { record } = await requireAdminAccess(request, context);
  const form = await request.formData();
  const filterParams = filterOf(form);
  const reason = downloadReasonSchema.safeParse({ reason: form.get("reason") ?? "" });
  if (!reason.success)
    return reasonRefused(reason.error.issues[0]!.message, listPath(filterParams));
  const { filter } = parseApplicationFilter(filterParams);
  const records = getApplicationStore();
  const storeFilter = toStoreFilter(filter);
  const { search } = parseApplicationSearch(filterParams.get("q"));
  const all: Application[] = search
    ? (await searchedApplications(records, storeFilter, search)).matches
    : [];
  for (let page = 1; !search; page++) {
    const result = await records.list(storeFilter, { page, pageSize: MAX_PAGE_SIZE });
    all.push(...result.items);
    if (result.items.length < MAX_PAGE_SIZE || all.length >= result.total) break;
  }
  const places = await waitingPlaces(all, records);
  const rows = all.map((a) => ({ ...a, waitingPlace: places.get(a.id) ?? null }));
  await record({
    action: "export",
    target: "applications",
    subjects: all.map((a) => a.id),
    subjectCount: all.length,
    detail: listDetail(search, filterDetail(filterParams, APPLICATION_FILTER_KEYS)),
    reason: reason.data.reason,
  });
  return new Response(applicationsCsv(rows), {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": contentDisposition(
        applicationsCsvName(new Date()),
        "applications.csv",
      ),
      "Cache-Control": "private, no-store",
    },
  });
}
