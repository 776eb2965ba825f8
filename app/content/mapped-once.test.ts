import { describe, expect, it } from "vitest";
import { createMappedOnce } from "./mapped-once";

describe("createMappedOnce", () => {
  const source = { kind: "local" };

  it("maps one read once while the Seoul day lasts, and again on the next day", () => {
    let clock = new Date("2026-12-06T14:59:00Z"); // 23:59 in Seoul
    const mappedOnce = createMappedOnce(() => clock);
    const raw = { title: " 피아노 " };
    const calls: string[] = [];
    const map = (r: typeof raw, now: Date) => {
      calls.push(now.toISOString());
      return { title: r.title.trim() };
    };
    const first = mappedOnce(raw, source, map);
    expect(mappedOnce(raw, source, map)).toBe(first);
    expect(calls).toEqual(["2026-12-06T14:59:00.000Z"]);
    clock = new Date("2026-12-06T15:00:00Z"); // midnight in Seoul: recruitment is judged anew
    const next = mappedOnce(raw, source, map);
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
    expect(calls).toEqual(["2026-12-06T14:59:00.000Z", "2026-12-06T15:00:00.000Z"]);
  });

  it("maps a new read, another image source and a missing result afresh", () => {
    const mappedOnce = createMappedOnce(() => new Date("2026-12-06T03:00:00Z"));
    let calls = 0;
    const map = (r: { n: number } | null) => (calls++, r ? { n: r.n } : null);
    const raw = { n: 1 };
    mappedOnce(raw, source, map);
    mappedOnce({ n: 1 }, source, map);
    mappedOnce(raw, { kind: "sanity" }, map);
    expect(calls).toBe(3);
    expect(mappedOnce(null, source, map)).toBeNull();
    expect(mappedOnce(null, source, map)).toBeNull();
    expect(calls).toBe(5);
  });
});
