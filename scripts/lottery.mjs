// npm run lottery   (decision 270: one look of the lottery's schedule, on the backends the settings choose)
// Plain JavaScript, so it runs where the site runs. In a checkout with the dev tools it loads the
// sources through Vite's SSR loader (no build needed, never a stale one); in the production image
// (no Vite; a scheduled Cloud Run job) it loads the server build, as `npm run backup` does.
import { existsSync } from "node:fs";

if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error(`The lottery job needs Node.js 24 or newer; this is ${process.version}.`);
  process.exit(1);
}
const argv = process.argv.slice(2);

const vite = process.env.NODE_ENV === "production" ? null : await import("vite").catch(() => null);
if (vite) {
  const server = await vite.createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  let code = 1;
  try {
    /** @type {typeof import("../app/jobs/lottery.server")} */
    const job = await server.ssrLoadModule("/app/jobs/lottery.server.ts");
    code = await job.runLottery(argv);
  } catch (error) {
    console.error(error);
  } finally {
    await server.close();
  }
  process.exit(code);
}

const buildDir = process.env.BUILD_DIR ?? "build";
const entry = new URL(`../${buildDir}/server/index.js`, import.meta.url);
if (!existsSync(entry)) {
  console.error(
    `서버 빌드가 없습니다 / no server build at ${entry.pathname}: run \`npm run build\` first.`,
  );
  process.exit(1);
}
/** @type {typeof import("../app/entry.server")} */
const server = (await import(entry.href)).entry.module;
process.exit(await server.runLottery(argv));
