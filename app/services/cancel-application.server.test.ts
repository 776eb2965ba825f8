// The applicant's cancel over a real (temporary) SQLite store: the class's cut-off, idempotence,
// and the mails written in the cancel's transaction (staff, applicant, the applicant seated from
// the waiting list) into the outbox.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ProgramSummary } from "~/content/types";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { cancelByApplicant } from "./cancel-application.server";

const dir = mkdtempSync(path.join(tmpdir(), "cancel-service-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const db = openSqlite(path.join(dir, "centre.sqlite"));
const applications = createSqliteApplicationStore(db);
const outbox = createSqliteOutboxStore(db);

const NOW = new Date("2026-03-05T03:00:00Z"); // 12:00 on 5 March in Seoul
const klass = (id: number, terms: Partial<ProgramSummary["recruitment"]>) =>
  ({ id, recruitment: { capacity: null, startsOn: null, cancelUntil: null, ...terms } }) as never;

function deps(programs: ProgramSummary[]) {
  const before = outbox.list().length;
  return {
    /** The mails written since these deps were made. */
    written: () =>
      outbox
        .list()
        .slice(before)
        .map((entry) => entry.mail),
    applications,
    programs: async () => programs,
    seatsChanged: vi.fn(),
    mailWritten: vi.fn(),
    siteSettings: async () => ({ notificationEmail: "staff@centre.example" }) as never,
    siteUrl: "https://centre.example",
  };
}

let serial = 0;
const apply = async (programId: number, capacity: number | null, email = "") =>
  (
    await applications.create({
      name: `신청자${++serial}`,
      phone: `010-1234-${String(serial).padStart(4, "0")}`, // one applicant each
      email,
      preferredTime: "",
      companions: "0",
      message: "",
      programId,
      programTitle: "수업",
      userId: null,
      idempotencyKey: `key-${serial}-${Date.now()}`,
      capacity,
    })
  ).application;

describe("cancelByApplicant", () => {
  it("refuses after the cut-off (the day before the start, or the editor's day)", async () => {
    const started = deps([
      klass(1, { startsOn: "2026-03-05" }),
      klass(2, { cancelUntil: "2026-03-04" }),
    ]);
    const a = await apply(1, null);
    const b = await apply(2, null);
    expect((await cancelByApplicant(a, started, NOW)).outcome).toBe("too-late");
    expect((await cancelByApplicant(b, started, NOW)).outcome).toBe("too-late");
    expect((await applications.get(a.id))!.status).toBe("접수");
    expect(started.written()).toEqual([]);
  });

  it("cancels before the cut-off, once, with the mails to the staff and the applicant", async () => {
    const open = deps([klass(3, { startsOn: "2026-03-06" })]);
    const a = await apply(3, null, "me@example.kr");
    expect((await cancelByApplicant(a, open, NOW)).outcome).toBe("cancelled");
    const again = await cancelByApplicant((await applications.get(a.id))!, open, NOW);
    expect(again.outcome).toBe("already");
    expect(
      open
        .written()
        .map((m) => m.to)
        .sort(),
    ).toEqual(["me@example.kr", "staff@centre.example"]);
    expect(open.seatsChanged).toHaveBeenCalledOnce();
    expect(open.mailWritten).toHaveBeenCalledOnce();
  });

  it("seats the first waiting applicant, with the mail that tells them", async () => {
    const full = deps([klass(4, { capacity: 1 })]);
    const seated = await apply(4, 1);
    const waiting = await apply(4, 1, "next@example.kr");
    expect(waiting.status).toBe("대기");
    expect((await cancelByApplicant(seated, full, NOW)).outcome).toBe("cancelled");
    expect((await applications.get(waiting.id))!.status).toBe("접수");
    expect(full.written().find((m) => m.to === "next@example.kr")?.text).toContain(
      "대기하시던 신청이 접수되었습니다",
    );
  });

  it("tells the staff who took the seat, and to call one who left no e-mail (연락 필요)", async () => {
    const full = deps([klass(5, { capacity: 1 })]);
    const seated = await apply(5, 1);
    const waiting = await apply(5, 1);
    expect((await cancelByApplicant(seated, full, NOW)).outcome).toBe("cancelled");
    expect(await applications.get(waiting.id)).toMatchObject({
      status: "접수",
      contactNeededAt: NOW.toISOString(),
    });
    const staff = full.written().find((m) => m.to === "staff@centre.example")!;
    expect(staff.subject).toContain("(연락 필요)");
    expect(staff.text).toContain(
      `대기 1번 ${waiting.name} 님(A-${String(waiting.number).padStart(6, "0")})이 접수로 올라갔습니다. 이메일이 없어 연락이 필요합니다: ${waiting.phone}`,
    );
  });

  it("with texts on, tells the staff the seat went by text, and asks no call yet", async () => {
    const full = { ...deps([klass(6, { capacity: 1 })]), textsOn: true };
    const seated = await apply(6, 1);
    const waiting = await apply(6, 1);
    expect((await cancelByApplicant(seated, full, NOW)).outcome).toBe("cancelled");
    const staff = full.written().find((m) => m.to === "staff@centre.example")!;
    expect(staff.subject).not.toContain("(연락 필요)");
    expect(staff.text).toContain(`이메일이 없어 문자로 알렸습니다(${waiting.phone})`);
  });
});
