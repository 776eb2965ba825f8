import { getFeaturedPrograms } from "~/content/content.server";

// The home page's featured-classes block fetches this when it scrolls into view.
export async function loader() {
  const programs = await getFeaturedPrograms();
  return Response.json(
    { programs },
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } },
  );
}
