// Firebase mode's mail path (decision 090): a notification becomes a document in the collection
// Firebase's Trigger Email extension watches, in the extension's shape, on Google's Firestore
// emulator. The extension sends it and records the delivery on the same document.
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, expect, inject, it } from "vitest";
import { describeOnEmulators } from "../support/emulator-suite";

const emulator = inject("firestoreEmulator");

const dataDir = mkdtempSync(path.join(tmpdir(), "mail-collection-"));
const names = [
  "DATA_DIR",
  "FIREBASE_PROJECT_ID",
  "FIRESTORE_EMULATOR_HOST",
  "MAIL_COLLECTION",
  "SMTP_URL",
  "MAIL_FROM",
];
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor<T>(find: () => Promise<T | undefined>, ms = 5_000): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeOnEmulators("mail in Firebase mode: the Trigger Email collection", ["firestore"], () => {
  it("queues the staff notification of a new application as a mail document, not an outbox file", async () => {
    if (!("host" in emulator)) throw new Error("no emulator");
    process.env.DATA_DIR = dataDir;
    process.env.FIREBASE_PROJECT_ID = `mail-${randomUUID().slice(0, 8)}`;
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    process.env.MAIL_COLLECTION = "mail";
    process.env.SMTP_URL = "smtp://127.0.0.1:1"; // set too: the collection still wins
    delete process.env.MAIL_FROM;
    const { getEnv } = await import("~/env.server");
    expect(getEnv().mailPath).toBe("collection");
    const { action } = await import("~/routes/api.applications");
    const { getFirestore } = await import("~/backends/backends.server");

    const response = (await action({
      request: new Request("http://localhost/api/applications", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "메일문서",
          phone: "010-4444-5555",
          email: "applicant@example.kr",
          programId: "1",
        }),
      }),
      context: { clientAddress: "192.0.2.40", cspNonce: "" },
      params: {},
    })) as Response;
    expect(response.status).toBe(201);
    const { number } = (await response.json()) as { number: number };

    // Two documents: the staff notification and the applicant's receipt (with its cancel link).
    const mails = await waitFor(async () => {
      const snapshot = await getFirestore().collection("mail").get();
      return snapshot.size < 2 ? undefined : snapshot.docs.map((doc) => doc.data());
    });
    expect(mails).toHaveLength(2);
    const mail = mails!.find((m) => m.to === "office@cheongna-culture.kr");
    const receipt = mails!.find((m) => m.to === "applicant@example.kr");
    expect(receipt?.message.text).toMatch(/\/applications\/[\w-]+\/cancel\?token=[\w-]{43}/);
    // The fields the extension reads: no sender (MAIL_FROM unset: the extension's default
    // FROM applies), the applicant as Reply-To, the message as subject + text.
    // Plus when it was written, which the extension ignores (its payload schema is not strict)
    // and the stuck-mail sweep reads when no sender ever touched the document.
    expect(Object.keys(mail!).sort()).toEqual(["appWrittenAt", "message", "replyTo", "to"]);
    expect(mail!.appWrittenAt).toBeInstanceOf(Timestamp);
    expect(mail).toMatchObject({
      to: "office@cheongna-culture.kr",
      replyTo: "applicant@example.kr",
    });
    expect(Object.keys(mail!.message).sort()).toEqual(["subject", "text"]);
    expect(mail!.message.subject).toBe(
      `[수강신청 A-${String(number).padStart(6, "0")}] 바른 자세 필라테스 - 메일문서`,
    );
    expect(mail!.message.text).toContain("이름: 메일문서");
    expect(existsSync(path.join(dataDir, "outbox"))).toBe(false);
  });

  it("names the sender when MAIL_FROM is set, and keeps an HTML part", async () => {
    const { toMailDocument } = await import("~/mail/mail.server");
    expect(
      toMailDocument(
        { to: "a@example.kr", subject: "제목", text: "본문", html: "<p>본문</p>" },
        "센터 <no-reply@example.kr>",
      ),
    ).toEqual({
      to: "a@example.kr",
      from: "센터 <no-reply@example.kr>",
      message: { subject: "제목", text: "본문", html: "<p>본문</p>" },
    });
  });
});
