// The lottery's secret and its keyed hash (decision 270): the seed is 32 random bytes written as
// 64 lower-case hex characters; what is shown before the draw is SHA-256 of those characters;
// each ticket's key is HMAC-SHA256(seed characters, 신청번호 in decimal). The order itself is
// the domain's rule (`~/domain/lottery`), shared with `scripts/draw-verify.ts`.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { drawLottery, type LotteryEntrant } from "~/domain/lottery";

export const SEED_PATTERN = /^[0-9a-f]{64}$/;

export function newSeed(): string {
  return randomBytes(32).toString("hex");
}

/** What is published before the draw: `printf %s SEED | sha256sum`. */
export function seedHashOf(seed: string): string {
  return createHash("sha256").update(seed, "utf8").digest("hex");
}

/** A ticket's key: HMAC-SHA256 keyed by the seed's characters over the number's decimal digits. */
export function ticketKey(seed: string, number: number): string {
  return createHmac("sha256", Buffer.from(seed, "utf8"))
    .update(String(number), "utf8")
    .digest("hex");
}

/** The draw from a seed: what the stores write and the command recomputes. */
export function drawFromSeed(
  seed: string,
  entrants: readonly LotteryEntrant[],
  seats: number | null,
) {
  return drawLottery(entrants, (number) => ticketKey(seed, number), seats);
}
