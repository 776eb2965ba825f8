// The detailed health report (decision 091): each source probed past its cache, with timings and
// errors, plus readiness, and how this request came in: the client address the site counts it
// under, the raw X-Forwarded-For, TRUST_PROXY and the front header (decision 170). Administrators (session) or HEALTH_TOKEN (bearer) only; 401/403 JSON
// otherwise, never a redirect.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCurrentSession, getSettings } from "~/backends/app.server";
import { clientReport } from "~/http/front-header.server";
import { healthDetailsAccess } from "~/accounts/health-access.server";
import { healthDetails } from "~/jobs/health.server";

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const settings = getSettings();
  const access = await healthDetailsAccess(request, getCurrentSession, settings.HEALTH_TOKEN);
  if (access === "unauthenticated") {
    return Response.json(
      { error: "관리자 로그인 또는 HEALTH_TOKEN이 필요합니다." },
      { status: 401, headers: { ...noStore, "WWW-Authenticate": 'Bearer realm="health"' } },
    );
  }
  if (access === "forbidden") {
    return Response.json({ error: "관리자만 볼 수 있습니다." }, { status: 403, headers: noStore });
  }
  const report = await healthDetails();
  const client = clientReport(request, context.clientAddress, settings);
  return Response.json(
    { ...report, client },
    {
      status: report.status === "ok" && report.readiness.status === "ready" ? 200 : 503,
      headers: noStore,
    },
  );
}
