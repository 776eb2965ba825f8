// The outbox contract (decision 161), run against both stores: SQLite (its `outbox` table) and
// Cloud Firestore (Trigger Email documents, on Google's emulator). A change's mails exist exactly
// when the change committed: written with a created application, a cancel, a status change, an
// inquiry and an answer, built from what the store decided (number, status, place in line, who
// was seated), and absent when the change was refused or rolled back.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, expect, inject, it } from "vitest";
import { fromMailDocument, type Mail } from "~/domain/mail";
import type { ApplicationStore, NewApplication } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import type { InquiryStore } from "~/records/inquiries/contract";
import { createFirestoreInquiryStore } from "~/records/inquiries/firestore.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators, type Emulator } from "../support/emulator-suite";

type Opened = {
  applications: ApplicationStore;
  inquiries: InquiryStore;
  /** Every mail written so far, in no particular order. */
  mails: () => Promise<Mail[]>;
};
type Backend = { name: string; needs: Emulator[]; open: () => Promise<Opened> };

const tempDirs: string[] = [];
const firebaseApps: App[] = [];

const sqlite: Backend = {
  name: "SQLite",
  needs: [],
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-contract-"));
    tempDirs.push(dir);
    const db = openSqlite(path.join(dir, "centre.sqlite"));
    const outbox = createSqliteOutboxStore(db);
    return {
      applications: createSqliteApplicationStore(db),
      inquiries: createSqliteInquiryStore(db),
      mails: async () => outbox.list().map((entry) => entry.mail),
    };
  },
};

const emulator = inject("firestoreEmulator");
const savedEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const firestore: Backend = {
  name: "Firestore (emulator)",
  needs: ["firestore"],
  async open() {
    if (!("host" in emulator)) throw new Error("no emulator");
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const projectId = `outbox-${randomUUID().slice(0, 8)}`;
    const app = initializeApp({ projectId }, projectId);
    firebaseApps.push(app);
    const db = getFirestore(app);
    const mailTo = { name: "mail" };
    return {
      applications: createFirestoreApplicationStore(db, mailTo),
      inquiries: createFirestoreInquiryStore(db, mailTo),
      mails: async () =>
        (await db.collection("mail").get()).docs.map((d) => fromMailDocument(d.data())),
    };
  },
};

afterAll(async () => {
  if (savedEmulatorHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = savedEmulatorHost;
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  await Promise.all(firebaseApps.map((app) => deleteApp(app)));
});

let serial = 0;
function newApplication(overrides: Partial<NewApplication> = {}): NewApplication {
  serial += 1;
  return {
    name: `신청자${serial}`,
    phone: `010-5${String(serial).padStart(3, "0")}-${String(serial).padStart(4, "0")}`,
    email: `applicant${serial}@example.kr`,
    preferredTime: "",
    companions: "0",
    message: "",
    programId: 7,
    programTitle: "드럼",
    userId: null,
    idempotencyKey: `key-${serial}-${randomUUID()}`,
    ...overrides,
  };
}

const mail = (to: string, subject: string, text = ""): Mail => ({ to, subject, text });
const subjects = async (opened: Opened) => (await opened.mails()).map((m) => m.subject).sort();

for (const backend of [sqlite, firestore]) {
  describeOnEmulators(`the outbox: ${backend.name}`, backend.needs, () => {
    it("writes a new application's mails with it, built from what the store decided", async () => {
      const opened = await backend.open();
      const input = newApplication();
      const result = await opened.applications.create(input, undefined, (created) => [
        mail(input.email, `접수 ${created.application.number} ${created.application.status}`),
        mail("office@example.kr", `직원 ${created.application.number}`),
      ]);
      expect(result.outcome).toBe("created");
      const number = result.application.number;
      expect(await subjects(opened)).toEqual([`접수 ${number} 접수`, `직원 ${number}`]);
    });

    it("writes nothing for a replay, a reused key or a second live application of one person", async () => {
      const opened = await backend.open();
      const input = newApplication({ userId: "uid-mail" });
      const write = () => [mail(input.email, "접수")];
      expect((await opened.applications.create(input, undefined, write)).outcome).toBe("created");
      const replay = await opened.applications.create({ ...input }, undefined, write);
      const conflict = await opened.applications.create(
        { ...input, name: "다른 사람" },
        undefined,
        write,
      );
      const duplicate = await opened.applications.create(
        newApplication({ userId: "uid-mail" }),
        undefined,
        write,
      );
      expect([replay.outcome, conflict.outcome, duplicate.outcome]).toEqual([
        "replayed",
        "conflict",
        "duplicate",
      ]);
      expect(await subjects(opened)).toEqual(["접수"]);
    });

    it("writes no mail and stores nothing when the change rolls back", async () => {
      const opened = await backend.open();
      const input = newApplication();
      await expect(
        opened.applications.create(input, undefined, () => {
          throw new Error("the transaction fails after the mails were built");
        }),
      ).rejects.toThrow(/transaction fails/);
      expect(await opened.mails()).toEqual([]);
      const retried = await opened.applications.create(input, undefined, () => [
        mail(input.email, "다시"),
      ]);
      expect(retried.outcome).toBe("created");
      expect(await subjects(opened)).toEqual(["다시"]);
    });

    it("gives the waiting place and, on a cancel, the seated applicants to the mails", async () => {
      const opened = await backend.open();
      const inClass = { programId: 31, capacity: 1 };
      // A waiting create's place, when its transaction counted the line (on Firestore a create
      // that joins the line counts none, decision 228): "대기" when not counted.
      const place = (created: {
        waitingPlace: number | null;
        application: { name: string; status: string };
      }) => [
        mail(
          "a@example.kr",
          `${created.application.name} ${created.waitingPlace ?? (created.application.status === "대기" ? "대기" : "좌석")}`,
        ),
      ];
      const seated = await opened.applications.create(
        newApplication({ ...inClass, name: "첫째" }),
        undefined,
        place,
      );
      await opened.applications.create(
        newApplication({ ...inClass, name: "둘째" }),
        undefined,
        place,
      );
      await opened.applications.create(
        newApplication({ ...inClass, name: "셋째" }),
        undefined,
        place,
      );
      const receipts = await subjects(opened);
      expect(receipts).toEqual([
        expect.stringMatching(/^둘째 (1|대기)$/),
        expect.stringMatching(/^셋째 (2|대기)$/),
        "첫째 좌석",
      ]);

      const cancelled = await opened.applications.cancel(seated.application.id, {
        by: "applicant",
        capacity: 1,
        mails: ({ application, promoted }) => [
          mail("a@example.kr", `취소 ${application.status}`),
          ...promoted.map((p) => mail(p.email, `승급 ${p.name} ${p.status}`)),
        ],
      });
      expect(cancelled?.outcome).toBe("cancelled");
      expect(await subjects(opened)).toEqual([
        ...receipts.slice(0, 2),
        "승급 둘째 접수",
        "첫째 좌석",
        "취소 취소",
      ]);
      // Cancelling again changes nothing and writes nothing.
      const again = await opened.applications.cancel(seated.application.id, {
        by: "applicant",
        capacity: 1,
        mails: () => [mail("a@example.kr", "두 번째 취소")],
      });
      expect(again?.outcome).toBe("unchanged");
      expect(await subjects(opened)).not.toContain("두 번째 취소");
    });

    it("writes a status change's mail with the status before and after", async () => {
      const opened = await backend.open();
      const { application } = await opened.applications.create(newApplication());
      await opened.applications.updateStatus(application.id, "확정", {
        mails: (change) => [
          mail(change.application.email, `${change.before.status}→${change.application.status}`),
        ],
      });
      expect(await subjects(opened)).toEqual(["접수→확정"]);
      expect(
        await opened.applications.updateStatus("missing", "확정", {
          mails: () => [mail("a@example.kr", "없는 신청")],
        }),
      ).toBeNull();
      expect(await subjects(opened)).toEqual(["접수→확정"]);
    });

    it("writes an inquiry's notice and an answer's mail with them, and none for an unknown id", async () => {
      const opened = await backend.open();
      const inquiry = await opened.inquiries.create(
        {
          name: "김하늘",
          email: "sky@example.com",
          phone: "",
          category: "수강 문의",
          title: "주차",
          message: "주차할 곳이 있나요?",
          userId: null,
        },
        undefined,
        (stored) => [mail("office@example.kr", `문의 ${stored.sequenceNumber} ${stored.status}`)],
      );
      await opened.inquiries.answer(
        inquiry.id,
        { response: "네, 있습니다.", status: "답변완료" },
        (answered) => [mail(answered.email, `답변 ${answered.status}`, answered.response ?? "")],
      );
      await expect(
        opened.inquiries.answer("missing", { response: "x", status: "답변완료" }, () => [
          mail("a@example.kr", "없는 문의"),
        ]),
      ).rejects.toThrow();
      const mails = await opened.mails();
      expect(mails.map((m) => m.subject).sort()).toEqual(["답변 답변완료", "문의 1 대기중"]);
      expect(mails.find((m) => m.subject.startsWith("답변"))?.text).toBe("네, 있습니다.");
    });
  });
}
