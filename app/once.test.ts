import { describe, expect, it } from "vitest";
import { once } from "./once";

describe("once", () => {
  it("makes the value on first use only, and anew after a reset", () => {
    let made = 0;
    const value = once(() => ({ n: ++made }));
    expect(value.peek()).toBeUndefined();
    expect(value()).toBe(value());
    expect(made).toBe(1);
    value.reset();
    expect(value.peek()).toBeUndefined();
    expect(value().n).toBe(2);
  });

  it("keeps a made undefined as made", () => {
    let made = 0;
    const value = once(() => {
      made++;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });

  it("tries again after a failed making", () => {
    let calls = 0;
    const value = once(() => {
      if (++calls === 1) throw new Error("not yet");
      return "ready";
    });
    expect(() => value()).toThrow("not yet");
    expect(value()).toBe("ready");
  });
});
