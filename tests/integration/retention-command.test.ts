// `npm run retention` (decision 209) as it runs locally: the command in a child process on the
// embedded store, wired to the bundled content and the accounts service. A sign-up unverified for
// 10 days is deleted through the one deletion path, an application of a class whose last change is
// over a year old is anonymised, and a second run finds nothing more to do.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { ANONYMISED_NAME } from "~/domain/retention";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");
const DAY = 24 * 60 * 60 * 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), "retention-command-"));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

/** The npm script's command line, with only these settings (no .env, no test runner's). */
function retention(args: string[] = []): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, ["scripts/retention.mjs", ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "development",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The run's one log entry. */
function entry(run: Run) {
  const line = run.stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((e) => typeof e.event === "string" && e.event.startsWith("retention."));
  if (!line) throw new Error(`no retention log entry in:\n${run.stdout}\n${run.stderr}`);
  return line as {
    event: string;
    ok: boolean;
    totals: { anonymised: number; deleted: number; skipped: number };
    steps: { name: string; ok: boolean; deleted?: number; anonymised?: number }[];
  };
}

it("deletes and anonymises what is due, logs what it did, and a second run changes nothing", async () => {
  const db = openSqlite(path.join(dataDir, "centre.sqlite"));
  const now = Date.now();
  const users = createSqliteUserStore(db);
  await users.create(
    { uid: "stale-signup", name: "미인증", email: "stale@example.com", provider: "email" },
    new Date(now - 10 * DAY),
  );
  await users.create(
    { uid: "new-signup", name: "신규", email: "new@example.com", provider: "email" },
    new Date(now - DAY),
  );
  const applications = createSqliteApplicationStore(db);
  const old = await applications.create(
    {
      name: "오래된 신청",
      phone: "010-1234-5678",
      email: "old@example.com",
      preferredTime: "",
      companions: "0",
      message: "",
      programId: 1, // the bundled class 1 has no 종강일 or 개강일: a year after the last change
      programTitle: "수업",
      userId: null,
      idempotencyKey: "retention-command-old",
    },
    new Date(now - 400 * DAY),
  );
  db.close();

  const first = await retention();
  expect(first.code, first.stderr).toBe(0);
  const done = entry(first);
  expect(done).toMatchObject({ event: "retention.done", ok: true });
  expect(done.steps.map((s) => s.name)).toEqual([
    "applications",
    "inquiries",
    "unverifiedAccounts",
    "sessions",
    "links",
    "mail",
    "texts",
    "accessRecords",
  ]);
  expect(done.steps.find((s) => s.name === "unverifiedAccounts")).toMatchObject({ deleted: 1 });
  expect(done.steps.find((s) => s.name === "applications")).toMatchObject({ anonymised: 1 });

  const after = openSqlite(path.join(dataDir, "centre.sqlite"));
  try {
    const stored = createSqliteUserStore(after);
    expect(await stored.get("stale-signup")).toBeNull();
    expect(await stored.get("new-signup")).not.toBeNull();
    expect(await createSqliteApplicationStore(after).get(old.application.id)).toMatchObject({
      name: ANONYMISED_NAME,
      phone: "",
      number: old.application.number,
    });
  } finally {
    after.close();
  }

  const second = await retention();
  expect(second.code, second.stderr).toBe(0);
  expect(entry(second).totals).toEqual({ anonymised: 0, deleted: 0, skipped: 0 });
}, 120_000);

it("refuses arguments with exit code 2", async () => {
  const run = await retention(["--now", "2030-01-01"]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain("npm run retention");
}, 60_000);
