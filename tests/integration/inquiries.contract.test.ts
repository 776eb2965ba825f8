// One contract for both inquiry stores: SQLite (a temp file) and Firestore (Google's emulator,
// started by the vitest global setup; skipped with its printed reason only when it cannot start).
import { mkdtempSync, rmSync } from "node:fs";
import type { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { InquiryNotFoundError, INQUIRY_MESSAGES } from "~/domain/inquiry";
import { inquiryAnswerText } from "~/domain/inquiry-texts";
import type { InquiryStore, NewInquiry } from "~/records/inquiries/contract";
import type { TextOutboxStore } from "~/records/texts/contract";
import { createFirestoreTextOutboxStore } from "~/records/texts/firestore.server";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import { createFirestoreInquiryStore } from "~/records/inquiries/firestore.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators } from "../support/emulator-suite";

const emulator = inject("firestoreEmulator");

function sample(overrides: Partial<NewInquiry> = {}): NewInquiry {
  return {
    name: "김하늘",
    email: `visitor-${randomUUID().slice(0, 8)}@example.com`,
    phone: "010-1234-5678",
    category: "수강 문의",
    title: "드럼 수업 문의",
    message: "초보도 수강할 수 있나요?",
    userId: null,
    ...overrides,
  };
}

type Stores = { inquiries: InquiryStore; texts: TextOutboxStore };

function contract(name: string, makeStores: () => Promise<Stores>) {
  describe(`inquiry records: ${name}`, () => {
    let store: InquiryStore;
    let texts: TextOutboxStore;
    beforeEach(async () => {
      ({ inquiries: store, texts } = await makeStores());
    });

    it("creates with status 대기중, no response, timestamps and number 1 first", async () => {
      const created = await store.create(sample());
      expect(created.sequenceNumber).toBe(1);
      expect(created.status).toBe("대기중");
      expect(created.response).toBeNull();
      expect(created.answeredAt).toBeNull();
      expect(created.answerUndeliveredAt).toBeNull();
      expect(created.createdAt).toBe(created.updatedAt);
      expect(Date.parse(created.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await store.get(created.id)).toEqual(created);
    });

    it("stores the time of personal-information consent with the inquiry", async () => {
      const consentAt = "2026-04-05T06:07:08.009Z";
      const created = await store.create(sample({ privacyConsentAt: consentAt }));
      expect(created.privacyConsentAt).toBe(consentAt);
      expect((await store.get(created.id)).privacyConsentAt).toBe(consentAt);
      expect((await store.list({ page: 1, pageSize: 10 })).items[0]?.privacyConsentAt).toBe(
        consentAt,
      );
      expect((await store.create(sample())).privacyConsentAt).toBeNull();
    });

    it("numbers inquiries count + 1, without duplicates under concurrency", async () => {
      const made = await Promise.all(Array.from({ length: 8 }, () => store.create(sample())));
      const numbers = made.map((i) => i.sequenceNumber).sort((a, b) => a - b);
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });

    it("never reuses a number after a deletion", async () => {
      await store.create(sample());
      const second = await store.create(sample());
      await store.delete(second.id);
      const third = await store.create(sample());
      expect(third.sequenceNumber).toBe(3);
    });

    it("raises 'inquiry not found' in Korean for a missing id on get, answer and delete", async () => {
      const missing = randomUUID();
      await expect(store.get(missing)).rejects.toBeInstanceOf(InquiryNotFoundError);
      await expect(store.get(missing)).rejects.toThrow(INQUIRY_MESSAGES.notFound);
      await expect(store.answer(missing, { response: "답변", status: "답변완료" })).rejects.toThrow(
        INQUIRY_MESSAGES.notFound,
      );
      await expect(store.delete(missing)).rejects.toThrow(INQUIRY_MESSAGES.notFound);
    });

    it("lists newest first with a status filter and server pagination", async () => {
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await store.create(sample({ title: `문의 ${i}` })));
      await store.answer(made[1]!.id, { response: "네", status: "답변완료" });

      const first = await store.list({ page: 1, pageSize: 2 });
      expect(first.total).toBe(5);
      expect(first.pageCount).toBe(3);
      expect(first.items.map((i) => i.sequenceNumber)).toEqual([5, 4]);
      const last = await store.list({ page: 3, pageSize: 2 });
      expect(last.items.map((i) => i.sequenceNumber)).toEqual([1]);
      const beyond = await store.list({ page: 99, pageSize: 2 });
      expect(beyond.page).toBe(3);
      expect(beyond.items.map((i) => i.sequenceNumber)).toEqual([1]);

      const waiting = await store.list({ status: "대기중", page: 1, pageSize: 10 });
      expect(waiting.items.map((i) => i.sequenceNumber)).toEqual([5, 4, 3, 1]);
      const answered = await store.list({ status: "답변완료", page: 1, pageSize: 10 });
      expect(answered.items.map((i) => i.sequenceNumber)).toEqual([2]);
      expect(await store.countByStatus("대기중")).toBe(4);
    });

    it("answers with the given status, keeps createdAt and moves updatedAt", async () => {
      const created = await store.create(sample());
      await new Promise((r) => setTimeout(r, 5));
      const answered = await store.answer(created.id, {
        response: "가능합니다.",
        status: "답변완료",
      });
      expect(answered.response).toBe("가능합니다.");
      expect(answered.status).toBe("답변완료");
      expect(answered.createdAt).toBe(created.createdAt);
      expect(answered.updatedAt > created.updatedAt).toBe(true);
      expect(answered.answeredAt).toBe(answered.updatedAt);
      const again = await store.answer(created.id, {
        response: "확인 중입니다.",
        status: "처리중",
      });
      expect((await store.get(created.id)).status).toBe("처리중");
      expect(again.response).toBe("확인 중입니다.");
    });

    it("lists a member's inquiries sent signed in, newest first", async () => {
      const first = await store.create(sample({ userId: "member-1", email: "a@example.com" }));
      const second = await store.create(sample({ userId: "member-1", email: "b@example.com" }));
      await store.create(sample());
      const mine = await store.listForMember("member-1");
      expect(mine.map((i) => i.id)).toEqual([second.id, first.id]);
    });

    it("never joins a guest's inquiry by its e-mail, even the member's verified one (issue 44)", async () => {
      // Anyone can type a member's address into the contact form: only signing in proves who asks.
      const email = `member-${randomUUID().slice(0, 8)}@example.com`;
      await store.create(sample({ email }));
      const asMember = await store.create(sample({ userId: "member-2", email }));
      const mine = await store.listForMember("member-2");
      expect(mine.map((i) => i.id)).toEqual([asMember.id]);
    });

    it("keeps an inquiry with a mobile number and no e-mail, and writes its answer's text with the answer (decision 286)", async () => {
      const created = await store.create(sample({ email: "", phone: "010-2468-1357" }));
      expect((await store.get(created.id)).email).toBe("");
      const answered = await store.answer(
        created.id,
        { response: "네, 가능합니다.", status: "답변완료" },
        (stored) => [inquiryAnswerText(stored, "네, 가능합니다.")!],
      );
      expect(answered.response).toBe("네, 가능합니다.");
      const due = await texts.claimDue("test", new Date(Date.now() + 1000), 10);
      expect(due.map((entry) => entry.message)).toEqual([
        {
          channel: "text",
          to: "01024681357",
          kind: "inquiry",
          text: `[청라 문화교육센터] 김하늘님, 문의 #${created.sequenceNumber}에 답변드립니다.\n\n네, 가능합니다.`,
          inquiryId: created.id,
          // Kept until sent, for 알림톡 where its template is registered (decision 284).
          template: {
            name: "inquiry",
            variables: {
              "#{이름}": "김하늘",
              "#{문의}": `문의 #${created.sequenceNumber}`,
              "#{답변}": "네, 가능합니다.",
            },
          },
        },
      ]);
      // An answer that fails writes no text: they share the transaction.
      await expect(
        store.answer(randomUUID(), { response: "답변", status: "답변완료" }, (stored) => [
          inquiryAnswerText({ ...stored, phone: "010-2468-1357" }, "답변")!,
        ]),
      ).rejects.toBeInstanceOf(InquiryNotFoundError);
      expect(await texts.claimDue("test", new Date(Date.now() + 1000), 10)).toEqual([]);
    });

    it("marks an answer whose text did not arrive for a call, until an answer is saved again (decision 286)", async () => {
      const created = await store.create(sample({ email: "", phone: "010-2468-1357" }));
      expect(created.answerUndeliveredAt).toBeNull();
      await store.answer(created.id, { response: "네, 가능합니다.", status: "답변완료" });
      const at = new Date("2026-05-06T07:08:09.000Z");
      expect(await store.markAnswerUndelivered(created.id, at)).toBe(true);
      expect((await store.get(created.id)).answerUndeliveredAt).toBe(at.toISOString());
      const again = await store.answer(created.id, {
        response: "다시 드립니다.",
        status: "답변완료",
      });
      expect(again.answerUndeliveredAt).toBeNull();
      // A report for an inquiry deleted since changes nothing and does not throw.
      await store.delete(created.id);
      expect(await store.markAnswerUndelivered(created.id)).toBe(false);
    });

    it("deletes", async () => {
      const created = await store.create(sample());
      await store.delete(created.id);
      await expect(store.get(created.id)).rejects.toBeInstanceOf(InquiryNotFoundError);
      expect((await store.list({ page: 1, pageSize: 10 })).total).toBe(0);
    });
  });
}

// One database file per test, each in its own folder; all removed when the file's tests end.
const sqliteFiles: Array<{ db: DatabaseSync; dir: string }> = [];
afterAll(() => {
  for (const { db, dir } of sqliteFiles.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

contract("SQLite", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inquiries-"));
  const db = openSqlite(path.join(dir, "test.sqlite"));
  sqliteFiles.push({ db, dir });
  return { inquiries: createSqliteInquiryStore(db), texts: createSqliteTextOutboxStore(db) };
});

describeOnEmulators("Firestore emulator", ["firestore"], () => {
  const apps: App[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });
  contract("Firestore", async () => {
    if ("host" in emulator) process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    // A project of its own per test: the emulator keeps projects apart, so tests never share data.
    const projectId = `inquiries-${randomUUID().slice(0, 12)}`;
    const app = initializeApp({ projectId }, projectId);
    apps.push(app);
    const db = getFirestore(app);
    return {
      inquiries: createFirestoreInquiryStore(db),
      texts: createFirestoreTextOutboxStore(db),
    };
  });
});
