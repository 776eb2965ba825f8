import { getProgramsWithSeats } from "~/backends/app.server";
import { toApplicationCatalogue } from "~/content/catalogue.server";

// The application dialog's class list, fetched when the dialog's code loads (hover, focus or
// opening) instead of travelling in every page's root loader data (decision 117). The server
// checks the class again on submit, so a minute's staleness only shows a class open a bit longer.
export async function loader() {
  return Response.json(
    { programs: toApplicationCatalogue(await getProgramsWithSeats()) },
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } },
  );
}
