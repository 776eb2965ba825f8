// The lottery's use cases (decision 270): commit each lottery class's seed as soon as the site
// knows the class, draw a class once its time has come (the clock on every instance, the
// `npm run lottery` job) or by staff's hand once its period has closed, and tell everyone by
// mail, or by text when they gave only a phone, in the draw's writes. The store makes a second draw, concurrent or later, change nothing.
import type { ProgramSummary } from "~/content/types";
import { lotteryResultText } from "~/domain/application-texts";
import { drawIsDue, mayDrawByHand } from "~/domain/lottery";
import { lotteryResultMail } from "~/domain/lottery-mail";
import { AUTOMATIC_DRAW_BY, type DrawOutcome, type LotteryStore } from "~/records/lottery/contract";
import type { ServiceDeps } from "~/services/deps.server";

export type LotteryDeps = Pick<
  ServiceDeps,
  "programs" | "siteUrl" | "mailWritten" | "seatsChanged" | "textsOn"
> & { lottery: LotteryStore };

export type DrawRefusal = { outcome: "not-lottery" } | { outcome: "not-closed" };

export const LOTTERY_MESSAGES = {
  "not-lottery": "추첨 방식의 프로그램이 아닙니다.",
  "not-closed": "접수 기간이 끝난 뒤에 추첨할 수 있습니다.",
} as const;

const isLottery = (program: ProgramSummary) => Boolean(program.recruitment.lottery);

/** Draws one class now: `by` is "자동 추첨" (only once due) or the staff member (once closed). */
export async function drawClass(
  programId: number,
  by: string,
  deps: LotteryDeps,
  now = new Date(),
): Promise<DrawOutcome | DrawRefusal> {
  const program = (await deps.programs()).find((p) => p.id === programId);
  if (!program || !isLottery(program)) return { outcome: "not-lottery" };
  const { recruitment } = program;
  const allowed =
    by === AUTOMATIC_DRAW_BY ? drawIsDue(recruitment, now) : mayDrawByHand(recruitment, now);
  if (!allowed) return { outcome: "not-closed" };
  const { siteUrl, textsOn } = deps;
  const result = await deps.lottery.draw(programId, {
    capacity: recruitment.capacity,
    by,
    now,
    // Written with each application's change; one with only a phone is told by text (decision 266).
    mails: ({ application, place }) => {
      if (application.email) return [lotteryResultMail(application, place, siteUrl)];
      const text = textsOn ? lotteryResultText(application, place, siteUrl) : null;
      return text ? [text] : [];
    },
  });
  if (result.outcome === "drawn") {
    deps.seatsChanged();
    deps.mailWritten();
  }
  return result;
}

export type LotteryRun = { committed: number[]; drawn: number[]; failed: number[] };

/**
 * One tick of the schedule: every lottery class gets its seed (idempotent), and every class
 * whose draw is due and not complete is drawn. One class's failure does not stop the others.
 */
export async function runDueDraws(deps: LotteryDeps, now = new Date()): Promise<LotteryRun> {
  const run: LotteryRun = { committed: [], drawn: [], failed: [] };
  for (const program of (await deps.programs()).filter(isLottery)) {
    try {
      const record = await deps.lottery.commit(program.id, now);
      if (record.committedAt === now.toISOString()) run.committed.push(program.id);
      if (record.completedAt || !drawIsDue(program.recruitment, now)) continue;
      const result = await drawClass(program.id, AUTOMATIC_DRAW_BY, deps, now);
      if (result.outcome === "drawn") run.drawn.push(program.id);
    } catch {
      run.failed.push(program.id);
    }
  }
  return run;
}
