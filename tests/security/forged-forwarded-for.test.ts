// Decision 170: behind Google's external Application Load Balancer the site counts
// every per-address limit on the second X-Forwarded-For entry from the right (TRUST_PROXY=2). An
// attacker who reaches the service without the load balancer (the public *.run.app URL) writes
// that header whole, so each request could claim a fresh address and no limit would ever hold.
// Attacks here, on the production build, as the attacker would send them:
// - straight to the service, with forged X-Forwarded-For (and the other address headers some
//   proxies use): refused, 403 in Korean, before any limit is even consulted;
// - through the load balancer, with a forged prefix the balancer keeps before what it appends
//   (`<forged>,<client-ip>,<load-balancer-ip>`, as Google documents): every limit holds, and the
//   next visitor behind the same load balancer is not caught by the attacker's limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/security/rate-limit.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { CALLERS, type Attempt } from "../support/rate-limit-callers";

const FRONT_SECRET = "front-secret-for-the-tests-7Hq2ZpL9xVb4";
const HEALTH_TOKEN = "health-token-for-the-forged-address-tests";
/** The load balancer's own address, the last entry it appends. */
const LOAD_BALANCER = "34.149.20.7";

/** What an attacker puts in front: one or many addresses, spaces, junk, a loopback. */
function forgedPrefix(n: number): string {
  const shapes = [
    `203.0.113.${n % 250}`,
    `10.${n % 250}.0.1, 192.0.2.${n % 250}`,
    ` 198.18.${n % 250}.9 `,
    "127.0.0.1",
    `unknown, 2001:db8::${n.toString(16)}`,
  ];
  return shapes[n % shapes.length]!;
}

/** Headers some proxies use for the client address: none of them may count. */
const forgedOthers = (n: number) => ({
  "X-Real-IP": `192.0.2.${n % 250}`,
  "True-Client-IP": `192.0.2.${(n + 1) % 250}`,
  Forwarded: `for=192.0.2.${(n + 2) % 250}`,
});

async function send(server: RunningServer, attempt: Attempt, n: number, headers: HeadersInit) {
  const response = await fetch(`${server.url}${attempt.target}`, {
    method: "POST",
    headers: { ...attempt.headers, ...headers },
    body: attempt.body(n),
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { TRUST_PROXY: "2", FRONT_SECRET, HEALTH_TOKEN } });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

describe("straight to the service (the *.run.app path): forged addresses are refused", () => {
  for (const [name, attempt] of Object.entries(CALLERS)) {
    it(`${name}: every request is a Korean 403, none reaches the form`, async () => {
      const points = RATE_LIMITS[attempt.rule].points;
      const statuses: number[] = [];
      for (let n = 0; n < points + 5; n++) {
        const headers: Record<string, string> = {
          "X-Forwarded-For": `${forgedPrefix(n)}, ${forgedPrefix(n + 1)}`,
          ...forgedOthers(n),
        };
        // Some attempts guess the front header too.
        if (n % 3 === 1) headers["X-Front-Secret"] = `${FRONT_SECRET.slice(0, -1)}x`;
        if (n % 3 === 2) headers["X-Front-Secret"] = "";
        const answer = await send(server, attempt, n, headers);
        statuses.push(answer.status);
        if (answer.status === 403) expect(answer.text).toMatch(/[가-힣]/);
      }
      expect(
        statuses.every((status) => status === 403),
        statuses.join(" "),
      ).toBe(true);
    }, 60_000);
  }
});

describe("through the load balancer, with a forged prefix: every limit holds", () => {
  let visitor = 0;
  for (const [name, attempt] of Object.entries(CALLERS)) {
    it(`${name}: at most ${RATE_LIMITS[attempt.rule].points} pass, then 429; another visitor still passes`, async () => {
      const points = RATE_LIMITS[attempt.rule].points;
      const attacker = `198.51.100.${++visitor}`;
      const viaFront = (client: string, n: number) => ({
        "X-Forwarded-For": `${forgedPrefix(n)},${client},${LOAD_BALANCER}`,
        "X-Front-Secret": FRONT_SECRET,
        ...forgedOthers(n),
      });
      const statuses: number[] = [];
      for (let n = 0; n < points + 5; n++) {
        statuses.push((await send(server, attempt, n, viaFront(attacker, n))).status);
      }
      const passed = statuses.filter((status) => status !== 429).length;
      expect(passed, statuses.join(" ")).toBeLessThanOrEqual(points);
      expect(statuses.at(-1), statuses.join(" ")).toBe(429);
      expect(statuses).not.toContain(403);
      // The limit is the attacker's alone, not the load balancer's: the next visitor passes.
      const other = await send(server, attempt, 999, viaFront(`198.51.100.${100 + visitor}`, 0));
      expect(other.status, other.text.slice(0, 200)).not.toBe(429);
      expect(other.status).toBeLessThan(500);
    }, 60_000);
  }
});

describe("the probes Cloud Run calls directly", () => {
  it("/healthz/live and /healthz/ready answer without the front header; other paths do not", async () => {
    expect((await fetch(`${server.url}/healthz/live`)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz/ready`)).status).toBe(200);
    for (const path of ["/", "/healthz", "/healthz/details", "/healthz/live/x", "/HEALTHZ/LIVE"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(403);
      expect(response.headers.get("cache-control"), path).toContain("no-store");
    }
  });
});

describe("/healthz/details: the address the site sees, to check once after deploying", () => {
  it("shows the visitor's address, the raw X-Forwarded-For, TRUST_PROXY and the front header", async () => {
    const forwardedFor = `6.6.6.6, 7.7.7.7,192.0.2.44,${LOAD_BALANCER}`;
    const response = await fetch(`${server.url}/healthz/details`, {
      headers: {
        Authorization: `Bearer ${HEALTH_TOKEN}`,
        "X-Forwarded-For": forwardedFor,
        "X-Front-Secret": FRONT_SECRET,
      },
    });
    expect(response.headers.get("cache-control")).toContain("no-store");
    const report = (await response.json()) as { client: Record<string, unknown> };
    expect(report.client).toEqual({
      address: "192.0.2.44",
      forwardedFor,
      trustProxy: 2,
      frontHeader: "current",
    });
  });
});

describe("on Cloud Run, production will not start without FRONT_SECRET", () => {
  it("exits at start and says why (Cloud Run sets K_SERVICE in every container)", async () => {
    await expect(
      startBuiltServer({ env: { TRUST_PROXY: "2", K_SERVICE: "cheongna-centre" } }),
    ).rejects.toThrow(/server exited at start[\s\S]*FRONT_SECRET[\s\S]*X-Front-Secret/);
  }, 120_000);
});
