// Pure rules of one rate-limit window as a shared store keeps it (the Firestore limiter): what a
// consume (or a forced set/block) leaves behind, given what the store held. No I/O.

/** A key's stored count: points used so far and when the window ends (ms since epoch; null = never). */
export type StoredWindow = { points: number; expiresAt: number | null };

/** Pure: whether a stored window still counts at `now`. */
export function isLive(
  window: StoredWindow | null | undefined,
  now: number,
): window is StoredWindow {
  return Boolean(window) && (window!.expiresAt === null || window!.expiresAt > now);
}

/**
 * Pure: the window after adding `points` (negative for a reward). An expired or missing window
 * starts afresh for `msDuration` (0 = never expires); `forceExpire` (set, block) replaces the
 * count and the end whatever was stored.
 */
export function nextWindow(
  stored: StoredWindow | null | undefined,
  points: number,
  msDuration: number,
  forceExpire: boolean,
  now: number,
): StoredWindow {
  const expiresAt = msDuration > 0 ? now + msDuration : null;
  if (forceExpire || !isLive(stored, now)) return { points, expiresAt };
  return { points: stored.points + points, expiresAt: stored.expiresAt };
}

/**
 * Pure: up to `upTo` of the window's points handed to one instance at once (decision 228): how many
 * it gets (never past `limit`) and the window after. Nothing left: the window as it was.
 */
export function reserveFrom(
  stored: StoredWindow | null | undefined,
  upTo: number,
  limit: number,
  msDuration: number,
  now: number,
): { granted: number; window: StoredWindow } {
  const live = isLive(stored, now)
    ? stored
    : { points: 0, expiresAt: msDuration > 0 ? now + msDuration : null };
  const granted = Math.max(0, Math.min(upTo, limit - live.points));
  return { granted, window: { points: live.points + granted, expiresAt: live.expiresAt } };
}
