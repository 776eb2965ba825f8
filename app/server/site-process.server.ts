// The site as one process (decision 283): server.js loads the build and hands it here; this
// wires every step between the socket and Remix, in this order, and owns what runs beside the
// requests (the administrator's account, the warm-up, the mail sender) and the shutdown.
//
// front check → front door (one path, one origin) → page cache from memory → Express:
// compression, security headers, [page cache, assets, public files] (production), preview mode,
// render budget (production), body gate, answer rules → the stock @remix-run/express adapter
// (one handler per resource route without a parameter, one for the rest: remix-handlers.server.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { ensureAdminAccount } from "~/jobs/admin-account.server";
import { contentCache } from "~/backends/app.server";
import { closeSqlite } from "~/backends/backends.server";
import { startLotteryClock, stopLotteryClock } from "~/jobs/lottery.server";
import {
  startMailRetriesIfCollection,
  startMailSender,
  stopMailSender,
} from "~/jobs/mail-sender.server";
import { previewMode } from "~/content/preview-mode.server";
import { getEnv, type Env } from "~/env.server";
import { log } from "~/log.server";
import { securityHeaders } from "~/security/headers.server";
import { requestBodyGate } from "~/security/request-body.server";
import { startupSummary } from "~/startup-summary.server";
import { frontCheck } from "./front-check.server";
import { frontDoor, resourceRoutePaths } from "./front-door.server";
import { pageCacheMiddleware } from "./page-cache.server";
import { missingAsset, precompressedAssets } from "./precompressed-assets.server";
import { createMarkupCache } from "./markup-cache.server";
import { listedPublicFiles } from "./public-files.server";
import { remixAnswerRules } from "./remix-answers.server";
import { remixHandlers } from "./remix-handlers.server";
import { renderBudget } from "./render-budget.server";
import { requestErrorHandler } from "./request-log.server";
import { cacheRouteMatching } from "./route-match-cache.server";
import { warmUp } from "./warm-up.server";

export type SiteOptions = {
  /** The server build, or (development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The build's routes at start: the front door's path tree and the resource routes. */
  routes: ServerBuild["routes"];
  mode: "production" | "development";
  /** Production: the build folder whose `client/` holds the assets and public files. */
  buildDir: string;
  /** Development: Vite's middlewares, in place of the page cache and the files. */
  devMiddleware?: RequestHandler;
};

export type SiteProcess = {
  settings: Env;
  /** The request listener: every request of the site, from the socket's side. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Start-up work, then listening on PORT and HOST. */
  start: () => Promise<Server>;
  /** Stops listening, lets requests in flight and the mail in hand finish, closes the database. */
  stop: () => Promise<void>;
};

/** Throws when a setting is invalid, after one CRITICAL entry listing every problem. */
export function createSiteProcess(options: SiteOptions): SiteProcess {
  let settings: Env;
  try {
    settings = getEnv();
  } catch (error) {
    log.fatal({ event: "startup", error }, "the settings are invalid: the server does not start");
    throw error;
  }
  const production = options.mode === "production";
  // When each request came in, before anything else ran for it (an application's place in the line).
  const receivedAt = new WeakMap<IncomingMessage, number>();
  const pageCache = production ? pageCacheMiddleware(settings, contentCache) : undefined;
  const app = expressApp(options, settings, pageCache?.middleware, receivedAt);
  const checkFront = frontCheck(settings);
  const door = frontDoor(options.routes, settings);

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    receivedAt.set(req, Date.now());
    if (checkFront(req, res)) return;
    if (door(req, res)) return;
    if (!pageCache?.serveFromMemory(req, res)) app(req, res);
  };

  let server: Server | undefined;
  const start = async () => {
    await ensureAdminAccount().catch((error: unknown) =>
      log.error({ error }, "[accounts] administrator set-up failed"),
    );
    // The reads every page makes, done once now rather than by the first visitors all at once.
    await warmUp();
    // Trigger Email leaves a failed send as ERROR: each instance hands failures back now and then.
    await startMailRetriesIfCollection().catch((error: unknown) =>
      log.error({ error }, "[mail] the failed-mail sweep could not start"),
    );
    // The outbox: whatever a previous process left unsent goes out now (decision 161).
    startMailSender();
    // Lottery classes: seeds committed and draws made when due, on every instance (decision 270).
    startLotteryClock();
    const host = settings.HOST ?? (production ? "0.0.0.0" : "localhost");
    const listening = createServer(handler);
    server = listening;
    await new Promise<void>((resolve) => listening.listen(settings.PORT, host, resolve));
    for (const line of startupSummary(settings, `http://${host}:${settings.PORT}`))
      log.info({ event: "startup" }, line);
    return listening;
  };

  return { settings, handler, start, stop: () => shutDown(server) };
}

function expressApp(
  options: SiteOptions,
  settings: Env,
  pageCache: RequestHandler | undefined,
  receivedAt: WeakMap<IncomingMessage, number>,
) {
  // Rendered cards kept for this process's renders (decision 231), handed to each in its context.
  const markupCache = createMarkupCache();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.TRUST_PROXY);
  app.use(compression());
  // Every response gets its own CSP nonce (res.locals.cspNonce) and the security headers.
  app.use(securityHeaders(settings));
  if (options.devMiddleware) app.use(options.devMiddleware);
  if (pageCache) {
    // Anonymous pages rendered in the last few seconds are stored here (decision 060).
    app.use(pageCache);
    // Fingerprinted assets never change: cache them for a year, Brotli/gzip from memory (066).
    const assets = `${options.buildDir}/client/assets`;
    app.use("/assets", precompressedAssets(assets));
    app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y" }));
    app.use("/assets", missingAsset); // a missing asset is a 404, not the home page
    // The public files are listed once; other paths never touch the disk (public-files.server.ts).
    // No folder redirects: the front door takes the trailing slash off every path.
    const publicDir = `${options.buildDir}/client`;
    const serveStatic = express.static(publicDir, { maxAge: "1h", redirect: false });
    app.use(listedPublicFiles(publicDir, serveStatic));
  }
  // The Studio's preview mode: reads with a valid preview cookie fetch drafts (decision 100).
  app.use(previewMode(settings));
  // What one address may make this instance render: a flood gets a Korean 429 (decision 239).
  if (options.mode === "production") app.use(renderBudget(resourceRoutePaths(options.routes)));
  // Every body is read here, capped and checked, before anything parses it (decisions 061, 080).
  app.use(requestBodyGate());
  app.use(remixAnswerRules());
  cacheRouteMatching();
  app.use(
    remixHandlers({
      build: options.build,
      mode: options.mode,
      getLoadContext: (req, res) => ({
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        cspNonce: res.locals.renderNonce ?? res.locals.cspNonce,
        nonceWithheld: res.locals.renderNonce !== undefined,
        receivedAt: receivedAt.get(req),
        markupCache,
      }),
    }),
  );
  // An error nothing above answered: one `request.error` entry and a Korean 500 (decision 172).
  app.use(requestErrorHandler(log, settings.FIREBASE_PROJECT_ID));
  return app;
}

/** How long requests in flight may take at shutdown: Cloud Run sends SIGKILL 10 s after SIGTERM. */
const DRAIN_MS = 10_000;

/**
 * Graceful shutdown: stop accepting, let in-flight requests finish, let the mail sender finish
 * the delivery in hand, close the database. Keep-alive connections are closed as soon as they
 * fall idle, so a busy client cannot hold it open; after 10 s it gives up (rejects).
 */
async function shutDown(server: Server | undefined): Promise<void> {
  if (server) {
    const listening = server;
    const closeIdle = setInterval(() => listening.closeIdleConnections(), 50);
    const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
    listening.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      const message = `in-flight requests did not finish within ${DRAIN_MS / 1000} s`;
      timer = setTimeout(() => reject(new Error(message)), DRAIN_MS);
      timer.unref();
    });
    try {
      await Promise.race([closed, late]);
    } finally {
      clearInterval(closeIdle);
      clearTimeout(timer);
    }
  }
  stopLotteryClock();
  await stopMailSender().catch((error: unknown) =>
    log.error({ event: "shutdown", error }, "stopping the mail sender failed"),
  );
  closeSqlite();
}
