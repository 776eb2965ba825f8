import { describe, expect, it } from "vitest";
import {
  admit,
  byPlaceInLine,
  planSeating,
  seatingFromLine,
  seatsFreedFor,
  withoutApplication,
  type ClassLine,
  type InLine,
} from "./waiting-list";

const waiting = (id: string, number: number, queueTicket: number | null): InLine => ({
  id,
  number,
  queueTicket,
});

const line = (over: Partial<ClassLine<InLine>> = {}): ClassLine<InLine> => ({
  capacity: 2,
  holders: 2,
  waiting: [],
  lastTicket: 0,
  ...over,
});

const ids = (applications: readonly InLine[]) => applications.map((a) => a.id);

describe("the order of the line", () => {
  it("puts the lower ticket first, and the lower application number on equal tickets", () => {
    const line = [waiting("c", 3, 2), waiting("b", 9, 1), waiting("a", 5, 1)];
    expect(ids([...line].sort(byPlaceInLine))).toEqual(["a", "b", "c"]);
  });
});

describe("admitting a new application (or a revival)", () => {
  it("seats it while a seat is free and nobody waits", () => {
    expect(admit(line({ holders: 1 }))).toEqual({
      promoted: [],
      waits: false,
      ticket: null,
      waitingPlace: null,
    });
  });

  it("puts it at the end of the line when the class is full: the next ticket, its place", () => {
    const full = line({ waiting: [waiting("w1", 3, 4), waiting("w2", 4, 5)], lastTicket: 5 });
    expect(admit(full)).toEqual({ promoted: [], waits: true, ticket: 6, waitingPlace: 3 });
  });

  it("seats those waiting first when the capacity was raised, and the newcomer waits behind the rest", () => {
    const raised = line({
      capacity: 3,
      holders: 1,
      waiting: [waiting("late", 9, 3), waiting("first", 4, 1), waiting("second", 6, 2)],
      lastTicket: 3,
    });
    const admission = admit(raised);
    expect(ids(admission.promoted)).toEqual(["first", "second"]);
    expect(admission).toMatchObject({ waits: true, ticket: 4, waitingPlace: 2 });
  });

  it("seats both the waiting and the newcomer when the raise leaves a seat over", () => {
    const raised = line({ capacity: 5, holders: 2, waiting: [waiting("w", 3, 1)], lastTicket: 1 });
    const admission = admit(raised);
    expect(ids(admission.promoted)).toEqual(["w"]);
    expect(admission.waits).toBe(false);
  });

  it("seats it and promotes nobody when the class has no capacity (its line is not read)", () => {
    expect(admit(null)).toEqual({ promoted: [], waits: false, ticket: null, waitingPlace: null });
    const unlimited = line({ capacity: null, waiting: [waiting("w", 3, 1)] });
    expect(admit(unlimited)).toMatchObject({ promoted: [], waits: false });
  });

  it("counts its place from how many wait when only the first in line were read", () => {
    // Full: no seat is free, so a store reads none of the 40 waiting, only their count.
    expect(admit(line({ waiting: [], waitingCount: 40, lastTicket: 40 }))).toEqual({
      promoted: [],
      waits: true,
      ticket: 41,
      waitingPlace: 41,
    });
    // One seat free (the capacity was raised): the first in line of the 40 takes it.
    const raised = line({ capacity: 3, waiting: [waiting("first", 4, 1)], waitingCount: 40 });
    expect(admit(raised)).toMatchObject({ waits: true, waitingPlace: 40 });
    expect(ids(admit(raised).promoted)).toEqual(["first"]);
  });

  it("promotes nobody when the capacity was lowered below the seats held", () => {
    const lowered = line({ capacity: 1, holders: 3, waiting: [waiting("w", 4, 1)], lastTicket: 1 });
    expect(admit(lowered)).toEqual({ promoted: [], waits: true, ticket: 2, waitingPlace: 2 });
  });
});

describe("a cancel", () => {
  it("frees the seat of one who held it, and the first in line takes it", () => {
    const full = line({ waiting: [waiting("second", 5, 2), waiting("first", 4, 1)] });
    const freed = withoutApplication(full, { id: "seated", status: "접수" });
    expect(freed.holders).toBe(1);
    expect(ids(seatsFreedFor(freed))).toEqual(["first"]);
  });

  it("frees no seat when the cancelled one was waiting: it only leaves the line", () => {
    const full = line({ waiting: [waiting("first", 4, 1), waiting("second", 5, 2)] });
    const freed = withoutApplication(full, { id: "first", status: "대기" });
    expect(freed.holders).toBe(2);
    expect(ids(freed.waiting)).toEqual(["second"]);
    expect(seatsFreedFor(freed)).toEqual([]);
  });

  it("seats every one waiting when the class has no limit any more", () => {
    const unlimited = line({
      capacity: null,
      waiting: [waiting("b", 5, 2), waiting("a", 4, 1)],
    });
    expect(ids(seatsFreedFor(unlimited))).toEqual(["a", "b"]);
  });
});

describe("seating one from the line", () => {
  it("asks staff to call one without an e-mail, and gives everyone a new cancel link", () => {
    // Without an e-mail the link goes in the seat text (decision 266).
    expect(seatingFromLine({ email: "" })).toEqual({ needsCall: true, newCancelLink: true });
    expect(seatingFromLine({ email: "a@example.com" })).toEqual({
      needsCall: false,
      newCancelLink: true,
    });
  });
});

describe("the seat plan", () => {
  const at = new Date("2026-12-06T01:02:03.000Z");
  const inLine = (id: string, email: string) => ({
    ...waiting(id, 1, 7),
    status: "대기",
    email,
    cancelTokenHash: `old-${id}`,
    contactNeededAt: null,
    updatedAt: "2026-12-01T00:00:00.000Z",
  });
  let made = 0;
  const newLink = () => ({ token: `token-${++made}`, hash: `hash-${made}` });

  it("stores each one seated out of the line, in the order chosen, with a new link's hash", () => {
    made = 0;
    const plan = planSeating([inLine("first", "a@example.kr"), inLine("second", "")], at, newLink);
    expect(plan.seated).toEqual([
      {
        ...inLine("first", "a@example.kr"),
        status: "접수",
        queueTicket: null,
        contactNeededAt: null,
        cancelTokenHash: "hash-1",
        updatedAt: at.toISOString(),
      },
      {
        ...inLine("second", ""),
        status: "접수",
        queueTicket: null,
        // No e-mail: staff call until a text reaches them (decisions 191, 266).
        contactNeededAt: at.toISOString(),
        cancelTokenHash: "hash-2",
        updatedAt: at.toISOString(),
      },
    ]);
  });

  it("gives each one seated its token for the mail or text, never its hash", () => {
    made = 0;
    const plan = planSeating([inLine("first", "a@example.kr"), inLine("second", "")], at, newLink);
    expect([...plan.promotionTokens]).toEqual([
      ["first", "token-1"],
      ["second", "token-2"],
    ]);
  });

  it("seats nobody and makes no link when the rule chose nobody", () => {
    const plan = planSeating([], at, () => {
      throw new Error("no link is made for nobody");
    });
    expect(plan).toEqual({ seated: [], promotionTokens: new Map() });
  });
});
