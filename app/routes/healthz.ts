// Liveness for operators and the test runner. Issue 6 extends it with content source and store status.
import { getEnv } from "~/env.server";

export async function loader() {
  const env = getEnv();
  return Response.json(
    { status: "ok", content: env.contentSource, store: env.storeBackend },
    { headers: { "Cache-Control": "no-store" } },
  );
}
