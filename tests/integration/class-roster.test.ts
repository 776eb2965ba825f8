// A class's printable 수강생 명단 and 출석부 over HTTP (issue 46 §2), on the production build and
// the embedded store: the seated by 신청번호 then the waiting in line order, with their memos;
// the 출석부's sessions from the class's dates (class 5 meets on Thursdays, 2026-09-03 to
// 2026-12-17: 16 sessions, two printed pages); each read recorded naming everyone shown; a
// visitor and a member are refused; the roster's CSV goes through the reasoned export.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatApplicationNumber } from "~/domain/application-number";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import type { Application } from "~/records/applications/contract";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteStaffNoteStore } from "~/records/staff-notes/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { startUpAdminEnv } from "../support/built-server-hooks";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { adminWithForms } from "../support/second-factor";

const ADMIN_EMAIL = "roster-admin@example.com";
const PASSWORD = "correct-horse-42";

let server: RunningServer;
let admin: FormClient;
let records: ReturnType<typeof createSqliteAccessRecordStore>;
const people: Record<string, Application> = {};

beforeAll(async () => {
  server = await startBuiltServer({
    env: startUpAdminEnv({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  const db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
  records = createSqliteAccessRecordStore(db);
  const applications = createSqliteApplicationStore(db);
  // Capacity 2: the first two are seated, the next two wait in the order they came.
  for (const [name, phone, programId] of [
    ["가첫째", "010-6201-0001", 5],
    ["나둘째", "010-6201-0002", 5],
    ["다대기", "010-6201-0003", 5],
    ["라대기", "010-6201-0004", 5],
    ["마다른반", "010-6201-0005", 11],
  ] as const) {
    const result = await applications.create({
      name,
      phone,
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programId,
      programTitle: "일렉기타 입문",
      userId: null,
      idempotencyKey: `roster-${phone}`,
      capacity: 2,
    });
    people[name] = result.application;
  }
  await applications.cancel(people["나둘째"]!.id, { by: "admin", byName: "관리자", capacity: 2 });
  await createSqliteStaffNoteStore(db).add({
    subject: "application",
    subjectId: people["가첫째"]!.id,
    text: "휠체어 자리 필요",
    authorUid: "roster-admin",
    authorName: "관리자",
  });
  admin = new FormClient(server.url);
  await adminWithForms(admin, { email: ADMIN_EMAIL, password: PASSWORD });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

const order = (html: string, names: string[]) => names.map((n) => html.indexOf(n));

describe("수강생 명단", () => {
  it("lists the seated then the waiting in line order, with phone, 신청번호, status and memo", async () => {
    const page = await admin.get("/admin/programs/5/roster");
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toContain("일렉기타 입문");
    expect(html).toContain("2026년 9월 3일(목) ~ 12월 17일(목)");
    // 나둘째 cancelled: 다대기 took the seat, 라대기 is first in line.
    const positions = order(html, ["가첫째", "다대기", "라대기"]);
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).not.toContain("나둘째");
    expect(html).not.toContain("마다른반");
    expect(html).toContain("010-6201-0001");
    expect(html).toContain(formatApplicationNumber(people["가첫째"]!.number));
    expect(html).toContain("대기 1번");
    expect(html).toContain("휠체어 자리 필요");
    expect(html).toContain("인쇄하기");
  });

  it("is linked from 신청 관리 when one class is chosen in its filter, and only then", async () => {
    const filtered = await admin.get("/admin/applications?program=5");
    expect(filtered.text).toContain('href="/admin/programs/5/roster"');
    expect(filtered.text).toContain('href="/admin/programs/5/attendance-sheet"');
    expect((await admin.get("/admin/applications")).text).not.toContain("/admin/programs/");
  });

  it("records the read naming everyone shown", async () => {
    const before = new Set(
      (await records.list({}, { page: 1, pageSize: 100 })).items.map((r) => r.id),
    );
    await admin.get("/admin/programs/5/attendance-sheet");
    const written = (await records.list({}, { page: 1, pageSize: 100 })).items.filter(
      (r) => !before.has(r.id),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "list", target: "applications" });
    expect([...written[0]!.subjects].sort()).toEqual(
      [people["가첫째"]!.id, people["다대기"]!.id, people["라대기"]!.id].sort(),
    );
  });

  it("answers an unknown class with a Korean 404", async () => {
    for (const id of ["999", "abc"]) {
      const page = await admin.get(`/admin/programs/${id}/roster`);
      expect(page.status).toBe(404);
      expect(page.text).toContain("프로그램을 찾을 수 없습니다.");
    }
  });

  it("exports the class's roster as CSV behind a reason", async () => {
    const csv = await admin.post("/admin/applications/export", {
      program: "5",
      reason: "출석부 작성",
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("가첫째");
    expect(csv.text).not.toContain("마다른반");
  });
});

describe("출석부", () => {
  it("has the class's sessions as columns, cut into two pages, and the people as rows", async () => {
    const html = (await admin.get("/admin/programs/5/attendance-sheet")).text;
    expect(html).toContain("총 16회");
    expect(html).toMatch(/>9\/3<\/span><span[^>]*>\(목\)</);
    expect(html).toContain(">12/17<");
    expect(html).toContain("15회");
    expect(html.match(/class="attendance-table/g)).toHaveLength(2);
    expect(order(html, ["가첫째", "다대기", "라대기"]).every((p) => p > 0)).toBe(true);
  });

  it("says in Korean when a class has no dates, and gives blank columns", async () => {
    const html = (await admin.get("/admin/programs/7/attendance-sheet")).text;
    expect(html).toContain("개강일·종강일 또는 수업 요일이 정해지지 않아");
  });
});

describe("the dashboard without the Studio's address", () => {
  it("shows no Studio section (admin-studio-links.test.ts sets the address)", async () => {
    const page = await admin.get("/admin");
    expect(page.status).toBe(200);
    expect(page.text).toContain("대시보드");
    expect(page.text).not.toContain("스튜디오에서 편집하는 내용");
  });
});

describe("who may print", () => {
  it("refuses a visitor and a member", async () => {
    const visitor = new FormClient(server.url);
    const member = new FormClient(server.url);
    expect((await member.post("/register", signUpForm(uniqueEmail("roster-member")))).status).toBe(
      302,
    );
    for (const target of ["/admin/programs/5/roster", "/admin/programs/5/attendance-sheet"]) {
      const refusedVisitor = await visitor.get(target);
      expect(refusedVisitor.status, target).toBe(302);
      expect(refusedVisitor.location).toMatch(/^\/login/);
      const refusedMember = await member.get(target);
      expect(refusedMember.status, target).toBe(302);
      expect(refusedMember.location).toBe("/");
      expect(refusedMember.text).not.toContain("가첫째");
    }
  });
});
