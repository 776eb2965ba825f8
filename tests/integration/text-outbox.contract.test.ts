// The text outbox contract (decision 266), run against both stores: SQLite (its `text_outbox`
// table) and Cloud Firestore (the `texts` collection, on Google's emulator). A change's texts are
// written in the change's transaction beside its mails, claimed once per attempt, kept without
// their body once sent, retried or given up, and matched by a delivery report only for the
// number they went to; an application's 연락 필요 mark is set by a failed text.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, expect, inject, it } from "vitest";
import type { Mail } from "~/domain/mail";
import { textTo } from "~/domain/text-message";
import type { ApplicationStore, NewApplication } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import type { TextEntry, TextOutboxStore } from "~/records/texts/contract";
import { createFirestoreTextOutboxStore } from "~/records/texts/firestore.server";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators, type Emulator } from "../support/emulator-suite";

type Opened = { applications: ApplicationStore; texts: TextOutboxStore };
type Backend = { name: string; needs: Emulator[]; open: () => Promise<Opened> };

const tempDirs: string[] = [];
const firebaseApps: App[] = [];

const sqlite: Backend = {
  name: "SQLite",
  needs: [],
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), "text-outbox-"));
    tempDirs.push(dir);
    const db = openSqlite(path.join(dir, "centre.sqlite"));
    return {
      applications: createSqliteApplicationStore(db),
      texts: createSqliteTextOutboxStore(db),
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
    const projectId = `texts-${randomUUID().slice(0, 8)}`;
    const app = initializeApp({ projectId }, projectId);
    firebaseApps.push(app);
    const db = getFirestore(app);
    return {
      applications: createFirestoreApplicationStore(db, { name: "mail" }),
      texts: createFirestoreTextOutboxStore(db),
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
    phone: `010-7${String(serial).padStart(3, "0")}-${String(serial).padStart(4, "0")}`,
    email: "",
    preferredTime: "",
    companions: "0",
    message: "",
    programId: 9,
    programTitle: "요가",
    userId: null,
    idempotencyKey: `key-${serial}-${randomUUID()}`,
    ...overrides,
  };
}

const later = (ms: number) => new Date(Date.now() + ms);

for (const backend of [sqlite, firestore]) {
  describeOnEmulators(`the text outbox: ${backend.name}`, backend.needs, () => {
    it("writes a change's texts with it, apart from its mails, built from what the store decided", async () => {
      const opened = await backend.open();
      const input = newApplication();
      const staffMail: Mail = { to: "office@example.kr", subject: "직원", text: "" };
      const result = await opened.applications.create(input, undefined, ({ application }) => [
        staffMail,
        textTo(application.phone, "receipt", `신청번호 ${application.number}`, application.id)!,
      ]);
      expect(result.outcome).toBe("created");
      const [claimed, ...rest] = (await opened.texts.claimDue("one", later(1000), 10)) as [
        TextEntry,
        ...TextEntry[],
      ];
      expect(rest).toEqual([]);
      expect(claimed.message).toEqual({
        channel: "text",
        to: input.phone.replace(/-/g, ""),
        kind: "receipt",
        text: `신청번호 ${result.application.number}`,
        applicationId: result.application.id,
      });
      expect(claimed.attempts).toBe(1);
      // In hand: its sender does not take it twice (on SQLite another claimer is a process that
      // is gone and takes it up; on Firestore only once the lease has run out).
      expect(await opened.texts.claimDue("one", later(1000), 10)).toEqual([]);
    });

    it("writes no text when the change is refused", async () => {
      const opened = await backend.open();
      const input = newApplication({ userId: "uid-text" });
      const write = () => [textTo("01012345678", "receipt", "접수")!];
      await opened.applications.create(input, undefined, write);
      const duplicate = await opened.applications.create(
        newApplication({ userId: "uid-text" }),
        undefined,
        write,
      );
      expect(duplicate.outcome).toBe("duplicate");
      expect(await opened.texts.claimDue("one", later(1000), 10)).toHaveLength(1);
    });

    it("keeps a sent text without its body, and matches its report only for its number", async () => {
      const opened = await backend.open();
      const input = newApplication();
      await opened.applications.create(input, undefined, ({ application }) => [
        textTo(application.phone, "seat", "취소하려면: https://example.kr/x", application.id)!,
      ]);
      const [entry] = (await opened.texts.claimDue("one", later(1000), 10)) as [TextEntry];
      await opened.texts.markSent(entry.id, "M4V-1", new Date());
      expect(await opened.texts.claimDue("one", later(60_000), 10)).toEqual([]);
      expect(await opened.texts.nextDue()).toBeNull();
      expect(
        await opened.texts.report("M4V-1", "01099998888", { delivered: true }, new Date()),
      ).toBe(null);
      expect(
        await opened.texts.report("M4V-2", entry.message.to, { delivered: true }, new Date()),
      ).toBe(null);
      const reported = await opened.texts.report(
        "M4V-1",
        entry.message.to,
        { delivered: true },
        new Date(),
      );
      expect(reported).toMatchObject({ providerId: "M4V-1", failedAt: null });
      expect(reported!.deliveredAt).not.toBeNull();
      expect(reported!.message.text).toBe("");
      const failed = await opened.texts.report(
        "M4V-1",
        entry.message.to,
        { delivered: false, reason: "3059 수신 거부" },
        new Date(),
      );
      expect(failed).toMatchObject({ lastError: "3059 수신 거부" });
      expect(failed!.failedAt).not.toBeNull();
    });

    it("tries a failed text again when due, and gives it up for good", async () => {
      const opened = await backend.open();
      await opened.applications.create(newApplication(), undefined, ({ application }) => [
        textTo(application.phone, "receipt", "접수", application.id)!,
      ]);
      const [first] = (await opened.texts.claimDue("one", later(1000), 10)) as [TextEntry];
      await opened.texts.markFailed(first.id, "network", later(60_000), new Date());
      expect(await opened.texts.claimDue("one", later(1000), 10)).toEqual([]);
      expect((await opened.texts.nextDue())!.getTime()).toBeGreaterThan(Date.now() + 50_000);
      const [second] = (await opened.texts.claimDue("one", later(120_000), 10)) as [TextEntry];
      expect(second).toMatchObject({ id: first.id, attempts: 2, lastError: "network" });
      await opened.texts.markFailed(second.id, "refused", null, new Date());
      expect(await opened.texts.claimDue("one", later(10 * 3600_000), 10)).toEqual([]);
      expect(await opened.texts.nextDue()).toBeNull();
    });

    it("writes a keyed text once, however often it is asked", async () => {
      const opened = await backend.open();
      const reminder = textTo("01055556666", "reminder", "내일 개강입니다.", "app-r")!;
      const key = `reminder:9:${randomUUID()}`;
      expect(await opened.texts.enqueueOnce(reminder, key, new Date())).toBe(true);
      expect(await opened.texts.enqueueOnce(reminder, key, new Date())).toBe(false);
      expect(await opened.texts.enqueueOnce(reminder, `${key}-other`, new Date())).toBe(true);
      const due = await opened.texts.claimDue("one", later(1000), 10);
      expect(due.map((e) => e.message.kind)).toEqual(["reminder", "reminder"]);
    });

    it("marks an application 연락 필요 once, keeping the first mark", async () => {
      const opened = await backend.open();
      const created = await opened.applications.create(newApplication());
      const first = new Date("2026-03-01T00:00:00Z");
      const marked = await opened.applications.markContactNeeded(created.application.id, first);
      expect(marked!.contactNeededAt).toBe(first.toISOString());
      const again = await opened.applications.markContactNeeded(
        created.application.id,
        new Date("2026-03-02T00:00:00Z"),
      );
      expect(again!.contactNeededAt).toBe(first.toISOString());
      expect(await opened.applications.markContactNeeded("no-such-id")).toBeNull();
    });
  });
}
