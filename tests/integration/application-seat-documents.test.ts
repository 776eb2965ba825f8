// The seat documents of decision 228 on the Firestore emulator, what the applications contract
// cannot see: `programSeats/{programId}/seats/{n}` name exactly the class's seat holders after a
// rush, cancels and changed capacities from two instances, a free seat above the capacity is
// deleted, the first wave for a class that has never had an application claims seats without the
// serialised path, and a class with applications but no seat documents (data from before them)
// gets them from its holders on its next create, its old line kept ahead of the newcomers.
import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { expect, it } from "vitest";
import type { Application, ApplicationStore } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import {
  PROGRAM_SEATS_COLLECTION,
  SEATS_SUBCOLLECTION,
} from "~/records/applications/firestore/seats.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";
import { guestApplication } from "../support/applications";

const clients = firestoreClients("seat-documents");
const PROGRAM_ID = 31;

function open() {
  const projectId = `seats-${randomUUID().slice(0, 8)}`;
  const db = clients.client(projectId);
  return {
    db,
    stores: [
      createFirestoreApplicationStore(db),
      createFirestoreApplicationStore(clients.client(projectId)),
    ] as const,
  };
}

const application = (name: string, capacity: number | null) =>
  guestApplication(name, PROGRAM_ID, capacity);

const seatsOf = (db: Firestore) =>
  db.collection(PROGRAM_SEATS_COLLECTION).doc(String(PROGRAM_ID)).collection(SEATS_SUBCOLLECTION);

/** The seat documents, by number: the application each names, or null when free. */
async function seatDocuments(db: Firestore) {
  const snapshot = await seatsOf(db).get();
  return new Map(
    snapshot.docs
      .map((doc) => [Number(doc.id), (doc.get("applicationId") as string | null) ?? null] as const)
      .sort(([a], [b]) => a - b),
  );
}

async function seatHolders(store: ApplicationStore) {
  const page = await store.list({ programId: PROGRAM_ID }, { page: 1, pageSize: 100 });
  return page.items
    .filter((a) => a.status === "접수" || a.status === "확정")
    .map((a) => a.id)
    .sort();
}

/** Every holder on one seat, nobody else on any, and no free seat above the capacity. */
async function expectSeatsNameTheHolders(db: Firestore, store: ApplicationStore, capacity: number) {
  const seats = await seatDocuments(db);
  const named = [...seats.values()].filter((id): id is string => id !== null);
  expect(named.sort()).toEqual(await seatHolders(store));
  const freeAbove = [...seats].filter(([number, id]) => id === null && number > capacity);
  expect(freeAbove).toEqual([]);
  return seats;
}

describeOnEmulators("seat documents on Firestore", ["firestore"], () => {
  it("name exactly the seat holders after a rush, cancels, a raise and a lowering from two instances", async () => {
    const { db, stores } = open();
    const rush = (label: string, size: number, capacity: number) =>
      Promise.all(
        Array.from({ length: size }, (_, i) =>
          stores[i % 2]!.create(application(`${label}${i}`, capacity)),
        ),
      ).then((results) => results.map((r) => r.application));

    const first = await rush("a", 8, 3);
    expect(first.filter((a) => a.status === "접수")).toHaveLength(3);
    expect([...(await expectSeatsNameTheHolders(db, stores[0], 3)).keys()]).toEqual([1, 2, 3]);

    // Two cancels while a second wave arrives: the seats pass to the first in line.
    const seated = first.filter((a) => a.status === "접수");
    await Promise.all([
      rush("b", 4, 3),
      stores[0].cancel(seated[0]!.id, { by: "applicant", capacity: 3 }),
      stores[1].cancel(seated[1]!.id, { by: "applicant", capacity: 3 }),
    ]);
    expect(await seatHolders(stores[0])).toHaveLength(3);
    await expectSeatsNameTheHolders(db, stores[0], 3);

    // Raised to 5: two of the line are seated by the next creates.
    await rush("c", 2, 5);
    expect(await seatHolders(stores[0])).toHaveLength(5);
    await expectSeatsNameTheHolders(db, stores[0], 5);

    // Lowered to 2: nobody loses a seat; three give theirs up and only the last frees one.
    const holders = await seatHolders(stores[0]);
    for (const id of holders.slice(0, 3)) await stores[1].cancel(id, { by: "admin", capacity: 2 });
    expect(await seatHolders(stores[0])).toHaveLength(2);
    await expectSeatsNameTheHolders(db, stores[0], 2);
  }, 180_000);

  it("lets the first wave of a class that has never had an application claim seats one by one", async () => {
    const { db, stores } = open();
    const classDocument = db.collection(PROGRAM_SEATS_COLLECTION).doc(String(PROGRAM_ID));
    const wave = await Promise.all(
      Array.from({ length: 8 }, (_, i) => stores[i % 2]!.create(application(`w${i}`, 3))),
    );
    expect(wave.filter((r) => r.application.status === "접수")).toHaveLength(3);
    await expectSeatsNameTheHolders(db, stores[0], 3);
    // Only the serialised path writes the class's document: nobody of the wave took it.
    expect((await classDocument.get()).exists).toBe(false);
  });

  it("writes a class's seat documents from its holders when it has none, keeping its old line ahead", async () => {
    const { db, stores } = open();
    const [store] = stores;
    const made: Application[] = [];
    for (const name of ["o0", "o1", "o2"])
      made.push((await store.create(application(name, 2))).application);
    expect(made.map((a) => a.status)).toEqual(["접수", "접수", "대기"]);
    // As before decision 228: no seat documents, the class's document with its last ticket, and
    // the line's tickets counted from 1.
    await Promise.all((await seatsOf(db).get()).docs.map((doc) => doc.ref.delete()));
    await db.collection(PROGRAM_SEATS_COLLECTION).doc(String(PROGRAM_ID)).set({ lastTicket: 1 });
    await db.collection("applications").doc(made[2]!.id).update({ queueTicket: 1 });

    const late = await stores[1].create(application("late", 2));
    expect(late.application.status).toBe("대기");
    const seats = await expectSeatsNameTheHolders(db, store, 2);
    expect([...seats.values()].sort()).toEqual([made[0]!.id, made[1]!.id].sort());
    expect((await store.waitingList(PROGRAM_ID)).map((a) => a.name)).toEqual(["o2", "late"]);

    // A cancel passes its seat document on to the first in line, the one from before.
    const seatOfFirst = [...seats].find(([, id]) => id === made[0]!.id)![0];
    const cancelled = await store.cancel(made[0]!.id, { by: "applicant", capacity: 2 });
    expect(cancelled!.promoted.map((a) => a.name)).toEqual(["o2"]);
    expect((await seatDocuments(db)).get(seatOfFirst)).toBe(made[2]!.id);
  });
});
