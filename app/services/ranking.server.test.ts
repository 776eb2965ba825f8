import { afterEach, describe, expect, it } from "vitest";
import type { ProgramFigures } from "~/domain/application-figures";
import { getRanking, invalidateRankingCache } from "./ranking.server";

function depsWith(figures: ProgramFigures[]) {
  const asked: Date[] = [];
  const deps: Parameters<typeof getRanking>[0] = {
    applications: {
      async figuresByProgramSince(since: Date) {
        asked.push(since);
        return figures;
      },
    },
    programs: async () => [
      { id: 7, title: "드럼" },
      { id: 16, title: "우쿨렐레" },
    ],
  };
  return { deps, asked };
}

afterEach(invalidateRankingCache);

describe("getRanking", () => {
  it("ranks the people who still want a class: seated or waiting, never the cancelled", async () => {
    const { deps, asked } = depsWith([
      { programId: 7, received: 1, seated: 0, waiting: 0, cancelled: 1 },
      { programId: 16, received: 5, seated: 2, waiting: 1, cancelled: 2 },
    ]);
    const now = Date.parse("2026-11-25T03:00:00Z");
    const ranking = await getRanking(deps, now);
    expect(ranking.items).toEqual([
      { programId: 16, title: "우쿨렐레", count: 3, waiting: 1, rank: 1 },
    ]);
    expect(asked).toEqual([new Date(now - 30 * 24 * 60 * 60 * 1000)]);
  });
});
