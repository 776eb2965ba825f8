import { describe, expect, it, vi } from "vitest";
import { shortMemo } from "./short-memo";

describe("shortMemo", () => {
  it("runs once per window and shares the result, running or done", async () => {
    let clock = 0;
    const run = vi.fn(async () => clock);
    const check = shortMemo(run, 5_000, () => clock);
    const [a, b] = await Promise.all([check(), check()]);
    expect([a, b]).toEqual([0, 0]);
    clock = 4_999;
    expect(await check()).toBe(0);
    expect(run).toHaveBeenCalledTimes(1);
    clock = 5_000;
    expect(await check()).toBe(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("does not keep a check that threw", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValueOnce("ok");
    const check = shortMemo(run, 5_000, () => 0);
    await expect(check()).rejects.toThrow("boom");
    expect(await check()).toBe("ok");
  });
});
