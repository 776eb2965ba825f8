// 신청 관리's search box over HTTP (issue 46 §1), on the production build and the embedded store:
// a phone in any spelling, a 신청번호, an e-mail and a name's start find the applicant, combined
// with the list's filters; the access record names the search (the phone masked) and the rows
// shown; a too-long term is a Korean notice, never a 500. A member's page lists their
// applications and inquiries with links, says whether the e-mail is verified, and records them.
// Staff memos on an application and a member: added and deleted by an administrator only, each
// recorded, bounded with Korean messages.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatApplicationNumber } from "~/domain/application-number";
import { INQUIRY_CATEGORIES } from "~/domain/inquiry";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import type { Application } from "~/records/applications/contract";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { createSqliteStaffNoteStore } from "~/records/staff-notes/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { startUpAdminEnv } from "../support/built-server-hooks";
import { FormClient } from "../support/form-client";
import { adminWithForms } from "../support/second-factor";

const ADMIN_EMAIL = "search-admin@example.com";
const PASSWORD = "correct-horse-42";

let server: RunningServer;
let admin: FormClient;
let records: ReturnType<typeof createSqliteAccessRecordStore>;
let notes: ReturnType<typeof createSqliteStaffNoteStore>;
let gildong: Application;
let gilsun: Application;
const MEMBER_UID = "search-member-uid";
const UNVERIFIED_UID = "search-unverified-uid";
let inquiryId = "";

const base = {
  preferredTime: "",
  companions: "0" as const,
  message: "",
  programTitle: "드럼",
  userId: null,
};

beforeAll(async () => {
  server = await startBuiltServer({
    env: startUpAdminEnv({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  const db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
  records = createSqliteAccessRecordStore(db);
  notes = createSqliteStaffNoteStore(db);
  const applications = createSqliteApplicationStore(db);
  const create = async (fields: Record<string, unknown>) => {
    const result = await applications.create({
      ...base,
      idempotencyKey: `search-${Math.random().toString(36).slice(2, 12)}`,
      ...fields,
    } as Parameters<typeof applications.create>[0]);
    return result.application;
  };
  gildong = await create({
    name: "홍길동",
    phone: "010-1111-2222",
    email: "gildong@example.com",
    programId: 7,
  });
  gilsun = await create({
    name: "홍길순",
    phone: "010-3333-4444",
    email: "",
    programId: 9,
    programTitle: "피아노",
  });
  await create({ name: "김철수", phone: "010-5555-6666", email: "cs@example.com", programId: 7 });
  const users = createSqliteUserStore(db);
  await users.create({
    uid: MEMBER_UID,
    name: "이회원",
    email: "member-search@example.com",
    provider: "email",
    emailVerified: true,
  });
  await users.create({
    uid: UNVERIFIED_UID,
    name: "박미인증",
    email: "unverified-search@example.com",
    provider: "email",
  });
  await create({
    name: "이회원",
    phone: "010-7777-8888",
    email: "member-search@example.com",
    programId: 7,
    userId: MEMBER_UID,
  });
  const inquiry = await createSqliteInquiryStore(db).create({
    name: "이회원",
    email: "member-search@example.com",
    phone: "",
    category: INQUIRY_CATEGORIES[0],
    title: "주차 문의드립니다",
    message: "주차가 되나요?",
    userId: MEMBER_UID,
  });
  inquiryId = inquiry.id;
  admin = new FormClient(server.url);
  await adminWithForms(admin, { email: ADMIN_EMAIL, password: PASSWORD });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

async function search(query: string) {
  const page = await admin.get(`/admin/applications?${query}`);
  expect(page.status).toBe(200);
  return page.text;
}

describe("신청 관리 search", () => {
  it("finds an applicant by a phone in any spelling, and no one else", async () => {
    for (const q of ["010-1111-2222", "01011112222", "010 1111 2222"]) {
      const html = await search(new URLSearchParams({ q }).toString());
      expect(html, q).toContain("홍길동");
      expect(html, q).not.toContain("김철수");
      expect(html, q).not.toContain("홍길순");
    }
  });

  it("finds by 신청번호 with or without its letter, and by e-mail in another case", async () => {
    const number = formatApplicationNumber(gilsun.number);
    for (const q of [number, String(gilsun.number), "Gildong@Example.COM"]) {
      const html = await search(new URLSearchParams({ q }).toString());
      const expected = q.includes("@") ? "홍길동" : "홍길순";
      expect(html, q).toContain(expected);
      expect(html, q).not.toContain("김철수");
    }
  });

  it("combines a name's start with the filters, and keeps the term in the box", async () => {
    const both = await search(new URLSearchParams({ q: "홍길" }).toString());
    expect(both).toContain("홍길동");
    expect(both).toContain("홍길순");
    const one = await search(new URLSearchParams({ q: "홍길", program: "9" }).toString());
    expect(one).toContain("홍길순");
    expect(one).not.toContain("홍길동");
    expect(one).toMatch(/name="q"[^>]*value="홍길"|value="홍길"[^>]*name="q"/);
    const none = await search(new URLSearchParams({ q: "홍길", status: "취소" }).toString());
    expect(none).toContain("조건에 맞는 신청이 없습니다.");
  });

  it("records the search with the phone masked, and the applicants shown", async () => {
    const before = new Set(
      (await records.list({}, { page: 1, pageSize: 100 })).items.map((r) => r.id),
    );
    await search(new URLSearchParams({ q: "010 1111 2222", status: "접수" }).toString());
    const written = (await records.list({}, { page: 1, pageSize: 100 })).items.filter(
      (r) => !before.has(r.id),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: "list",
      target: "applications",
      subjects: [gildong.id],
      detail: "검색(전화번호)=010-****-2222, status=접수",
    });
    expect(JSON.stringify(written[0])).not.toContain("1111");
  });

  it("exports only what was searched, and records the search masked with the reason", async () => {
    const before = new Set(
      (await records.list({}, { page: 1, pageSize: 100 })).items.map((r) => r.id),
    );
    const csv = await admin.post("/admin/applications/export", {
      q: "010 1111 2222",
      reason: "전화 문의 확인",
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("홍길동");
    expect(csv.text).not.toContain("김철수");
    expect(csv.text).not.toContain("홍길순");
    const written = (await records.list({}, { page: 1, pageSize: 100 })).items.filter(
      (r) => !before.has(r.id),
    );
    expect(written).toMatchObject([
      {
        action: "export",
        subjects: [gildong.id],
        detail: "검색(전화번호)=010-****-2222",
        reason: "전화 문의 확인",
      },
    ]);
  });

  it("answers a too-long term with a Korean notice, not a 500", async () => {
    const html = await search(new URLSearchParams({ q: "가".repeat(101) }).toString());
    expect(html).toContain("검색어는 100자 이내로 입력해주세요.");
  });
});

describe("a member's admin page", () => {
  it("lists their applications and inquiries with links, says the e-mail is verified, and records each", async () => {
    const before = new Set(
      (await records.list({}, { page: 1, pageSize: 100 })).items.map((r) => r.id),
    );
    const page = await admin.get(`/admin/users/${MEMBER_UID}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("인증됨");
    expect(page.text).toContain("신청 내역 (1건)");
    expect(page.text).toContain('<td class="px-3 py-2">드럼</td>');
    expect(page.text).toMatch(/href="\/admin\/applications\?q=A-\d{6}"/);
    expect(page.text).toContain("문의 내역 (1건)");
    expect(page.text).toContain(`href="/admin/inquiries/${inquiryId}"`);
    expect(page.text).toContain("주차 문의드립니다");
    const written = (await records.list({}, { page: 1, pageSize: 100 })).items.filter(
      (r) => !before.has(r.id),
    );
    const byTarget = Object.fromEntries(written.map((r) => [r.target, r]));
    expect(byTarget.users).toMatchObject({ action: "view", subjects: [MEMBER_UID] });
    expect(byTarget.applications).toMatchObject({ action: "list", subjects: [expect.any(String)] });
    expect(byTarget.inquiries).toMatchObject({ action: "list", subjects: [inquiryId] });
  });

  it("says an unverified e-mail is not verified, and shows empty lists", async () => {
    const page = await admin.get(`/admin/users/${UNVERIFIED_UID}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("미인증");
    expect(page.text).toContain("신청 내역이 없습니다.");
    expect(page.text).toContain("문의 내역이 없습니다.");
  });
});

async function newRecords(act: () => Promise<unknown>) {
  const before = new Set(
    (await records.list({}, { page: 1, pageSize: 100 })).items.map((r) => r.id),
  );
  await act();
  return (await records.list({}, { page: 1, pageSize: 100 })).items.filter(
    (r) => !before.has(r.id),
  );
}

describe("staff memos", () => {
  it("an administrator adds and deletes a memo on an application; each is recorded", async () => {
    let location = "";
    const written = await newRecords(async () => {
      const added = await admin.post("/admin/applications?status=접수", {
        intent: "note-add",
        id: gildong.id,
        text: "  전화로 주차 안내함\n다음 주 재확인  ",
      });
      expect(added.status).toBe(302);
      location = added.headers.get("location") ?? "";
    });
    // The notice travels in the session (decision 240), not in the address.
    expect(location).not.toContain("notice=");
    expect(written).toMatchObject([
      { action: "change", target: "applications", subjects: [gildong.id], detail: "메모 입력" },
    ]);
    const [memo] = await notes.listFor("application", [gildong.id]);
    expect(memo).toMatchObject({
      text: "전화로 주차 안내함\n다음 주 재확인",
      authorName: `관리자 (${ADMIN_EMAIL})`,
    });
    const page = await search(new URLSearchParams({ q: "홍길동" }).toString());
    expect(page).toContain("메모를 남겼습니다.");
    expect(page).toMatch(/직원 메모 \((<!-- -->)?1(<!-- -->)?\)/);
    expect(page).toContain("전화로 주차 안내함");

    const deleted = await newRecords(async () => {
      const answer = await admin.post("/admin/applications", {
        intent: "note-delete",
        id: gildong.id,
        noteId: memo!.id,
      });
      expect(answer.status).toBe(302);
    });
    expect(deleted).toMatchObject([{ subjects: [gildong.id], detail: "메모 삭제" }]);
    expect(await notes.listFor("application", [gildong.id])).toEqual([]);
  });

  it("refuses an empty or too-long memo, an unknown application, another's note: Korean 4xx, nothing stored", async () => {
    const cases = [
      [{ intent: "note-add", id: gildong.id, text: "   " }, 400, "메모 내용을 입력해주세요."],
      [
        { intent: "note-add", id: gildong.id, text: "가".repeat(1001) },
        400,
        "메모는 1,000자 이내로 입력해주세요.",
      ],
      [{ intent: "note-add", id: "no-such-id", text: "메모" }, 404, "신청을 찾을 수 없습니다."],
    ] as const;
    for (const [form, status, message] of cases) {
      const answer = await admin.post("/admin/applications", { ...form });
      expect(answer.status, JSON.stringify(form).slice(0, 60)).toBe(status);
      expect(answer.text).toContain(message);
    }
    const other = await notes.add({
      subject: "application",
      subjectId: gilsun.id,
      text: "다른 신청의 메모",
      authorUid: "x",
      authorName: "x",
    });
    const wrong = await admin.post("/admin/applications", {
      intent: "note-delete",
      id: gildong.id,
      noteId: other.id,
    });
    expect(wrong.status).toBe(404);
    expect(wrong.text).toContain("메모를 찾을 수 없습니다.");
    expect(await notes.listFor("application", [gildong.id])).toEqual([]);
    expect(await notes.listFor("application", [gilsun.id])).toEqual([other]);
  });

  it("a memo on a member's page; a visitor's post stores nothing", async () => {
    const written = await newRecords(async () => {
      const added = await admin.post(`/admin/users/${MEMBER_UID}`, {
        intent: "note-add",
        text: "수강료 분납 상담",
      });
      expect(added.status).toBe(302);
    });
    expect(written).toMatchObject([
      { action: "change", target: "users", subjects: [MEMBER_UID], detail: "메모 입력" },
    ]);
    const page = await admin.get(`/admin/users/${MEMBER_UID}`);
    expect(page.text).toContain("수강료 분납 상담");
    const visitor = new FormClient(server.url);
    const refused = await visitor.post(`/admin/users/${MEMBER_UID}`, {
      intent: "note-add",
      text: "방문자의 메모",
    });
    expect(refused.status).not.toBe(200);
    expect((await notes.listFor("user", [MEMBER_UID])).map((n) => n.text)).toEqual([
      "수강료 분납 상담",
    ]);
  });

  it("a member's memos are deleted with the account", async () => {
    const added = await admin.post(`/admin/users/${UNVERIFIED_UID}`, {
      intent: "note-add",
      text: "탈퇴 요청 전화",
    });
    expect(added.status).toBe(302);
    expect(await notes.listFor("user", [UNVERIFIED_UID])).toHaveLength(1);
    const deleted = await admin.post(`/admin/users/${UNVERIFIED_UID}`, {
      intent: "delete",
      confirm: "on",
    });
    expect(deleted.status).toBe(302);
    expect(await notes.listFor("user", [UNVERIFIED_UID])).toEqual([]);
  });
});
