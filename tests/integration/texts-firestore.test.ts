// Texts in Firebase mode (decision 266), on the Firestore emulator: a phone-only application's
// receipt text written in the application's transaction to the `texts` collection, claimed by the
// site's text sender, handed to SOLAPI through the SDK (pointed at the stand-in of its API), and
// a failed delivery report turning the application into 연락 필요, as on the embedded default.
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, expect, inject, it } from "vitest";
import { receiptText } from "~/domain/application-texts";
import { afterReport, createTextSender } from "~/mail/text-sender.server";
import { solapiTextTransport } from "~/mail/text-transport.server";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createFirestoreTextOutboxStore } from "~/records/texts/firestore.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { startSolapiStandIn } from "../support/solapi-stand-in";

const account = {
  apiKey: "NCSFIRESTORE0001",
  apiSecret: "firestore-stand-in-secret",
  senders: ["0212345678"],
};
const emulator = inject("firestoreEmulator");
const savedEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const apps: App[] = [];
const standIn = await startSolapiStandIn(account);

afterAll(async () => {
  if (savedEmulatorHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = savedEmulatorHost;
  await Promise.all(apps.map((app) => deleteApp(app)));
  await standIn.close();
});

describeOnEmulators("texts on Firestore, through SOLAPI's SDK", ["firestore"], () => {
  it("sends the receipt written with the application, and a failed report marks 연락 필요", async () => {
    if (!("host" in emulator)) throw new Error("no emulator");
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const projectId = `texts-fs-${randomUUID().slice(0, 8)}`;
    const app = initializeApp({ projectId }, projectId);
    apps.push(app);
    const db = getFirestore(app);
    const applications = createFirestoreApplicationStore(db, { name: "mail" });
    const texts = createFirestoreTextOutboxStore(db);

    const created = await applications.create(
      {
        name: "파이어",
        phone: "010-8123-4567",
        email: "",
        preferredTime: "",
        companions: "0",
        message: "",
        programId: 7,
        programTitle: "드럼",
        userId: null,
        idempotencyKey: `fs-${randomUUID()}`,
      },
      undefined,
      ({ application, waitingPlace }) => [
        receiptText(application, {
          siteUrl: "https://example.kr",
          waitingPlace,
          lookupCode: null,
        })!,
      ],
    );
    const hooks = {
      allow: async () => true,
      contactNeeded: async (id: string) => void (await applications.markContactNeeded(id)),
      reached: async (id: string) => void (await applications.markContacted(id)),
      answerUndelivered: async () => {
        throw new Error("no inquiry is texted here");
      },
    };
    const sender = createTextSender(
      texts,
      solapiTextTransport({
        apiKey: account.apiKey,
        apiSecret: account.apiSecret,
        sender: "0212345678",
        apiUrl: standIn.url,
      }),
      hooks,
    );
    sender.wake();
    await sender.idle();
    await sender.stop();
    const sent = standIn.sent.find((m) => m.to === "01081234567");
    expect(sent!.text).toContain(
      `신청번호 A-${String(created.application.number).padStart(6, "0")}`,
    );
    expect(await texts.nextDue()).toBeNull();

    const reported = await texts.report(
      sent!.messageId,
      "01081234567",
      { delivered: false, reason: "3059 전송 실패" },
      new Date(),
    );
    expect(reported).toMatchObject({ providerId: sent!.messageId, lastError: "3059 전송 실패" });
    await afterReport(reported!, hooks);
    expect((await applications.get(created.application.id))!.contactNeededAt).not.toBeNull();
  });
});
