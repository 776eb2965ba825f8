import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderHtmlStream } from "~/server/render-html.server";
import { applyCachePolicy } from "~/server/cache-policy.server";
import { NonceProvider } from "~/security/nonce";
import { MarkupCache } from "~/components/ui/server-markup";
import { factsOfRequest, handleRemixError, logRequestError } from "~/server/request-log.server";
import { getSettings } from "~/backends/app.server";
import { log } from "~/log.server";

// What server.js takes from the build: the site as one process (server/site-process.server.ts)
// and the logger for its own last lines.
export { createSiteProcess } from "~/server/site-process.server";
export { log };
// `npm run backup` (scripts/backup.mjs) runs this from the build, as the production image does.
export { runBackup } from "~/backup/backup.server";
// `npm run retention` (scripts/retention.mjs): the daily Cloud Run job runs this from the build.
export { runRetention } from "~/jobs/retention.server";
// `npm run lottery` (scripts/lottery.mjs) runs one check of the lottery clock (decision 270).
export { runLottery } from "~/jobs/lottery.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), ABORT_DELAY);
  let shellRendered = false;
  // Web Streams renderer: React 18.3.1's Node one puts NUL bytes into Korean pages (server/render-html.server.tsx).
  const body = await renderHtmlStream(
    <NonceProvider value={nonce}>
      <MarkupCache.Provider value={loadContext.markupCache ?? null}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </MarkupCache.Provider>
    </NonceProvider>,
    {
      nonce,
      signal: deadline.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Before the shell, the render fails as a whole and Remix's handleError logs it.
        if (shellRendered)
          logRequestError(
            error,
            factsOfRequest(request, loadContext.clientAddress),
            500,
            log,
            getSettings().FIREBASE_PROJECT_ID,
          );
      },
    },
  );
  shellRendered = true;
  body.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  if (waitForAll) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyCachePolicy(request, responseStatusCode, responseHeaders, {
    carriesNonce: !loadContext.nonceWithheld,
  });
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Single-fetch data requests (client navigations, prefetch) follow the same cache policy. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCachePolicy(request, response.status, response.headers);
  return response;
};

/** A loader's, action's or render's error: one `request.error` entry with its stack (decision 172). */
export const handleError: HandleErrorFunction = (error, args) =>
  handleRemixError(error, args, log, getSettings().FIREBASE_PROJECT_ID);
