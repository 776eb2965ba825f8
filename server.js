// The HTTP server: Express in front of the Remix request handler.
// Development mounts Vite in middleware mode; production serves build/.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const isProduction = process.env.NODE_ENV === "production";
const buildDir = process.env.BUILD_DIR ?? "build";

const viteDevServer = isProduction
  ? undefined
  : await import("vite").then((vite) =>
      vite.createServer({ server: { middlewareMode: true } }),
    );

const app = express();
app.disable("x-powered-by");
app.use(compression());

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Fingerprinted assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y" }),
  );
  app.use(express.static(`${buildDir}/client`, { maxAge: "1h" }));
}

const loadBuild = () =>
  viteDevServer
    ? viteDevServer.ssrLoadModule("virtual:remix/server-build")
    : import(`./${buildDir}/server/index.js`);

// The app validates every setting (app/env.server.ts); the server reuses them from the build.
const settings = (await loadBuild()).entry.module.getEnv();
app.set("trust proxy", settings.TRUST_PROXY);

app.all(
  "*",
  createRequestHandler({
    build: viteDevServer ? loadBuild : await loadBuild(),
    mode: isProduction ? "production" : "development",
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
  }),
);

const port = settings.PORT;
const host = settings.HOST ?? (isProduction ? "0.0.0.0" : "localhost");
const server = app.listen(port, host, () => {
  console.log(`청라 문화교육센터: http://${host}:${port}`);
});

// Graceful shutdown: stop accepting, let in-flight requests finish, then exit.
function shutdown(signal) {
  console.log(`${signal}: shutting down`);
  server.close(() => process.exit(0));
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
