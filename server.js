// @ts-check: typed against the entry module's own exports (tsconfig includes this file).
// The HTTP server: Express in front of the Remix request handler.
// Development mounts Vite in middleware mode; production serves build/.
import compression from "compression";
import express from "express";
import { createServer } from "node:http";

// The app needs Node 24 (node:sqlite and more). A production install has no node@24 devDependency,
// so `npm start` runs whatever Node the machine has: stop at once, clearly, on an older one.
if (Number(process.versions.node.split(".")[0]) < 24) {
  // Before the logger can load: the same JSON line shape by hand.
  console.error(
    JSON.stringify({
      severity: "CRITICAL",
      event: "startup",
      message: `청라 문화교육센터 needs Node.js 24 or newer; this is ${process.version}. Install Node 24 (or use the Docker image).`,
    }),
  );
  process.exit(1);
}

// NODE_ENV=test serves the production build too, with a test's settings (emulators and a fake
// Sanity allowed, see app/env.server.ts): how tests run several instances (decision 097).
const isProduction = process.env.NODE_ENV === "production" || process.env.NODE_ENV === "test";
const buildDir = process.env.BUILD_DIR ?? "build";

const viteDevServer = isProduction
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

const loadBuild = () =>
  viteDevServer
    ? viteDevServer.ssrLoadModule("virtual:remix/server-build")
    : import(`./${buildDir}/server/index.js`);

// The app validates every setting (app/env.server.ts); the server reuses them from the build,
// with the build's security headers and database.
const startBuild = await loadBuild();
/** @type {typeof import("./app/entry.server")} */
const entry = startBuild.entry.module;
// JSON lines Cloud Logging reads (app/log.server.ts, decision 172).
const { log } = entry;
/** @type {ReturnType<typeof entry.getEnv>} */
let settings;
try {
  settings = entry.getEnv();
} catch (error) {
  // Every setting's problem in one CRITICAL entry, then stop: the revision never takes traffic.
  log.fatal({ event: "startup", error }, "the settings are invalid: the server does not start");
  process.exit(1);
}
await entry
  .ensureAdminAccount()
  .catch((/** @type {unknown} */ error) =>
    log.error({ error }, "[accounts] administrator set-up failed"),
  );
// The reads every page makes, done once now rather than by the first visitors all at once.
await entry.warmUp();
// Trigger Email leaves a failed send as ERROR: each instance hands failures back now and then.
await entry
  .startMailRetriesIfCollection()
  .catch((/** @type {unknown} */ error) =>
    log.error({ error }, "[mail] the failed-mail sweep could not start"),
  );

// The outbox: whatever a previous process left unsent goes out now (decision 161).
entry.startMailSender();
// Lottery classes: seeds committed and draws made when due, on every instance (decision 270).
entry.startLotteryClock();

// Production answers anonymous pages rendered in the last few seconds from memory (decision 060).
const pageCache = viteDevServer ? undefined : entry.pageCacheMiddleware(settings);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", settings.TRUST_PROXY);
app.use(compression());
// Every response gets its own CSP nonce (res.locals.cspNonce) and the security headers.
app.use(entry.securityHeaders(settings));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else if (pageCache) {
  // Anonymous pages rendered in the last few seconds are stored here (decision 060).
  app.use(pageCache.middleware);
  // Fingerprinted assets never change: cache them for a year. Scripts, styles and SVGs are served
  // Brotli-11/gzip-9 compressed from memory once ready (app/server/precompressed-assets.server.ts).
  app.use("/assets", entry.precompressedAssets(`${buildDir}/client/assets`));
  app.use(
    "/assets",
    express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y" }),
  );
  app.use("/assets", entry.missingAsset); // a missing asset is a 404, not the home page
  // The public files are listed once; other paths never touch the disk (public-files.server.ts).
  const publicDir = `${buildDir}/client`;
  // No folder redirects: the front door takes the trailing slash off every path.
  const serveStatic = express.static(publicDir, { maxAge: "1h", redirect: false });
  app.use(entry.listedPublicFiles(publicDir, serveStatic));
}

// The Studio's preview mode: reads with a valid preview cookie fetch drafts (decision 100).
app.use(entry.previewMode(settings));

// What one address may make this instance render, past the page cache and the files: a flood from
// one address gets a Korean 429 page instead of everyone else's CPU (decision 239).
if (!viteDevServer) app.use(entry.renderBudget());

// Every request body is read here, capped, before anything parses it; a cross-site POST gets a
// 403 and a page action a non-form body a 415 (decisions 061, 080). Remix gets the bytes read.
app.use(entry.requestBodyGate());

app.all(
  "*",
  entry.remixRequestHandler({
    build: viteDevServer ? loadBuild : await loadBuild(),
    mode: isProduction ? "production" : "development",
    getLoadContext: (req, res) => ({
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      cspNonce: res.locals.renderNonce ?? res.locals.cspNonce,
      receivedAt: receivedAt.get(req),
    }),
  }),
);
// An error nothing above answered: one `request.error` entry and a Korean 500 (decision 172).
app.use(entry.requestErrorHandler());

const port = settings.PORT;
const host = settings.HOST ?? (isProduction ? "0.0.0.0" : "localhost");
// First of all: in production, only requests that came through the load balancer (decision 170).
const frontCheck = entry.frontCheck(settings);
// Before anything reads the path: one spelling of it, the one Remix routes, and the one origin
// (Host and the forwarded headers) every later step uses (decisions 140, 237).
const frontDoor = entry.frontDoor(startBuild.routes, settings);
// When each request came in, before anything else ran for it (an application's place in the line).
/** @type {WeakMap<import("node:http").IncomingMessage, number>} */
const receivedAt = new WeakMap();
const server = createServer((/** @type {import("node:http").IncomingMessage} */ req, res) => {
  receivedAt.set(req, Date.now());
  if (frontCheck(req, res)) return;
  if (frontDoor(req, res)) return;
  if (!pageCache?.serveFromMemory(req, res)) app(req, res);
});
server.listen(port, host, () => {
  for (const line of entry.startupSummary(settings, `http://${host}:${port}`))
    log.info({ event: "startup" }, line);
});

// Graceful shutdown: stop accepting, let in-flight requests finish, let the mail sender finish the
// delivery in hand, close the database, exit.
// Keep-alive connections are closed as soon as they fall idle, so a busy client cannot hold it open.
let shuttingDown = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info({ event: "shutdown" }, `${signal}: shutting down`);
  const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
  server.close(async () => {
    clearInterval(closeIdle);
    entry.stopLotteryClock();
    await entry
      .stopMailSender()
      .catch((/** @type {unknown} */ error) =>
        log.error({ event: "shutdown", error }, "stopping the mail sender failed"),
      );
    try {
      entry.closeSqlite();
    } catch (error) {
      log.error({ error }, "closing the database failed");
      process.exit(1);
    }
    log.info({ event: "shutdown" }, "shut down cleanly");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    log.error(
      { event: "shutdown" },
      "in-flight requests did not finish within 10 s: exiting anyway",
    );
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
