import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, createNavigationWatchdog } from "./chunk-timeout";

describe("navigation watchdog", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A watchdog and the retry offer it makes. */
  function watchdog() {
    const onTimeout = vi.fn();
    return { onTimeout, observe: createNavigationWatchdog(onTimeout) };
  }

  it("uses the 120 s time-out of requirements §6", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("offers a retry when a navigation stays pending past the time-out", () => {
    const { onTimeout, observe } = watchdog();
    observe("/program/7");
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    observe("/program/7"); // the same navigation reported again keeps its clock
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledWith("/program/7");
  });

  it("stays quiet when the navigation finishes in time", () => {
    const { onTimeout, observe } = watchdog();
    observe("/services");
    vi.advanceTimersByTime(60_000);
    observe(undefined);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("restarts the clock when the visitor goes elsewhere", () => {
    const { onTimeout, observe } = watchdog();
    observe("/services");
    vi.advanceTimersByTime(100_000);
    observe("/about");
    vi.advanceTimersByTime(100_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20_000);
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith("/about");
  });
});
