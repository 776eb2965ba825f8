// A browser's proof that it has signed in to an account before (OWASP's "device cookie", decision
// 150), kept as a list inside the signed `__session` cookie: behind Firebase Hosting no other
// cookie reaches the app (decision 120). The cookie's signature is what makes a proof unforgeable;
// `account` is a keyed hash of the e-mail (never the address itself). Pure: no secret, no clock.

export type DeviceProof = {
  /** Keyed hash of the account's e-mail (device-proof.server.ts). */
  account: string;
  /** Random; the key this browser's password attempts at the account are counted under. */
  id: string;
  /** When the browser signed in (ms since the epoch). */
  at: number;
};

/** How long a sign-in vouches for the browser: a member who signs in every season keeps it. */
export const DEVICE_PROOF_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** A family computer with a few accounts; the oldest proof goes first. */
export const MAX_DEVICE_PROOFS = 5;

const isProof = (value: unknown): value is DeviceProof => {
  const proof = value as DeviceProof;
  return (
    Boolean(proof) &&
    typeof proof.account === "string" &&
    typeof proof.id === "string" &&
    typeof proof.at === "number"
  );
};

/** Pure: the proofs of a session's stored value that still count at `now`, newest first. */
export function liveProofs(stored: unknown, now: number): DeviceProof[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isProof)
    .filter((proof) => proof.at <= now && now - proof.at < DEVICE_PROOF_MAX_AGE_MS)
    .sort((a, b) => b.at - a.at)
    .slice(0, MAX_DEVICE_PROOFS);
}

/** Pure: the list after a sign-in to `account` (its earlier proof replaced). */
export function withProof(
  stored: unknown,
  account: string,
  id: string,
  now: number,
): DeviceProof[] {
  const others = liveProofs(stored, now).filter((proof) => proof.account !== account);
  return [{ account, id, at: now }, ...others].slice(0, MAX_DEVICE_PROOFS);
}

/** Pure: this browser's live proof for `account`, or null. */
export function proofFor(stored: unknown, account: string, now: number): DeviceProof | null {
  return liveProofs(stored, now).find((proof) => proof.account === account) ?? null;
}

/** Pure: seconds until the newest proof runs out (0 without any): how long the cookie must live. */
export function proofsLifeLeftSeconds(stored: unknown, now: number): number {
  const newest = liveProofs(stored, now)[0];
  return newest ? Math.ceil((newest.at + DEVICE_PROOF_MAX_AGE_MS - now) / 1000) : 0;
}
