// npm run retention   (decision 209: the retention job, once, on the backends the settings choose;
// the daily Cloud Run job runs it from the site's image). The runner: scripts/run-job.mjs.
import { runJob } from "./run-job.mjs";

await runJob({
  job: "retention",
  run: "runRetention",
  source: "/app/jobs/retention.server.ts",
  args: [process.argv.slice(2)],
});
