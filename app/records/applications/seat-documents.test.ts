import { describe, expect, it } from "vitest";
import { planSeats, routeFor, type Seat, type SeatChange } from "./seat-documents";

const seats = (...held: (string | null)[]): Seat[] =>
  held.map((applicationId, i) => ({ number: i + 1, applicationId }));

const change = (over: Partial<SeatChange>): SeatChange => ({
  seats: [],
  capacity: 3,
  holders: null,
  leaving: null,
  entering: [],
  ...over,
});

describe("which way a create goes", () => {
  it("claims a free seat while nobody waits, any of them", () => {
    expect(routeFor(seats("a", null, null), 0, 3)).toEqual({ way: "claim", free: [2, 3] });
  });

  it("counts a seat within the capacity without a document as free (the capacity was raised)", () => {
    expect(routeFor(seats("a", "b"), 0, 4)).toEqual({ way: "claim", free: [3, 4] });
  });

  it("joins the line when every seat is taken", () => {
    expect(routeFor(seats("a", "b", "c"), 0, 3)).toEqual({ way: "join" });
    expect(routeFor(seats("a", "b", "c"), 5, 3)).toEqual({ way: "join" });
  });

  it("takes the serialised path for a free seat while people wait: the first in line first", () => {
    expect(routeFor(seats("a", "b"), 2, 4)).toEqual({ way: "serialised" });
  });

  it("takes the serialised path for a class without seat documents: they are written from its holders", () => {
    expect(routeFor([], 0, 3)).toEqual({ way: "serialised" });
  });

  it("claims any seat of a class without seat documents and without holders: nothing to write from", () => {
    expect(routeFor([], 0, 3, 0)).toEqual({ way: "claim", free: [1, 2, 3] });
  });

  it("takes the serialised path for a class without seat documents whose holders are counted", () => {
    expect(routeFor([], 0, 3, 2)).toEqual({ way: "serialised" });
  });

  it("seats the line first in a class without seat documents or holders where people wait", () => {
    // A capacity raised from 0: the serialised path seats the first in line.
    expect(routeFor([], 2, 3, 0)).toEqual({ way: "serialised" });
    expect(routeFor([], 2, 0, 0)).toEqual({ way: "join" });
  });

  it("takes the serialised path while a seat is held above a lowered capacity", () => {
    // Seat 1 is free, but two hold seats of 2: a claim of seat 1 would pass the capacity.
    expect(routeFor(seats(null, "b", "c"), 0, 2)).toEqual({ way: "serialised" });
  });

  it("ignores a free seat above a lowered capacity", () => {
    expect(routeFor(seats("a", "b", null), 0, 2)).toEqual({ way: "join" });
  });
});

describe("the seat documents after a change in the serialised path", () => {
  it("writes a class's seats from its holders when it has none: holders first, then free seats", () => {
    const plan = planSeats(change({ holders: ["a", "b"], entering: ["c"], capacity: 4 }));
    expect(plan).toEqual({ set: seats("a", "b", "c", null), remove: [] });
  });

  it("numbers holders beyond the capacity when there are more of them than seats", () => {
    const plan = planSeats(change({ holders: ["a", "b", "c"], capacity: 2 }));
    expect(plan).toEqual({ set: seats("a", "b", "c"), remove: [] });
  });

  it("leaves out the one giving up its seat when writing them from the holders", () => {
    const plan = planSeats(change({ holders: ["a", "b"], leaving: "a", entering: ["w"] }));
    expect(plan.set).toEqual(seats("b", "w", null));
  });

  it("writes none when the holders were not read, nor for a class without a capacity", () => {
    expect(planSeats(change({ entering: ["a"] }))).toEqual({ set: [], remove: [] });
    const none = { capacity: null, holders: ["a"], entering: ["b"] };
    expect(planSeats(change(none))).toEqual({ set: [], remove: [] });
  });

  it("removes every seat document of a class whose capacity was removed", () => {
    const plan = planSeats(change({ seats: seats("a", null, "c"), capacity: null }));
    expect(plan).toEqual({ set: [], remove: [1, 2, 3] });
  });

  it("passes the seat given up to the first in line", () => {
    const plan = planSeats(change({ seats: seats("a", "b", "c"), leaving: "b", entering: ["w"] }));
    expect(plan).toEqual({ set: [{ number: 2, applicationId: "w" }], remove: [] });
  });

  it("frees the seat given up when nobody waits", () => {
    const plan = planSeats(change({ seats: seats("a", "b", "c"), leaving: "a" }));
    expect(plan).toEqual({ set: [{ number: 1, applicationId: null }], remove: [] });
  });

  it("deletes a seat given up above a lowered capacity instead of handing it on", () => {
    const plan = planSeats(change({ seats: seats(null, "b", "c"), capacity: 2, leaving: "c" }));
    expect(plan).toEqual({ set: [], remove: [3] });
    const seated = planSeats(
      change({ seats: seats(null, "b", "c"), capacity: 2, leaving: "c", entering: ["w"] }),
    );
    expect(seated).toEqual({ set: [{ number: 1, applicationId: "w" }], remove: [3] });
  });

  it("gives the first in line the lowest free seats, then the newcomer (a raised capacity)", () => {
    const plan = planSeats(
      change({ seats: seats("a", null), capacity: 4, entering: ["w1", "w2", "new"] }),
    );
    expect(plan.set).toEqual([
      { number: 2, applicationId: "w1" },
      { number: 3, applicationId: "w2" },
      { number: 4, applicationId: "new" },
    ]);
  });

  it("seats staff's promotion beyond a full class on a seat above the capacity", () => {
    const plan = planSeats(change({ seats: seats("a", "b"), capacity: 2, entering: ["w"] }));
    expect(plan).toEqual({ set: [{ number: 3, applicationId: "w" }], remove: [] });
  });

  it("deletes free seats left above a lowered capacity", () => {
    const plan = planSeats(change({ seats: seats("a", "b", null), capacity: 2 }));
    expect(plan).toEqual({ set: [], remove: [3] });
  });
});
