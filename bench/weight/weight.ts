// Page weight measured from a client build (no browser): gzip bytes of the JavaScript the home
// page loads at start, of the CSS, and a scan of every client file for server-only code.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestRoute = { module: string; imports?: string[]; css?: string[] };
type RemixManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
};

export const BUDGET = {
  /** Home JavaScript at most this multiple of the bare Remix + React runtime. */
  homeJsRatio: 1.15,
  /** CSS, all files together, gzip bytes. */
  cssGzipBytes: 20 * 1024,
};

/** Code that must never reach the browser, recognised by strings only it contains. */
export const SERVER_ONLY_MARKERS: Record<string, RegExp> = {
  "@sanity/client": /apicdn\.sanity\.io/,
  "groq-js": /Unknown function: /,
  firebase: /identitytoolkit\.googleapis\.com|firestore\.googleapis\.com|firebase-admin/,
  "node:sqlite": /node:sqlite|DatabaseSync/,
  nodemailer: /nodemailer/,
  "server settings (env.server zod schema)":
    /SESSION_SECRET|FIREBASE_PRIVATE_KEY|SANITY_WEBHOOK_SECRET/,
  "@sanity/webhook": /sanity-webhook-signature/,
};

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The server build's JavaScript: index.js and the chunks Vite splits off it (a dynamic import,
 * such as the lazily loaded application dialog, moves the build's body into assets/).
 */
function serverBuildText(clientDir: string): string {
  const serverDir = path.join(clientDir, "../server");
  const chunksDir = path.join(serverDir, "assets");
  const chunks = existsSync(chunksDir)
    ? readdirSync(chunksDir)
        .filter((f) => f.endsWith(".js"))
        .map((f) => path.join(chunksDir, f))
    : [];
  return [path.join(serverDir, "index.js"), ...chunks]
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
}

/** The Remix manifest of the current build (named by the server build; older ones may linger). */
export function readManifest(clientDir: string): RemixManifest {
  const serverBuild = serverBuildText(clientDir);
  const url = serverBuild.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!url)
    throw new Error(`no Remix manifest named in ${clientDir}/../server/index.js: build first`);
  const text = readFileSync(path.join(clientDir, url), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/** The JavaScript files a page made of `routeIds` loads at start (entry + routes + their imports). */
export function startupScripts(manifest: RemixManifest, routeIds: string[]): string[] {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  return [...files];
}

/**
 * With lazy route discovery (`v3_lazyRouteDiscovery`) a page never loads the build's manifest
 * file: Remix's <Scripts> writes the routes the page matches into the HTML instead, as this
 * inline script (the other routes are fetched from /__manifest when a link to them appears).
 */
export function inlineManifestScript(manifest: RemixManifest, routeIds: string[]): string {
  const routes = Object.fromEntries(routeIds.map((id) => [id, manifest.routes[id]]));
  return `window.__remixManifest = ${JSON.stringify({ ...manifest, routes }, null, 2)};`;
}

export type Weight = { files: { file: string; gzip: number }[]; totalGzip: number };

const gzipText = (text: string) => gzipSync(text, { level: 9 }).length;

export function homeJavaScript(clientDir: string): Weight {
  const manifest = readManifest(clientDir);
  const routeIds = ["root", "routes/_index"];
  const files = [
    { file: "(inline route manifest)", gzip: gzipText(inlineManifestScript(manifest, routeIds)) },
    ...startupScripts(manifest, routeIds).map((url) => ({
      file: url,
      gzip: gzipBytes(path.join(clientDir, url)),
    })),
  ];
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

function weigh(clientDir: string, urls: string[]): Weight {
  const files = urls.map((url) => ({ file: url, gzip: gzipBytes(path.join(clientDir, url)) }));
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * Every stylesheet the current build links (the server build names them; stale files an earlier
 * build left in the folder do not count).
 */
export function allCss(clientDir: string): Weight {
  const serverBuild = serverBuildText(clientDir);
  const css = [...new Set(serverBuild.match(/\/assets\/[\w.-]+\.css/g) ?? [])];
  return weigh(clientDir, css);
}

/** Every client file that contains server-only code, with what it contains. */
export function serverCodeInClient(clientDir: string): { file: string; found: string[] }[] {
  const offenders: { file: string; found: string[] }[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(m?js|css|html)$/.test(entry.name)) {
        const text = readFileSync(file, "utf8");
        const found = Object.entries(SERVER_ONLY_MARKERS)
          .filter(([, marker]) => marker.test(text))
          .map(([name]) => name);
        if (found.length) offenders.push({ file: path.relative(clientDir, file), found });
      }
    }
  };
  visit(clientDir);
  return offenders;
}

export type WeightReport = {
  homeJs: Weight;
  baselineJs: Weight;
  ratio: number;
  css: Weight;
  serverCode: { file: string; found: string[] }[];
  /** Size goals missed (figures to act on). */
  overBudget: string[];
  /** Server-only code in the browser build: a defect, never a trade-off. */
  leaks: string[];
};

export function weightReport(clientDir: string, baselineClientDir: string): WeightReport {
  const homeJs = homeJavaScript(clientDir);
  const baselineJs = homeJavaScript(baselineClientDir);
  const ratio = homeJs.totalGzip / baselineJs.totalGzip;
  const css = allCss(clientDir);
  const serverCode = serverCodeInClient(clientDir);
  const overBudget: string[] = [];
  if (ratio > BUDGET.homeJsRatio) {
    overBudget.push(
      `home JS ${homeJs.totalGzip} B gzip is ${ratio.toFixed(3)} × the bare runtime (budget ${BUDGET.homeJsRatio} ×)`,
    );
  }
  if (css.totalGzip > BUDGET.cssGzipBytes) {
    overBudget.push(`CSS ${css.totalGzip} B gzip is over the ${BUDGET.cssGzipBytes} B budget`);
  }
  const leaks = serverCode.map(
    ({ file, found }) => `${file} ships server-only code: ${found.join(", ")}`,
  );
  return { homeJs, baselineJs, ratio, css, serverCode, overBudget, leaks };
}
