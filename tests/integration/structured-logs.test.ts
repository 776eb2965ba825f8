// Decision 172: the production server writes JSON lines Cloud Logging reads (severity, message),
// from the start-up summary to the shutdown, and answers that are not failures of the site (a
// 404, a 405, a refused login, a Remix `?_data` request) write no `request.error`.
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
