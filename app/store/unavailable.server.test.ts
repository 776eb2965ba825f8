import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answeringStoreOutages,
  STORE_DEADLINE_MS,
  STORE_UNAVAILABLE_MESSAGE,
} from "./unavailable.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("answeringStoreOutages", () => {
  it("answers a store call that never settles (an unreachable Firestore) with the Korean 503 at the deadline", async () => {
    vi.useFakeTimers();
    const store = answeringStoreOutages(() => ({
      write: () => new Promise<never>(() => undefined),
    }));
    const answer = store.write().catch((thrown: unknown) => thrown);
    await vi.advanceTimersByTimeAsync(STORE_DEADLINE_MS - 1);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const thrown = await answer;
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).json()).toEqual({ message: STORE_UNAVAILABLE_MESSAGE });
  });

  it("passes answers and ordinary errors through unchanged", async () => {
    const bug = new TypeError("a bug, not an outage");
    const store = answeringStoreOutages(() => ({
      ok: async () => 42,
      broken: async () => Promise.reject(bug),
      sync: () => "now",
    }));
    expect(await store.ok()).toBe(42);
    await expect(store.broken()).rejects.toBe(bug);
    expect(store.sync()).toBe("now");
  });

  it("turns a Firestore UNAVAILABLE error into the 503", async () => {
    const store = answeringStoreOutages(() => ({
      write: async () => Promise.reject(Object.assign(new Error("14 UNAVAILABLE"), { code: 14 })),
    }));
    const thrown = await store.write().catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(503);
  });
});
