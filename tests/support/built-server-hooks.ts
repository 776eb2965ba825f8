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

/**
 * What `start` makes, made in the file's beforeAll (a first build may take minutes) and ended by
 * `stop` in its afterAll; the answer reads it, and throws outside the file's tests.
 */
export function forThisFile<T>(start: () => Promise<T>, stop: (made: T) => Promise<unknown>) {
  let made: T | undefined;
  beforeAll(async () => {
    made = await start();
  }, 240_000);
  afterAll(async () => {
    if (made !== undefined) await stop(made);
  });
  return (): T => {
    if (made === undefined) throw new Error("not started: read it inside the file's tests");
    return made;
  };
}

/** The file's server (started before its tests, stopped after them). */
export function builtServerForThisFile(options: ServerOptions = {}): RunningServer {
  const started = forThisFile(
    () => startBuiltServer(options),
    (server) => server.stop(),
  );
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

/** The file's server with the start-up administrator `admin`, behind one proxy. */
export const adminServerForThisFile = (admin: { email: string; password: string }) =>
  builtServerForThisFile({ env: { ...startUpAdminEnv(admin), ...BEHIND_ONE_PROXY } });
