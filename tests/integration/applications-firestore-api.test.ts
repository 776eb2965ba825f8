// POST /api/applications with FIREBASE_PROJECT_ID set: the settings choose the Firestore store
// (Google's emulator here) and the API stores, replays and numbers applications there.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { describeOnEmulators } from "../support/emulator-suite";
import { uniquePhone } from "../support/phones";

const emulator = inject("firestoreEmulator");

const dataDir = mkdtempSync(path.join(tmpdir(), "applications-firestore-api-"));
const saved = {
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
};
afterAll(() => {
  // Leave the worker's environment as found, whatever runs in it next.
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describeOnEmulators("POST /api/applications on the Firestore backend", ["firestore"], () => {
  it("stores in Firestore, numbers in order and answers a retry with the same application", async () => {
    if (!("host" in emulator)) throw new Error("no emulator");
    process.env.DATA_DIR = dataDir;
    process.env.FIREBASE_PROJECT_ID = `api-${randomUUID().slice(0, 8)}`;
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const { getEnv } = await import("~/env.server");
    expect(getEnv().storeBackend).toBe("firebase");
    const { action } = await import("~/routes/api.applications");
    const { getFirestore } = await import("~/backends/backends.server");

    const phones = new Map<string, string>(); // one applicant per key (one live application each)
    const post = (key: string, name: string) =>
      action({
        request: new Request("http://localhost/api/applications", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": key },
          body: JSON.stringify({
            name,
            phone: phones.get(key) ?? phones.set(key, uniquePhone()).get(key),
            programId: "2",
          }),
        }),
        context: { clientAddress: "192.0.2.10", cspNonce: "" },
        params: {},
      }) as Promise<Response>;

    const first = await post(`fs-${randomUUID()}`, "파이어스토어");
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string; number: number };
    const secondKey = `fs-${randomUUID()}`;
    const second = (await (await post(secondKey, "두번째")).json()) as { number: number };
    expect(second.number).toBe(created.number + 1);
    const replay = await post(secondKey, "두번째");
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { number: number }).number).toBe(second.number);

    const doc = await getFirestore().collection("applications").doc(created.id).get();
    expect(doc.data()).toMatchObject({
      name: "파이어스토어",
      programId: 2,
      programTitle: "나를 찾는 보컬 클래스",
      status: "접수",
    });
    expect((await getFirestore().collection("applications").count().get()).data().count).toBe(2);
  });
});
