// The retention job's contract (파기, decision 209), on both backends: SQLite, and Cloud Firestore
// on Google's emulator. Records are written at chosen times, then the job runs with its clock moved
// forward: what is due is gone (deleted, or anonymised where the figures keep a count), what is not
// due stays, and a second run at the same time changes nothing.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import type { SessionStore } from "~/records/sessions/contract.server";
import type { AccessRecordStore, NewAccessRecord } from "~/records/access-records/contract";
import { createFirestoreAccessRecordStore } from "~/records/access-records/firestore.server";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import { createFirestoreSessionStore } from "~/records/sessions/firestore.server";
import { createSqliteSessionStore } from "~/records/sessions/sqlite.server";
import { createSqliteIdentityStore } from "~/records/identity/sqlite.server";
import { ANONYMISED_NAME, type ClassDates } from "~/domain/retention";
import { seoulDay } from "~/domain/seoul-time";
import { textTo } from "~/domain/text-message";
import type { ApplicationStore, NewApplication } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import type { InquiryStore } from "~/records/inquiries/contract";
import { createFirestoreInquiryStore } from "~/records/inquiries/firestore.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import type { OutboxStore } from "~/records/outbox/contract";
import { createFirestoreOutboxStore } from "~/records/outbox/firestore.server";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import type { RetentionStore } from "~/records/retention/contract";
import { createFirestoreRetentionStore } from "~/records/retention/firestore.server";
import { createSqliteRetentionStore } from "~/records/retention/sqlite.server";
import type { StaffNoteStore } from "~/records/staff-notes/contract";
import type { AttendanceStore } from "~/records/attendance/contract";
import { createFirestoreAttendanceStore } from "~/records/attendance/firestore.server";
import { createSqliteAttendanceStore } from "~/records/attendance/sqlite.server";
import { createFirestoreStaffNoteStore } from "~/records/staff-notes/firestore.server";
import { createSqliteStaffNoteStore } from "~/records/staff-notes/sqlite.server";
import type { TextOutboxStore } from "~/records/texts/contract";
import { createFirestoreTextOutboxStore, TEXT_COLLECTION } from "~/records/texts/firestore.server";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import type { UserStore } from "~/records/users/contract";
import { createFirestoreUserStore } from "~/records/users/firestore.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { retentionSteps, runRetentionSteps, type RetentionDeps } from "~/retention/job.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators, type Emulator } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

type Opened = {
  applications: ApplicationStore;
  inquiries: InquiryStore;
  users: UserStore;
  sessions: SessionStore;
  outbox: OutboxStore;
  retention: RetentionStore;
  accessRecords: AccessRecordStore;
  staffNotes: StaffNoteStore;
  attendance: AttendanceStore;
  /** Subjects of every mail record still stored. */
  mailSubjects: () => Promise<string[]>;
  texts: TextOutboxStore;
  /** The numbers of every text record still stored. */
  textNumbers: () => Promise<string[]>;
};
type Backend = { name: string; needs: Emulator[]; open: () => Promise<Opened> };

const tempDirs: string[] = [];

const sqlite: Backend = {
  name: "SQLite",
  needs: [],
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), "retention-contract-"));
    tempDirs.push(dir);
    const db = openSqlite(path.join(dir, "centre.sqlite"));
    const outbox = createSqliteOutboxStore(db);
    const texts = createSqliteTextOutboxStore(db);
    return {
      applications: createSqliteApplicationStore(db),
      inquiries: createSqliteInquiryStore(db),
      users: createSqliteUserStore(db),
      sessions: createSqliteSessionStore(db),
      outbox,
      retention: createSqliteRetentionStore(db),
      accessRecords: createSqliteAccessRecordStore(db),
      staffNotes: createSqliteStaffNoteStore(db),
      attendance: createSqliteAttendanceStore(db),
      mailSubjects: async () => outbox.list().map((e) => e.mail.subject),
      texts,
      textNumbers: async () => texts.list().map((e) => e.message.to),
    };
  },
};

const { client } = firestoreClients("retention");

const firestore: Backend = {
  name: "Firestore (emulator)",
  needs: ["firestore"],
  async open() {
    const db = client(`retention-${randomUUID().slice(0, 8)}`);
    const mailTo = { name: "mail", ownSender: true };
    return {
      applications: createFirestoreApplicationStore(db, mailTo),
      inquiries: createFirestoreInquiryStore(db, mailTo),
      users: createFirestoreUserStore(db),
      sessions: createFirestoreSessionStore(db),
      outbox: createFirestoreOutboxStore(db, mailTo),
      retention: createFirestoreRetentionStore(db, mailTo),
      accessRecords: createFirestoreAccessRecordStore(db),
      staffNotes: createFirestoreStaffNoteStore(db),
      attendance: createFirestoreAttendanceStore(db),
      mailSubjects: async () =>
        (await db.collection("mail").get()).docs.map((d) => String(d.get("message.subject"))),
      texts: createFirestoreTextOutboxStore(db),
      textNumbers: async () =>
        (await db.collection(TEXT_COLLECTION).get()).docs.map((d) => String(d.get("message.to"))),
    };
  },
};

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The real clock: an inquiry's answer is stamped with it. Every other time is chosen. */
const R = Date.now();
const at = (offsetMs: number) => new Date(R + offsetMs);

let serial = 0;
function application(programId: number, overrides: Partial<NewApplication> = {}): NewApplication {
  serial += 1;
  return {
    name: `신청자${serial}`,
    phone: `010-7${String(serial).padStart(3, "0")}-${String(serial).padStart(4, "0")}`,
    email: `applicant${serial}@example.kr`,
    preferredTime: "평일 저녁",
    companions: "1",
    message: `남기실 말씀 ${serial}`,
    programId,
    programTitle: `수업 ${programId}`,
    userId: null,
    idempotencyKey: `key-${serial}-${randomUUID()}`,
    ...overrides,
  };
}

const inquiry = (title: string) => ({
  name: "문의자",
  email: `asker-${randomUUID().slice(0, 6)}@example.kr`,
  phone: "",
  category: "기타" as const,
  title,
  message: "내용",
  userId: null,
});

/** A mail written with an inquiry at `when`, then sent, given up, or left unsent. */
async function mailAt(opened: Opened, subject: string, when: Date, fate: "sent" | "failed" | null) {
  await opened.inquiries.create(inquiry(`메일 ${subject}`), when, () => [
    { to: "someone@example.kr", subject, text: "본문" },
  ]);
  if (!fate) return;
  const claimed = (await opened.outbox.claimDue("test", when, 10)).filter(
    (e) => e.mail.subject === subject,
  );
  expect(claimed).toHaveLength(1);
  if (fate === "sent") await opened.outbox.markSent([claimed[0]!.id], when);
  else await opened.outbox.markFailed(claimed[0]!.id, "550 no such user", null, when);
}

/** A text written at `when` to `to`, then sent, given up, or left unsent (texts were off). */
async function textAt(opened: Opened, to: string, when: Date, fate: "sent" | "failed" | null) {
  await opened.texts.enqueue(textTo(to, "receipt", "신청이 접수되었습니다.")!, when);
  if (!fate) return;
  const claimed = (await opened.texts.claimDue("test", when, 10)).filter(
    (e) => e.message.to === to,
  );
  expect(claimed).toHaveLength(1);
  if (fate === "sent") await opened.texts.markSent(claimed[0]!.id, `M4V${to}`, when);
  else await opened.texts.markFailed(claimed[0]!.id, "1062 수신번호 형식 오류", null, when);
}

for (const backend of [sqlite, firestore]) {
  describeOnEmulators(`retention job: ${backend.name}`, backend.needs, () => {
    it("removes what is due as the clock moves on, keeps the rest, and a second run changes nothing", async () => {
      const o = await backend.open();

      // Classes: 1 ends in 30 days; 2 has only a 개강일, 400 days ago; 3 is no longer in the content.
      const classes: ClassDates[] = [
        { id: 1, startsOn: seoulDay(at(-60 * DAY)), endsOn: seoulDay(at(30 * DAY)) },
        { id: 2, startsOn: seoulDay(at(-400 * DAY)), endsOn: null },
      ];
      const member = `member-${randomUUID().slice(0, 8)}`;
      const ended = (await o.applications.create(application(1, { userId: member }), at(-50 * DAY)))
        .application;
      const open2 = (await o.applications.create(application(2), at(-420 * DAY))).application;
      const gone3 = (await o.applications.create(application(3), at(-370 * DAY))).application;
      const recent3 = (await o.applications.create(application(3), at(-200 * DAY))).application;

      // Inquiries: never answered 500 days ago (due); answered now (due in a year); recent.
      const unanswered = await o.inquiries.create(inquiry("오래된 문의"), at(-500 * DAY));
      const answered = await o.inquiries.create(inquiry("답변한 문의"), at(-500 * DAY));
      await o.inquiries.answer(answered.id, { response: "답변입니다", status: "답변완료" });
      const fresh = await o.inquiries.create(inquiry("최근 문의"), at(-10 * DAY));

      // Accounts: e-mail sign-ups unverified for 8 and 6 days; verified, Kakao and admin ones older.
      const uid = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
      const users = {
        stale: uid("stale"),
        young: uid("young"),
        verified: uid("verified"),
        kakao: uid("kakao"),
        admin: uid("admin"),
      };
      const makeUser = (u: string, days: number, extra: object = {}) =>
        o.users.create(
          { uid: u, name: "회원", email: `${u}@example.kr`, provider: "email", ...extra },
          at(-days * DAY),
        );
      await makeUser(users.stale, 8);
      await makeUser(users.young, 6);
      await makeUser(users.verified, 30, { emailVerified: true });
      await makeUser(users.kakao, 30, { provider: "kakao" });
      await makeUser(users.admin, 30, { role: "admin" });

      // Sessions: live; idle 8 days; past the 14 days. Made newest first: a login at time t also
      // clears the sessions already dead at t, which would leave the job nothing to find.
      const live = await o.sessions.create(uid("live"), "d", R - HOUR);
      const idle = await o.sessions.create(uid("idle"), "d", R - 8 * DAY);
      const expired = await o.sessions.create(uid("expired"), "d", R - 15 * DAY);

      // Mail: sent 31 days ago (due), sent 5 days ago, given up 40 days ago (due), unsent.
      await mailAt(o, "보낸 지 31일", at(-31 * DAY), "sent");
      await mailAt(o, "보낸 지 5일", at(-5 * DAY), "sent");
      await mailAt(o, "포기한 지 40일", at(-40 * DAY), "failed");
      await mailAt(o, "아직 안 보냄", at(-HOUR), null);

      // Texts: sent 31 days ago (due), sent 5 days ago, given up 40 days ago (due), written 35
      // days ago and never sent (due: texts were off), waiting since an hour ago.
      await textAt(o, "01000000031", at(-31 * DAY), "sent");
      await textAt(o, "01000000005", at(-5 * DAY), "sent");
      await textAt(o, "01000000040", at(-40 * DAY), "failed");
      await textAt(o, "01000000035", at(-35 * DAY), null);
      await textAt(o, "01000000001", at(-HOUR), null);

      // Access records: one written 2 years and a day ago (due), one 700 days ago (kept).
      const accessEntry = (detail: string): NewAccessRecord => ({
        actorUid: "admin-1",
        actorEmail: "admin@example.kr",
        actorName: "관리자",
        clientAddress: "203.0.113.7",
        action: "list",
        target: "applications",
        subjects: [],
        subjectCount: 0,
        detail,
        reason: null,
      });
      await o.accessRecords.append(accessEntry("2년 하루 전"), at(-(2 * 365 + 2) * DAY));
      await o.accessRecords.append(accessEntry("700일 전"), at(-700 * DAY));
      const accessDetails = async () =>
        (await o.accessRecords.list({}, { page: 1, pageSize: 20 })).items.map((r) => r.detail);

      const deletedAccounts: string[] = [];
      const deps: RetentionDeps = {
        store: o.retention,
        classDates: async () => classes,
        async deleteAccount(u) {
          await o.sessions.endAllForUser(u);
          await o.applications.detachUser(u);
          await o.users.delete(u);
          deletedAccounts.push(u);
          return "deleted";
        },
        sessions: o.sessions,
        links: { purgeSpentLinks: async () => 0 },
        accessRecords: o.accessRecords,
      };
      const run = (when: Date) => runRetentionSteps(retentionSteps(deps), when);
      const step = (summary: Awaited<ReturnType<typeof run>>, name: string) =>
        summary.steps.find((s) => s.name === name);

      // ---- Now.
      const first = await run(at(0));
      expect(first.ok).toBe(true);
      expect(step(first, "applications")).toMatchObject({ anonymised: 2 }); // 2 and the old 3
      expect(step(first, "inquiries")).toMatchObject({ deleted: 1 });
      expect(step(first, "unverifiedAccounts")).toMatchObject({ deleted: 1, skipped: 0 });
      expect(step(first, "sessions")).toMatchObject({ deleted: 2 });
      expect(step(first, "mail")).toMatchObject({ deleted: 2 });
      expect(step(first, "texts")).toMatchObject({ deleted: 3 });
      expect((await o.textNumbers()).sort()).toEqual(["01000000001", "01000000005"]);
      expect(step(first, "accessRecords")).toMatchObject({ deleted: 1 });
      expect(await accessDetails()).toEqual(["700일 전"]);

      const anonymised = await o.applications.get(gone3.id);
      expect(anonymised).toMatchObject({
        name: ANONYMISED_NAME,
        phone: "",
        email: "",
        preferredTime: "",
        message: "",
        userId: null,
        cancelTokenHash: null,
        cancelledByName: null,
        cancelReason: null,
        revivedByName: null,
        number: gone3.number,
        status: gone3.status,
        programId: 3,
        companions: "1",
      });
      expect((await o.applications.get(open2.id))?.name).toBe(ANONYMISED_NAME);
      expect((await o.applications.get(recent3.id))?.name).toBe(recent3.name);
      expect(await o.applications.get(ended.id)).toMatchObject({
        name: ended.name,
        userId: member,
      });

      await expect(o.inquiries.get(unanswered.id)).rejects.toThrow();
      expect((await o.inquiries.get(answered.id)).title).toBe("답변한 문의");
      expect((await o.inquiries.get(fresh.id)).title).toBe("최근 문의");

      expect(deletedAccounts).toEqual([users.stale]);
      expect(await o.users.get(users.stale)).toBeNull();
      for (const kept of [users.young, users.verified, users.kakao, users.admin])
        expect(await o.users.get(kept), kept).not.toBeNull();

      expect(await o.sessions.find(expired.token, R)).toBeNull();
      expect(await o.sessions.find(idle.token, R)).toBeNull();
      expect(await o.sessions.find(live.token, R)).not.toBeNull();
      expect((await o.mailSubjects()).sort()).toEqual(
        expect.arrayContaining(["보낸 지 5일", "아직 안 보냄"]),
      );
      expect(await o.mailSubjects()).not.toContain("보낸 지 31일");
      expect(await o.mailSubjects()).not.toContain("포기한 지 40일");

      // ---- The same moment again: nothing more is due.
      const again = await run(at(0));
      expect(again.ok).toBe(true);
      expect(again.totals).toEqual({ anonymised: 0, deleted: 0, skipped: 0 });
      expect((await o.applications.get(gone3.id))?.name).toBe(ANONYMISED_NAME);

      // ---- Two days on: the 6-day-old sign-up has passed its 7 days.
      const later = await run(at(2 * DAY));
      expect(step(later, "unverifiedAccounts")).toMatchObject({ deleted: 1 });
      expect(await o.users.get(users.young)).toBeNull();

      // ---- A year and a month on: class 1 ended more than a year ago, the answer is a year old.
      const yearOn = await run(at(400 * DAY));
      expect(yearOn.ok).toBe(true);
      expect(await o.applications.get(ended.id)).toMatchObject({
        name: ANONYMISED_NAME,
        userId: null,
        number: ended.number,
      });
      await expect(o.inquiries.get(answered.id)).rejects.toThrow();
      await expect(o.inquiries.get(fresh.id)).rejects.toThrow(); // received 410 days before, unanswered

      // The figures still count every application of each class, anonymised or not.
      const figures = await o.applications.figuresByProgramSince(at(-1000 * DAY));
      const received = (id: number) => figures.find((f) => f.programId === id)?.received;
      expect([received(1), received(2), received(3)]).toEqual([1, 1, 2]);
    }, 120_000); // about 30 steps one after another on the emulator

    it("anonymises (its staff memos and attendance deleted) and deletes only what it is given; unknown ids and repeats count 0", async () => {
      const o = await backend.open();
      const a = (await o.applications.create(application(5), at(-DAY))).application;
      const b = (await o.applications.create(application(6), at(-DAY))).application;
      const memo = { text: "전화로 안내함", authorUid: "admin-1", authorName: "센터장" };
      await o.staffNotes.add({ subject: "application", subjectId: a.id, ...memo }, at(-DAY));
      const kept = await o.staffNotes.add(
        { subject: "application", subjectId: b.id, ...memo },
        at(-DAY),
      );
      const marked = { programId: 5, day: "2026-12-07", mark: "출석" as const };
      const by = { recordedByUid: "admin-1", recordedByName: "센터장" };
      await o.attendance.record([
        { applicationId: a.id, ...marked, ...by },
        { applicationId: b.id, ...marked, ...by },
      ]);
      expect(await o.retention.anonymiseApplications([a.id, "no-such-id"], at(0))).toBe(1);
      // Its staff memos and attendance go with its details (issue 46 §3–4); another's stay.
      expect(await o.staffNotes.listFor("application", [a.id, b.id])).toEqual([kept]);
      expect(
        (await o.attendance.listForApplications([a.id, b.id])).map((m) => m.applicationId),
      ).toEqual([b.id]);
      expect(await o.retention.anonymiseApplications([a.id], at(0))).toBe(0);
      expect((await o.retention.applicationsHoldingDetails()).map((h) => h.id)).not.toContain(a.id);
      const i = await o.inquiries.create(inquiry("지울 문의"), at(-DAY));
      expect(await o.retention.deleteInquiries([i.id, "no-such-id"])).toBe(1);
      expect(await o.retention.deleteInquiries([i.id])).toBe(0);
      expect(await o.retention.anonymiseApplications([], at(0))).toBe(0);
      expect(await o.retention.deleteInquiries([])).toBe(0);
    });
  });
}

it("SQLite: used and expired reset and verification codes go, a live one stays", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "retention-links-"));
  tempDirs.push(dir);
  const db = openSqlite(path.join(dir, "centre.sqlite"));
  let clock = R;
  const backend = createSqliteIdentityStore(db, {
    sendMail: async () => undefined,
    now: () => clock,
  });
  const { uid } = await backend.signUp("links@example.kr", "correct horse battery");
  const count = (table: string) =>
    (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

  const other = await backend.signUp("links2@example.kr", "correct horse battery");
  clock = R - 2 * DAY;
  await backend.createEmailVerificationCode(other.uid); // expired a day ago, never used
  clock = R;
  const used = await backend.createEmailVerificationCode(uid);
  await backend.applyEmailVerification(used.code);
  await backend.createEmailVerificationCode(uid); // live
  expect(count("auth_verification_tokens")).toBe(3);

  expect(await backend.purgeSpentLinks(R)).toBe(2);
  expect(count("auth_verification_tokens")).toBe(1);
  expect(await backend.purgeSpentLinks(R)).toBe(0);
  db.close();
});
