// /ranking's numbers: per class, the people who applied in the last 30 days and have not
// cancelled (seated or waiting; decision 137), kept in memory for at most a minute and dropped
// when this process takes or frees a seat, so the page is live while a busy ranking page costs
// the store at most one query per minute plus one per change.
import {
  RANKING_WINDOW_DAYS,
  rankPrograms,
  type ProgramCount,
  type RankedProgram,
} from "~/domain/application";
import { liveApplicants } from "~/domain/application-figures";
import type { ApplicationStore } from "~/records/applications/contract";

export const RANKING_CACHE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Ranking = { items: RankedProgram[]; computedAt: string; windowDays: number };

let cached: { at: number; counts: ProgramCount[] } | undefined;

export async function getRanking(
  // Not ServiceDeps: that module drops this cache whenever seats change.
  deps: {
    applications: Pick<ApplicationStore, "figuresByProgramSince">;
    programs(): Promise<readonly { id: number; title: string }[]>;
  },
  now = Date.now(),
): Promise<Ranking> {
  if (!cached || now - cached.at >= RANKING_CACHE_MS) {
    const since = new Date(now - RANKING_WINDOW_DAYS * DAY_MS);
    const figures = await deps.applications.figuresByProgramSince(since);
    cached = {
      at: now,
      counts: figures.map((f) => ({
        programId: f.programId,
        count: liveApplicants(f),
        waiting: f.waiting,
      })),
    };
  }
  // Titles come from the content on every visit: a renamed class shows its new name at once.
  const programs = await deps.programs();
  return {
    items: rankPrograms(cached.counts, programs),
    computedAt: new Date(cached.at).toISOString(),
    windowDays: RANKING_WINDOW_DAYS,
  };
}

/** Forgets the cached counts (seats taken or freed, tests). */
export function invalidateRankingCache() {
  cached = undefined;
}
