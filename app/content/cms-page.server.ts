// Loading a CMS page for a route: a page missing from the CMS is a real 404, not a crash.
import { getPage } from "~/content/content.server";
import type { PageSlug } from "~/content/types";

export async function requirePage(slug: PageSlug) {
  const page = await getPage(slug);
  if (!page) throw new Response("페이지를 찾을 수 없습니다.", { status: 404 });
  return page;
}
