// npm run backup -- --to <gs://bucket/prefix | local folder>   (docs/backups.md, decision 176)
// Over the server build only, so it runs where the site runs: the production image's install (no
// TypeScript tools), e.g. as a Cloud Run job. Locally: `npm run build` first. The runner:
// scripts/run-job.mjs.
import { runJob } from "./run-job.mjs";

await runJob({ job: "backup", run: "runBackup", args: [process.argv.slice(2), process.env] });
