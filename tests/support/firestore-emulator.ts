// Starts Google's Firestore emulator (the jar from the Debian package
// google-cloud-cli-firestore-emulator) on a free loopback port, for the Firestore contract tests.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { waitForReady } from "./wait-for-ready";

export const FIRESTORE_EMULATOR_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

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

export type StartedEmulator = { host: string; stop: () => Promise<void> };

/** Starts the emulator, or says why it cannot (no jar, no Java, no start within the time-out). */
export async function startFirestoreEmulator(): Promise<StartedEmulator | { skipReason: string }> {
  if (!existsSync(FIRESTORE_EMULATOR_JAR)) {
    return { skipReason: `Firestore emulator jar not found at ${FIRESTORE_EMULATOR_JAR}` };
  }
  const port = await freePort();
  let child: ChildProcess;
  try {
    // The jar has no Main-Class: run its entry class, as the package's own launcher script does.
    const args = ["-Duser.language=en", "-cp", FIRESTORE_EMULATOR_JAR, FIRESTORE_EMULATOR_MAIN];
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
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
