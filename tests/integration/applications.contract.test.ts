// One contract for the applications store, run against both backends: SQLite always, Cloud
// Firestore against Google's emulator (started by tests/support/global-setup.ts).
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type {
  Application,
  ApplicationStore,
  NewApplication,
} from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { cancelTokenMatches, hashCancelToken } from "~/records/applications/key.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators, type Emulator } from "../support/emulator-suite";
import { scratchStores } from "../support/scratch-stores";

/** A fresh, empty store; `sibling()` opens another handle on the same data (a second server instance). */
type Opened = ApplicationStore & { sibling: () => ApplicationStore };
type Backend = { name: string; needs: Emulator[]; open: () => Promise<Opened> };

const scratch = scratchStores("applications-contract");

const sqlite: Backend = {
  name: "SQLite",
  needs: [],
  async open() {
    const file = scratch.sqliteFile();
    const store = createSqliteApplicationStore(openSqlite(file));
    return { ...store, sibling: () => createSqliteApplicationStore(openSqlite(file)) };
  },
};

const firestore: Backend = {
  name: "Firestore (emulator)",
  needs: ["firestore"],
  async open() {
    // A project of its own per test: the emulator keeps projects apart, so tests never share data.
    const projectId = scratch.projectId();
    const store = createFirestoreApplicationStore(scratch.firestore(projectId));
    return {
      ...store,
      sibling: () =>
        createFirestoreApplicationStore(
          scratch.firestore(projectId, `${projectId}-${randomUUID().slice(0, 4)}`),
        ),
    };
  },
};

let serial = 0;
/** A phone of its own per application: one person may hold one live application per class. */
const phoneOf = (n: number) => {
  const digits = String(n).padStart(8, "0");
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
};
function newApplication(overrides: Partial<NewApplication> = {}): NewApplication {
  serial += 1;
  return {
    name: "김민지",
    phone: phoneOf(serial),
    email: "minji@example.kr",
    preferredTime: "평일 저녁",
    companions: "1",
    message: "초보입니다.",
    programId: 7,
    programTitle: "드럼",
    userId: null,
    idempotencyKey: `key-${serial}-${randomUUID()}`,
    ...overrides,
  };
}

const day = 24 * 60 * 60 * 1000;

/**
 * The line has one strict order: every one waiting has a ticket, and no two compare equal by
 * (ticket, number), in the order waitingList gives. Tickets may repeat (on Firestore they are the
 * clock at receipt; two instances may receive two applications in the same millisecond).
 */
function expectOneStrictOrder(line: Application[]) {
  for (const [i, waiting] of line.entries()) {
    expect(waiting.queueTicket).toEqual(expect.any(Number));
    const next = line[i + 1];
    if (next)
      expect(
        waiting.queueTicket! < next.queueTicket! ||
          (waiting.queueTicket === next.queueTicket && waiting.number < next.number),
      ).toBe(true);
  }
}

for (const backend of [sqlite, firestore]) {
  describeOnEmulators(`applications store: ${backend.name}`, backend.needs, () => {
    it("stores a new application as 접수 with the next number and gives it back", async () => {
      const store = await backend.open();
      const input = newApplication({ userId: "member-1" });
      const now = new Date("2026-03-02T01:02:03.004Z");
      const result = await store.create(input, now);
      expect(result.outcome).toBe("created");
      const { programTitle, ...fields } = input;
      expect(result.application).toMatchObject({
        ...fields,
        programTitle,
        number: 1,
        status: "접수",
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      });
      expect(await store.get(result.application.id)).toEqual(result.application);
      expect(await store.get("no-such-id")).toBeNull();
      const second = await store.create(newApplication());
      expect(second.application.number).toBe(2);
    });

    it("stores the time of personal-information consent, or null when none was given", async () => {
      const store = await backend.open();
      const consentAt = "2026-03-02T01:02:03.004Z";
      const consented = await store.create(newApplication({ privacyConsentAt: consentAt }));
      expect(consented.application.privacyConsentAt).toBe(consentAt);
      expect((await store.get(consented.application.id))?.privacyConsentAt).toBe(consentAt);
      const without = await store.create(newApplication());
      expect(without.application.privacyConsentAt).toBeNull();
      expect((await store.get(without.application.id))?.privacyConsentAt).toBeNull();
      const listed = await store.list({}, { page: 1, pageSize: 10 });
      expect(listed.items.map((a) => a.privacyConsentAt).sort()).toEqual([consentAt, null].sort());
    });

    it("replays the same key without storing twice, and refuses the key for different content", async () => {
      const store = await backend.open();
      const input = newApplication();
      const first = await store.create(input);
      const retry = await store.create({ ...input });
      expect(retry).toEqual({ outcome: "replayed", application: first.application });
      const other = await store.create({ ...input, name: "박서준" });
      expect(other.outcome).toBe("conflict");
      expect(other.application.id).toBe(first.application.id);
      expect((await store.list({}, { page: 1, pageSize: 10 })).total).toBe(1);
    });

    it("numbers concurrent creates without gaps or duplicates, and stores a double-tap once", async () => {
      const store = await backend.open();
      const distinct = Array.from({ length: 12 }, () => newApplication());
      const tapped = newApplication();
      const results = await Promise.all([
        ...distinct.map((input) => store.create(input)),
        ...Array.from({ length: 4 }, () => store.create({ ...tapped })),
      ]);
      const numbers = new Set(results.map((r) => r.application.number));
      expect([...numbers].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 13 }, (_, i) => i + 1),
      );
      expect(results.filter((r) => r.outcome === "created")).toHaveLength(13);
      expect(results.filter((r) => r.outcome === "replayed")).toHaveLength(3);
      expect((await store.list({}, { page: 1, pageSize: 100 })).total).toBe(13);
    });

    it("numbers creates from three server instances on the same data without duplicates", async () => {
      const store = await backend.open();
      const instances = [store, store.sibling(), store.sibling()];
      // Enough for each instance to reserve its blocks while the others reserve theirs.
      const count = 60;
      const results = await Promise.all(
        Array.from({ length: count }, (_, i) => instances[i % 3]!.create(newApplication())),
      );
      // Unique across instances; the Firestore store hands each instance a block of its own
      // (decision 099), so the instances' numbers need not be adjacent.
      const numbers = results.map((r) => r.application.number);
      expect(new Set(numbers).size).toBe(count);
      expect(numbers.every((n) => Number.isInteger(n) && n >= 1)).toBe(true);
      expect((await instances[1]!.list({}, { page: 1, pageSize: 100 })).total).toBe(count);
    });

    it("stores a double-tap that reaches two instances at once only once", async () => {
      const store = await backend.open();
      const other = store.sibling();
      const input = newApplication();
      const [first, second] = await Promise.all([
        store.create({ ...input }),
        other.create({ ...input }),
      ]);
      expect([first.outcome, second.outcome].sort()).toEqual(["created", "replayed"]);
      expect(first.application.id).toBe(second.application.id);
      expect(first.application.number).toBe(second.application.number);
      expect((await store.list({}, { page: 1, pageSize: 10 })).total).toBe(1);
    });

    it("lists newest first with filters and server-side pages", async () => {
      const store = await backend.open();
      const start = new Date("2026-04-01T00:00:00.000Z").getTime();
      const created = [];
      for (let i = 0; i < 7; i++) {
        const input = newApplication({ programId: i % 2 === 0 ? 1 : 9, name: `신청자${i}` });
        created.push((await store.create(input, new Date(start + i * day))).application);
      }
      await store.updateStatus(created[2]!.id, "확정");
      await store.cancel(created[4]!.id, { by: "admin", capacity: null });

      const all = await store.list({}, { page: 1, pageSize: 3 });
      expect(all.total).toBe(7);
      expect(all.items.map((a) => a.name)).toEqual(["신청자6", "신청자5", "신청자4"]);
      const last = await store.list({}, { page: 3, pageSize: 3 });
      expect(last.items.map((a) => a.name)).toEqual(["신청자0"]);

      const pilates = await store.list({ programId: 1 }, { page: 1, pageSize: 10 });
      expect(pilates.items.map((a) => a.name)).toEqual([
        "신청자6",
        "신청자4",
        "신청자2",
        "신청자0",
      ]);
      const confirmed = await store.list({ status: "확정" }, { page: 1, pageSize: 10 });
      expect(confirmed.items.map((a) => a.name)).toEqual(["신청자2"]);
      const received = await store.list(
        { programId: 1, status: "접수" },
        { page: 1, pageSize: 10 },
      );
      expect(received.items.map((a) => a.name)).toEqual(["신청자6", "신청자0"]);
      const range = await store.list(
        { from: new Date(start + 2 * day), to: new Date(start + 5 * day) },
        { page: 1, pageSize: 10 },
      );
      expect(range.items.map((a) => a.name)).toEqual(["신청자4", "신청자3", "신청자2"]);
      const clamped = await store.list({}, { page: 0, pageSize: 1000 });
      expect(clamped).toMatchObject({ page: 1, pageSize: 100, total: 7 });
    });

    it("changes a status and its updatedAt, and says null for an unknown id", async () => {
      const store = await backend.open();
      const { application } = await store.create(
        newApplication(),
        new Date("2026-05-01T00:00:00Z"),
      );
      const later = new Date("2026-05-02T09:00:00.000Z");
      const updated = await store.updateStatus(application.id, "확정", { now: later });
      expect(updated).toMatchObject({
        id: application.id,
        status: "확정",
        updatedAt: later.toISOString(),
      });
      expect(await store.get(application.id)).toEqual(updated);
      expect(await store.updateStatus("missing", "확정")).toBeNull();
    });

    it("counts each class's applications since a date as what they are now: seated, waiting, cancelled", async () => {
      const store = await backend.open();
      const now = Date.now();
      const apply = (programId: number, i: number, daysAgo: number, capacity?: number) =>
        store.create(
          newApplication({ programId, capacity, phone: `010-5555-${String(1000 + i)}` }),
          new Date(now - daysAgo * day),
        );
      await apply(16, 0, 40, 2); // before the window: holds a seat, is not counted
      const made = [];
      for (let i = 1; i <= 5; i++) made.push(await apply(16, i, 5 - i * 0.5, 2));
      // A full class: one seat was taken before the window, so one seated and four waiting.
      expect(made.map((r) => r.application.status)).toEqual([
        "접수",
        "대기",
        "대기",
        "대기",
        "대기",
      ]);
      // Two cancel: the first is seated (a waiting one takes the seat), the second waited.
      await store.cancel(made[0]!.application.id, { by: "applicant", capacity: 2 });
      await store.cancel(made[4]!.application.id, { by: "applicant", capacity: 2 });
      const drum = await apply(7, 9, 1);
      await store.cancel(drum.application.id, { by: "admin", capacity: null });

      expect(await store.figuresByProgramSince(new Date(now - 30 * day))).toEqual([
        { programId: 7, received: 1, seated: 0, waiting: 0, cancelled: 1 },
        { programId: 16, received: 5, seated: 1, waiting: 2, cancelled: 2 },
      ]);
      expect(await store.figuresByProgramSince(new Date(now + day))).toEqual([]);
    });

    it("counts the applications holding a seat per class: not 취소, every class asked for", async () => {
      const store = await backend.open();
      const a = await store.create(newApplication({ programId: 3 }));
      const b = await store.create(newApplication({ programId: 3 }));
      await store.create(newApplication({ programId: 3 }));
      await store.create(newApplication({ programId: 8 }));
      await store.create(newApplication({ programId: 12 }));
      await store.updateStatus(a.application.id, "확정");
      await store.cancel(b.application.id, { by: "applicant", capacity: null });
      const counts = await store.countSeatHolders([3, 8, 11]);
      expect([...counts].sort(([x], [y]) => x - y)).toEqual([
        [3, 2],
        [8, 1],
        [11, 0],
      ]);
      expect((await store.countSeatHolders([])).size).toBe(0);
    });

    it("counts the waiting applications per class: 대기 only, every class asked for", async () => {
      const store = await backend.open();
      const made = [];
      for (let i = 0; i < 4; i++)
        made.push(await store.create(newApplication({ programId: 16, capacity: 1 })));
      await store.create(newApplication({ programId: 5, capacity: 1 }));
      expect(made.map((m) => m.application.status)).toEqual(["접수", "대기", "대기", "대기"]);
      await store.cancel(made[3]!.application.id, { by: "applicant", capacity: 1 });
      const counts = await store.countWaiting([16, 5, 11]);
      expect([...counts].sort(([x], [y]) => x - y)).toEqual([
        [5, 0],
        [11, 0],
        [16, 2],
      ]);
      expect((await store.countWaiting([])).size).toBe(0);
    });

    it("finds an application by its number, and nothing for a number never given", async () => {
      const store = await backend.open();
      const first = await store.create(newApplication());
      const second = await store.create(newApplication({ programId: 9 }));
      expect(await store.getByNumber(second.application.number)).toEqual(second.application);
      expect(await store.getByNumber(first.application.number)).toEqual(first.application);
      expect(await store.getByNumber(second.application.number + 1000)).toBeNull();
      expect(await store.getByNumber(0)).toBeNull();
      expect(await store.getByNumber(1.5)).toBeNull();
    });

    it("searches one field: a number, a stored phone, an e-mail as typed or in lower case, a name's start; bounded, newest first", async () => {
      const store = await backend.open();
      const at = (n: number) => new Date(Date.UTC(2026, 4, n));
      const hong = await store.create(
        newApplication({ name: "홍길동", email: "Hong@Example.kr", phone: "010-1111-2222" }),
        at(1),
      );
      const hong2 = await store.create(
        newApplication({ name: "홍길순", email: "hong@example.kr", programId: 9 }),
        at(2),
      );
      const other = await store.create(newApplication({ name: "김홍도" }), at(3));
      await store.create(newApplication({ name: "홍" }), at(4));
      const ids = (found: Application[]) => found.map((a) => a.id);

      expect(await store.search({ kind: "number", number: hong2.application.number }, 10)).toEqual([
        hong2.application,
      ]);
      expect(await store.search({ kind: "number", number: 99999 }, 10)).toEqual([]);
      expect(ids(await store.search({ kind: "phone", phone: "010-1111-2222" }, 10))).toEqual([
        hong.application.id,
      ]);
      expect(
        ids(
          await store.search({ kind: "email", emails: ["Hong@Example.kr", "hong@example.kr"] }, 10),
        ),
      ).toEqual([hong2.application.id, hong.application.id]);
      expect(ids(await store.search({ kind: "email", emails: ["hong@example.kr"] }, 10))).toEqual([
        hong2.application.id,
      ]);
      // A prefix: "홍길" finds 홍길동 and 홍길순, not 김홍도 (홍 inside) nor 홍 (shorter).
      expect(ids(await store.search({ kind: "name", prefix: "홍길" }, 10))).toEqual([
        hong2.application.id,
        hong.application.id,
      ]);
      expect(await store.search({ kind: "name", prefix: "홍" }, 10)).toHaveLength(3);
      expect(await store.search({ kind: "name", prefix: "홍" }, 2)).toHaveLength(2);
      expect(await store.search({ kind: "name", prefix: "홍" }, 0)).toEqual([]);
      expect(ids(await store.search({ kind: "name", prefix: "김홍도" }, 10))).toEqual([
        other.application.id,
      ]);
    });

    it("cancels once: status 취소 with when and by whom, the link's hash kept; a second cancel changes nothing", async () => {
      const store = await backend.open();
      const { application } = await store.create(
        newApplication({ cancelTokenHash: "ab".repeat(32) }),
      );
      expect(application).toMatchObject({
        status: "접수",
        queueTicket: null,
        cancelledAt: null,
        cancelledBy: null,
        cancelTokenHash: "ab".repeat(32),
      });
      const at = new Date("2026-05-03T01:02:03.000Z");
      const first = await store.cancel(application.id, {
        by: "applicant",
        capacity: null,
        now: at,
      });
      expect(first).toMatchObject({
        outcome: "cancelled",
        promoted: [],
        application: {
          status: "취소",
          cancelledAt: at.toISOString(),
          cancelledBy: "applicant",
          cancelTokenHash: "ab".repeat(32),
          updatedAt: at.toISOString(),
        },
      });
      expect(await store.get(application.id)).toEqual(first!.application);
      const second = await store.cancel(application.id, { by: "admin", capacity: null });
      expect(second).toMatchObject({ outcome: "unchanged", application: first!.application });
      expect(await store.get(application.id)).toEqual(first!.application);
      expect(await store.cancel("missing", { by: "admin", capacity: null })).toBeNull();
    });

    it("puts applications past the capacity on the waiting list, in order, holding no seat", async () => {
      const store = await backend.open();
      const made = [];
      for (let i = 0; i < 5; i++)
        made.push(
          await store.create(newApplication({ programId: 16, capacity: 2, name: `대기${i}` })),
        );
      expect(made.map((r) => r.application.status)).toEqual([
        "접수",
        "접수",
        "대기",
        "대기",
        "대기",
      ]);
      expect((await store.countSeatHolders([16])).get(16)).toBe(2);
      const line = await store.waitingList(16);
      expect(line.map((a) => a.name)).toEqual(["대기2", "대기3", "대기4"]);
      expectOneStrictOrder(line);
      // Another class and a class without a capacity are not affected.
      expect((await store.create(newApplication({ programId: 17 }))).application.status).toBe(
        "접수",
      );
      expect(await store.waitingList(17)).toEqual([]);
      // A retried key answers the stored application without a second place in line.
      const replay = await store.create(
        newApplication({
          programId: 16,
          capacity: 2,
          name: "대기4",
          phone: made[4]!.application.phone,
          idempotencyKey: made[4]!.application.idempotencyKey,
        }),
      );
      expect(replay).toMatchObject({
        outcome: "replayed",
        application: { id: made[4]!.application.id },
      });
      expect(await store.waitingList(16)).toHaveLength(3);
    });

    it("counts a waiting application's place in line as the line's order gives it", async () => {
      const store = await backend.open();
      const at = new Date();
      const made = [];
      // Two of the waiting came in at the same moment: the number breaks the tie.
      for (const [i, offset] of [0, 0, 5, 5, 9].entries())
        made.push(
          (
            await store.create(
              newApplication({ programId: 16, capacity: 1, name: `p${i}` }),
              new Date(at.getTime() + offset),
            )
          ).application,
        );
      const line = await store.waitingList(16);
      expect(line).toHaveLength(4);
      for (const [index, waiting] of line.entries())
        expect(await store.placeInLine(waiting)).toBe(index + 1);
      expect(await store.placeInLine(made[0]!)).toBeNull();
      // The holder leaves: the first in line is seated, the others move up.
      await store.cancel(made[0]!.id, { by: "applicant", capacity: 1 });
      const seated = await store.get(line[0]!.id);
      expect(seated!.status).toBe("접수");
      expect(await store.placeInLine(seated!)).toBeNull();
      for (const [index, waiting] of line.slice(1).entries())
        expect(await store.placeInLine((await store.get(waiting.id))!)).toBe(index + 1);
    });

    it("never tells two of a burst of waiting applicants the same place in their receipt", async () => {
      const store = await backend.open();
      const other = store.sibling();
      for (const name of ["seated", "first-waiting"])
        await store.create(newApplication({ programId: 19, capacity: 1, name }));
      // What each create hands its mails (the receipt's "대기 n번"), written in its transaction:
      // a transaction tried again hands them again, and the last try is the one committed.
      const places = new Map<string, number | null>();
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? other : store).create(
            newApplication({ programId: 19, capacity: 1, name: `w${i}` }),
            undefined,
            ({ application, waitingPlace }) => {
              places.set(application.id, waitingPlace);
              return [];
            },
          ),
        ),
      );
      expect(burst.map((r) => r.application.status)).toEqual(Array(8).fill("대기"));
      const given = [...places.values()].filter((place): place is number => place !== null);
      expect(new Set(given).size).toBe(given.length);
      // A place given is one the line could have held: behind the first, within the line.
      for (const place of given) expect(place).toBeGreaterThanOrEqual(2);
      for (const place of given) expect(place).toBeLessThanOrEqual(9);
    });

    it("gives a freed seat to the first in line in the cancel itself; removing a waiting one frees nothing", async () => {
      const store = await backend.open();
      const made = [];
      for (let i = 0; i < 4; i++)
        made.push(
          (await store.create(newApplication({ programId: 16, capacity: 2, name: `n${i}` })))
            .application,
        );
      const removed = await store.cancel(made[3]!.id, { by: "admin", capacity: 2 });
      expect(removed).toMatchObject({ outcome: "cancelled", promoted: [] });
      const freed = await store.cancel(made[0]!.id, { by: "applicant", capacity: 2 });
      expect(freed!.promoted.map((a) => [a.id, a.status, a.queueTicket])).toEqual([
        [made[2]!.id, "접수", null],
      ]);
      expect(await store.get(made[2]!.id)).toMatchObject({ status: "접수", queueTicket: null });
      expect((await store.countSeatHolders([16])).get(16)).toBe(2);
      expect(await store.waitingList(16)).toEqual([]);
      // A new application after that waits again (the seats are full).
      const next = await store.create(newApplication({ programId: 16, capacity: 2 }));
      expect(next.application.status).toBe("대기");
    });

    it("seats the waiting first when the capacity was raised; an administrator may promote beyond it", async () => {
      const store = await backend.open();
      const made = [];
      for (let i = 0; i < 4; i++)
        made.push(
          (await store.create(newApplication({ programId: 16, capacity: 1, name: `r${i}` })))
            .application,
        );
      expect(made.map((a) => a.status)).toEqual(["접수", "대기", "대기", "대기"]);
      // The editor raised the capacity to 3: the two first in line get the seats, the newcomer waits.
      const raised = await store.create(
        newApplication({ programId: 16, capacity: 3, name: "new" }),
      );
      expect(raised.outcome === "created" && raised.promoted.map((a) => a.name)).toEqual([
        "r1",
        "r2",
      ]);
      expect(raised.application.status).toBe("대기");
      expect((await store.waitingList(16)).map((a) => a.name)).toEqual(["r3", "new"]);
      // By hand: the last in line gets a seat although the class is full.
      const promoted = await store.updateStatus(made[3]!.id, "접수");
      expect(promoted).toMatchObject({ status: "접수", queueTicket: null });
      expect((await store.waitingList(16)).map((a) => a.name)).toEqual(["new"]);
      expect((await store.countSeatHolders([16])).get(16)).toBe(4);
    });

    it("never gives one seat twice: two concurrent cancellations of the last seats, and one cancel sent twice", async () => {
      const store = await backend.open();
      const other = store.sibling(); // a second server instance on the same data
      const made = [];
      for (let i = 0; i < 6; i++)
        made.push(
          (await store.create(newApplication({ programId: 16, capacity: 2, name: `c${i}` })))
            .application,
        );
      const [a, b] = await Promise.all([
        store.cancel(made[0]!.id, { by: "applicant", capacity: 2 }),
        other.cancel(made[1]!.id, { by: "applicant", capacity: 2 }),
      ]);
      const promoted = [...a!.promoted, ...b!.promoted].map((x) => x.name).sort();
      expect(promoted).toEqual(["c2", "c3"]);
      expect((await store.countSeatHolders([16])).get(16)).toBe(2);
      expect((await store.waitingList(16)).map((x) => x.name)).toEqual(["c4", "c5"]);

      const twice = await Promise.all([
        store.cancel(made[2]!.id, { by: "applicant", capacity: 2 }),
        other.cancel(made[2]!.id, { by: "applicant", capacity: 2 }),
      ]);
      expect(twice.map((r) => r!.outcome).sort()).toEqual(["cancelled", "unchanged"]);
      expect(twice.flatMap((r) => r!.promoted).map((x) => x.name)).toEqual(["c4"]);
      expect((await store.countSeatHolders([16])).get(16)).toBe(2);
      expect((await store.waitingList(16)).map((x) => x.name)).toEqual(["c5"]);
    });

    it("takes concurrent applications for the last seats from two instances: seats never exceed the capacity", async () => {
      const store = await backend.open();
      const other = store.sibling();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? other : store).create(newApplication({ programId: 16, capacity: 3 })),
        ),
      );
      const statuses = results.map((r) => r.application.status);
      expect(statuses.filter((s) => s === "접수")).toHaveLength(3);
      expect(statuses.filter((s) => s === "대기")).toHaveLength(5);
      expect((await store.countSeatHolders([16])).get(16)).toBe(3);
      const line = await store.waitingList(16);
      expect(line).toHaveLength(5);
      expectOneStrictOrder(line);
    });

    it("seats the first in line first when the capacity was raised, with newcomers arriving at two instances at once", async () => {
      const store = await backend.open();
      const other = store.sibling();
      const made = [];
      for (let i = 0; i < 5; i++)
        made.push(
          (await store.create(newApplication({ programId: 22, capacity: 2, name: `f${i}` })))
            .application,
        );
      expect(made.map((a) => a.status)).toEqual(["접수", "접수", "대기", "대기", "대기"]);
      // The editor raised the capacity to 4 while four newcomers applied.
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          (i % 2 ? other : store).create(
            newApplication({ programId: 22, capacity: 4, name: `n${i}` }),
          ),
        ),
      );
      const promoted = results.flatMap((r) => (r.outcome === "created" ? r.promoted : []));
      expect(promoted.map((a) => a.name).sort()).toEqual(["f2", "f3"]);
      expect(results.map((r) => r.application.status)).toEqual(["대기", "대기", "대기", "대기"]);
      expect((await store.countSeatHolders([22])).get(22)).toBe(4);
      const line = await store.waitingList(22);
      expect(line.map((a) => a.name)[0]).toBe("f4");
      expect(
        line
          .map((a) => a.name)
          .slice(1)
          .sort(),
      ).toEqual(["n0", "n1", "n2", "n3"]);
      expectOneStrictOrder(line);
    });

    it("unseats nobody when the capacity was lowered, and hands on no seat given up above it", async () => {
      const store = await backend.open();
      const made = [];
      for (let i = 0; i < 4; i++)
        made.push(
          (await store.create(newApplication({ programId: 23, capacity: 3, name: `l${i}` })))
            .application,
        );
      expect(made.map((a) => a.status)).toEqual(["접수", "접수", "접수", "대기"]);
      // Lowered to 2: the three keep their seats, a newcomer waits.
      const lowered = { capacity: 2 };
      const l4 = await store.create(newApplication({ programId: 23, ...lowered, name: "l4" }));
      expect(l4.application.status).toBe("대기");
      expect((await store.countSeatHolders([23])).get(23)).toBe(3);
      // A seat given up while three hold two seats' worth seats nobody.
      const first = await store.cancel(made[0]!.id, { by: "applicant", ...lowered });
      expect(first!.promoted).toEqual([]);
      expect((await store.countSeatHolders([23])).get(23)).toBe(2);
      // The line leaves; the class still holds its capacity, so a newcomer waits.
      for (const waiting of await store.waitingList(23))
        await store.cancel(waiting.id, { by: "applicant", ...lowered });
      const l5 = await store.create(newApplication({ programId: 23, ...lowered, name: "l5" }));
      expect(l5.application.status).toBe("대기");
      expect((await store.countSeatHolders([23])).get(23)).toBe(2);
      // Below the capacity again: the first in line takes the free seat.
      const second = await store.cancel(made[2]!.id, { by: "admin", ...lowered });
      expect(second!.promoted.map((a) => a.name)).toEqual(["l5"]);
      expect((await store.countSeatHolders([23])).get(23)).toBe(2);
      expect(await store.waitingList(23)).toEqual([]);
    });

    it("counts the seats taken without a capacity when a class gets one, again after it was removed", async () => {
      const store = await backend.open();
      const apply = (name: string, capacity: number | null) =>
        store.create(newApplication({ programId: 24, capacity, name }));
      // Two seated while the class had no capacity; then one of 3.
      const h0 = (await apply("h0", null)).application;
      await apply("h1", null);
      expect((await apply("h2", 3)).application.status).toBe("접수");
      expect((await apply("h3", 3)).application.status).toBe("대기");
      const freed = await store.cancel(h0.id, { by: "applicant", capacity: 3 });
      expect(freed!.promoted.map((a) => a.name)).toEqual(["h3"]);
      // Raised to 5 (one more seated), removed (two more), then 5 again: six hold seats, so it waits.
      expect((await apply("h4", 5)).application.status).toBe("접수");
      await apply("h5", null);
      await apply("h6", null);
      expect((await store.countSeatHolders([24])).get(24)).toBe(6);
      expect((await apply("h7", 5)).application.status).toBe("대기");
      expect((await store.countSeatHolders([24])).get(24)).toBe(6);
    });

    it("takes one live application per member and class; a guest's phone keeps nobody out (issue 44)", async () => {
      const store = await backend.open();
      const input = newApplication({ phone: "010-7000-0001", userId: "uid-p" });
      const first = await store.create(input);
      expect(first.outcome).toBe("created");
      const sameMember = await store.create(newApplication({ userId: "uid-p" }));
      expect(sameMember).toMatchObject({
        outcome: "duplicate",
        application: { id: first.application.id },
      });
      // The phone alone proves nobody: a guest typing it is taken, and so is another member with
      // it; staff see them side by side (likelyDuplicates).
      const guest = await store.create(newApplication({ phone: "010-7000-0001" }));
      expect(guest.outcome).toBe("created");
      expect(
        (await store.create(newApplication({ phone: "010-7000-0001", userId: "uid-q" }))).outcome,
      ).toBe("created");
      // A retry of the first (same key) is still its replay, not a duplicate.
      expect((await store.create({ ...input })).outcome).toBe("replayed");
      expect((await store.list({ programId: 7 }, { page: 1, pageSize: 10 })).total).toBe(3);
    });

    it("a stranger's application with the owner's phone never keeps the owner out of a class (issue 44)", async () => {
      const store = await backend.open();
      for (const programId of [7, 8]) {
        const squat = await store.create(
          newApplication({ programId, phone: "010-7100-0001", name: "아무개", email: "" }),
        );
        expect(squat.outcome).toBe("created");
        const owner = await store.create(
          newApplication({ programId, phone: "010-7100-0001", name: "김주인" }),
        );
        expect(owner).toMatchObject({ outcome: "created", application: { name: "김주인" } });
        const member = await store.create(
          newApplication({ programId, phone: "010-7100-0001", userId: "uid-owner" }),
        );
        expect(member.outcome).toBe("created");
      }
    });

    it("marks live applications sharing a class and a phone as likely duplicates for staff", async () => {
      const store = await backend.open();
      const a = (await store.create(newApplication({ programId: 9, phone: "010-7200-0001" })))
        .application;
      const b = (await store.create(newApplication({ programId: 9, phone: "010-7200-0001" })))
        .application;
      const elsewhere = (
        await store.create(newApplication({ programId: 10, phone: "010-7200-0001" }))
      ).application;
      const alone = (await store.create(newApplication({ programId: 9 }))).application;
      const all = [a, b, elsewhere, alone];
      expect(await store.likelyDuplicates(all)).toEqual(new Set([a.id, b.id]));
      // Only live applications count: once one is cancelled neither is marked.
      await store.cancel(b.id, { by: "applicant", capacity: null });
      const now = await Promise.all(all.map(async (x) => (await store.get(x.id))!));
      expect(await store.likelyDuplicates(now)).toEqual(new Set());
      expect(await store.likelyDuplicates([])).toEqual(new Set());
    });

    it("counts a waiting application as live, and a cancelled one frees the member to apply again", async () => {
      const store = await backend.open();
      const seated = await store.create(
        newApplication({ programId: 16, capacity: 1, userId: "uid-w1" }),
      );
      const waiting = await store.create(
        newApplication({ programId: 16, capacity: 1, userId: "uid-w2" }),
      );
      expect(waiting.application.status).toBe("대기");
      const again = await store.create(
        newApplication({ programId: 16, capacity: 1, userId: "uid-w2" }),
      );
      expect(again).toMatchObject({
        outcome: "duplicate",
        application: { id: waiting.application.id },
      });
      expect(await store.waitingList(16)).toHaveLength(1);

      await store.cancel(seated.application.id, { by: "applicant", capacity: 1 });
      const back = await store.create(
        newApplication({ programId: 16, capacity: 1, userId: "uid-w1" }),
      );
      expect(back).toMatchObject({ outcome: "created", application: { status: "대기" } });
      // Cancelled by an administrator frees the member as well.
      await store.cancel(back.application.id, { by: "admin", capacity: 1 });
      expect(
        (await store.create(newApplication({ programId: 16, capacity: 1, userId: "uid-w1" })))
          .outcome,
      ).toBe("created");
    });

    it("stores exactly one of a burst of applications from one member for one class, across two instances", async () => {
      const store = await backend.open();
      const other = store.sibling();
      for (const capacity of [null, 3]) {
        const programId = capacity === null ? 7 : 16;
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            (i % 2 ? other : store).create(
              newApplication({ programId, capacity, userId: "uid-burst", name: `연타${i}` }),
            ),
          ),
        );
        const created = results.filter((r) => r.outcome === "created");
        expect(created, `capacity ${capacity}`).toHaveLength(1);
        expect(results.filter((r) => r.outcome === "duplicate")).toHaveLength(7);
        for (const r of results) expect(r.application.id).toBe(created[0]!.application.id);
        expect((await store.list({ programId }, { page: 1, pageSize: 20 })).total).toBe(1);
      }
    }, 60_000); // on the emulator the burst retries contended transactions: seconds

    it("lets an administrator take a cancelled application back although the member applied again (staff bypass the rule)", async () => {
      const store = await backend.open();
      const first = await store.create(newApplication({ userId: "uid-back" }));
      await store.cancel(first.application.id, { by: "applicant", capacity: null });
      const second = await store.create(newApplication({ userId: "uid-back" }));
      expect(second.outcome).toBe("created");
      expect(await store.updateStatus(first.application.id, "접수")).toMatchObject({
        status: "접수",
      });
      expect((await store.create(newApplication({ userId: "uid-back" }))).outcome).toBe(
        "duplicate",
      );
    });

    it("keeps the hash of a guest's 조회 코드 given at creation, never the code", async () => {
      const store = await backend.open();
      const hash = "ab".repeat(32);
      const made = await store.create(newApplication({ lookupCodeHash: hash }));
      expect(made.application.lookupCodeHash).toBe(hash);
      expect((await store.get(made.application.id))!.lookupCodeHash).toBe(hash);
      expect((await store.getByNumber(made.application.number))!.lookupCodeHash).toBe(hash);
      // Made without one (before issue 44, or a member's): null.
      const none = await store.create(newApplication());
      expect((await store.get(none.application.id))!.lookupCodeHash).toBeNull();
    });

    it("revives a cancelled application under the seat-or-queue rule: a free seat, else the end of the line", async () => {
      const store = await backend.open();
      const made = [];
      for (let i = 0; i < 3; i++)
        made.push(
          (await store.create(newApplication({ programId: 18, capacity: 2, name: `v${i}` })))
            .application,
        );
      expect(made.map((a) => a.status)).toEqual(["접수", "접수", "대기"]);
      // v0 cancels: v2 takes the seat. The class is full again, so reviving v0 puts it in line.
      await store.cancel(made[0]!.id, { by: "applicant", capacity: 2 });
      const late = await store.create(newApplication({ programId: 18, capacity: 2, name: "v3" }));
      expect(late.application.status).toBe("대기");
      const seen: unknown[] = [];
      const revived = await store.updateStatus(made[0]!.id, "접수", {
        capacity: 2,
        mails: (change) => {
          seen.push([change.application.status, change.waitingPlace, change.promoted.length]);
          return [];
        },
      });
      expect(revived).toMatchObject({ status: "대기", cancelledBy: "applicant" });
      expect(revived!.revivedAt).not.toBeNull();
      expect(seen.at(-1)).toEqual(["대기", 2, 0]);
      expect((await store.countSeatHolders([18])).get(18)).toBe(2);
      expect((await store.waitingList(18)).map((a) => a.name)).toEqual(["v3", "v0"]);
      // A seat frees up (v1 cancels): v3, first in line, takes it, not the revived v0.
      const freed = await store.cancel(made[1]!.id, { by: "admin", capacity: 2 });
      expect(freed!.promoted.map((a) => a.name)).toEqual(["v3"]);
      // v1 revived with the class full again: last in line, behind v0.
      expect(await store.updateStatus(made[1]!.id, "확정", { capacity: 2 })).toMatchObject({
        status: "대기",
      });
      expect((await store.waitingList(18)).map((a) => a.name)).toEqual(["v0", "v1"]);
      // With a free seat (the capacity was raised to 4), those waiting go first, then the revived row.
      await store.cancel(made[1]!.id, { by: "admin", capacity: 2 });
      const promotedFirst: string[] = [];
      const seated = await store.updateStatus(made[1]!.id, "확정", {
        capacity: 4,
        mails: (change) => {
          promotedFirst.splice(0, Infinity, ...change.promoted.map((a) => a.name));
          return [];
        },
      });
      expect(promotedFirst).toEqual(["v0"]);
      expect(seated).toMatchObject({ status: "확정", queueTicket: null });
      expect((await store.countSeatHolders([18])).get(18)).toBe(4);
      expect(await store.waitingList(18)).toEqual([]);
    });

    it("marks a seat from the waiting list without an e-mail as 연락 필요 until staff mark it done", async () => {
      const store = await backend.open();
      const seated = (await store.create(newApplication({ programId: 19, capacity: 1 })))
        .application;
      const noMail = (
        await store.create(
          newApplication({ programId: 19, capacity: 1, email: "", name: "무메일" }),
        )
      ).application;
      const withMail = (await store.create(newApplication({ programId: 19, capacity: 1 })))
        .application;
      expect([seated, noMail, withMail].map((a) => a.contactNeededAt)).toEqual([null, null, null]);
      const at = new Date("2026-05-04T02:00:00.000Z");
      const first = await store.cancel(seated.id, { by: "admin", capacity: 1, now: at });
      expect(first!.promoted).toMatchObject([{ id: noMail.id, contactNeededAt: at.toISOString() }]);
      expect(await store.get(noMail.id)).toMatchObject({ contactNeededAt: at.toISOString() });
      // One with an e-mail is told by mail: nothing for staff to do.
      const second = await store.cancel(noMail.id, { by: "admin", capacity: 1 });
      expect(second!.promoted).toMatchObject([{ id: withMail.id, contactNeededAt: null }]);
      // Staff called: the mark is gone.
      await store.cancel(withMail.id, { by: "admin", capacity: 1 });
      await store.updateStatus(noMail.id, "접수", { capacity: null });
      const waitingAgain = (
        await store.create(newApplication({ programId: 19, capacity: 0, email: "" }))
      ).application;
      const promoted = await store.cancel(noMail.id, { by: "admin", capacity: 1, now: at });
      expect(promoted!.promoted.map((a) => a.id)).toEqual([waitingAgain.id]);
      const done = await store.markContacted(waitingAgain.id, new Date("2026-05-04T03:00:00Z"));
      expect(done).toMatchObject({ contactNeededAt: null, status: "접수" });
      expect(await store.get(waitingAgain.id)).toEqual(done);
      expect(await store.markContacted("missing")).toBeNull();
    });

    it("gives each applicant seated from the line with an e-mail a new cancel link: the token to the mails, its hash stored", async () => {
      const store = await backend.open();
      const make = (name: string, email = `${name}@example.kr`, capacity = 1) =>
        store.create(
          newApplication({ programId: 21, capacity, name, email, cancelTokenHash: `old-${name}` }),
        );
      const seated = (await make("s0")).application;
      const waiting = (await make("w1")).application;
      const noMail = (await make("w2", "")).application;
      const later = (await make("w3")).application;
      expect(waiting).toMatchObject({ status: "대기", cancelTokenHash: "old-w1" });
      // A cancel seats w1, who has an e-mail: a new token, and its hash replaces the receipt's.
      const seen: { ids: string[]; tokens: [string, string][] }[] = [];
      const record = (change: {
        promoted: { id: string }[];
        promotionTokens: ReadonlyMap<string, string>;
      }) => {
        seen.push({ ids: change.promoted.map((a) => a.id), tokens: [...change.promotionTokens] });
        return [];
      };
      const cancelled = await store.cancel(seated.id, {
        by: "applicant",
        capacity: 1,
        mails: record,
      });
      expect(seen.at(-1)!.ids).toEqual([waiting.id]);
      const [[tokenId, token]] = seen.at(-1)!.tokens as [[string, string]];
      expect(tokenId).toBe(waiting.id);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await store.get(waiting.id);
      expect(stored!.cancelTokenHash).toBe(hashCancelToken(token));
      expect(cancelTokenMatches(stored!.cancelTokenHash, token)).toBe(true);
      expect(cancelled!.promoted[0]).toEqual(stored);
      // w2 has no e-mail: seated (by a raised capacity on a create) with a new token too, for its
      // seat text (decision 266).
      const raised = await store.create(
        newApplication({ programId: 21, capacity: 3, name: "n4" }),
        undefined,
        record,
      );
      expect(raised.outcome === "created" && raised.promoted.map((a) => a.id)).toEqual([
        noMail.id,
        later.id,
      ]);
      const noMailToken = new Map(seen.at(-1)!.tokens).get(noMail.id)!;
      expect((await store.get(noMail.id))!.cancelTokenHash).toBe(hashCancelToken(noMailToken));
      const laterToken = new Map(seen.at(-1)!.tokens).get(later.id)!;
      expect((await store.get(later.id))!.cancelTokenHash).toBe(hashCancelToken(laterToken));
      // A revival that seats the line first hands its promotions' tokens to its mails too.
      await store.cancel(later.id, { by: "admin", capacity: 10 });
      const queued = (await make("w5", "w5@example.kr", 3)).application;
      expect(queued.status).toBe("대기");
      await store.updateStatus(later.id, "접수", { capacity: 5, mails: record });
      const revivalTokens = new Map(seen.at(-1)!.tokens);
      expect([...revivalTokens.keys()]).toEqual([queued.id]);
      expect((await store.get(queued.id))!.cancelTokenHash).toBe(
        hashCancelToken(revivalTokens.get(queued.id)!),
      );
      // Nobody seated: no tokens.
      await store.cancel(queued.id, { by: "admin", capacity: 5, mails: record });
      expect(seen.at(-1)).toEqual({ ids: [], tokens: [] });
    });

    it("keeps which staff member cancelled and why; a revival keeps them as history and says who revived it", async () => {
      const store = await backend.open();
      const { application } = await store.create(newApplication());
      expect(application).toMatchObject({
        cancelledByName: null,
        cancelReason: null,
        revivedAt: null,
        revivedByName: null,
      });
      const cancelAt = new Date("2026-05-04T02:00:00.000Z");
      const cancelled = await store.cancel(application.id, {
        by: "admin",
        byName: "박담당 (staff@centre.kr)",
        reason: "본인 전화 요청",
        capacity: null,
        now: cancelAt,
      });
      expect(cancelled!.application).toMatchObject({
        cancelledAt: cancelAt.toISOString(),
        cancelledBy: "admin",
        cancelledByName: "박담당 (staff@centre.kr)",
        cancelReason: "본인 전화 요청",
      });
      expect(await store.get(application.id)).toEqual(cancelled!.application);
      // Taken back: the cancel's when, by whom and why stay; when and by whom it was revived too.
      const reviveAt = new Date("2026-05-05T01:00:00.000Z");
      const revived = await store.updateStatus(application.id, "접수", {
        capacity: null,
        byName: "이팀장 (lead@centre.kr)",
        now: reviveAt,
      });
      const history = {
        status: "접수",
        cancelledAt: cancelAt.toISOString(),
        cancelledBy: "admin",
        cancelledByName: "박담당 (staff@centre.kr)",
        cancelReason: "본인 전화 요청",
        revivedAt: reviveAt.toISOString(),
        revivedByName: "이팀장 (lead@centre.kr)",
      };
      expect(revived).toMatchObject(history);
      expect(await store.get(application.id)).toMatchObject(history);
      // A later change of a live row is no revival: the note stays as it was.
      expect(
        await store.updateStatus(application.id, "확정", { byName: "다른사람" }),
      ).toMatchObject({ ...history, status: "확정" });
      // Cancelled again by the applicant: the new cancel replaces the old one's who and why.
      const byApplicant = await store.cancel(application.id, { by: "applicant", capacity: null });
      expect(byApplicant!.application).toMatchObject({
        cancelledBy: "applicant",
        cancelledByName: null,
        cancelReason: null,
      });
    });

    it("lists a member's applications and keeps them when the member is detached", async () => {
      const store = await backend.open();
      const t = new Date("2026-06-01T00:00:00Z").getTime();
      const a = await store.create(newApplication({ userId: "uid-a", name: "첫째" }), new Date(t));
      await store.create(
        newApplication({ userId: "uid-a", name: "둘째", programId: 8 }),
        new Date(t + day),
      );
      await store.create(newApplication({ userId: "uid-b" }), new Date(t));
      expect((await store.listForUser("uid-a")).map((x) => x.name)).toEqual(["둘째", "첫째"]);
      expect(await store.detachUser("uid-a")).toBe(2);
      expect(await store.listForUser("uid-a")).toEqual([]);
      expect(await store.get(a.application.id)).toMatchObject({ userId: null, name: "첫째" });
      expect((await store.listForUser("uid-b")).length).toBe(1);
      expect(await store.detachUser("nobody")).toBe(0);
    });
  });
}
