import { getFeaturedProgramsWithSeats } from "~/backends/app.server";
import { toProgramCard } from "~/content/program-card-data";

// The home page's featured-classes block fetches this when it scrolls into view.
export async function loader() {
  const programs = (await getFeaturedProgramsWithSeats()).map(toProgramCard);
  return Response.json(
    { programs },
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } },
  );
}
