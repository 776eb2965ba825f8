// Decision 081: every 429 — pages as well as the API — carries Retry-After and a Korean message.
// One client address per rule (TRUST_PROXY=1) sends valid requests until it is limited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { RATE_LIMITS } from "~/security/rate-limit.server";
import { CALLERS } from "../support/rate-limit-callers";

describe("429 answers", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  let address = 0;
  for (const [name, attempt] of Object.entries(CALLERS)) {
    it(`${name}: Retry-After and a Korean message`, async () => {
      const client = `203.0.113.${++address}`;
      const statuses: number[] = [];
      const tries = RATE_LIMITS[attempt.rule].points + 1;
      for (let n = 0; n < tries; n++) {
        const response = await fetch(`${server.url}${attempt.target}`, {
          method: "POST",
          headers: { ...attempt.headers, "X-Forwarded-For": client },
          body: attempt.body(n),
          redirect: "manual",
        });
        const text = await response.text();
        statuses.push(response.status);
        if (response.status !== 429) continue;
        expect(Number(response.headers.get("retry-after")), name).toBeGreaterThan(0);
        expect(text).toMatch(/요청이 너무 많습니다|잠시 후/);
        return;
      }
      throw new Error(`${name}: never limited in ${tries} attempts (${statuses.join(" ")})`);
    });
  }
});
