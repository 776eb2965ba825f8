// The outcome an admin action's redirect names in the address (…?notice=deleted): each page has
// its own notices, and a name it does not have shows none.
export function namedNotice<Notice>(
  searchParams: URLSearchParams,
  notices: Readonly<Record<string, Notice>>,
): Notice | null {
  const name = searchParams.get("notice");
  return name !== null && Object.hasOwn(notices, name) ? notices[name]! : null;
}
