// Firebase mode without the Trigger Email extension (SMTP_URL, no MAIL_COLLECTION; decision 162):
// the site's own sender works the extension's states on the same documents. Two instances
// sending at once hand each mail over once; a failure is left as ERROR, handed back by the sweep
// as RETRY and sent again; a mail that failed its last retry, is still unsent 15 minutes after
// sending began, or was never touched by any sender 15 minutes after it was written (the
// extension's trigger not running), is reported once as `mail.stuck`.
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterEach, expect, it, vi } from "vitest";
import type { Mail } from "~/domain/mail";
import {
  MAIL_RETRY_PAUSES_MS,
  reportStuckMail,
  retryFailedMail,
} from "~/mail/collection-retry.server";
import { createOutboxSender } from "~/mail/outbox-sender.server";
import { createFirestoreOutboxStore, writeMailDocuments } from "~/records/outbox/firestore.server";
import { SENT_MAIL_KEPT_MS } from "~/records/outbox/contract";
import { log } from "~/log.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

const { client } = firestoreClients("mail-own-sender");
afterEach(() => vi.restoreAllMocks());

const mail = (n: number): Mail => ({ to: `a${n}@example.kr`, subject: `메일 ${n}`, text: "본문" });

describeOnEmulators("the site's own sender of the mail collection", ["firestore"], () => {
  it("two instances sending at once hand each mail over once and mark it SUCCESS", async () => {
    const projectId = `own-sender-${randomUUID().slice(0, 8)}`;
    const [a, b] = [client(projectId), client(projectId)];
    const target = { name: "mail", ownSender: true };
    await a.runTransaction(async (tx) =>
      writeMailDocuments(
        a,
        tx,
        target,
        Array.from({ length: 8 }, (_, i) => mail(i)),
      ),
    );
    const handed: string[] = [];
    const deliver = async (m: Mail) => void handed.push(m.subject);
    const senders = [a, b].map((db) =>
      createOutboxSender(createFirestoreOutboxStore(db, target), deliver),
    );
    for (const sender of senders) sender.wake();
    await Promise.all(senders.map((sender) => sender.idle()));
    await Promise.all(senders.map((sender) => sender.stop()));
    expect(handed.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `메일 ${i}`).sort());
    const docs = (await a.collection("mail").get()).docs;
    expect(docs.map((d) => d.get("delivery.state"))).toEqual(
      Array.from({ length: 8 }, () => "SUCCESS"),
    );
    // The TTL policy on delivery.expireAt deletes each sent mail 30 days after it was sent.
    for (const d of docs) {
      const sentAt = (d.get("delivery.endTime") as Timestamp).toMillis();
      expect((d.get("delivery.expireAt") as Timestamp).toMillis() - sentAt).toBe(SENT_MAIL_KEPT_MS);
    }
    // Two senders contend for eight documents on the emulator, which locks pessimistically:
    // 20–26 s on an idle 2-core machine, over 30 s once at load 20. Nothing here asserts time.
  }, 120_000);

  it("leaves a failure as ERROR; the sweep hands it back and it is sent again", async () => {
    const projectId = `own-sender-${randomUUID().slice(0, 8)}`;
    const db = client(projectId);
    const target = { name: "mail", ownSender: true };
    await db.runTransaction(async (tx) => writeMailDocuments(db, tx, target, [mail(1)]));
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
    let down = true;
    const handed: string[] = [];
    const sender = createOutboxSender(createFirestoreOutboxStore(db, target), async (m) => {
      if (down) throw new Error("421 busy");
      handed.push(m.subject);
    });
    sender.wake();
    await sender.idle();
    const [document] = (await db.collection("mail").get()).docs;
    expect(document!.get("delivery")).toMatchObject({ state: "ERROR", attempts: 1 });
    const later = new Date(Date.now() + MAIL_RETRY_PAUSES_MS[0]! + 1000);
    expect(await retryFailedMail(db, "mail", later)).toBe(1);
    down = false;
    sender.wake();
    await sender.idle();
    await sender.stop();
    expect(handed).toEqual(["메일 1"]);
    expect((await document!.ref.get()).get("delivery")).toMatchObject({
      state: "SUCCESS",
      attempts: 2,
    });
  });

  it("reports a mail that failed its last retry, or is unsent 15 minutes on, once", async () => {
    const projectId = `own-sender-${randomUUID().slice(0, 8)}`;
    const db = client(projectId);
    const now = new Date("2026-11-25T12:00:00Z");
    const minutesAgo = (m: number) => Timestamp.fromMillis(now.getTime() - m * 60_000);
    const put = (id: string, fields: object) =>
      db
        .collection("mail")
        .doc(id)
        .set({ to: "a@example.kr", message: { subject: "s", text: "t" }, ...fields });
    await put("exhausted", {
      appRetries: MAIL_RETRY_PAUSES_MS.length,
      delivery: { state: "ERROR", endTime: minutesAgo(1) },
    });
    await put("retrying", { appRetries: 1, delivery: { state: "ERROR", endTime: minutesAgo(1) } });
    await put("old-pending", { delivery: { state: "PENDING", startTime: minutesAgo(16) } });
    await put("new-pending", { delivery: { state: "PENDING", startTime: minutesAgo(5) } });
    await put("sent", {
      appWrittenAt: minutesAgo(60),
      delivery: { state: "SUCCESS", startTime: minutesAgo(60) },
    });
    // With the extension, a mail is written without `delivery`; if its trigger never runs, no
    // sender ever touches it.
    await put("untouched-old", { appWrittenAt: minutesAgo(16) });
    await put("untouched-new", { appWrittenAt: minutesAgo(5) });
    const errors = vi.spyOn(log, "error").mockImplementation(() => undefined);
    expect(await reportStuckMail(db, "mail", now)).toBe(3);
    expect(await reportStuckMail(db, "mail", now)).toBe(0);
    const reported = errors.mock.calls.map(
      ([fields]) => fields as { event: string; mailDocument: string },
    );
    expect(reported.map((r) => r.event)).toEqual(["mail.stuck", "mail.stuck", "mail.stuck"]);
    expect(reported.map((r) => r.mailDocument).sort()).toEqual([
      "mail/exhausted",
      "mail/old-pending",
      "mail/untouched-old",
    ]);
    // The two of 5 minutes ago are reported once their 15 minutes are up.
    expect(await reportStuckMail(db, "mail", new Date(now.getTime() + 11 * 60_000))).toBe(2);
    expect(
      errors.mock.calls
        .slice(3)
        .map(([, message]) => message)
        .sort(),
    ).toEqual([
      "[mail] mail/new-pending unsent 15 minutes after sending began",
      "[mail] mail/untouched-new not picked up by any sender 15 minutes after it was written",
    ]);
  });
});
