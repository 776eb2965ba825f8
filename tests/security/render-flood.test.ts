// Issue 44 §5: `/contact/<anything>`, 404s, `/ranking`, `/login` and `/register` were rendered on
// every request: 32 connections on `/contact/x` from one address held the server at ~47 renders
// a second while another visitor's stored `/program/7` waited 0.3–1.3 s. Now the pages that can
// share an answer share one stored page, and each address has a render budget past which it gets
// a Korean 429 page with Retry-After (decision 239; figures from bench/flood).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDER_BUDGET, RENDER_BUDGET_MESSAGE } from "~/server/render-budget.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

let addressNumber = 0;
const anotherAddress = () => `198.18.${(++addressNumber >> 8) & 255}.${addressNumber & 255}`;

async function get(path: string, address = anotherAddress(), headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { "X-Forwarded-For": address, ...headers },
    redirect: "manual",
  });
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    retryAfter: response.headers.get("retry-after"),
    text: await response.text(),
  };
}

describe("pages that can share an answer share one", () => {
  it("every made-up /contact/* path is answered from one stored page", async () => {
    expect((await get("/contact/first-made-up")).status).toBe(200);
    for (const path of ["/contact/x", "/contact/Another/One", "/contact/%ED%95%9C"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.cache, path).toBe("hit");
      expect(answer.text, path).toContain('action="/contact"');
    }
    // A receipt is never shared, and /contact itself stays its own page.
    expect((await get("/contact/x?received=abc")).cache).not.toBe("hit");
    expect((await get("/contact")).cache).not.toBe("hit");
  });

  it("the sign-in and sign-up forms are stored for visitors, never with a redirect or a session", async () => {
    for (const path of ["/login", "/register"]) {
      await get(path);
      const again = await get(path);
      expect(again.status, path).toBe(200);
      expect(again.cache, path).toBe("hit");
      expect((await get(`${path}?redirectTo=%2Fmypage`)).cache, path).not.toBe("hit");
      expect((await get(path, anotherAddress(), { Cookie: "__session=abc" })).cache, path).not.toBe(
        "hit",
      );
    }
  });
});

describe("one address cannot take every render", () => {
  it("an address past its budget gets a Korean 429 page with Retry-After; others do not", async () => {
    const flooder = anotherAddress();
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof get>> | undefined;
    // 404s are rendered on every request: the budget, not the page cache, stops them.
    for (let n = 0; n < RENDER_BUDGET.burst * 4 && !refusal; n += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => get(`/program/${9000 + n + i}`, flooder)),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 429) refusal ??= answer;
      }
    }
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThanOrEqual(
      RENDER_BUDGET.burst,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
    expect(Number(refusal!.retryAfter)).toBeGreaterThan(0);
    expect(refusal!.text).toContain(RENDER_BUDGET_MESSAGE);
    expect(refusal!.text).toContain('lang="ko"');
    // Another visitor: rendered pages and stored ones answer as ever.
    expect((await get("/program/9999")).status).toBe(404);
    expect((await get("/about")).status).toBe(200);
    // The flooder's stored pages still answer (the page cache costs nothing to render).
    expect((await get("/about", flooder)).status).toBe(200);
    expect(server.output()).not.toContain("request.error");
  }, 60_000);
});
