import { describe, expect, it } from "vitest";
import {
  DEVICE_PROOF_MAX_AGE_MS,
  liveProofs,
  MAX_DEVICE_PROOFS,
  proofFor,
  proofsLifeLeftSeconds,
  withProof,
} from "~/accounts/device-proof";

const NOW = Date.UTC(2026, 10, 25);
const DAY = 24 * 60 * 60 * 1000;

describe("proofs of earlier sign-ins", () => {
  it("a sign-in replaces the account's earlier proof and keeps the others, newest first", () => {
    let list = withProof(undefined, "a", "id-1", NOW - 2 * DAY);
    list = withProof(list, "b", "id-2", NOW - DAY);
    list = withProof(list, "a", "id-3", NOW);
    expect(list.map((p) => [p.account, p.id])).toEqual([
      ["a", "id-3"],
      ["b", "id-2"],
    ]);
    expect(proofFor(list, "a", NOW)?.id).toBe("id-3");
    expect(proofFor(list, "c", NOW)).toBeNull();
  });

  it("keeps a few accounts, forgets old proofs, and ignores what is not a proof", () => {
    let list = withProof([], "old", "x", NOW - DEVICE_PROOF_MAX_AGE_MS);
    for (let i = 0; i < MAX_DEVICE_PROOFS + 2; i++)
      list = withProof(list, `a${i}`, `id${i}`, NOW + i);
    expect(list).toHaveLength(MAX_DEVICE_PROOFS);
    expect(proofFor(list, "old", NOW)).toBeNull();
    expect(proofFor(list, "a0", NOW + 10)).toBeNull(); // the oldest went first
    expect(liveProofs("forged", NOW)).toEqual([]);
    expect(liveProofs([{ account: "a", id: 5, at: NOW }], NOW)).toEqual([]);
    // A proof dated in the future is not one this server wrote.
    expect(liveProofs([{ account: "a", id: "i", at: NOW + DAY }], NOW)).toEqual([]);
  });

  it("the cookie lives as long as its newest proof", () => {
    expect(proofsLifeLeftSeconds(undefined, NOW)).toBe(0);
    const list = withProof(withProof([], "a", "1", NOW - 10 * DAY), "b", "2", NOW - DAY);
    expect(proofsLifeLeftSeconds(list, NOW)).toBe((DEVICE_PROOF_MAX_AGE_MS - DAY) / 1000);
  });
});
