import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverWithRetries, MAIL_RETRY_DELAYS_MS } from "./retry";

const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

afterEach(() => vi.useRealTimers());

describe("deliverWithRetries", () => {
  it("answers with the first attempt's outcome at once", async () => {
    await expect(
      deliverWithRetries(() => Promise.resolve(), "notice", { log: quietLog() }),
    ).resolves.toBe(true);
  });

  it("tries again after 1 and 10 minutes and stops at the first success", async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new Error("421 busy"))
      .mockRejectedValueOnce(new Error("421 busy"))
      .mockResolvedValueOnce(undefined);
    const log = quietLog();
    await expect(deliverWithRetries(attempt, "notice", { log })).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(MAIL_RETRY_DELAYS_MS[0] - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(MAIL_RETRY_DELAYS_MS[1]);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("gives up after the last delay and logs it", async () => {
    vi.useFakeTimers();
    const attempt = vi.fn().mockRejectedValue(new Error("connection refused"));
    const log = quietLog();
    await deliverWithRetries(attempt, "notice", { log });
    await vi.advanceTimersByTimeAsync(MAIL_RETRY_DELAYS_MS[0] + MAIL_RETRY_DELAYS_MS[1] + 60_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledWith(
      "[mail] notice: gave up after 3 attempts",
      expect.any(Error),
    );
  });
});
