// Failed Trigger Email sends are handed back (delivery.state RETRY) after a pause, a few times at
// most, and with several instances sweeping at once each failure is claimed once per round.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { MAIL_RETRY_PAUSES_MS, retryFailedMail } from "~/mail/collection-retry.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

const { client: instance } = firestoreClients("mail-retry");

const NOW = new Date("2026-11-23T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describeOnEmulators("failed Trigger Email sends on the Firestore emulator", ["firestore"], () => {
  it("hands a failure back after its pause, counts the tries, and stops after the last", async () => {
    const projectId = "demo-mail-retry";
    const db = instance(projectId);
    const collection = `mail-${randomUUID().slice(0, 8)}`;
    const mail = (id: string, fields: object) =>
      db
        .collection(collection)
        .doc(id)
        .set({ to: "a@example.com", message: { subject: "s", text: "t" }, ...fields });
    await mail("fresh-failure", { delivery: { state: "ERROR", endTime: minutesAgo(1) } });
    await mail("due", { delivery: { state: "ERROR", endTime: minutesAgo(6) } });
    await mail("second-due", {
      appRetries: 1,
      delivery: { state: "ERROR", endTime: minutesAgo(31) },
    });
    await mail("exhausted", {
      appRetries: MAIL_RETRY_PAUSES_MS.length,
      delivery: { state: "ERROR", endTime: minutesAgo(10_000) },
    });
    await mail("sent", { delivery: { state: "SUCCESS", endTime: minutesAgo(60) } });

    expect(await retryFailedMail(db, collection, NOW)).toBe(2);
    const state = async (id: string) => (await db.collection(collection).doc(id).get()).data()!;
    expect(await state("due")).toMatchObject({ appRetries: 1, delivery: { state: "RETRY" } });
    expect(await state("second-due")).toMatchObject({
      appRetries: 2,
      delivery: { state: "RETRY" },
    });
    expect((await state("fresh-failure")).delivery.state).toBe("ERROR");
    expect((await state("exhausted")).delivery.state).toBe("ERROR");
    expect((await state("sent")).delivery.state).toBe("SUCCESS");
    // Nothing left to claim in the same round.
    expect(await retryFailedMail(db, collection, NOW)).toBe(0);
  });

  it("two instances sweeping at once claim each failure once", async () => {
    const projectId = "demo-mail-retry";
    const [a, b] = [instance(projectId), instance(projectId)];
    const collection = `mail-${randomUUID().slice(0, 8)}`;
    const ids = Array.from({ length: 6 }, (_, i) => `failed-${i}`);
    await Promise.all(
      ids.map((id) =>
        a
          .collection(collection)
          .doc(id)
          .set({ to: "a@example.com", delivery: { state: "ERROR", endTime: minutesAgo(10) } }),
      ),
    );
    const [byA, byB] = await Promise.all([
      retryFailedMail(a, collection, NOW),
      retryFailedMail(b, collection, NOW),
    ]);
    expect(byA + byB).toBe(ids.length);
    const documents = await a.collection(collection).get();
    for (const document of documents.docs) {
      expect(document.data()).toMatchObject({ appRetries: 1, delivery: { state: "RETRY" } });
    }
  });
});
