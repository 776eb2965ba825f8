// Liveness (decision 091): the process answers. No store, no content source, nothing to wait
// for, so a load balancer never takes an instance out because a dependency is slow. Also at
// /healthz/live; the test runner and Playwright wait on this path.
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
