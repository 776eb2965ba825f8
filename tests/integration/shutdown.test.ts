// Graceful shutdown on SIGTERM: new connections are refused, a request already in flight is
// answered (and its data stored), the database is closed, and the process exits 0.
import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { startBuiltServer } from "../support/built-server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("graceful shutdown", () => {
  it("finishes the in-flight request, closes the database and exits 0", async () => {
    const server = await startBuiltServer();
    onTestFinished(async () => void (await server.stop())); // the process has exited by then; removes its data folder
    const body = Buffer.from(
      JSON.stringify({
        name: "김종료",
        phone: "010-2345-6789",
        email: "",
        preferredTime: "",
        companions: "0",
        message: "종료 중에도 저장되어야 합니다",
        programId: "7",
        programTitle: "드럼",
      }),
    );
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));

    // A slow client: half of the body now, the rest after SIGTERM.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/applications`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": body.length },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.subarray(0, 20));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.subarray(20)), 700);
      }, 300);
    });

    await sleep(600); // SIGTERM has been sent, the request is still open
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ name: "김종료" });
    expect(await exited).toBe(0);
    expect(server.output()).toContain("shut down cleanly");
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(existsSync(path.join(server.dataDir, "centre.sqlite"))).toBe(true);
    expect(existsSync(path.join(server.dataDir, "centre.sqlite-wal"))).toBe(false);

    // And the application answered 201 is on disk.
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(path.join(server.dataDir, "centre.sqlite"), { readOnly: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string;
      }[];
      const table = tables.map((t) => t.name).find((name) => /application/i.test(name));
      expect(table).toBeTruthy();
      const rows = db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
      expect(JSON.stringify(rows)).toContain("김종료");
    } finally {
      db.close();
    }
  });
});
