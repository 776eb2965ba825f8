import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  LOOKUP_CODE_ALPHABET,
  LOOKUP_CODE_LENGTH,
  normalizeLookupCode,
} from "~/domain/guest-lookup";

/**
 * The application's id follows from its idempotency key, so both backends find a retried
 * submission with one primary-key read inside the transaction that would otherwise create it.
 */
export function applicationIdFor(idempotencyKey: string): string {
  return createHash("sha256").update(idempotencyKey).digest("base64url").slice(0, 22);
}

/** What is stored of a cancel link's token (the token itself only travels in the e-mail). */
export function hashCancelToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new single-use cancel link: the token for the e-mail, and its hash, which is all that is stored. */
export function newCancelToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashCancelToken(token) };
}

/** Whether a token from a link opens this application (constant-time; a used link has no hash). */
export function cancelTokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCancelToken(token), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** What is stored of a guest's 조회 코드 (the code itself is shown once and mailed, decision 234). */
export function hashLookupCode(code: string): string {
  return createHash("sha256").update(`lookup-code:${code}`).digest("hex");
}

/** A new 조회 코드: 8 random letters of its alphabet (40 bits), and its hash, which is all that is stored. */
export function newLookupCode(): { code: string; hash: string } {
  let code = "";
  for (let i = 0; i < LOOKUP_CODE_LENGTH; i++)
    code += LOOKUP_CODE_ALPHABET[randomInt(LOOKUP_CODE_ALPHABET.length)];
  return { code, hash: hashLookupCode(code) };
}

/** Whether a typed code is the application's (constant-time; none stored matches nothing). */
export function lookupCodeMatches(storedHash: string | null, typed: string): boolean {
  const code = normalizeLookupCode(typed);
  if (!storedHash || !code) return false;
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashLookupCode(code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
