// Health for operators, load balancers and the test runner: 200 when the content source and the
// store both answer, 503 (with which one failed) otherwise. Never cached.
import { probeHealth } from "~/security/health.server";

export async function loader() {
  const health = await probeHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
