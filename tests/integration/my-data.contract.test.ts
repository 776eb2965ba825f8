// 내 정보 내려받기 (decision 214) on both record backends: the export holds the member's profile,
// consent times, applications, inquiries and devices, and nothing of anyone else — another
// member, or a guest who typed the same phone or address. SQLite always; Firestore on the emulator.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { SessionStore } from "~/records/sessions/contract.server";
import { createFirestoreSessionStore } from "~/records/sessions/firestore.server";
import { createSqliteSessionStore } from "~/records/sessions/sqlite.server";
import type { ApplicationStore, NewApplication } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import type { InquiryStore, NewInquiry } from "~/records/inquiries/contract";
import { createFirestoreInquiryStore } from "~/records/inquiries/firestore.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import type { UserStore } from "~/records/users/contract";
import { createFirestoreUserStore } from "~/records/users/firestore.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { collectMyData, myDataFileNames } from "~/services/my-data.server";
import type { AttendanceStore } from "~/records/attendance/contract";
import { createFirestoreAttendanceStore } from "~/records/attendance/firestore.server";
import { createSqliteAttendanceStore } from "~/records/attendance/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators } from "../support/emulator-suite";

type Stores = {
  users: UserStore;
  applications: ApplicationStore;
  inquiries: InquiryStore;
  sessions: SessionStore;
  attendance: AttendanceStore;
};

const CONSENT_AT = "2026-03-01T01:02:03.000Z";
const A = {
  uid: `a-${randomUUID()}`,
  email: "mine@example.kr",
  name: "나회원",
  phone: "010-1111-2222",
};
const B = {
  uid: `b-${randomUUID()}`,
  email: "other@example.kr",
  name: "남회원",
  phone: "010-3333-4444",
};

let serial = 0;
const application = (overrides: Partial<NewApplication>): NewApplication => ({
  name: A.name,
  phone: A.phone,
  email: A.email,
  preferredTime: "평일 저녁",
  companions: "1",
  message: "초보입니다.",
  programId: 7 + (serial += 1),
  programTitle: "드럼",
  userId: A.uid,
  idempotencyKey: `key-${serial}-${randomUUID()}`,
  privacyConsentAt: CONSENT_AT,
  ...overrides,
});
const inquiry = (overrides: Partial<NewInquiry>): NewInquiry => ({
  name: A.name,
  email: A.email,
  phone: "",
  category: "수강 문의",
  title: "수강 문의",
  message: "주말 수업이 있나요?",
  userId: A.uid,
  privacyConsentAt: CONSENT_AT,
  ...overrides,
});

function contract(name: string, open: () => Promise<Stores>) {
  describe(`my data export: ${name}`, () => {
    async function filled() {
      const stores = await open();
      for (const member of [A, B]) {
        await stores.users.create({
          uid: member.uid,
          email: member.email,
          name: member.name,
          provider: "email",
          phoneNumber: member.phone,
          termsConsentAt: CONSENT_AT,
          privacyConsentAt: CONSENT_AT,
        });
      }
      const drum = await stores.applications.create(
        application({ programTitle: "드럼", message: "내 신청 1" }),
      );
      await stores.applications.create(application({ programTitle: "요가", message: "내 신청 2" }));
      const marked = { day: "2026-03-06", recordedByUid: "staff", recordedByName: "직원" };
      await stores.attendance.record([
        { ...marked, applicationId: drum.application.id, programId: 8, mark: "지각" },
      ]);
      // Someone else, and a guest who typed A's phone and address: neither is A's to download.
      const others = await stores.applications.create(
        application({
          name: B.name,
          phone: B.phone,
          email: B.email,
          userId: B.uid,
          message: "남의 신청",
        }),
      );
      await stores.attendance.record([
        { ...marked, applicationId: others.application.id, programId: 8, mark: "결석" },
      ]);
      await stores.applications.create(
        application({ name: "손님", userId: null, message: "손님의 신청" }),
      );
      await stores.inquiries.create(inquiry({ title: "로그인하고 쓴 문의" }));
      await stores.inquiries.create(inquiry({ title: "주소로만 쓴 문의", userId: null }));
      await stores.inquiries.create(
        inquiry({ name: B.name, email: B.email, userId: B.uid, title: "남의 문의" }),
      );
      const now = Date.now();
      await stores.sessions.create(A.uid, "Chrome · Windows", now);
      await stores.sessions.create(A.uid, "Safari · iPhone", now);
      await stores.sessions.create(B.uid, "Firefox · Linux", now);
      return stores;
    }

    const exportFor = (stores: Stores, emailVerified: boolean) =>
      collectMyData(
        { uid: A.uid, email: A.email, emailVerified },
        {
          ...stores,
          sessions: (uid) => stores.sessions.listForUser(uid, Date.now()),
          hasPassword: async () => true,
          secondFactorSince: async () => null,
          now: () => new Date("2026-11-27T00:30:00.000Z"),
        },
      );

    it("holds the member's profile, consent times, applications, inquiries and devices", async () => {
      const data = await exportFor(await filled(), false);
      expect(data.회원_정보).toMatchObject({ 이름: A.name, 이메일: A.email, 전화번호: A.phone });
      expect(data.동의_기록).toEqual({
        이용약관_동의_일시: "2026-03-01T10:02:03+09:00",
        개인정보_수집_이용_동의_일시: "2026-03-01T10:02:03+09:00",
      });
      expect(data.수강_신청.map((a) => a.남기신_말씀).sort()).toEqual(["내 신청 1", "내 신청 2"]);
      expect(data.수강_신청[0]).toMatchObject({ 개인정보_동의_일시: "2026-03-01T10:02:03+09:00" });
      // Their attendance, by application (issue 46 §3); another member's marks are not theirs.
      expect(data.수강_신청.map((a) => [a.프로그램, a.출결])).toEqual(
        expect.arrayContaining([
          ["드럼", [{ 수업일: "2026-03-06", 출결: "지각" }]],
          ["요가", []],
        ]),
      );
      expect(data.문의.map((i) => i.제목)).toEqual(["로그인하고 쓴 문의"]);
      expect(data.로그인된_기기.map((s) => s.기기).sort()).toEqual([
        "Chrome · Windows",
        "Safari · iPhone",
      ]);
      expect(data.내려받은_일시).toBe("2026-11-27T09:30:00+09:00");
    });

    it("holds nothing of another member or of a guest who typed the same phone", async () => {
      const text = JSON.stringify(await exportFor(await filled(), true));
      for (const foreign of [
        B.uid,
        B.name,
        B.email,
        B.phone,
        "남의 신청",
        "남의 문의",
        "손님",
        "Firefox",
        "결석",
      ])
        expect(text).not.toContain(foreign);
      // Nor the site's own keys.
      expect(text).not.toMatch(/idempotency|key-\d|cancelTokenHash|queueTicket/);
    });

    it("never adds an inquiry sent under the address without signing in, verified or not (issue 44)", async () => {
      const stores = await filled();
      expect((await exportFor(stores, false)).문의.map((i) => i.제목)).toEqual([
        "로그인하고 쓴 문의",
      ]);
      expect((await exportFor(stores, true)).문의.map((i) => i.제목)).toEqual([
        "로그인하고 쓴 문의",
      ]);
    });
  });
}

describe("myDataFileNames", () => {
  it("names the file in Korean by the Seoul day, with an ASCII fallback", () => {
    expect(myDataFileNames(new Date("2026-11-26T15:30:00.000Z"))).toEqual({
      fileName: "청라문화교육센터_내정보_2026-11-27.json",
      asciiFallback: "my-data-2026-11-27.json",
    });
  });
});

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

contract("SQLite", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "my-data-"));
  folders.push(folder);
  const db = openSqlite(path.join(folder, "test.sqlite"));
  return {
    users: createSqliteUserStore(db),
    applications: createSqliteApplicationStore(db),
    inquiries: createSqliteInquiryStore(db),
    sessions: createSqliteSessionStore(db),
    attendance: createSqliteAttendanceStore(db),
  };
});

const emulator = inject("firestoreEmulator");
describeOnEmulators("Firestore emulator", ["firestore"], () => {
  const apps: App[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });
  contract("Firestore", async () => {
    if ("host" in emulator) process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    // A project of its own per test: the emulator keeps projects apart, so tests never share data.
    const projectId = `my-data-${randomUUID().slice(0, 8)}`;
    const app = initializeApp({ projectId }, projectId);
    apps.push(app);
    const db = getFirestore(app);
    return {
      users: createFirestoreUserStore(db),
      applications: createFirestoreApplicationStore(db),
      inquiries: createFirestoreInquiryStore(db),
      sessions: createFirestoreSessionStore(db),
      attendance: createFirestoreAttendanceStore(db),
    };
  });
});
