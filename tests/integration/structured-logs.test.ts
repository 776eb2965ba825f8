// Decision 172: the production server writes JSON lines Cloud Logging reads (severity, message),
// from the start-up summary to the shutdown, and answers that are not failures of the site (a
// 404, a 405, a refused login, a Remix `?_data` request) write no `request.error`.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

/** Node's own process warnings (node:sqlite is experimental) are plain text on stderr. */
const nodeWarning = (line: string) => /^\(node:\d+\) |^\(Use `node --trace-warnings/.test(line);

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

describe("the production server's log", () => {
  it("is JSON lines with severity and message, and no request.error for ordinary answers", async () => {
    const answers = [
      await fetch(`${server.url}/`),
      await fetch(`${server.url}/no-such-page`),
      await fetch(`${server.url}/?_data=root`),
      await fetch(`${server.url}/healthz`, { method: "PUT" }),
      await fetch(`${server.url}/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "nobody@example.com", password: "wrong-password" }),
        redirect: "manual",
      }),
    ];
    expect(answers.map((answer) => answer.status < 500)).toEqual(answers.map(() => true));
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(await server.stop()).toBe(0);

    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim() && !nodeWarning(line));
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    for (const entry of entries) {
      expect(entry.severity, JSON.stringify(entry)).toMatch(
        /^(DEBUG|INFO|WARNING|ERROR|CRITICAL)$/,
      );
      expect(typeof entry.message, JSON.stringify(entry)).toBe("string");
    }
    expect(entries.filter((entry) => entry.event === "startup").length).toBeGreaterThan(0);
    expect(entries.some((entry) => entry.event === "shutdown")).toBe(true);
    expect(entries.filter((entry) => entry.event === "request.error")).toEqual([]);
  }, 60_000);
});

describe("a failed request in the production build", () => {
  let broken: RunningServer;
  let sanity: Server;
  beforeAll(async () => {
    // A content source that answers every query with nonsense: the pages' loaders throw.
    sanity = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ result: 42, ms: 1 }));
    });
    await new Promise<void>((resolve) => sanity.listen(0, "127.0.0.1", resolve));
    const { port } = sanity.address() as AddressInfo;
    broken = await startBuiltServer({
      env: { SANITY_PROJECT_ID: "broken", SANITY_API_HOST: `http://127.0.0.1:${port}` },
    });
  }, 240_000);
  afterAll(async () => {
    await broken?.stop();
    sanity?.close();
  });

  it("is exactly one JSON line: ERROR, request.error, the stack, method, path, status, httpRequest", async () => {
    const before = broken.output().length;
    const response = await fetch(`${broken.url}/`, {
      headers: { "X-Cloud-Trace-Context": "105445aa7843bc8bf206b12000100000/1;o=1" },
    });
    expect(response.status).toBe(500);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the log is written asynchronously
    const entries = broken
      .output()
      .slice(before)
      .split("\n")
      .filter((line) => line.trim() && !nodeWarning(line))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const errors = entries.filter((entry) => entry.severity === "ERROR");
    expect(errors, JSON.stringify(entries, null, 1)).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      event: "request.error",
      method: "GET",
      path: "/",
      status: 500,
      httpRequest: { requestMethod: "GET", requestUrl: "/", status: 500 },
    });
    expect(errors[0]!.stack_trace).toMatch(/\n\s+at /);
  }, 60_000);
});
