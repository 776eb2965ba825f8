// GET /admin/applications/export?program=&status=&from=&to= : the filtered list as a CSV that
// Korean Excel opens correctly (UTF-8 with BOM). Administrators only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/accounts/guards.server";
import {
  applicationsCsv,
  applicationsCsvName,
  parseApplicationFilter,
  toStoreFilter,
} from "~/domain/admin-applications";
import { contentDisposition, CSV_CONTENT_TYPE } from "~/domain/csv";
import { MAX_PAGE_SIZE, type Application } from "~/records/applications/contract";
import { getApplicationRecords } from "~/backends/applications.server";
import { waitingPlaces } from "~/services/waiting-places.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { filter } = parseApplicationFilter(new URL(request.url).searchParams);
  const records = getApplicationRecords();
  const storeFilter = toStoreFilter(filter);
  const all: Application[] = [];
  for (let page = 1; ; page++) {
    const result = await records.list(storeFilter, { page, pageSize: MAX_PAGE_SIZE });
    all.push(...result.items);
    if (result.items.length < MAX_PAGE_SIZE || all.length >= result.total) break;
  }
  const places = await waitingPlaces(all, records);
  const rows = all.map((a) => ({ ...a, waitingPlace: places.get(a.id) ?? null }));
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
