// The admin list's page, searched or not (issue 46 §1). A search reads the matches of one field
// (bounded by SEARCH_READ_LIMIT), then applies the list's other filters and pages in memory: a
// person's applications are few, and one field per look-up needs no composite index on Firestore.
import {
  SEARCH_READ_LIMIT,
  newestFirst,
  withinFilter,
  type ApplicationSearch,
} from "~/domain/application-search";
import { ADMIN_PAGE_SIZE, paginate, type Page } from "~/domain/page";
import type {
  Application,
  ApplicationFilter,
  ApplicationStore,
} from "~/records/applications/contract";

export type AdminListPage = Page<Application> & {
  /** More than SEARCH_READ_LIMIT matched: only the first ones read are shown. */
  truncated: boolean;
};

export async function adminApplicationsPage(
  store: Pick<ApplicationStore, "list" | "search">,
  filter: ApplicationFilter,
  search: ApplicationSearch | null,
  page: number,
): Promise<AdminListPage> {
  if (!search)
    return {
      ...(await store.list(filter, { page, pageSize: ADMIN_PAGE_SIZE })),
      truncated: false,
    };
  const { matches, truncated } = await searchedApplications(store, filter, search);
  return { ...paginate(matches, page), truncated };
}

/** Every match of a search within the filters (at most SEARCH_READ_LIMIT read), newest first. */
export async function searchedApplications(
  store: Pick<ApplicationStore, "search">,
  filter: ApplicationFilter,
  search: ApplicationSearch,
): Promise<{ matches: Application[]; truncated: boolean }> {
  const found = await store.search(search, SEARCH_READ_LIMIT + 1);
  const matches = found
    .slice(0, SEARCH_READ_LIMIT)
    .filter((a) => withinFilter(a, filter))
    .sort(newestFirst);
  return { matches, truncated: found.length > SEARCH_READ_LIMIT };
}
