import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answeringStoreOutages,
  isStoreUnavailable,
  STORE_DEADLINE_MS,
  STORE_UNAVAILABLE_MESSAGE,
} from "./store-outages.server";

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

describe("isStoreUnavailable", () => {
  const sqlite = (errcode: number, message: string) =>
    Object.assign(new Error(message), { code: "ERR_SQLITE_ERROR", errcode });
  const grpc = (code: number) => Object.assign(new Error(`gRPC ${code}`), { code });

  it("takes a full disk, I/O errors and Firestore's quota, deadline and outage as outages (503)", () => {
    for (const error of [
      sqlite(13, "database or disk is full"),
      sqlite(778, "disk I/O error"), // SQLITE_IOERR_WRITE: extended codes keep the primary in the low byte
      sqlite(8, "attempt to write a readonly database"),
      grpc(4), // DEADLINE_EXCEEDED
      grpc(8), // RESOURCE_EXHAUSTED: Firestore's quota or storage
      grpc(14), // UNAVAILABLE
    ])
      expect(isStoreUnavailable(error), error.message).toBe(true);
  });

  it("does not take the helper's own rollback error (which hid SQLITE_FULL, decision 155) or bugs as outages", () => {
    expect(isStoreUnavailable(sqlite(1, "cannot rollback - no transaction is active"))).toBe(false);
    expect(isStoreUnavailable(grpc(3))).toBe(false); // INVALID_ARGUMENT: a bug
    expect(isStoreUnavailable(new TypeError("x"))).toBe(false);
  });
});
