// The access records over HTTP (decision 206), on the production build and the embedded store:
// an administrator's list view, CSV export, status change, answer, account change and deletes
// each leave an entry with who, when, the client address, what and which records; the export
// asks for its reason (a Korean 400 without one, nothing read or recorded); the review page
// filters the entries and opens to the administrator past the second factor only.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import type { AccessRecord } from "~/records/access-records/contract";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { startUpAdminEnv } from "../support/built-server-hooks";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { adminWithForms } from "../support/second-factor";

const ADMIN_EMAIL = "records-admin@example.com";
const PASSWORD = "correct-horse-42";

let server: RunningServer;
let admin: FormClient;
let member: FormClient;
let records: ReturnType<typeof createSqliteAccessRecordStore>;
let applicationId = "";
let memberEmail = "";
let db: ReturnType<typeof openSqlite>;

async function all(): Promise<AccessRecord[]> {
  return (await records.list({}, { page: 1, pageSize: 100 })).items;
}

/** The entries written while `act` ran. */
async function writtenBy(act: () => Promise<unknown>): Promise<AccessRecord[]> {
  const before = new Set((await all()).map((r) => r.id));
  await act();
  return (await all()).filter((r) => !before.has(r.id));
}

beforeAll(async () => {
  server = await startBuiltServer({
    env: { ...startUpAdminEnv({ email: ADMIN_EMAIL, password: PASSWORD }), TRUST_PROXY: "1" },
  });
  db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
  records = createSqliteAccessRecordStore(db);
  admin = new FormClient(server.url);
  await adminWithForms(admin, { email: ADMIN_EMAIL, password: PASSWORD });
  member = new FormClient(server.url);
  memberEmail = uniqueEmail("records");
  expect((await member.post("/register", signUpForm(memberEmail))).status).toBe(302);
  const applied = await member.postJson("/api/applications", {
    name: "박기록",
    phone: "010-4444-7777",
    email: "record-applicant@example.com",
    preferredTime: "",
    companions: "0",
    message: "",
    programId: "7",
    programTitle: "",
  });
  expect(applied.status).toBeLessThan(300);
  const applications = createSqliteApplicationStore(db);
  applicationId = (await applications.list({}, { page: 1, pageSize: 10 })).items[0]!.id;
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

describe("access records", () => {
  it("an administrator's list view writes who, when, where, what and which records", async () => {
    const started = Date.now();
    const written = await writtenBy(async () => {
      const page = await admin.get("/admin/applications?status=접수&page=1");
      expect(page.status).toBe(200);
      expect(page.text).toContain("박기록");
    });
    expect(written).toHaveLength(1);
    const [record] = written;
    expect(record).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      actorName: "관리자",
      clientAddress: admin.ip,
      action: "list",
      target: "applications",
      detail: "status=접수",
      reason: null,
    });
    expect(record!.actorUid).toBeTruthy();
    expect(record!.subjects).toContain(applicationId);
    expect(Date.parse(record!.at)).toBeGreaterThanOrEqual(started - 1000);
  });

  it("the CSV export asks for a reason: a Korean 400 without one, nothing read or recorded", async () => {
    for (const reason of [undefined, "", "   ", "가", "가".repeat(201)]) {
      const written = await writtenBy(async () => {
        const form: Record<string, string> = { status: "접수" };
        if (reason !== undefined) form.reason = reason;
        const refused = await admin.post("/admin/applications/export", form);
        expect(refused.status, `reason ${JSON.stringify(reason)}`).toBe(400);
        expect(refused.headers.get("content-type")).toContain("text/html");
        expect(refused.text).toMatch(
          /다운로드 사유(를 입력해주세요|를 2자 이상 입력해주세요|는 200자 이내로 입력해주세요)\./,
        );
        expect(refused.text).not.toContain("박기록");
        expect(refused.text).toContain('href="/admin/applications?status=');
      });
      expect(written).toEqual([]);
    }
    // A GET (an old link) goes back to the list with the same filter, where the form asks.
    const get = await admin.get("/admin/applications/export?status=접수");
    expect(get.status).toBe(302);
    expect(get.location).toBe(`/admin/applications?${new URLSearchParams({ status: "접수" })}`);
    const list = await admin.get("/admin/applications");
    expect(list.text).toContain('action="/admin/applications/export"');
    expect(list.text).toContain("다운로드 사유");
  });

  it("the CSV export with a reason downloads and records the reason, the filter and the rows", async () => {
    const written = await writtenBy(async () => {
      const csv = await admin.post("/admin/applications/export", {
        status: "접수",
        reason: "  12월 강좌 출석부 작성  ",
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      expect(csv.text).toContain("박기록");
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      clientAddress: admin.ip,
      action: "export",
      target: "applications",
      detail: "status=접수",
      reason: "12월 강좌 출석부 작성",
      subjectCount: 1,
      subjects: [applicationId],
    });
  });

  it("a status change writes a record naming the application and the new status", async () => {
    const written = await writtenBy(async () => {
      const changed = await admin.post("/admin/applications?index", {
        intent: "status",
        id: applicationId,
        status: "확정",
      });
      expect(changed.status).toBe(302);
    });
    const change = written.find((r) => r.action === "change");
    expect(change).toMatchObject({
      action: "change",
      target: "applications",
      subjects: [applicationId],
      detail: "status=확정",
      clientAddress: admin.ip,
    });
  });

  it("a detail view of an account is recorded", async () => {
    const uid = (await records.list({ action: "list" }, { page: 1, pageSize: 1 })).items[0]!
      .actorUid!;
    const written = await writtenBy(async () => {
      expect((await admin.get(`/admin/users/${uid}`)).status).toBe(200);
    });
    expect(written).toMatchObject([{ action: "view", target: "users", subjects: [uid] }]);
  });

  it("the review page lists the records with filters, for the administrator only", async () => {
    const exports = await admin.get("/admin/access-records?action=export");
    expect(exports.status).toBe(200);
    expect(exports.text).toContain("12월 강좌 출석부 작성");
    expect(exports.text).not.toContain("상태: 확정");
    const mine = await admin.get(
      `/admin/access-records?${new URLSearchParams({ person: ADMIN_EMAIL.toUpperCase(), action: "change" })}`,
    );
    // In words and the numbers staff use (issue 46 §5): not "status=확정" and a stored id.
    expect(mine.text).toContain("상태: 확정");
    expect(mine.text).not.toContain("status=확정");
    expect(mine.text).toMatch(/A-\d{6}/);
    expect(mine.text).not.toContain(applicationId);
    const lists = await admin.get("/admin/access-records?action=list");
    expect(lists.text).toContain("상태: 접수");
    // A member (here the administrator's own account, looked at above) by name and e-mail.
    const views = await admin.get("/admin/access-records?action=view");
    expect(views.text).toContain(`관리자 (${ADMIN_EMAIL})`);
    const nobody = await admin.get("/admin/access-records?person=nobody@example.com");
    expect(nobody.text).toContain("조건에 맞는 접속기록이 없습니다.");
    const badDate = await admin.get("/admin/access-records?from=2026-13-01");
    expect(badDate.status).toBe(200);
    expect(badDate.text).toContain("날짜를 YYYY-MM-DD 형식으로 입력해주세요.");
    const nav = await admin.get("/admin");
    expect(nav.text).toContain('href="/admin/access-records"');

    // A member is sent home, a visitor to the login, for the page and its data request.
    for (const target of ["/admin/access-records", "/admin/access-records.data"]) {
      const refused = await member.get(target);
      const body = refused.text;
      expect(body).not.toContain("12월 강좌 출석부 작성");
      expect(refused.status === 302 ? refused.location : body).toMatch(/^\/$|"redirect","\/"/);
      const visitor = await new FormClient(server.url).get(target);
      expect(visitor.text).not.toContain("12월 강좌 출석부 작성");
      expect(visitor.status === 302 ? visitor.location : visitor.text).toMatch(/\/login/);
    }
  });

  // Last: it deactivates and deletes the member the tests above sign in as.
  it("an answer, an account's role and status change and the deletes are recorded before they happen", async () => {
    const inquiry = await createSqliteInquiryStore(db).create(
      {
        name: "최문의",
        email: "asker@example.com",
        phone: "",
        category: "기타",
        title: "주차 문의",
        message: "주차가 가능한가요?",
        userId: null,
      },
      new Date(),
    );
    const uid = (await createSqliteUserStore(db).list()).find((u) => u.email === memberEmail)!.uid;
    const step = async (target: string, form: Record<string, string>) => {
      const written = await writtenBy(async () => {
        const answered = await admin.post(target, form);
        expect(answered.status, `${target} ${form.intent}`).toBe(302);
      });
      return written.map(({ action, target, subjects, detail, clientAddress, actorEmail }) => ({
        action,
        target,
        subjects,
        detail,
        clientAddress,
        actorEmail,
      }));
    };
    const who = { clientAddress: admin.ip, actorEmail: ADMIN_EMAIL };

    expect(
      await step(`/admin/inquiries/${inquiry.id}`, {
        intent: "answer",
        response: "주차장은 지하 2층입니다.",
        status: "답변완료",
      }),
    ).toEqual([
      {
        action: "answer",
        target: "inquiries",
        subjects: [inquiry.id],
        detail: "status=답변완료",
        ...who,
      },
    ]);
    expect(
      await step(`/admin/users/${uid}`, { intent: "update", role: "user", status: "inactive" }),
    ).toEqual([
      {
        action: "change",
        target: "users",
        subjects: [uid],
        detail: "role=user, status=inactive",
        ...who,
      },
    ]);
    expect(
      await step(`/admin/inquiries/${inquiry.id}`, { intent: "delete", confirm: "on" }),
    ).toEqual([
      { action: "delete", target: "inquiries", subjects: [inquiry.id], detail: null, ...who },
    ]);
    expect(await step(`/admin/users/${uid}`, { intent: "delete", confirm: "on" })).toEqual([
      { action: "delete", target: "users", subjects: [uid], detail: null, ...who },
    ]);
    expect(await createSqliteUserStore(db).get(uid)).toBeNull();
  });
});
