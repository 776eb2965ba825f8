// Decision 140: every decision about a request is made on one path, the one Remix routes.
// `POST /api/webhooks/../../register` looked like an API path to Express (no form checks) while
// Remix resolved it to /register, whose action parsed `interests[1000000]` into a sparse array:
// the event loop stood still ~15 s. TRACE, `OPTIONS *` and absolute-form targets were 500s with
// a stack trace in the log.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

let clientNumber = 0;
/** Each request from its own address (TRUST_PROXY=1), so rate limits never hide an answer. */
const client = () => `203.0.${(++clientNumber >> 8) & 255}.${clientNumber & 255}`;

/** Sends `target` exactly as written (no client-side normalisation of dot segments or case). */
function raw(
  server: RunningServer,
  method: string,
  target: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method,
        path: target,
        headers: {
          "X-Forwarded-For": client(),
          ...(options.body === undefined
            ? {}
            : {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": String(Buffer.byteLength(options.body)),
              }),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const ATTACK_BODY = "email=x%40y.zz&interests%5B1000000%5D=%EC%9D%8C%EC%95%85";

describe("the front door: one path for every decision", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  // The attack stood the event loop still for ~15 s: a bound of 5 s tells that apart from a probe
  // slowed by a loaded machine (a 500 ms bound was within reach of load alone, issue 32).
  it("answers a health probe within 5 s while a dot-segment form post is handled", async () => {
    const attack = raw(server, "POST", "/api/webhooks/../../register", { body: ATTACK_BODY });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    const probe = await raw(server, "GET", "/healthz/live");
    const probeMs = performance.now() - started;
    const answer = await attack;
    expect(probe.status).toBe(200);
    expect(probeMs).toBeLessThan(5_000);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).toMatch(/[가-힣]/);
  });

  it("never lets a path spelling skip the form checks (dot segments, escapes, backslashes, case)", async () => {
    for (const target of [
      "/api/webhooks/../../register",
      "/api/webhooks/%2e%2e/%2E%2E/register",
      "/api/webhooks/.%2e/%2e./register",
      "/api/webhooks/..%2f..%2fregister",
      "/api/webhooks/..\\..\\register",
      "/api/./webhooks/../../contact",
      "/api//webhooks/../../../contact",
    ]) {
      const answer = await raw(server, "POST", target, {
        body: "a=1&".repeat(100) + "interests%5B1000000%5D=x",
      });
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.text, target).toMatch(/[가-힣]/);
    }
    // A spelling that is only not canonical (case, slashes) still meets the page's form checks.
    const upper = await raw(server, "POST", "/API/../Register", { body: ATTACK_BODY });
    expect(upper.status).toBeGreaterThanOrEqual(400);
    expect(upper.status).toBeLessThan(500);
  });

  it("never lets the Host header move the path Remix routes", async () => {
    const answer = await raw(server, "POST", "/api/webhooks/sanity", {
      body: ATTACK_BODY,
      headers: { Host: "127.0.0.1/register?" },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/[가-힣]/);
  });

  it("redirects a page's other spellings to its one path (GET), keeping the query", async () => {
    const cases: Array<[string, string]> = [
      ["/ABOUT", "/about"],
      ["/about/", "/about"],
      ["//about", "/about"],
      ["/%61bout", "/about"],
      ["/Program/7?x=1", "/program/7?x=1"],
      ["/services//?category=music", "/services?category=music"],
      ["//evil.example/", "/evil.example"],
    ];
    for (const [target, location] of cases) {
      const answer = await raw(server, "GET", target);
      expect(answer.status, target).toBe(308);
      expect(answer.headers.location, target).toBe(location);
    }
    // A dynamic segment keeps its case: it is the loader's value, not the route's spelling.
    const notice = await raw(server, "GET", "/NOTICES/SomeID");
    expect(notice.headers.location).toBe("/notices/SomeID");
    for (const target of ["/about", "/program/7", "/", "/favicon.svg", "/healthz/live"]) {
      expect((await raw(server, "GET", target)).status, target).toBe(200);
    }
  });

  it("answers TRACE, OPTIONS * and absolute-form targets with 4xx and logs no stack trace", async () => {
    const before = server.output().length;
    const trace = await raw(server, "TRACE", "/");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toMatch(/GET/);
    expect((await raw(server, "TRACE", "/about")).status).toBe(405);
    expect((await raw(server, "OPTIONS", "*")).status).toBe(400);
    const absolute = await raw(server, "GET", "http://evil.example/");
    expect(absolute.status).toBe(400);
    expect(absolute.text).toMatch(/[가-힣]/);
    const logged = server.output().slice(before);
    expect(logged).not.toMatch(/\n\s+at |stack_trace/);
    expect(logged).not.toMatch(/Error/);
  });

  it("never lets a shared cache keep a page that carries a per-visitor token (/apply's form key)", async () => {
    const keys = new Set<string>();
    for (const target of ["/apply", "/apply?program=7"]) {
      const answer = await raw(server, "GET", target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers["cache-control"], target).toBe("private, no-store");
      keys.add(/name="idempotencyKey"[^>]*value="([^"]+)"/.exec(answer.text)?.[1] ?? "");
    }
    expect(keys.size).toBe(2);
    const data = await raw(server, "GET", "/apply.data");
    expect(data.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps a resource route's answer for a session private, varied by Cookie", async () => {
    for (const target of ["/resources/application-catalogue", "/resources/featured-programs"]) {
      const answer = await raw(server, "GET", target, { headers: { Cookie: "__session=abc" } });
      expect(answer.status, target).toBe(200);
      expect(answer.headers["cache-control"], target).toBe("private, no-store");
      expect(answer.headers.vary, target).toMatch(/Cookie/);
    }
  });
});
