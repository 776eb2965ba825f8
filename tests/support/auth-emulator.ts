// Starts the Firebase Authentication emulator (firebase-tools, a devDependency) on free loopback
// ports, for the Firebase account contract tests. It needs no Java and no network.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, type StartedEmulator } from "./firestore-emulator";
import { waitForReady } from "./wait-for-ready";

export const AUTH_EMULATOR_PROJECT = "demo-centre";
const FIREBASE_BIN = path.resolve("node_modules/.bin/firebase");

/** `projectId`: the one project it answers API-key calls (sign-in) for. */
export async function startAuthEmulator(
  projectId = AUTH_EMULATOR_PROJECT,
): Promise<StartedEmulator | { skipReason: string }> {
  if (!existsSync(FIREBASE_BIN))
    return { skipReason: `firebase-tools not installed (${FIREBASE_BIN})` };
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  // Its firebase.json and the CLI's debug log; removed once the emulator has stopped.
  const dir = mkdtempSync(path.join(tmpdir(), "auth-emulator-"));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  writeFileSync(
    path.join(dir, "firebase.json"),
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port },
        hub: { host: "127.0.0.1", port: hub },
        logging: { host: "127.0.0.1", port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let child: ChildProcess;
  try {
    child = spawn(FIREBASE_BIN, ["emulators:start", "--only", "auth", "--project", projectId], {
      cwd: dir,
      detached: true, // its own process group, so stop() ends the CLI and anything it started
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    removeDir();
    return { skipReason: `could not start firebase-tools: ${String(error)}` };
  }
  const started = await waitForReady(child, "All emulators ready", "auth emulator");
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  if (started !== true) {
    killGroup("SIGKILL");
    removeDir();
    return { skipReason: started };
  }
  return {
    host: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          removeDir();
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", done);
        killGroup("SIGTERM");
        setTimeout(() => killGroup("SIGKILL"), 5_000).unref();
      }),
  };
}
