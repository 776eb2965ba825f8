// Attendance over HTTP on the production build and the embedded store (issue 46 §3): the staff's
// 출결 입력 for class 18 (Saturdays, 2027-03-06 to 2027-06-26: 17 sessions, 수료 기준 80 %, so 14
// attended), its save recorded before it is written and refused in Korean with a 4xx on bad
// input; a member's my page shows their own attendance only; the 수료증 is refused (403) short of
// the 기준, to anyone else (404) and to a visitor, and once reached is a PDF naming the class.
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import type { Application } from "~/records/applications/contract";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteAttendanceStore } from "~/records/attendance/sqlite.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { passSecondFactorWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";

const ADMIN_EMAIL = "attendance-admin@example.com";
const PASSWORD = "correct-horse-42";
const SATURDAYS = [
  ...["06", "13", "20", "27"].map((d) => `2027-03-${d}`),
  ...["03", "10", "17", "24"].map((d) => `2027-04-${d}`),
  ...["01", "08", "15", "22", "29"].map((d) => `2027-05-${d}`),
  ...["05", "12", "19", "26"].map((d) => `2027-06-${d}`),
];

let server: RunningServer;
let admin: FormClient;
const members: Record<"a" | "b", FormClient> = {} as never;
const apps: Record<"a" | "b" | "other", Application> = {} as never;
let stores: {
  records: ReturnType<typeof createSqliteAccessRecordStore>;
  attendance: ReturnType<typeof createSqliteAttendanceStore>;
};

beforeAll(async () => {
  server = await startBuiltServer({
    env: { ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD, ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET },
  });
  const db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
  const users = createSqliteUserStore(db);
  const applications = createSqliteApplicationStore(db);
  stores = {
    records: createSqliteAccessRecordStore(db),
    attendance: createSqliteAttendanceStore(db),
  };
  for (const [key, name, programId] of [
    ["a", "가수강", 18],
    ["b", "나수강", 18],
    ["other", "다른반", 5],
  ] as const) {
    let userId: string | null = null;
    if (key !== "other") {
      const email = uniqueEmail(`attendance-${key}`);
      members[key] = new FormClient(server.url);
      expect((await members[key].post("/register", signUpForm(email))).status).toBe(302);
      userId = (await users.findByEmail(email))!.uid;
    }
    const created = await applications.create({
      name,
      phone: `010-6301-000${Object.keys(apps).length + 1}`,
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programId,
      programTitle: programId === 18 ? "교회음악 아카데미" : "일렉기타 입문",
      userId,
      idempotencyKey: `attendance-${key}`,
    });
    apps[key] = created.application;
  }
  admin = new FormClient(server.url);
  expect((await admin.post("/login", { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(302);
  await passSecondFactorWithForms(admin, TEST_ADMIN_TOTP_SECRET);
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

const written = async <T>(act: () => Promise<T>) => {
  const before = new Set(
    (await stores.records.list({}, { page: 1, pageSize: 100 })).items.map((r) => r.id),
  );
  const result = await act();
  const after = (await stores.records.list({}, { page: 1, pageSize: 100 })).items;
  return { result, entries: after.filter((r) => !before.has(r.id)) };
};

describe("출결 입력", () => {
  it("opens on the first session before the term and lists the seated with three choices each", async () => {
    const page = await admin.get("/admin/programs/18/attendance");
    expect(page.status).toBe(200);
    expect(page.text).toContain("교회음악 아카데미");
    expect(page.text).toContain("1회차 · 2027년 3월 6일(토)");
    expect(page.text).toContain("17회 · 6/26(토)");
    for (const person of [apps.a, apps.b])
      for (const mark of ["출석", "지각", "결석"])
        expect(page.text).toMatch(new RegExp(`name="mark_${person.id}"[^>]* value="${mark}"`));
    expect(page.text).not.toContain("다른반");
  });

  it("saves a session's marks after recording the change, and shows them again", async () => {
    const { result, entries } = await written(() =>
      admin.post("/admin/programs/18/attendance", {
        day: "2027-03-13",
        [`mark_${apps.a.id}`]: "출석",
        [`mark_${apps.b.id}`]: "지각",
      }),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe("/admin/programs/18/attendance?day=2027-03-13");
    expect(entries).toEqual([
      expect.objectContaining({
        action: "change",
        target: "applications",
        subjects: [apps.a.id, apps.b.id],
        detail: "출결 입력 · 2027-03-13",
      }),
    ]);
    expect(
      (await stores.attendance.listForProgram(18)).map((m) => [m.applicationId, m.mark]),
    ).toEqual(
      [
        [apps.a.id, "출석"],
        [apps.b.id, "지각"],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
    const again = await admin.get("/admin/programs/18/attendance?day=2027-03-13");
    expect(again.text).toMatch(new RegExp(`name="mark_${apps.b.id}"[^>]* checked="" value="지각"`));
    expect(again.text).toContain("출석 1 · 지각 1 · 결석 0 · 미입력 0");
  });

  it("refuses bad input in Korean with a 4xx and writes nothing", async () => {
    const before = await stores.attendance.listForProgram(18);
    for (const [form, message] of [
      [{ day: "2027-03-07", [`mark_${apps.a.id}`]: "출석" }, "수업 날짜를 찾을 수 없습니다."],
      [{ day: "2027-03-20", [`mark_${apps.a.id}`]: "조퇴" }, "출결은 출석, 지각, 결석 가운데"],
      [{ day: "2027-03-20", [`mark_${apps.other.id}`]: "출석" }, "이 수업의 수강생이 아닌 신청"],
      [{ day: "2027-03-20" }, "출결을 하나 이상 골라주세요."],
    ] as const) {
      const response = await admin.post("/admin/programs/18/attendance", form);
      expect(response.status, JSON.stringify(form)).toBe(400);
      expect(response.text).toContain(message);
    }
    expect(await stores.attendance.listForProgram(18)).toEqual(before);
    const unknown = await admin.get("/admin/programs/999/attendance");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("프로그램을 찾을 수 없습니다.");
    const notASession = await admin.get("/admin/programs/18/attendance?day=2027-03-07");
    expect(notASession.status).toBe(404);
    expect(notASession.text).toContain("수업 날짜를 찾을 수 없습니다.");
  });

  it("is refused to a member and a visitor", async () => {
    expect((await members.a.get("/admin/programs/18/attendance")).location).toBe("/");
    const visitor = new FormClient(server.url);
    expect((await visitor.get("/admin/programs/18/attendance")).location).toMatch(/^\/login/);
    const post = await members.a.post("/admin/programs/18/attendance", {
      day: "2027-03-20",
      [`mark_${apps.a.id}`]: "출석",
    });
    expect(post.location).toBe("/");
    expect((await stores.attendance.listForApplications([apps.a.id])).map((m) => m.day)).toEqual([
      "2027-03-13",
    ]);
  });
});

async function certificate(client: FormClient | null, id: string) {
  const headers: Record<string, string> = {};
  if (client) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return fetch(`${server.url}/mypage/certificate?application=${id}`, {
    headers,
    redirect: "manual",
  });
}

describe("my page and the 수료증", () => {
  it("shows a member their own attendance and how far they are from the 수료 기준", async () => {
    const page = (await members.a.get("/mypage")).text;
    expect(page).toContain("출석 현황");
    expect(page).toContain("출석 1회 · 지각 0회 · 결석 0회 · 출석률 100%");
    expect(page).toContain(
      "수료 기준은 출석률 80%(전체 17회 가운데 14회)입니다. 지금까지 1회 출석했습니다.",
    );
    expect(page).not.toContain("지각 1회");
    expect(page).not.toContain("수료증 출력");
    expect((await members.b.get("/mypage")).text).toContain("출석 0회 · 지각 1회 · 결석 0회");
  });

  it("refuses the 수료증 short of the 기준 (403), to another member (404) and to a visitor", async () => {
    const short = await certificate(members.a, apps.a.id);
    expect(short.status).toBe(403);
    expect(await short.text()).toContain("아직 수료 기준 출석률에 이르지 않아");
    for (const id of [apps.b.id, apps.other.id, "nothing", ""]) {
      const other = await certificate(members.a, id);
      expect(other.status, id).toBe(404);
      expect(await other.text()).toBe("수료증을 찾을 수 없습니다.");
    }
    expect((await certificate(null, apps.a.id)).headers.get("location")).toMatch(/^\/login/);
  });

  it("gives the 수료증 as a PDF naming the class once 14 of 17 sessions are attended", async () => {
    await stores.attendance.record(
      SATURDAYS.slice(0, 14).map((day, i) => ({
        applicationId: apps.a.id,
        programId: 18,
        day,
        mark: i % 5 === 0 ? ("지각" as const) : ("출석" as const),
        recordedByUid: "staff",
        recordedByName: "직원",
      })),
    );
    const page = (await members.a.get("/mypage")).text;
    expect(page).toContain(`href="/mypage/certificate?application=${apps.a.id}"`);
    expect(page).toContain("수료증 출력");
    const response = await certificate(members.a, apps.a.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("수료증-교회음악 아카데미.pdf")}`,
    );
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getTitle()).toBe("수료증 · 교회음악 아카데미");
    expect(pdf.getSubject()).toContain("가수강");
    expect((await certificate(members.b, apps.a.id)).status).toBe(404);
  });
});
