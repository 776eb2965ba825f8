// Readiness (decision 091): 200 when the store takes a write and the site's content can be
// served (from the content cache while the source is down), 503 otherwise. One answer serves
// every poll for a few seconds; the reasons are logged, not shown.
import { readiness } from "~/jobs/health.server";

export async function loader() {
  const ready = await readiness();
  return Response.json(ready, {
    status: ready.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
