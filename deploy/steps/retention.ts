// The retention job (파기, decision 209): `npm run retention` as a Cloud Run job on the site's
// image, run daily by Cloud Scheduler through the Cloud Run Admin API, and the log bucket's
// retention that the privacy policy states for server logs. Each part looks first and changes
// only what differs, so a second deploy with nothing new changes nothing.
import { RETENTION } from "../../app/domain/retention";
import { gcloud, type Context } from "../lib/context";
import { serviceSettings } from "./run";
import { scheduledJob } from "./scheduled-job";

/** 04:00 in the site's time zone: after the 03:30 backup, long before opening hours. */
export const RETENTION_SCHEDULE = "0 4 * * *";

/**
 * The job's settings: the service's own (the same stores, content and pinned secret versions; it
 * runs the site's code, which reads the site's validated settings), as the site's account: it
 * deletes what a member's own deletion deletes, so it needs no role the site lacks.
 */
export function retentionJobSettings(ctx: Context): string[] {
  const { config, names } = ctx;
  const { plain, secrets } = serviceSettings(ctx);
  const env: [string, string][] = [
    ["SITE_URL", names.siteUrl],
    ["FIREBASE_PROJECT_ID", config.project],
    ...plain,
  ];
  return [
    `--image=${names.image}`,
    `--region=${config.region}`,
    `--service-account=${names.runAccount}`,
    "--command=npm",
    "--args=run,retention",
    // A value may hold a comma (MAIL_FROM): gcloud's ^|^ prefix makes | the separator instead.
    `--set-env-vars=^|^${env.map(([k, v]) => `${k}=${v}`).join("|")}`,
    `--set-secrets=${secrets.map((s) => `${s.env}=${s.secret}:${s.version}`).join(",")}`,
    "--max-retries=1",
    "--task-timeout=1800s",
  ];
}

export function retentionJob(ctx: Context) {
  const { names } = ctx;
  // Cloud Scheduler calls the Admin API's jobs.run as the site's account: Cloud Run Invoker on
  // this job alone (not on the project).
  scheduledJob(ctx, {
    job: names.retentionJob,
    settings: retentionJobSettings(ctx),
    account: names.runAccount,
    schedule: { name: names.retentionSchedule, cron: RETENTION_SCHEDULE },
  });
  serverLogRetention(ctx);
}

/** The _Default log bucket (request logs with client addresses) keeps what the policy says. */
function serverLogRetention(ctx: Context) {
  const days = String(RETENTION.serverLogDays);
  const current = ctx.sh.query(
    "gcloud",
    gcloud(
      ctx,
      "logging",
      "buckets",
      "describe",
      "_Default",
      "--location=global",
      "--format=value(retentionDays)",
    ),
  );
  if (current?.trim() !== days)
    ctx.sh.change(
      "gcloud",
      gcloud(
        ctx,
        "logging",
        "buckets",
        "update",
        "_Default",
        "--location=global",
        `--retention-days=${days}`,
      ),
    );
}
