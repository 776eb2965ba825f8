// A vitest file's own production server (built-server.ts): started before the file's tests and
// stopped after them. The answer stands for the running server once the tests run.
import { afterAll, beforeAll } from "vitest";
import { TEST_ADMIN_TOTP_SECRET } from "./second-factor";
import { startBuiltServer, type RunningServer, type ServerOptions } from "./built-server";

/** The settings of a start-up administrator `admin`, second factor pre-enrolled (TEST_ADMIN_TOTP_SECRET). */
export const startUpAdminEnv = (admin: { email: string; password: string }) => ({
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
});

/** Trusting one proxy: each test client's own X-Forwarded-For is its address (per-address limits). */
export const BEHIND_ONE_PROXY = { TRUST_PROXY: "1" };

/** Starts the file's server in beforeAll (the first build may take minutes) and stops it in afterAll. */
export function builtServerForThisFile(options: ServerOptions = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startBuiltServer(options);
  }, 240_000);
  afterAll(async () => {
    await running?.stop();
  });
  const started = () => {
    if (!running) throw new Error("the file's server is not started (outside its tests?)");
    return running;
  };
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    get dataDir() {
      return started().dataDir;
    },
    get child() {
      return started().child;
    },
    output: () => started().output(),
    stop: () => started().stop(),
    kill: () => started().kill(),
  };
}
