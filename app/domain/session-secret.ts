// Pure: whether a session secret is one an attacker could guess. Production refuses the
// development secret (it is in the source code) and secrets with too little variety, since
// whoever knows the secret can sign session cookies. The thresholds leave every secret made by
// `openssl rand -hex 16` (or longer) well clear; see docs/decisions/085-session-secret-strength.md.

/** Used only outside production, when no SESSION_SECRET is set. */
export const DEV_SESSION_SECRET = "dev-only-session-secret-change-me-in-production";

export const SESSION_SECRET_MIN_LENGTH = 32;
/** Fewer distinct characters than this is a pattern, not randomness. */
const MIN_DISTINCT_CHARACTERS = 8;
/** Length × Shannon entropy of the character frequencies: a floor, not a measure of strength. */
const MIN_ESTIMATED_BITS = 64;
/** Share of characters equal to the one a fixed distance back ("abcabc…", "aaaa…"). */
const MAX_REPEAT_SHARE = 0.75;
/** Share of characters that continue the step before them ("abcdef…", "13579…"). */
const MAX_RUN_SHARE = 0.5;

function estimatedBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) {
    const p = count / secret.length;
    perCharacter -= p * Math.log2(p);
  }
  return perCharacter * secret.length;
}

/** The highest share of positions repeating the character `period` places back, over short periods. */
function repeatShare(secret: string): number {
  let highest = 0;
  for (let period = 1; period <= Math.min(16, secret.length - 16); period++) {
    let same = 0;
    for (let i = period; i < secret.length; i++) if (secret[i] === secret[i - period]) same++;
    highest = Math.max(highest, same / (secret.length - period));
  }
  return highest;
}

function runShare(secret: string): number {
  let continued = 0;
  for (let i = 2; i < secret.length; i++) {
    const step = secret.charCodeAt(i) - secret.charCodeAt(i - 1);
    if (step === secret.charCodeAt(i - 1) - secret.charCodeAt(i - 2)) continued++;
  }
  return continued / Math.max(1, secret.length - 2);
}

/** Null for a usable production secret, otherwise why it is refused (`name`: the setting). */
export function sessionSecretProblem(
  secret: string | undefined,
  name = "SESSION_SECRET",
): string | null {
  const hint = "use a random value, e.g. the output of `openssl rand -base64 48`";
  if (!secret || secret.length < SESSION_SECRET_MIN_LENGTH) {
    return `production needs ${name} (at least ${SESSION_SECRET_MIN_LENGTH} characters): ${hint}`;
  }
  if (secret.toLowerCase().includes(DEV_SESSION_SECRET)) {
    return `${name} is the development secret from the source code, which anyone can read and guess: ${hint}`;
  }
  if (
    new Set(secret).size < MIN_DISTINCT_CHARACTERS ||
    estimatedBits(secret) < MIN_ESTIMATED_BITS ||
    repeatShare(secret) > MAX_REPEAT_SHARE ||
    runShare(secret) > MAX_RUN_SHARE
  ) {
    return `${name} is too easy to guess (a repeated pattern, a sequence or too few different characters): ${hint}`;
  }
  return null;
}
