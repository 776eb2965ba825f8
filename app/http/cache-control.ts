// The two Cache-Control answers of the site (the policy choosing between them is
// app/server/cache-policy.server.ts).
/** Shared caches keep an anonymous page 10 s, then serve it stale for up to a minute while they refetch. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
