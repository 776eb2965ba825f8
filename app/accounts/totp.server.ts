// TOTP (RFC 6238) through the otpauth library, and the recovery codes, pure: no store, no clock of
// its own. Six digits every 30 seconds, SHA-1: what every authenticator app reads from a QR code.
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

export const TOTP_ISSUER = "청라 문화교육센터";
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock half a minute off still works. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A fresh 160-bit key, base32 (the length RFC 4226 recommends). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

function totpOf(secret: string, label = "") {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address an authenticator app opens (the QR code holds the same). */
export const totpUri = (secret: string, account: string) => totpOf(secret, account).toString();

/** The code of `secret` at `now` (tests, and the operator's own check). */
export const totpCode = (secret: string, now: number) =>
  totpOf(secret).generate({ timestamp: now });

/** The time step a right code belongs to, or null for a wrong one. */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The key in groups of four, as a person types it into an app. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** Ten codes of ten characters (50 bits each) in two groups: XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(32)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored of a recovery code: the SHA-256 of its letters (random codes need no slow hash). */
export function hashRecoveryCode(code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return createHash("sha256").update(`recovery:${normal}`).digest("hex");
}

/** A recovery code as typed (any case, dashes or spaces), or null when it cannot be one. */
export function asRecoveryCode(input: string): string | null {
  const normal = input.toUpperCase().replace(/[\s-]/g, "");
  return /^[A-Z0-9]{10}$/.test(normal) ? normal : null;
}
