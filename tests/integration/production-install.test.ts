// The Docker image's steps, outside Docker (no daemon on these machines; decision 092): the
// runtime stage's COPY lines and its production-only `npm ci`, read from the Dockerfile and
// performed in a temporary folder, then `server.js` started there under Node 24 with
// NODE_ENV=production. A runtime import of a dev dependency, or a file the image forgets to
// copy, fails here. Also: on a Node older than 24, `npm start` stops at once, saying why.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../support/built-server";
import { parseCopy, parseDockerfile } from "../support/dockerfile";
import { startFakeSanity } from "../support/fake-sanity-api";
import { freePort } from "../support/firestore-emulator";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE_24 = path.join(ROOT, "node_modules/.bin/node");
const stages = parseDockerfile(readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
const runtime = stages.at(-1)!;
const WORKDIR = runtime.instructions.findLast((i) => i.keyword === "WORKDIR")?.args ?? "/";

const image = mkdtempSync(path.join(tmpdir(), "centre-image-"));
const dataDir = mkdtempSync(path.join(tmpdir(), "centre-image-data-"));
let server: ChildProcess | undefined;
let log = "";
let url = "";

/** Where a path of the build stage comes from here: the checkout, with the test's own build as build/. */
function buildStagePath(stagePath: string, buildDir: string): string {
  const relative = path.posix.relative(WORKDIR, stagePath);
  if (relative.startsWith(".."))
    throw new Error(`COPY --from of ${stagePath}, outside the build stage's WORKDIR`);
  return relative === "build" || relative.startsWith("build/")
    ? path.join(ROOT, buildDir, relative.slice("build".length))
    : path.join(ROOT, relative);
}

/** Performs the runtime stage's COPY lines and its `npm ci`, in order, inside `image`. */
async function performRuntimeStage(buildDir: string) {
  for (const { keyword, args } of runtime.instructions) {
    if (keyword === "COPY") {
      const copy = parseCopy(args);
      const destination = path.join(
        image,
        path.posix.relative(WORKDIR, path.posix.resolve(WORKDIR, copy.destination)),
      );
      for (const source of copy.sources) {
        const from = copy.from ? buildStagePath(source, buildDir) : path.join(ROOT, source);
        // Docker's rules: a folder's contents go into the destination; a file goes into a
        // destination ending in "/", or becomes the destination.
        const intoFolder = !statSync(from).isDirectory() && copy.destination.endsWith("/");
        cpSync(from, intoFolder ? path.join(destination, path.basename(source)) : destination, {
          recursive: true,
        });
      }
    } else if (keyword === "RUN" && args.includes("npm ci")) {
      const command = args
        .split("&&")
        .map((part) => part.trim())
        .find((part) => part.startsWith("npm ci"))!;
      // Exactly the image's flags; --prefer-offline only lets the test reuse the machine's npm cache.
      await run("npm", [...command.split(" ").slice(1), "--prefer-offline"], {
        cwd: image,
        timeout: 240_000,
      });
    }
  }
}

beforeAll(async () => {
  // Nothing above the temporary folder may lend it packages (Node looks in every parent).
  for (let dir = path.dirname(image); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "node_modules")))
      throw new Error(`${dir}/node_modules would leak into the install`);
    if (dir === path.dirname(dir)) break;
  }
  const buildDir = await ensureBuild();
  await performRuntimeStage(buildDir);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(NODE_24, ["server.js"], {
    cwd: image,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "production-install-secret-0123456789abcdef",
      SITE_URL: url,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the installed server exited at start:\n${log}`);
    const live = await fetch(`${url}/healthz/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (live) break;
    if (Date.now() > deadline) throw new Error(`the installed server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(image, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the Dockerfile", () => {
  it("builds on Node 24 in two stages and runs production dependencies only, unprivileged", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:24(\.|-|$)/);
    const run = runtime.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);
    expect(run.some((args) => /npm ci --omit=dev/.test(args))).toBe(true);
    expect(runtime.instructions.findLast((i) => i.keyword === "USER")?.args).toBe("node");
    expect(runtime.instructions.find((i) => i.keyword === "ENV")?.args).toMatch(/PORT=\d+/);
    expect(runtime.instructions.find((i) => i.keyword === "HEALTHCHECK")?.args).toContain(
      "/healthz/live",
    );
  });
});

describe("a production-only install of the build output", () => {
  it("has none of the development tools", () => {
    expect(existsSync(path.join(image, "node_modules/express"))).toBe(true);
    for (const devOnly of ["node", "@remix-run/dev", "firebase-tools", "@playwright/test"]) {
      expect(existsSync(path.join(image, "node_modules", devOnly)), devOnly).toBe(false);
    }
  });

  it("serves the home page and is ready, under Node 24 with NODE_ENV=production", async () => {
    const home = await fetch(`${url}/`);
    expect(home.status, log).toBe(200);
    expect(await home.text()).toContain("청라");
    const program = await fetch(`${url}/program/1`);
    expect(program.status, log).toBe(200);
    const ready = await fetch(`${url}/healthz/ready`);
    expect(ready.status, log).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", store: "ok", content: "ok" });
  });
});

describe("the backup job from the same install", () => {
  it("exports the Sanity dataset with `npm run backup`, production dependencies only", async () => {
    // gs:// destinations write through firebase-admin/storage, which needs this optional package.
    expect(existsSync(path.join(image, "node_modules/@google-cloud/storage/package.json"))).toBe(
      true,
    );
    const sanity = await startFakeSanity({ viewerToken: "backup-viewer-token" });
    const to = mkdtempSync(path.join(tmpdir(), "centre-image-backup-"));
    try {
      const { stdout } = await run("npm", ["run", "--silent", "backup", "--", "--to", to], {
        cwd: image,
        env: {
          // Node 24 from the checkout (the image's own node); nothing else of the checkout.
          PATH: `${path.dirname(NODE_24)}${path.delimiter}${process.env.PATH ?? ""}`,
          NODE_ENV: "production",
          SANITY_PROJECT_ID: sanity.project,
          SANITY_DATASET: sanity.dataset,
          SANITY_VIEWER_TOKEN: "backup-viewer-token",
          SANITY_API_HOST: sanity.apiHost,
        },
        timeout: 60_000,
      });
      expect(stdout).toContain('"event":"backup.done"');
      const [runFolder] = readdirSync(to);
      const documents = readFileSync(
        path.join(to, runFolder!, `sanity-${sanity.dataset}.ndjson`),
        "utf8",
      );
      expect(documents).toContain('"_type":"program"');
    } finally {
      await sanity.close();
      rmSync(to, { recursive: true, force: true });
    }
  });
});

describe("the retention job from the same install", () => {
  it("runs `npm run retention` from the build, production dependencies only (decision 210)", async () => {
    const jobData = mkdtempSync(path.join(tmpdir(), "centre-image-retention-"));
    try {
      const { stdout } = await run("npm", ["run", "--silent", "retention"], {
        cwd: image,
        env: {
          PATH: `${path.dirname(NODE_24)}${path.delimiter}${process.env.PATH ?? ""}`,
          NODE_ENV: "production",
          DATA_DIR: jobData,
          SESSION_SECRET: "production-install-secret-0123456789abcdef",
          SITE_URL: "http://localhost:3000",
        },
        timeout: 60_000,
      });
      expect(stdout).toContain('"event":"retention.done"');
    } finally {
      rmSync(jobData, { recursive: true, force: true });
    }
  });
});

// The machine's own Node: npm and vitest put the checkout's node@24 first in PATH, so leave out
// every node_modules folder, as a production machine's PATH has none.
const machinePath = (process.env.PATH ?? "")
  .split(path.delimiter)
  .filter(
    (dir) =>
      !dir.includes(`${path.sep}node_modules${path.sep}`) &&
      !dir.endsWith(`${path.sep}node_modules`),
  )
  .join(path.delimiter);
const systemNode = await run("node", ["--version"], {
  env: { PATH: machinePath, NODE_ENV: "production" },
}).then(
  (r) => r.stdout.trim(),
  () => "",
);
const olderNode = /^v(\d+)\./.exec(systemNode) && Number(/^v(\d+)\./.exec(systemNode)![1]) < 24;
if (!olderNode)
  console.warn(
    `[skip] npm start on an older Node: this machine's node is ${systemNode || "missing"}`,
  );

describe.skipIf(!olderNode)("npm start on a Node older than 24", () => {
  it("stops at once with a message naming the Node it needs", async () => {
    const started = Date.now();
    const outcome = await run("npm", ["start"], {
      cwd: image,
      env: {
        PATH: machinePath,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        SESSION_SECRET: "x".repeat(40),
        SITE_URL: "http://127.0.0.1:9",
      },
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`needs Node.js 24 or newer; this is ${systemNode}`);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
