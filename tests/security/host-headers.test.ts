// Issue 44 §3: `Host: 127.0.0.1:99999` (or `X-Forwarded-Host: x:65536`) passed the front door's
// pattern and made the Remix adapter's `new URL(...)` throw: a 500 and one `request.error` entry
// with a stack per request on /login, /about (a miss), /api/applications and /mypage, the entry
// the alerts match on, free for anyone to set off. Every header a client shapes into the
// request's URL (Host, X-Forwarded-Host, X-Forwarded-Proto under TRUST_PROXY as production runs
// it) is fuzzed here: a 4xx at most, never a 5xx, never a `request.error` line.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRONT_DOOR_MESSAGES } from "~/server/front-door.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";

type Answer = { status: number; text: string };

let clientNumber = 0;
/** Each request from its own address, as the load balancer writes it (TRUST_PROXY=2). */
const forwardedFor = () =>
  `203.0.${(++clientNumber >> 8) & 255}.${clientNumber & 255}, 130.211.0.1`;

/** UTF-8 bytes as Node sends header strings (latin1), so a unicode host arrives as its bytes. */
const utf8 = (text: string) => Buffer.from(text, "utf8").toString("latin1");

/** Sends the headers exactly as written, Host included. */
function send(
  server: RunningServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method,
        path,
        setHost: false,
        headers: {
          "X-Forwarded-For": forwardedFor(),
          ...(body === undefined
            ? {}
            : {
                "Content-Type": "application/json",
                "Content-Length": String(Buffer.byteLength(body)),
              }),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const LONG_LABEL = `${"a".repeat(64)}.example`;
const LONG_HOST = `${"a".repeat(60)}.`.repeat(5) + "kr"; // 307 characters, every label ≤ 63

/** Malformed: each must be refused at the front door (400, Korean). */
const MALFORMED_HOSTS = [
  "127.0.0.1:65536",
  "127.0.0.1:99999",
  "127.0.0.1:0",
  "127.0.0.1:-1",
  `127.0.0.1:${"9".repeat(40)}`,
  "127.0.0.1:",
  "127.0.0.1:80:80",
  "[::1",
  "::1]",
  "::1",
  "[::1]]",
  "[]",
  "[zz::1]",
  "[::1]:99999",
  "[::1]x",
  "[fe80::1%25eth0]",
  "a@b",
  "user:pw@127.0.0.1",
  "example.com.",
  "example.com..",
  ".example.com",
  LONG_LABEL,
  LONG_HOST,
  "",
  " ",
  "a b",
  utf8("한국.kr"),
  utf8("exämple.com"),
  "999.1.1.1",
  "1.2.3.4.5",
  "256.256.256.256",
  "-a.example",
  "a_b.example",
  "%41.example",
  "127.0.0.1/register?",
  "127.0.0.1#x",
  "127.0.0.1\\x",
];

/** Well-formed: the request goes on to the route (whatever it answers, never a 5xx). */
const WELL_FORMED_HOSTS = [
  "127.0.0.1",
  "127.0.0.1:65535",
  "127.0.0.1:1",
  "[::1]",
  "[::1]:8080",
  "[2001:db8::7]:443",
  "Example.COM",
  "www.culture-centre.example:3000",
  `${"a".repeat(63)}.example`,
  "0x7f.1",
];

const ROUTES: Array<{ method: string; path: string; body?: string; cookie?: string }> = [
  { method: "GET", path: "/login" },
  { method: "GET", path: "/about" },
  // A cookie the page cache does not share: rendered on every request, never a stored hit.
  { method: "GET", path: "/about", cookie: "theme=dark" },
  { method: "GET", path: "/api/applications" },
  { method: "POST", path: "/api/applications", body: "{}" },
  { method: "GET", path: "/mypage" },
];

describe("Host and forwarded headers never reach an unhandled throw", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { TRUST_PROXY: "2" } });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  function requestErrors(since: number): string[] {
    return server
      .output()
      .slice(since)
      .split("\n")
      .filter((line) => line.includes("request.error"));
  }

  /** Each host value as Host and as X-Forwarded-Host on every route, one request at a time. */
  async function* everyRouteWith(values: readonly string[]) {
    for (const value of values) {
      for (const header of ["Host", "X-Forwarded-Host"]) {
        for (const route of ROUTES) {
          const headers: Record<string, string> = { Host: "127.0.0.1" };
          if (route.cookie) headers.Cookie = route.cookie;
          headers[header] = value;
          const label = `${header}: ${JSON.stringify(value)} ${route.method} ${route.path}`;
          yield {
            label,
            answer: await send(server, route.method, route.path, headers, route.body),
          };
        }
      }
    }
  }

  it("refuses every malformed Host and X-Forwarded-Host with a Korean 400 on every route", async () => {
    const before = server.output().length;
    for await (const { label, answer } of everyRouteWith(MALFORMED_HOSTS)) {
      expect(answer.status, label).toBe(400);
      expect(answer.text, label).toContain(FRONT_DOOR_MESSAGES.badHost);
    }
    expect(requestErrors(before)).toEqual([]);
  }, 120_000);

  it("lets a well-formed Host or X-Forwarded-Host through, never to a 5xx", async () => {
    const before = server.output().length;
    for await (const { label, answer } of everyRouteWith(WELL_FORMED_HOSTS)) {
      expect(answer.status, label).toBeLessThan(500);
      expect(answer.text, label).not.toContain(FRONT_DOOR_MESSAGES.badHost);
    }
    expect(requestErrors(before)).toEqual([]);
  }, 120_000);

  it("refuses a malformed X-Forwarded-Proto and a second forwarded host that is malformed", async () => {
    const before = server.output().length;
    const cases: Array<Record<string, string>> = [
      { "X-Forwarded-Proto": "a b" },
      { "X-Forwarded-Proto": "javascript" },
      { "X-Forwarded-Proto": "https:" },
      { "X-Forwarded-Proto": "" },
      { "X-Forwarded-Proto": "ftp, https" },
      { "X-Forwarded-Host": "good.example, x:65536" },
      { "X-Forwarded-Host": "good.example," },
      { Host: "a,b" }, // a list is a forwarded header's shape, never a Host's
    ];
    for (const extra of cases) {
      for (const route of ROUTES) {
        const headers = {
          Host: "127.0.0.1",
          ...extra,
          ...(route.cookie ? { Cookie: route.cookie } : {}),
        };
        const label = `${JSON.stringify(extra)} ${route.method} ${route.path}`;
        const answer = await send(server, route.method, route.path, headers, route.body);
        expect(answer.status, label).toBe(400);
        expect(answer.text, label).toContain(FRONT_DOOR_MESSAGES.badHost);
      }
    }
    for (const proto of ["https", "http", "HTTPS", "https, http"]) {
      const answer = await send(server, "GET", "/login", {
        Host: "127.0.0.1",
        "X-Forwarded-Proto": proto,
      });
      expect(answer.status, proto).toBe(200);
    }
    expect(requestErrors(before)).toEqual([]);
  }, 120_000);

  it("takes whatever a client writes in X-Forwarded-For without a 5xx", async () => {
    const before = server.output().length;
    for (const value of [
      "",
      " , ",
      "not-an-address",
      "[::1]:80",
      "1.2.3.4:99999",
      "a".repeat(4000),
    ]) {
      for (const route of ROUTES) {
        const headers = {
          Host: "127.0.0.1",
          "X-Forwarded-For": value,
          ...(route.cookie ? { Cookie: route.cookie } : {}),
        };
        const answer = await send(server, route.method, route.path, headers, route.body);
        expect(answer.status, `${JSON.stringify(value)} ${route.path}`).toBeLessThan(500);
      }
    }
    expect(requestErrors(before)).toEqual([]);
  }, 120_000);
});
