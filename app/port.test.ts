import { describe, expect, it } from "vitest";
import { port } from "./port";

describe("port", () => {
  it("refuses to be read before the composition root hands the value in", () => {
    const accounts = port<{ name: string }>("the accounts service");
    expect(() => accounts()).toThrow(/the accounts service was not handed in/);
  });

  it("gives the plain answer it was made with until something is handed in", () => {
    const channel = port<string | null>("the change channel", () => null);
    expect(channel()).toBeNull();
    channel.provide(() => "firestore");
    expect(channel()).toBe("firestore");
  });

  it("reads what was handed in, the latest hand-over winning (a test swapping backends)", () => {
    const store = port<string>("the store");
    store.provide(() => "sqlite");
    expect(store()).toBe("sqlite");
    store.provide(() => "firestore");
    expect(store()).toBe("firestore");
  });
});
