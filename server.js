// @ts-check: typed against the entry module's own exports (tsconfig includes this file).
// The HTTP server: loads the build (development: through Vite in middleware mode; production:
// build/) and runs the site process it exports (createSiteProcess); stops it on SIGTERM/SIGINT.
export {}; // a module: top-level await below

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

// Everything else, from the front door to Remix, is the build's own (app/server/site-process.server.ts).
const startBuild = await loadBuild();
/** @type {typeof import("./app/entry.server")} */
const entry = startBuild.entry.module;
/** @type {ReturnType<typeof entry.createSiteProcess>} */
let site;
try {
  site = entry.createSiteProcess({
    build: viteDevServer ? loadBuild : startBuild,
    routes: startBuild.routes,
    mode: isProduction ? "production" : "development",
    buildDir,
    devMiddleware: viteDevServer?.middlewares,
  });
} catch {
  process.exit(1); // the settings are invalid: one CRITICAL entry already says why
}
await site.start();

let shuttingDown = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  entry.log.info({ event: "shutdown" }, `${signal}: shutting down`);
  site.stop().then(
    () => {
      entry.log.info({ event: "shutdown" }, "shut down cleanly");
      process.exit(0);
    },
    (/** @type {unknown} */ error) => {
      entry.log.error({ event: "shutdown", error }, "the shutdown did not finish cleanly");
      process.exit(1);
    },
  );
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
