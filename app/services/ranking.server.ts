// /ranking's numbers: applications per class over the last 30 days, kept in memory for at most
// a minute and dropped when this process stores a new application, so the page is live while a
// busy ranking page costs the store at most one aggregate query per minute plus one per new application.
import { RANKING_WINDOW_DAYS, rankPrograms, type RankedProgram } from "~/domain/application";
import type { ServiceDeps } from "~/services/deps.server";

export const RANKING_CACHE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Ranking = { items: RankedProgram[]; computedAt: string; windowDays: number };

let cached: { at: number; counts: { programId: number; count: number }[] } | undefined;

export async function getRanking(
  deps: Pick<ServiceDeps, "applications" | "programs">,
  now = Date.now(),
): Promise<Ranking> {
  if (!cached || now - cached.at >= RANKING_CACHE_MS) {
    const since = new Date(now - RANKING_WINDOW_DAYS * DAY_MS);
    cached = { at: now, counts: await deps.applications.countByProgramSince(since) };
  }
  // Titles come from the content on every visit: a renamed class shows its new name at once.
  const programs = await deps.programs();
  return {
    items: rankPrograms(cached.counts, programs),
    computedAt: new Date(cached.at).toISOString(),
    windowDays: RANKING_WINDOW_DAYS,
  };
}

/** Forgets the cached counts (a new application, tests). */
export function invalidateRankingCache() {
  cached = undefined;
}
