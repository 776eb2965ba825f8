// Resource routes (no component) answered without Remix's router (decision 135). Every page request
// runs Remix's route matching several times over the whole route list; these routes are left out
// of it (remix.config.js, ENDPOINT_ROUTE_FILES) and called here by their exact path instead. The
// route files stay the one home of their loaders and actions; this file only maps paths to them
// and answers the way Remix's resource-route handling does (thrown responses, errors, HEAD).
// A route Remix's own client reaches (a <Form>, a fetcher, a <Link>) must stay in Remix: the client
// finds it through the route manifest and calls it with a single-fetch `.data` request.
import type { AppLoadContext } from "@remix-run/node";
import * as exportCsv from "~/routes/admin.applications.export";
import * as applicationsApi from "~/routes/api.applications";
import * as previewDisable from "~/routes/api.preview-mode.disable";
import * as previewEnable from "~/routes/api.preview-mode.enable";
import * as previewPerspective from "~/routes/api.preview-mode.perspective";
import * as sanityWebhook from "~/routes/api.webhooks.sanity";
import * as solapiWebhook from "~/routes/api.webhooks.solapi";
import * as kakaoStart from "~/routes/auth.kakao";
import * as kakaoCallback from "~/routes/auth.kakao_.callback";
import * as health from "~/routes/healthz";
import * as healthDetails from "~/routes/healthz_.details";
import * as healthLive from "~/routes/healthz_.live";
import * as healthReady from "~/routes/healthz_.ready";
import * as myData from "~/routes/mypage_.data";
import * as noticesFeed from "~/routes/notices.rss[.]xml";
import * as applicant from "~/routes/resources.applicant";
import * as catalogue from "~/routes/resources.application-catalogue";
import * as viewer from "~/routes/resources.viewer";
import * as robots from "~/routes/robots[.]txt";
import * as sitemap from "~/routes/sitemap[.]xml";
import { log } from "~/log.server";
import { factsOfRequest, logRequestError } from "./request-log.server";

type Handler = (args: {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string>;
}) => unknown;

export type EndpointRoute = { file: string; loader: Handler; action?: Handler };

const route = (file: string, module: { loader: Handler; action?: Handler }): EndpointRoute => ({
  file,
  loader: module.loader,
  action: module.action,
});

/** Path (lower case, no trailing slash) → route. Each file is listed in remix.config.js too. */
export const ENDPOINT_ROUTES: ReadonlyMap<string, EndpointRoute> = new Map([
  ["/admin/applications/export", route("admin.applications.export.ts", exportCsv)],
  ["/api/applications", route("api.applications.ts", applicationsApi)],
  ["/api/preview-mode/disable", route("api.preview-mode.disable.ts", previewDisable)],
  ["/api/preview-mode/enable", route("api.preview-mode.enable.ts", previewEnable)],
  ["/api/preview-mode/perspective", route("api.preview-mode.perspective.ts", previewPerspective)],
  ["/api/webhooks/sanity", route("api.webhooks.sanity.ts", sanityWebhook)],
  ["/api/webhooks/solapi", route("api.webhooks.solapi.ts", solapiWebhook)],
  ["/auth/kakao", route("auth.kakao.tsx", kakaoStart)],
  ["/auth/kakao/callback", route("auth.kakao_.callback.tsx", kakaoCallback)],
  ["/healthz", route("healthz.ts", health)],
  ["/healthz/details", route("healthz_.details.ts", healthDetails)],
  ["/healthz/live", route("healthz_.live.ts", healthLive)],
  ["/healthz/ready", route("healthz_.ready.ts", healthReady)],
  ["/mypage/data", route("mypage_.data.ts", myData)],
  ["/notices/rss.xml", route("notices.rss[.]xml.ts", noticesFeed)],
  ["/resources/applicant", route("resources.applicant.ts", applicant)],
  ["/resources/application-catalogue", route("resources.application-catalogue.ts", catalogue)],
  ["/resources/viewer", route("resources.viewer.ts", viewer)],
  ["/robots.txt", route("robots[.]txt.ts", robots)],
  ["/sitemap.xml", route("sitemap[.]xml.ts", sitemap)],
]);

/**
 * The route for a URL path, matched as Remix matches a static path: segments percent-decoded,
 * letters in any case, trailing slashes ignored. Undefined: the request goes on to Remix.
 */
export function endpointFor(pathname: string): EndpointRoute | undefined {
  if (pathname.length > 64) return undefined;
  let path = pathname.toLowerCase();
  if (path.includes("%")) path = decodeSegments(path);
  while (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return ENDPOINT_ROUTES.get(path);
}

function decodeSegments(path: string): string {
  return path
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2f");
      } catch {
        return segment;
      }
    })
    .join("/")
    .toLowerCase();
}

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What Remix's resource-route handling answers for `request` at `endpoint` (server-runtime 2.17). */
export async function answerEndpoint(
  endpoint: EndpointRoute,
  request: Request,
  context: AppLoadContext,
  mode = "production",
): Promise<Response> {
  const method = request.method.toUpperCase();
  const handler = MUTATIONS.has(method)
    ? endpoint.action
    : READS.has(method)
      ? endpoint.loader
      : undefined;
  let response: Response;
  if (!handler) {
    response = routerErrorResponse(request, endpoint, method);
  } else {
    try {
      const result = await handler({ request, context, params: {} });
      if (result === undefined) throw new Error(`${endpoint.file} returned nothing`);
      response = result instanceof Response ? result : Response.json(result);
    } catch (thrown) {
      if (!(thrown instanceof Response)) {
        if (!request.signal.aborted)
          logRequestError(thrown, factsOfRequest(request, context.clientAddress), 500);
        const detail = mode === "production" ? "" : `\n\n${String(thrown)}`;
        return new Response(`Unexpected Server Error${detail}`, {
          status: 500,
          headers: { "Content-Type": "text/plain" },
        });
      }
      response = withHeader(thrown, "X-Remix-Catch", "yes");
    }
  }
  if (method === "HEAD") {
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }
  return response;
}

/** Remix's 405 for a method the route has no function for, as its production mode serialises it. */
function routerErrorResponse(request: Request, endpoint: EndpointRoute, method: string): Response {
  const routeId = `routes/${endpoint.file.replace(/\.tsx?$/, "")}`;
  const detail = MUTATIONS.has(method)
    ? `You made a ${method} request to "${new URL(request.url).pathname}" but did not provide an \`action\` for route "${routeId}", so there is no way to handle the request.`
    : `Invalid request method "${method}"`;
  // An answer, not a failure of the site: a warning without the stack.
  if (!request.signal.aborted)
    log.warn({ method, path: new URL(request.url).pathname, status: 405 }, detail);
  return Response.json(
    { message: "Unexpected Server Error" },
    { status: 405, statusText: "Method Not Allowed", headers: { "X-Remix-Error": "yes" } },
  );
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
