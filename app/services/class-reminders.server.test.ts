// The reminder the day before 개강 over a real (temporary) SQLite store: the seated of a class
// starting tomorrow (Seoul) get one text per number, the waiting and the cancelled none, another
// class none, and a second run (another instance, an hour later) writes nothing more.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import type { ProgramSummary } from "~/content/types";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { remindTomorrow } from "./class-reminders.server";

const dir = mkdtempSync(path.join(tmpdir(), "class-reminders-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("texts tomorrow's seated once per number and class", async () => {
  const db = openSqlite(path.join(dir, "centre.sqlite"));
  const applications = createSqliteApplicationStore(db);
  const texts = createSqliteTextOutboxStore(db);
  const now = new Date("2026-03-01T03:00:00Z"); // 12:00 in Seoul, 1 March
  const apply = (programId: number, phone: string, capacity: number) =>
    applications.create({
      name: "내일",
      phone,
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programId,
      programTitle: programId === 1 ? "요가" : "드럼",
      userId: null,
      idempotencyKey: `${programId}-${phone}-${Math.random()}`,
      capacity,
    });
  const seated = await apply(1, "010-1000-0001", 2);
  const twice = await apply(1, "010-1000-0001", 2); // the same person twice: one reminder
  await apply(1, "010-1000-0003", 2); // waiting: none
  const cancelled = await apply(1, "010-1000-0004", 2);
  await applications.cancel(cancelled.application.id, { by: "applicant", capacity: 2 });
  await apply(2, "010-1000-0005", 10); // starts later: none
  const programs = async () =>
    [
      { id: 1, recruitment: { startsOn: "2026-03-02" } },
      { id: 2, recruitment: { startsOn: "2026-03-09" } },
    ] as unknown as ProgramSummary[];
  const deps = {
    programs,
    applications,
    enqueueOnce: (text: Parameters<typeof texts.enqueueOnce>[0], key: string) =>
      texts.enqueueOnce(text, key, now),
    siteUrl: "https://example.kr",
  };
  expect(await remindTomorrow(deps, now)).toBe(1);
  expect(await remindTomorrow(deps, new Date(now.getTime() + 3600_000))).toBe(0);
  const [reminder, ...rest] = texts.list();
  expect(rest).toEqual([]);
  expect(reminder!.message).toMatchObject({ to: "01010000001", kind: "reminder" });
  expect([seated.application.id, twice.application.id]).toContain(reminder!.message.applicationId);
  expect(reminder!.message.text).toContain("내일(3월 2일) 요가 개강입니다.");
  expect(reminder!.message.text).toContain("https://example.kr/program/1");
});
