// One contract for the lottery (issue 49, decision 270), run against both backends: SQLite
// always, Cloud Firestore against Google's emulator. The period stores 추첨 entries (no seat, no
// place); the draw seats exactly the seats given, lines up the rest in drawn order, writes each
// one's mail (or, for one with only a phone, text) with its change, happens once even when two
// runs race, and recomputes from its seed.
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { formatApplicationNumber } from "~/domain/application";
import { lotteryResultText } from "~/domain/application-texts";
import { fromMailDocument, type Mail } from "~/domain/mail";
import type { TextMessage } from "~/domain/text-message";
import type { ApplicationStore, NewApplication } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import type { DrawnApplication, LotteryStore } from "~/records/lottery/contract";
import { publicDraw } from "~/records/lottery/contract";
import { drawFromSeed, seedHashOf } from "~/records/lottery/draw.server";
import { createFirestoreLotteryStore } from "~/records/lottery/firestore.server";
import { createSqliteLotteryStore } from "~/records/lottery/sqlite.server";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { TEXT_COLLECTION } from "~/records/texts/firestore.server";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators, type Emulator } from "../support/emulator-suite";
import { scratchStores } from "../support/scratch-stores";

type Opened = {
  applications: ApplicationStore;
  lottery: LotteryStore;
  /** Another instance's lottery store on the same data. */
  sibling: () => LotteryStore;
  mails: () => Promise<Mail[]>;
  texts: () => Promise<TextMessage[]>;
};
type Backend = { name: string; needs: Emulator[]; open: () => Promise<Opened> };

const scratch = scratchStores("lottery-contract");

const sqlite: Backend = {
  name: "SQLite",
  needs: [],
  async open() {
    const file = scratch.sqliteFile();
    const db = openSqlite(file);
    const applications = createSqliteApplicationStore(db);
    const outbox = createSqliteOutboxStore(db);
    const texts = createSqliteTextOutboxStore(db);
    return {
      applications,
      lottery: createSqliteLotteryStore(db),
      sibling: () => createSqliteLotteryStore(openSqlite(file)),
      mails: async () => outbox.list().map((entry) => entry.mail),
      texts: async () => texts.list().map((entry) => entry.message),
    };
  },
};

const firestore: Backend = {
  name: "Firestore (emulator)",
  needs: ["firestore"],
  async open() {
    const projectId = scratch.projectId();
    const db = scratch.firestore(projectId);
    const mailTo = { name: "mail" };
    return {
      applications: createFirestoreApplicationStore(db, mailTo),
      lottery: createFirestoreLotteryStore(db, mailTo),
      sibling: () =>
        createFirestoreLotteryStore(
          scratch.firestore(projectId, `${projectId}-${randomUUID().slice(0, 4)}`),
          mailTo,
        ),
      mails: async () =>
        (await db.collection("mail").get()).docs.map((d) => fromMailDocument(d.data())),
      texts: async () =>
        (await db.collection(TEXT_COLLECTION).get()).docs.map(
          (d) => d.data()["message"] as TextMessage,
        ),
    };
  },
};

let serial = 0;
const PROGRAM = 31;
function entry(overrides: Partial<NewApplication> = {}): NewApplication {
  serial += 1;
  const digits = String(serial).padStart(8, "0");
  return {
    name: "추첨자",
    phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}`,
    email: `p${serial}@example.kr`,
    preferredTime: "",
    companions: "0",
    message: "",
    programId: PROGRAM,
    programTitle: "추첨 교실",
    userId: null,
    idempotencyKey: `lottery-${serial}-${randomUUID()}`,
    capacity: 3,
    lottery: true,
    ...overrides,
  };
}

const resultMail = ({ application, place }: DrawnApplication): Mail[] => [
  {
    to: application.email,
    subject: place.seated ? `당첨 ${application.number}` : `대기 ${place.waitingPlace}`,
    text: "",
  },
];

for (const backend of [sqlite, firestore]) {
  describeOnEmulators(`lottery store: ${backend.name}`, backend.needs, () => {
    it("commits one seed per class, the same on every call and instance; its hash is public, the seed is not until drawn", async () => {
      const opened = await backend.open();
      const [a, b] = await Promise.all([
        opened.lottery.commit(PROGRAM),
        opened.sibling().commit(PROGRAM),
      ]);
      expect(a.seed).toBe(b.seed);
      expect(a.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(a.seedHash).toBe(seedHashOf(a.seed));
      expect((await opened.lottery.commit(PROGRAM)).seed).toBe(a.seed);
      expect(publicDraw(a)).toMatchObject({ seed: null, seedHash: a.seedHash, seated: [] });
      expect(await opened.lottery.get(PROGRAM + 1)).toBeNull();
    });

    it("stores entries as 추첨: no seat, no place; one member's second is refused; cancellable", async () => {
      const { applications } = await backend.open();
      const first = await applications.create(entry({ userId: "member-a" }));
      expect(first.outcome).toBe("created");
      expect(first.application).toMatchObject({ status: "추첨", queueTicket: null });
      const again = await applications.create(entry({ userId: "member-a" }));
      expect(again.outcome).toBe("duplicate");
      for (let i = 0; i < 4; i++) await applications.create(entry());
      expect((await applications.countSeatHolders([PROGRAM])).get(PROGRAM)).toBe(0);
      expect((await applications.countWaiting([PROGRAM])).get(PROGRAM)).toBe(0);
      const cancelled = await applications.cancel(first.application.id, {
        by: "applicant",
        capacity: 3,
      });
      expect(cancelled?.outcome).toBe("cancelled");
      expect(cancelled?.promoted).toEqual([]);
    });

    it("draws once: seats exactly the seats, lines up the rest in drawn order, mails everyone, recomputes from the seed", async () => {
      const opened = await backend.open();
      const { applications, lottery } = opened;
      const created = [];
      for (let i = 0; i < 8; i++) created.push((await applications.create(entry())).application);
      // The same person under another spelling of the phone holds no second ticket.
      const twin = await applications.create(entry({ phone: created[0]!.phone.replace(/-/g, "") }));
      const cancelled = await applications.create(entry());
      await applications.cancel(cancelled.application.id, { by: "applicant", capacity: 3 });
      const committed = await lottery.commit(PROGRAM);

      const outcome = await lottery.draw(PROGRAM, {
        capacity: 3,
        by: "자동 추첨",
        now: new Date("2026-12-20T01:00:00Z"),
        mails: resultMail,
      });
      expect(outcome.outcome).toBe("drawn");
      const record = outcome.record;
      expect(record.seed).toBe(committed.seed);
      expect(record.drawnBy).toBe("자동 추첨");
      expect(record.seats).toBe(3);
      expect(record.tickets).toEqual(created.map((a) => a.number).sort((x, y) => x - y));
      expect(record.extras).toEqual([twin.application.number]);
      expect(record.seated).toHaveLength(3);
      expect(record.waiting.at(-1)).toBe(twin.application.number);

      const entrants = [...created, twin.application].map(({ number, phone }) => ({
        number,
        phone,
      }));
      const recomputed = drawFromSeed(record.seed, entrants, 3);
      expect(recomputed.seated).toEqual(record.seated);
      expect(recomputed.waiting).toEqual(record.waiting);

      const byNumber = new Map(
        (await Promise.all([...created, twin.application].map((a) => applications.get(a.id)))).map(
          (a) => [a!.number, a!],
        ),
      );
      for (const number of record.seated) expect(byNumber.get(number)!.status).toBe("접수");
      expect((await applications.countSeatHolders([PROGRAM])).get(PROGRAM)).toBe(3);
      const line = await applications.waitingList(PROGRAM);
      expect(line.map((a) => a.number)).toEqual(record.waiting);
      expect(await applications.placeInLine(line[0]!)).toBe(1);
      expect((await applications.get(cancelled.application.id))!.status).toBe("취소");

      const subjects = (await opened.mails()).map((m) => m.subject).sort();
      expect(subjects).toEqual(
        [
          ...record.seated.map((n) => `당첨 ${n}`),
          ...record.waiting.map((_, i) => `대기 ${i + 1}`),
        ].sort(),
      );
      const second = await lottery.draw(PROGRAM, { capacity: 3, by: "직원", mails: resultMail });
      expect(second.outcome).toBe("already");
      expect((await opened.mails()).length).toBe(subjects.length);
    });

    it("draws once when two runs on two instances race: one result, one mail each", async () => {
      const opened = await backend.open();
      for (let i = 0; i < 12; i++) await opened.applications.create(entry({ capacity: 5 }));
      const options = { capacity: 5, by: "자동 추첨", mails: resultMail };
      const [a, b] = await Promise.all([
        opened.lottery.draw(PROGRAM, options),
        opened.sibling().draw(PROGRAM, options),
      ]);
      expect(a.record.seated).toEqual(b.record.seated);
      const changed = [a, b].reduce((sum, o) => sum + (o.outcome === "drawn" ? o.changed : 0), 0);
      expect(changed).toBe(12);
      expect((await opened.applications.countSeatHolders([PROGRAM])).get(PROGRAM)).toBe(5);
      expect((await opened.applications.countWaiting([PROGRAM])).get(PROGRAM)).toBe(7);
      expect(await opened.mails()).toHaveLength(12);
      expect((await opened.lottery.list()).map((r) => r.programId)).toEqual([PROGRAM]);
    });

    it("writes the result text of one with only a phone with the draw, once", async () => {
      const opened = await backend.open();
      const withMail = await opened.applications.create(entry({ capacity: 1 }));
      const phoneOnly = await opened.applications.create(entry({ capacity: 1, email: "" }));
      if (withMail.outcome !== "created" || phoneOnly.outcome !== "created")
        throw new Error("not created");
      const options = {
        capacity: 1,
        by: "직원",
        mails: (drawn: DrawnApplication) => {
          if (drawn.application.email) return resultMail(drawn);
          const text = lotteryResultText(drawn.application, drawn.place, "https://centre.example");
          return text ? [text] : [];
        },
      };
      const { record } = await opened.lottery.draw(PROGRAM, options);
      const texts = await opened.texts();
      expect(texts).toHaveLength(1);
      const number = phoneOnly.application.number;
      expect(texts[0]).toMatchObject({
        channel: "text",
        to: phoneOnly.application.phone.replace(/\D/g, ""),
        applicationId: phoneOnly.application.id,
        kind: record.seated.includes(number) ? "seat" : "lottery",
      });
      expect(texts[0]!.text).toContain(`신청번호 ${formatApplicationNumber(number)}`);
      expect((await opened.lottery.draw(PROGRAM, options)).outcome).toBe("already");
      expect(await opened.texts()).toHaveLength(1);
    });

    it("a cancel after the draw passes the seat to the first in line", async () => {
      const opened = await backend.open();
      for (let i = 0; i < 3; i++) await opened.applications.create(entry({ capacity: 1 }));
      const { record } = await opened.lottery.draw(PROGRAM, { capacity: 1, by: "직원" });
      const seated = (await opened.applications.getByNumber(record.seated[0]!))!;
      const result = await opened.applications.cancel(seated.id, { by: "applicant", capacity: 1 });
      expect(result?.promoted.map((a) => a.number)).toEqual([record.waiting[0]]);
    });
  });
}
