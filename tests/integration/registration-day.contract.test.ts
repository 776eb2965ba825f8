// Registration day (issue 31) as properties, on both backends and from two instances at once: a
// rush for one class seats exactly its capacity, the line keeps the order in which applications
// arrived (a wave sent after another one is answered queues behind all of it), and cancels in the
// middle of a rush seat the first in line. Not timed: bench/registration-day measures the speed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, expect, it } from "vitest";
import type { Application, ApplicationStore } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators, type Emulator } from "../support/emulator-suite";
import { guestApplication } from "../support/applications";
import { firestoreClients } from "../support/firestore-clients";

/** Two handles on one fresh store: two server instances. */
type Backend = {
  name: string;
  needs: Emulator[];
  open: () => [ApplicationStore, ApplicationStore];
};

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const sqlite: Backend = {
  name: "SQLite",
  needs: [],
  open() {
    const dir = mkdtempSync(path.join(tmpdir(), "registration-day-"));
    tempDirs.push(dir);
    const file = path.join(dir, "centre.sqlite");
    return [
      createSqliteApplicationStore(openSqlite(file)),
      createSqliteApplicationStore(openSqlite(file)),
    ];
  },
};

const clients = firestoreClients("registration-day");
const firestore: Backend = {
  name: "Firestore (emulator)",
  needs: ["firestore"],
  open() {
    const projectId = `rush-${randomUUID().slice(0, 8)}`;
    return [
      createFirestoreApplicationStore(clients.client(projectId)),
      createFirestoreApplicationStore(clients.client(projectId)),
    ];
  },
};

const CAPACITY = 3;
/** Contended transactions on the emulator take seconds each on a loaded machine: not a timing test. */
const RUSH_TIMEOUT_MS = 180_000;
const PROGRAM_ID = 16;

/** `size` applications sent at once, alternately to each instance; names say wave and place. */
function wave(instances: [ApplicationStore, ApplicationStore], label: string, size: number) {
  return Promise.all(
    Array.from({ length: size }, (_, i) =>
      instances[i % 2]!.create(guestApplication(`${label}${i}`, PROGRAM_ID, CAPACITY)),
    ),
  ).then((results) => results.map((r) => r.application));
}

const names = (applications: Application[]) => applications.map((a) => a.name);
const seated = (applications: (Application | null)[]) =>
  applications.filter((a) => a && (a.status === "접수" || a.status === "확정")).map((a) => a!.name);

for (const backend of [sqlite, firestore]) {
  describeOnEmulators(`registration day: ${backend.name}`, backend.needs, () => {
    it(
      "seats exactly the capacity, all from the first wave; the line puts the whole first wave ahead of the second",
      async () => {
        const instances = backend.open();
        const first = await wave(instances, "a", 2 * CAPACITY);
        const second = await wave(instances, "b", 2 * CAPACITY);

        expect(first.filter((a) => a.status === "접수")).toHaveLength(CAPACITY);
        expect(second.every((a) => a.status === "대기")).toBe(true);
        expect((await instances[1].countSeatHolders([PROGRAM_ID])).get(PROGRAM_ID)).toBe(CAPACITY);
        const line = names(await instances[0].waitingList(PROGRAM_ID));
        expect(line).toHaveLength(3 * CAPACITY);
        expect(line.slice(0, CAPACITY).every((name) => name.startsWith("a"))).toBe(true);
        expect(line.slice(CAPACITY).every((name) => name.startsWith("b"))).toBe(true);
        // Each instance's view of the line is the same line.
        expect(names(await instances[1].waitingList(PROGRAM_ID))).toEqual(line);
      },
      RUSH_TIMEOUT_MS,
    );

    it(
      "cancels in the middle of a rush seat the first in line, never more than the capacity",
      async () => {
        const instances = backend.open();
        const first = await wave(instances, "a", 2 * CAPACITY);
        const lineBefore = names(await instances[0].waitingList(PROGRAM_ID));
        const cancelled = first.filter((a) => a.status === "접수").slice(0, 2);

        const [, ...cancels] = await Promise.all([
          wave(instances, "b", 2 * CAPACITY),
          ...cancelled.map((a, i) =>
            instances[i % 2]!.cancel(a.id, { by: "applicant", capacity: CAPACITY }),
          ),
        ]);

        const promoted = cancels.flatMap((c) => names(c!.promoted));
        expect(promoted.sort()).toEqual(lineBefore.slice(0, 2).sort());
        const all = await Promise.all(first.map((a) => instances[0].get(a.id)));
        const stillSeated = seated(all);
        expect(stillSeated).toHaveLength(CAPACITY);
        expect((await instances[1].countSeatHolders([PROGRAM_ID])).get(PROGRAM_ID)).toBe(CAPACITY);
        const line = names(await instances[0].waitingList(PROGRAM_ID));
        expect(line).toEqual([
          ...lineBefore.slice(2),
          ...line.filter((name) => name.startsWith("b")),
        ]);
        expect(line.filter((name) => name.startsWith("b"))).toHaveLength(2 * CAPACITY);
      },
      RUSH_TIMEOUT_MS,
    );
  });
}
