// npm run lottery   (decision 270: one look of the lottery's schedule, on the backends the settings
// choose; a scheduled Cloud Run job may run it too). The runner: scripts/run-job.mjs.
import { runJob } from "./run-job.mjs";

await runJob({
  job: "lottery",
  run: "runLottery",
  source: "/app/jobs/lottery.server.ts",
  args: [process.argv.slice(2)],
});
