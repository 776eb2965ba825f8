// Starts Google's Firestore emulator (the jar from the Debian package
// google-cloud-cli-firestore-emulator) on a free loopback port, for the Firestore contract tests.
// scripts/test-setup.ts checks the same jar and Java before a run.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { waitForReady } from "./wait-for-ready";

/** Where the Debian package google-cloud-cli-firestore-emulator puts the jar. */
export const PACKAGED_FIRESTORE_EMULATOR_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

/** The jar to run: FIRESTORE_EMULATOR_JAR when set (e.g. one `gcloud components install` put elsewhere). */
export function firestoreEmulatorJar(
  env: Record<string, string | undefined> = process.env,
): string {
  return env.FIRESTORE_EMULATOR_JAR?.trim() || PACKAGED_FIRESTORE_EMULATOR_JAR;
}

/** The emulator's jar needs Java 17 or later. */
export const MIN_JAVA = 17;

/** Pure: the major version in `java -version`'s output ("1.8.0_402" is 8), or null. */
export function parseJavaMajor(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

/** The major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion(): number | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  return parseJavaMajor(`${result.stderr}${result.stdout}`);
}

const FIRESTORE_EMULATOR_MAIN = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `pid`: the emulator's process, for benches that read its CPU time. */
export type StartedEmulator = { host: string; pid?: number; stop: () => Promise<void> };

/** Starts the emulator, or says why it cannot (no jar, no Java, no start within the time-out). */
export async function startFirestoreEmulator(): Promise<StartedEmulator | { skipReason: string }> {
  const jar = firestoreEmulatorJar();
  if (!existsSync(jar)) return { skipReason: `Firestore emulator jar not found at ${jar}` };
  const java = javaMajorVersion();
  if (java === null) return { skipReason: "no java on PATH (the emulator needs Java 17+)" };
  if (java < MIN_JAVA)
    return { skipReason: `java ${java} on PATH; the emulator needs ${MIN_JAVA}+` };
  const port = await freePort();
  let child: ChildProcess;
  try {
    // The jar has no Main-Class: run its entry class, as the package's own launcher script does.
    const args = ["-Duser.language=en", "-cp", jar, FIRESTORE_EMULATOR_MAIN];
    child = spawn("java", [...args, "--host=127.0.0.1", `--port=${port}`], {
      env: { ...process.env, METADATA_SERVER_DETECTION: "none" },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    return { skipReason: `could not start java: ${String(error)}` };
  }
  const started = await waitForReady(child, "Dev App Server is now running", "Firestore emulator");
  if (started !== true) {
    child.kill("SIGKILL");
    return { skipReason: started };
  }
  return {
    host: `127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
