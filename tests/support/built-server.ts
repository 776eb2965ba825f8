// Integration tests that need the real server (headers, webhook, cache, rate limits, fuzz,
// crash, shutdown) run the production build in a child process, exactly as `npm start` does.
// The build is made once per source state, shared by every test file and every parallel run
// (a lock directory serialises builders; a fingerprint of the sources says when to rebuild).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./firestore-emulator";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const INTEGRATION_BUILD_DIR = "build-integration";
const LOCK = path.join(ROOT, `${INTEGRATION_BUILD_DIR}.lock`);
const FINGERPRINT_FILE = path.join(ROOT, INTEGRATION_BUILD_DIR, ".sources-fingerprint");
const NODE = path.join(ROOT, "node_modules/.bin/node");
/** The SESSION_SECRET every built server of the tests signs its cookies with. */
export const INTEGRATION_SESSION_SECRET = "integration-session-secret-0123456789abcdef";

function sourceFingerprint(): string {
  const hash = createHash("sha256");
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      const stat = statSync(file);
      if (stat.isDirectory()) visit(file);
      else hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const dir of ["app", "public"])
    if (existsSync(path.join(ROOT, dir))) visit(path.join(ROOT, dir));
  for (const file of ["server.js", "vite.config.ts", "remix.config.js", "package-lock.json"]) {
    const stat = statSync(path.join(ROOT, file));
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

function isBuilt(fingerprint: string) {
  return existsSync(FINGERPRINT_FILE) && readFileSync(FINGERPRINT_FILE, "utf8") === fingerprint;
}

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
    writeFileSync(path.join(LOCK, "pid"), String(process.pid));
    return true;
  } catch {
    // A lock left by a builder that died is taken over.
    try {
      const pid = Number(readFileSync(path.join(LOCK, "pid"), "utf8"));
      process.kill(pid, 0);
    } catch {
      rmSync(LOCK, { recursive: true, force: true });
    }
    return false;
  }
}

/** Builds the app into build-integration/ unless that build is of the current sources. */
export async function ensureBuild(): Promise<string> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const fingerprint = sourceFingerprint();
    if (isBuilt(fingerprint)) return INTEGRATION_BUILD_DIR;
    if (tryLock()) {
      try {
        if (!isBuilt(fingerprint)) {
          execFileSync("npx", ["remix", "vite:build"], {
            cwd: ROOT,
            env: {
              ...process.env,
              BUILD_DIR: INTEGRATION_BUILD_DIR,
              NODE_ENV: "production",
              VITEST: "",
            },
            stdio: "pipe",
          });
          writeFileSync(FINGERPRINT_FILE, fingerprint);
        }
        return INTEGRATION_BUILD_DIR;
      } finally {
        rmSync(LOCK, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline) throw new Error("timed out waiting for another test run's build");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /**
   * SIGTERM, then the exit code; a data folder startBuiltServer made is removed once the process
   * is gone (one passed in through options.dataDir belongs to the caller and stays).
   */
  stop: () => Promise<number | null>;
  /** SIGKILL (no clean-up at all: the data folder stays for a restart), then resolves once gone. */
  kill: () => Promise<void>;
};

export type ServerOptions = {
  env?: Record<string, string>;
  /** An existing build to serve (benchmarks); by default the integration build, made if needed. */
  buildDir?: string;
  dataDir?: string;
  port?: number;
  /** How long the start may take before it counts as failed (a bench on a loaded machine). */
  startWithinMs?: number;
};

/** Starts `node server.js` on the integration build, on a free port, and waits for liveness. */
export async function startBuiltServer(options: ServerOptions = {}): Promise<RunningServer> {
  const buildDir = options.buildDir ?? (await ensureBuild());
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "centre-it-"));
  const removeOwnDataDir = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(NODE, ["server.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: INTEGRATION_SESSION_SECRET,
      SITE_URL: url,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const deadline = Date.now() + (options.startWithinMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) {
      removeOwnDataDir();
      throw new Error(`server exited at start:\n${log}`);
    }
    try {
      // The liveness probe's path: it answers even with FRONT_SECRET set (decision 170).
      const response = await fetch(`${url}/healthz/live`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      removeOwnDataDir();
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      removeOwnDataDir();
      return code;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
