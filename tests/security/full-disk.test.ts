// Decision 155: with DATA_DIR on a full disk, an application and an inquiry answered 500
// "Unexpected Server Error": SQLite had already rolled the transaction back when the commit found
// no space, and the helper's own ROLLBACK ("cannot rollback - no transaction is active") hid the
// SQLITE_FULL error. The disk is a real one: DATA_DIR is a small tmpfs mounted for this test (root
// only), filled to the last page by a file, so SQLite meets ENOSPC exactly as on a full volume.
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const isRoot = process.getuid?.() === 0;

const inquiry = (title: string) =>
  new URLSearchParams({
    name: "김하늘",
    email: "sky@example.com",
    category: "수강 문의",
    title,
    message: "주말 수업이 있는지 궁금합니다. 알려주세요.",
    consent: "on",
  }).toString();

const application = (phone: string) =>
  JSON.stringify({
    programId: 7,
    name: "김하늘",
    email: "sky@example.com",
    phone,
    preferredTime: "평일 오전",
  });

/** Appends to a file until the file system refuses: no page is left for SQLite's next write. */
function fillDisk(file: string) {
  const chunk = Buffer.alloc(64 * 1024, 1);
  const page = Buffer.alloc(512, 1);
  try {
    for (;;) appendFileSync(file, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  }
  try {
    for (;;) appendFileSync(file, page);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  }
}

// Mounting needs root (CAP_SYS_ADMIN); the suite's runs as root in this project's CI and sandbox.
describe.runIf(isRoot)("a full disk under DATA_DIR (tmpfs of 16 MB, filled)", () => {
  let server: RunningServer;
  let mountPoint: string;
  let filler: string;
  const post = (body: string, key: string) =>
    fetch(`${server.url}/api/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body,
    });
  const ask = (title: string) =>
    fetch(`${server.url}/contact`, {
      method: "POST",
      headers: FORM,
      body: inquiry(title),
      redirect: "manual",
    });

  beforeAll(async () => {
    mountPoint = mkdtempSync(path.join(tmpdir(), "centre-full-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", mountPoint]);
    filler = path.join(mountPoint, "filler");
    server = await startBuiltServer({ dataDir: mountPoint });
    // Saved while there was room: these must survive the full disk.
    const saved = await post(application("010-1111-2222"), "full-disk-saved-0001");
    expect(saved.status).toBe(201);
    const asked = await ask("공간이 있을 때의 문의");
    await asked.arrayBuffer();
    expect(asked.status).toBe(302);
    fillDisk(filler);
  });

  afterAll(async () => {
    await server?.stop();
    if (mountPoint) {
      execFileSync("umount", [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });

  it("answers the API with the Korean JSON 503, not a 500", async () => {
    const response = await post(application("010-3333-4444"), "full-disk-refused-01");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(((await response.json()) as { message: string }).message).toMatch(/저장소/);
  });

  it("answers the contact form with the Korean 503 page, not a 500", async () => {
    const response = await ask("디스크가 가득 찼을 때의 문의");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/지금은 저장할 수 없습니다/);
    expect(server.output()).toMatch(/database or disk is full/);
    expect(server.output()).not.toMatch(/cannot rollback/);
  });

  it("keeps what was saved before, stores nothing half, and writes again once there is room", async () => {
    rmSync(filler);
    const replay = await post(application("010-1111-2222"), "full-disk-saved-0001");
    expect(replay.status).toBe(200); // the saved application, found by its key
    const retried = await post(application("010-3333-4444"), "full-disk-refused-01");
    expect(retried.status).toBe(201); // the refused one was not stored: its retry is new
    const asked = await ask("공간이 다시 생긴 뒤의 문의");
    await asked.arrayBuffer();
    expect(asked.status).toBe(302);

    const db = new DatabaseSync(path.join(mountPoint, "centre.sqlite"), { readOnly: true });
    try {
      const applications = db
        .prepare("SELECT phone FROM applications ORDER BY number")
        .all()
        .map((row) => row.phone);
      expect(applications).toEqual(["010-1111-2222", "010-3333-4444"]);
      const titles = db
        .prepare("SELECT title FROM inquiries ORDER BY sequence_number")
        .all()
        .map((row) => row.title);
      expect(titles).toEqual(["공간이 있을 때의 문의", "공간이 다시 생긴 뒤의 문의"]);
      expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    } finally {
      db.close();
    }
  });
});
