// The lottery's schedule on this process (decision 270): every instance looks once a minute
// (the draw is idempotent, so many instances draw once), and `npm run lottery` runs one look as
// a job (scripts/lottery.mjs; in production a Cloud Run job may run it on a schedule too).
import { getLotteryStore, serviceDeps } from "~/backends/app.server";
import { runDueDraws, type LotteryDeps, type LotteryRun } from "~/services/lottery.server";
import { log } from "~/log.server";

const LOOK_EVERY_MS = 60_000;

export function lotteryDeps(): LotteryDeps {
  const deps = serviceDeps();
  return {
    programs: deps.programs,
    siteUrl: deps.siteUrl,
    mailWritten: deps.mailWritten,
    seatsChanged: deps.seatsChanged,
    textsOn: deps.textsOn,
    lottery: getLotteryStore(),
  };
}

function logRun(run: LotteryRun) {
  if (run.drawn.length || run.committed.length)
    log.info({ event: "lottery.run", ...run }, `lottery: drew ${run.drawn.join(", ") || "none"}`);
  if (run.failed.length)
    log.error({ event: "lottery.failed", ...run }, `lottery: failed ${run.failed.join(", ")}`);
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Looks now and then once a minute; never keeps the process alive by itself. */
export function startLotteryClock() {
  if (timer) return;
  const look = () => {
    runDueDraws(lotteryDeps())
      .then(logRun)
      .catch((error: unknown) => log.error({ error }, "lottery: the look failed"));
  };
  look();
  timer = setInterval(look, LOOK_EVERY_MS);
  timer.unref();
}

export function stopLotteryClock() {
  if (timer) clearInterval(timer);
  timer = undefined;
}

export const LOTTERY_USAGE =
  "사용법 / usage: npm run lottery [-- --now 2027-07-01T01:00:00Z]  (지금 추첨할 때가 된 강좌를 추첨합니다)";

/** `npm run lottery`: one look; exit 0 done, 1 a class failed, 2 refused arguments. */
export async function runLottery(argv: readonly string[]): Promise<number> {
  let now = new Date();
  if (argv.length > 0) {
    const at = argv[0] === "--now" && argv.length === 2 ? new Date(argv[1]!) : null;
    if (!at || Number.isNaN(at.getTime())) {
      console.error(LOTTERY_USAGE);
      return 2;
    }
    now = at;
  }
  const run = await runDueDraws(lotteryDeps(), now);
  logRun(run);
  console.log(JSON.stringify(run));
  return run.failed.length ? 1 : 0;
}
