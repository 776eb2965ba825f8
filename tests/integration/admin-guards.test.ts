// Every admin loader and action × visitor / member / administrator with a password alone /
// administrator past the second factor, through the real built server: document requests, Remix
// single-fetch data requests (*.data) and direct POSTs. Only the administrator who passed the code
// step gets data or changes anything; what the others try leaves the store exactly as it was.
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import { createSqliteAttendanceStore } from "~/records/attendance/sqlite.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { startUpAdminEnv } from "../support/built-server-hooks";
import { TEST_ADMIN_TOTP_SECRET, withFreshCode } from "../support/second-factor";

const ADMIN_EMAIL = "centre-admin@example.com";
const PASSWORD = "correct-horse-42";
const SECRET_TITLE = `비공개 문의 ${randomUUID().slice(0, 6)}`;

let server: RunningServer;
let store: {
  users: ReturnType<typeof createSqliteUserStore>;
  inquiries: ReturnType<typeof createSqliteInquiryStore>;
  applications: ReturnType<typeof createSqliteApplicationStore>;
  attendance: ReturnType<typeof createSqliteAttendanceStore>;
};
const cookies: Record<"visitor" | "member" | "passwordOnly" | "admin", string> = {
  visitor: "",
  member: "",
  passwordOnly: "",
  admin: "",
};
let memberUid = "";
let inquiryId = "";
let applicationId = "";

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

function sessionCookie(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("__session=") && c.length > "__session=".length);
}

async function register(email: string, name: string): Promise<string> {
  const response = await fetch(`${server.url}/register`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form({
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      name,
      agreeTerms: "on",
      agreePrivacy: "on",
      ageConfirm: "on",
    }),
  });
  const cookie = sessionCookie(response);
  if (response.status !== 302 || !cookie) throw new Error(`register ${email}: ${response.status}`);
  return cookie;
}

/** The administrator account exists from the start (ADMIN_EMAIL + ADMIN_PASSWORD): sign in. */
async function login(email: string): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form({ email, password: PASSWORD }),
  });
  const cookie = sessionCookie(response);
  if (response.status !== 302 || !cookie) throw new Error(`login ${email}: ${response.status}`);
  return cookie;
}

/** The administrator's code step after the password: the same cookie, now past the second factor. */
async function passSecondFactor(cookie: string): Promise<string> {
  await withFreshCode(TEST_ADMIN_TOTP_SECRET, async (code) => {
    const response = await fetch(`${server.url}/login/second-factor`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: form({ code, redirectTo: "/admin" }),
    });
    return response.status === 302 && response.headers.get("location") === "/admin";
  });
  return cookie;
}

/** A member of its own for a test that changes or deletes one (the shared member stays as it is). */
async function freshMember(): Promise<string> {
  const email = `fresh-${randomUUID().slice(0, 8)}@example.com`;
  await register(email, "새회원");
  return (await store.users.findByEmail(email))!.uid;
}

function request(pathname: string, who: keyof typeof cookies, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookies[who]) headers.set("Cookie", cookies[who]);
  return fetch(`${server.url}${pathname}`, { redirect: "manual", ...init, headers });
}

function post(pathname: string, who: keyof typeof cookies, fields: Record<string, string>) {
  return request(pathname, who, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form(fields),
  });
}

beforeAll(async () => {
  server = await startBuiltServer({
    env: startUpAdminEnv({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  const db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
  store = {
    users: createSqliteUserStore(db),
    inquiries: createSqliteInquiryStore(db),
    applications: createSqliteApplicationStore(db),
    attendance: createSqliteAttendanceStore(db),
  };
  cookies.passwordOnly = await login(ADMIN_EMAIL);
  cookies.admin = await passSecondFactor(await login(ADMIN_EMAIL));
  cookies.member = await register(`member-${randomUUID().slice(0, 8)}@example.com`, "김회원");
  memberUid = (await store.users.list()).find((u) => u.email !== ADMIN_EMAIL)!.uid;

  const contact = await post("/contact", "visitor", {
    name: "이방문",
    email: "visitor@example.com",
    phone: "010-2222-3333",
    category: "시설 문의",
    title: SECRET_TITLE,
    message: "주차가 가능한가요?",
    consent: "on",
  });
  expect(contact.status).toBe(302);
  inquiryId = new URL(contact.headers.get("location")!, server.url).searchParams.get("received")!;

  const applied = await fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      name: "박신청",
      phone: "010-4444-5555",
      email: "apply@example.com",
      preferredTime: "",
      companions: "0",
      message: "",
      programId: "7",
      programTitle: "",
    }),
  });
  expect(applied.status).toBeLessThan(300);
  applicationId = (await store.applications.list({}, { page: 1, pageSize: 10 })).items[0]!.id;
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const pages = () => [
  "/admin",
  "/admin/users",
  `/admin/users/${memberUid}`,
  "/admin/inquiries",
  `/admin/inquiries/${inquiryId}`,
  "/admin/applications",
  "/admin/applications/export",
  "/admin/access-records",
  "/admin/lottery",
  "/admin/programs/7/roster",
  "/admin/programs/7/attendance-sheet",
  "/admin/programs/18/attendance",
];

/** Where a refused request was sent: a document redirect's Location, or single fetch's redirect payload. */
async function refusalTarget(response: Response): Promise<string> {
  if (response.status >= 300 && response.status < 400)
    return new URL(response.headers.get("location")!, server.url).pathname;
  const body = await response.text();
  expect(body).not.toContain(SECRET_TITLE);
  expect(body).not.toContain(ADMIN_EMAIL);
  // Single fetch answers a data request's redirect with 202 and a SingleFetchRedirect payload.
  const match = response.status === 202 ? /"redirect","([^"]+)","status",30\d/.exec(body) : null;
  return match
    ? new URL(match[1]!, server.url).pathname
    : `unexpected ${response.status}: ${body.slice(0, 200)}`;
}

describe("admin loaders", () => {
  it("send a visitor to /login and a member to /, for pages and data requests", async () => {
    for (const page of pages()) {
      const dataPath = page === "/admin" ? "/admin.data" : `${page}.data`;
      for (const target of [page, dataPath]) {
        if (target.endsWith("export.data")) continue; // a resource route has no data request
        expect(await refusalTarget(await request(target, "visitor")), `visitor ${target}`).toBe(
          "/login",
        );
        expect(await refusalTarget(await request(target, "member")), `member ${target}`).toBe("/");
      }
    }
  });

  it("send an administrator signed in with a password alone to the code step, for pages and data requests", async () => {
    for (const page of pages()) {
      const dataPath = page === "/admin" ? "/admin.data" : `${page}.data`;
      for (const target of [page, dataPath]) {
        if (target.endsWith("export.data")) continue;
        const response = await request(target, "passwordOnly");
        expect(await refusalTarget(response), `password only ${target}`).toBe(
          "/login/second-factor",
        );
      }
    }
    const health = await request("/healthz/details", "passwordOnly");
    expect(health.status).toBe(403);
  });

  it("give the admin every page", async () => {
    for (const page of pages()) {
      const response = await request(page, "admin");
      // The export is a POST with its reason; a GET goes back to the list (decision 206).
      expect(response.status, page).toBe(page.endsWith("/export") ? 302 : 200);
    }
    const detail = await (await request(`/admin/inquiries/${inquiryId}`, "admin")).text();
    expect(detail).toContain(SECRET_TITLE);
    expect(detail).toContain("대기중");
    const data = await request(`/admin/users.data`, "admin");
    expect(data.status).toBe(200);
    expect(await data.text()).toContain(ADMIN_EMAIL);
  });

  it("export a CSV with a BOM for the admin", async () => {
    const response = await post("/admin/applications/export", "admin", {
      status: "접수",
      reason: "출석부 작성",
    });
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("박신청");
  });

  it("answer 404 with the Korean message for a missing inquiry or user", async () => {
    const inquiry = await request(`/admin/inquiries/${randomUUID()}`, "admin");
    expect(inquiry.status).toBe(404);
    expect(await inquiry.text()).toContain("문의를 찾을 수 없습니다.");
    const user = await request(`/admin/users/nobody-${randomUUID()}`, "admin");
    expect(user.status).toBe(404);
    expect(await user.text()).toContain("사용자를 찾을 수 없습니다.");
  });
});

describe("admin actions refused to visitors, members and administrators short of the second factor", () => {
  const attempts = (): { path: string; fields: Record<string, string> }[] => [
    {
      path: `/admin/users/${memberUid}`,
      fields: { intent: "update", role: "admin", status: "active" },
    },
    {
      path: `/admin/users/${memberUid}`,
      fields: { intent: "update", role: "user", status: "inactive" },
    },
    { path: `/admin/users/${memberUid}`, fields: { intent: "delete", confirm: "on" } },
    {
      path: `/admin/inquiries/${inquiryId}`,
      fields: { intent: "answer", response: "침입", status: "답변완료" },
    },
    { path: `/admin/inquiries/${inquiryId}`, fields: { intent: "delete", confirm: "on" } },
    // Class 18 meets on Saturdays from 2027-03-06 (the bundled dataset).
    {
      path: "/admin/programs/18/attendance",
      fields: { day: "2027-03-06", [`mark_${applicationId}`]: "출석" },
    },
    {
      path: "/admin/applications?index",
      fields: { intent: "status", id: applicationId, status: "취소" },
    },
  ];

  it("change nothing, as document POSTs or single-fetch data POSTs", async () => {
    const before = {
      member: await store.users.get(memberUid),
      inquiry: await store.inquiries.get(inquiryId),
      application: await store.applications.get(applicationId),
    };
    const refusedTo = { visitor: "/login", member: "/", passwordOnly: "/login/second-factor" };
    for (const who of ["visitor", "member", "passwordOnly"] as const) {
      for (const { path: target, fields } of attempts()) {
        const [pathname, query] = target.split("?");
        for (const url of [target, `${pathname}.data${query ? `?${query}` : ""}`]) {
          const response = await post(url, who, fields);
          expect(await refusalTarget(response), `${who} POST ${url}`).toBe(refusedTo[who]);
        }
      }
    }
    expect(await store.users.get(memberUid)).toEqual(before.member);
    expect(await store.inquiries.get(inquiryId)).toEqual(before.inquiry);
    expect(await store.applications.get(applicationId)).toEqual(before.application);
    expect(await store.attendance.countsByProgram()).toEqual([]);
  });

  it("refuse the CSV export's POST, with its reason, to all but the admin", async () => {
    const refusedTo = { visitor: "/login", member: "/", passwordOnly: "/login/second-factor" };
    for (const who of ["visitor", "member", "passwordOnly"] as const) {
      const response = await post("/admin/applications/export", who, {
        status: "접수",
        reason: "출석부 작성",
      });
      expect(await refusalTarget(response), `${who} POST export`).toBe(refusedTo[who]);
    }
  });
});

describe("admin actions for the admin", () => {
  it("refuse bad input with Korean messages and a 4xx, changing nothing", async () => {
    const noAnswer = await post(`/admin/inquiries/${inquiryId}`, "admin", {
      intent: "answer",
      response: "  ",
    });
    expect(noAnswer.status).toBe(400);
    expect(await noAnswer.text()).toContain("답변 내용을 입력해주세요.");
    const badStatus = await post(`/admin/inquiries/${inquiryId}`, "admin", {
      intent: "answer",
      response: "네",
      status: "완료?",
    });
    expect(badStatus.status).toBe(400);
    const noConfirm = await post(`/admin/inquiries/${inquiryId}`, "admin", { intent: "delete" });
    expect(noConfirm.status).toBe(400);
    expect(await noConfirm.text()).toContain("삭제하려면 확인란에 체크해주세요.");
    const badRole = await post(`/admin/users/${memberUid}`, "admin", {
      intent: "update",
      role: "owner",
      status: "active",
    });
    expect(badRole.status).toBe(400);
    expect(await badRole.text()).toContain("권한을 선택해주세요.");
    const badApplication = await post("/admin/applications?index", "admin", {
      intent: "status",
      id: applicationId,
      status: "보류",
    });
    expect(badApplication.status).toBe(400);
    const missingApplication = await post("/admin/applications?index", "admin", {
      intent: "status",
      id: randomUUID(),
      status: "확정",
    });
    expect(missingApplication.status).toBe(404);
    expect((await store.inquiries.get(inquiryId)).status).toBe("대기중");
    expect((await store.users.get(memberUid))?.role).toBe("user");
  });

  it("refuse leaving the site without an administrator", async () => {
    const admin = (await store.users.findByEmail(ADMIN_EMAIL))!;
    const demote = await post(`/admin/users/${admin.uid}`, "admin", {
      intent: "update",
      role: "user",
      status: "active",
    });
    expect(demote.status).toBe(409);
    const remove = await post(`/admin/users/${admin.uid}`, "admin", {
      intent: "delete",
      confirm: "on",
    });
    expect(remove.status).toBe(409);
    expect(await store.users.get(admin.uid)).not.toBeNull();
  });

  it("answer an inquiry (default 답변완료), change an application's status and a member's role", async () => {
    const answered = await post(`/admin/inquiries/${inquiryId}`, "admin", {
      intent: "answer",
      response: "네, 지하 주차장을 이용하실 수 있습니다.",
    });
    expect(answered.status).toBe(302);
    const inquiry = await store.inquiries.get(inquiryId);
    expect(inquiry.status).toBe("답변완료");
    expect(inquiry.response).toBe("네, 지하 주차장을 이용하실 수 있습니다.");

    const confirmed = await post("/admin/applications?index&status=접수", "admin", {
      intent: "status",
      id: applicationId,
      status: "확정",
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toContain("status=");
    expect((await store.applications.get(applicationId))?.status).toBe("확정");

    const other = await freshMember();
    const promoted = await post(`/admin/users/${other}`, "admin", {
      intent: "update",
      role: "admin",
      status: "inactive",
    });
    expect(promoted.status).toBe(302);
    expect(await store.users.get(other)).toMatchObject({
      role: "admin",
      isAdmin: true,
      status: "inactive",
    });
  });

  it("delete an inquiry and a user", async () => {
    const extra = await store.inquiries.create({
      name: "삭제용",
      email: "x@example.com",
      phone: "",
      category: "기타",
      title: "삭제할 문의",
      message: "지워주세요",
      userId: null,
    });
    expect(
      (await post(`/admin/inquiries/${extra.id}`, "admin", { intent: "delete", confirm: "on" }))
        .status,
    ).toBe(302);
    await expect(store.inquiries.get(extra.id)).rejects.toThrow("문의를 찾을 수 없습니다.");
    const other = await freshMember();
    expect(
      (await post(`/admin/users/${other}`, "admin", { intent: "delete", confirm: "on" })).status,
    ).toBe(302);
    expect(await store.users.get(other)).toBeNull();
  });
});

describe("contact form", () => {
  const valid = {
    name: "최문의",
    email: "ask@example.com",
    phone: "01098765432",
    category: "수강 문의",
    title: "수강료 문의",
    message: "정말 무료인가요?",
    consent: "on",
  };

  it("refuses bad input and the honeypot with Korean messages and a 400, storing nothing", async () => {
    const before = (await store.inquiries.list({ page: 1, pageSize: 1 })).total;
    const bad = await post("/contact", "visitor", {
      ...valid,
      name: "",
      email: "not-mail",
      phone: "123",
      category: "잡담",
      consent: "",
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    for (const message of [
      "이름을 입력해주세요.",
      "유효한 이메일 주소를 입력해주세요.",
      "휴대전화 번호를 정확히 입력해주세요. (예: 010-1234-5678)",
      "문의 유형을 선택해주세요.",
      "개인정보 수집·이용에 동의해주세요.",
    ]) {
      expect(html).toContain(message);
    }
    const bot = await post("/contact/anything", "visitor", {
      ...valid,
      website: "http://spam.example",
    });
    expect(bot.status).toBe(400);
    expect((await store.inquiries.list({ page: 1, pageSize: 1 })).total).toBe(before);
  });

  it("links a member's inquiry to the account and shows the number after the redirect", async () => {
    const response = await post("/contact", "member", valid);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    const id = new URL(location, server.url).searchParams.get("received")!;
    const stored = await store.inquiries.get(id);
    expect(stored.userId).not.toBeNull();
    expect(stored.phone).toBe("010-9876-5432");
    const confirmation = await (await request(location, "member")).text();
    expect(confirmation).toContain(`문의 #${stored.sequenceNumber}`);
  });
});
