// The capacity rule with real counts from the embedded store: a class with a capacity closes
// when the applications holding a seat reach it, and opens again when one is cancelled. Pages
// reuse a count for a few seconds, until this process stores or changes an application.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ProgramSummaryResult } from "~/content/mapping";
import type { ProgramSummary } from "~/content/types";
import { guestApplication } from "../support/applications";

const dataDir = mkdtempSync(path.join(tmpdir(), "recruitment-seats-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("FIREBASE_PROJECT_ID", "");
vi.stubEnv("SANITY_PROJECT_ID", "");

let seats: typeof import("~/backends/app.server");
let records: import("~/records/applications/contract").ApplicationStore;
let program: ProgramSummary;
let closedByEditor: ProgramSummary;
const NOW = new Date("2026-03-10T03:00:00Z");

beforeAll(async () => {
  seats = await import("~/backends/app.server");
  records = (await import("~/backends/app.server")).getApplicationStore();
  const { toProgramSummary } = await import("~/content/mapping");
  const raw = {
    id: 42,
    category: "music",
    title: "정원 두 명 프로그램",
    description: null,
    price: null,
    schedule: "매주 월",
    weekdays: [],
    startTime: null,
    endTime: null,
    scheduleNote: null,
    audience: null,
    audienceNote: null,
    endsOn: null,
    instructor: null,
    location: null,
    isFeatured: false,
    recruitment: {
      status: "open",
      opensOn: null,
      closesOn: "2026-03-13",
      capacity: 2,
      startsOn: null,
      cancelUntil: null,
      method: null,
      drawAt: null,
    },
    image: {
      alt: null,
      crop: null,
      hotspot: null,
      asset: { _id: "image-x-800x600-svg", url: "/content/x-800x600.svg", width: 800, height: 600 },
    },
  } satisfies ProgramSummaryResult;
  program = toProgramSummary(raw, { kind: "local" }, NOW)!;
  closedByEditor = toProgramSummary(
    { ...raw, recruitment: { ...raw.recruitment, status: "closed" } },
    { kind: "local" },
    NOW,
  )!;
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

const apply = (programId: number) => records.create(guestApplication("김민지", programId, null));

const judged = async () => (await seats.withSeatCounts([program], { now: NOW }))[0]!;
/** Judged on a count taken now (what this process does after it stores an application). */
const judgedAfresh = async () => {
  seats.invalidateSeatCounts();
  return judged();
};

describe("seats and the capacity", () => {
  it("stays open below the capacity and shows the days left", async () => {
    await apply(42);
    await apply(7); // another class's application takes no seat here
    expect((await judged()).recruitment).toMatchObject({
      phase: "open",
      seatsTaken: 1,
      daysLeft: 3,
    });
  });

  it("closes when the seats are taken; a page may keep the count a few seconds", async () => {
    const second = await apply(42);
    expect(await judged()).toMatchObject({ isClosed: false }); // the count from a moment ago
    // Full: still taking applications, on the waiting list.
    expect(await judgedAfresh()).toMatchObject({
      isClosed: false,
      recruitment: { phase: "full", seatsTaken: 2 },
    });

    await records.cancel(second.application.id, { by: "admin", capacity: 2 });
    expect((await judged()).recruitment.phase).toBe("full"); // still the cached count
    seats.invalidateSeatCounts();
    expect(await judged()).toMatchObject({
      isClosed: false,
      recruitment: { phase: "open", seatsTaken: 1 },
    });
  });

  it("counts 확정 as a seat, and does not count classes already closed by other rules", async () => {
    const third = await apply(42);
    await records.updateStatus(third.application.id, "확정");
    expect((await judgedAfresh()).recruitment.phase).toBe("full");
    const [closed] = await seats.withSeatCounts([closedByEditor], { now: NOW });
    expect(closed!.recruitment).toMatchObject({ phase: "closed", seatsTaken: null });
  });

  it("counts the waiting list with the seats, for the seat line of cards and the class page", async () => {
    const { toProgramCard } = await import("~/content/program-card-data");
    const waiting = await records.create(guestApplication("이대기", 42, 2));

    expect(waiting.application.status).toBe("대기");
    const full = await judgedAfresh();
    expect(full.recruitment).toMatchObject({ phase: "full", seatsTaken: 2, waiting: 1 });
    expect(toProgramCard(full).seats).toBe("정원 2명 · 잔여 없음 · 대기 1명");
  });
});
