import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_SESSION_SECRET } from "./tests/support/admin-session";
import { INTEGRATION_BUILD_DIR } from "./tests/support/built-server";
import { TEST_ADMIN_TOTP_SECRET } from "./tests/support/second-factor";
import { findSystemChromium } from "./tests/support/system-chromium";

// One fresh store per run; workers inherit these from the main process. A folder made here is
// removed by the global teardown once the run is over (one given in E2E_DATA_DIR is kept).
process.env.E2E_PORT ??= "3100";
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), "centre-e2e-"));
  process.env.E2E_DATA_DIR_MADE_BY_CONFIG = process.env.E2E_DATA_DIR;
}
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
// The local OpenID provider that stands in for Kakao (tests/support/oidc-server.ts).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

// Debian's Chromium where present (Playwright cannot download its own browser here).
const systemChromium = findSystemChromium();

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/support/e2e-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A test signs up, signs in and walks several pages; on a loaded 2-core machine two workers'
  // pages took 8 s to sign up and 30 s for the devices test, so the bounds leave room for that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    trace: "retain-on-failure",
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `node_modules/.bin/tsx tests/support/oidc-server.ts ${oidcPort} ${baseURL}/auth/kakao/callback`,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The integration tests' build, made first unless it is of the current sources: one build
      // serves vitest's servers and this one (scripts/integration-build.ts).
      command: "node_modules/.bin/tsx scripts/integration-build.ts && node server.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        NODE_ENV: "production",
        BUILD_DIR: INTEGRATION_BUILD_DIR,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Also signs the cookies of the tests' administrators (tests/e2e/admin-fixture.ts).
        SESSION_SECRET: E2E_SESSION_SECRET,
        SITE_URL: baseURL,
        // Each browser test sends its own X-Forwarded-For, so per-address rate limits don't collide.
        TRUST_PROXY: "1",
        KAKAO_CLIENT_ID: "kakao-test-client",
        KAKAO_CLIENT_SECRET: "kakao-test-secret-0123456789",
        KAKAO_ISSUER: oidcIssuer,
        ADMIN_EMAIL: "director@centre.test",
        ADMIN_PASSWORD: "admin-pass-123",
        // The start-up administrator's second factor, pre-enrolled (tests/support/second-factor.ts).
        ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
      },
    },
  ],
});
