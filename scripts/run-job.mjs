// The one runner of the site's jobs (npm run retention, lottery, backup): plain JavaScript, so it
// runs where the site runs. In a checkout with the dev tools a job that names its source module is
// loaded through Vite's SSR loader (no build needed, never a stale one); in the production image
// (no Vite; a scheduled Cloud Run job) every job is loaded from the server build, whose entry
// exports the same function.
import { existsSync } from "node:fs";

/**
 * A Vite server that only loads modules as the site's server does (the ~/ alias, ?raw imports,
 * .server modules): no HTTP, no file watching, no dependency scan.
 * @param {typeof import("vite")} vite
 */
export function viteLoader(vite) {
  return vite.createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/**
 * Runs `run(...args)` and exits with the code it returns.
 * @param {{ job: string, run: string, source?: string, args: unknown[] }} options
 *   job: the job's name for messages; run: the function's name, exported by the source module and
 *   by app/entry.server.tsx; source: the module under app/ to load through Vite in a checkout
 *   (none: the server build only, as the backup always runs); args: what the function is given.
 */
export async function runJob({ job, run, source, args }) {
  if (Number(process.versions.node.split(".")[0]) < 24) {
    console.error(`The ${job} job needs Node.js 24 or newer; this is ${process.version}.`);
    process.exit(1);
  }
  const vite =
    !source || process.env.NODE_ENV === "production"
      ? null
      : await import("vite").catch(() => null);
  if (vite) {
    const server = await viteLoader(vite);
    let code = 1;
    try {
      const module = await server.ssrLoadModule(source);
      code = await module[run](...args);
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
  process.exit(await server[run](...args));
}
