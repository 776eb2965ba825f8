// A Cloud Run job that Cloud Scheduler starts through the Cloud Run Admin API (the backup and the
// retention jobs): deployed when its settings' hash differs from the one on its label, its
// account made Cloud Run Invoker on this job alone, and the schedule created once. Each part
// looks first, so a second deploy with nothing new changes nothing.
import { gcloud, grants, type Context } from "../lib/context";
import { sha } from "../lib/render";

export type ScheduledJob = {
  job: string;
  /** `gcloud run jobs deploy` flags (image, region, account, command, env, secrets, limits). */
  settings: string[];
  /** The account the job runs as and Cloud Scheduler calls with. */
  account: string;
  schedule: { name: string; cron: string };
};

export function scheduledJob(ctx: Context, { job, settings, account, schedule }: ScheduledJob) {
  const { sh, config } = ctx;
  const hash = sha(settings.join("\n"));
  const deployed = sh.query(
    "gcloud",
    gcloud(
      ctx,
      "run",
      "jobs",
      "describe",
      job,
      `--region=${config.region}`,
      "--format=value(metadata.labels.deploy-config-sha)",
    ),
  );
  if (deployed !== hash)
    sh.change(
      "gcloud",
      gcloud(ctx, "run", "jobs", "deploy", job, ...settings, `--labels=deploy-config-sha=${hash}`),
    );
  const member = `serviceAccount:${account}`;
  const policy = sh.query(
    "gcloud",
    gcloud(ctx, "run", "jobs", "get-iam-policy", job, `--region=${config.region}`, "--format=json"),
  );
  if (!grants(policy, "roles/run.invoker", member))
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "run",
        "jobs",
        "add-iam-policy-binding",
        job,
        `--region=${config.region}`,
        `--member=${member}`,
        "--role=roles/run.invoker",
      ),
    );
  const scheduled = sh.query(
    "gcloud",
    gcloud(
      ctx,
      "scheduler",
      "jobs",
      "describe",
      schedule.name,
      `--location=${config.region}`,
      "--format=value(name)",
    ),
  );
  if (!scheduled)
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "scheduler",
        "jobs",
        "create",
        "http",
        schedule.name,
        `--location=${config.region}`,
        `--schedule=${schedule.cron}`,
        `--time-zone=${config.timeZone}`,
        `--uri=https://run.googleapis.com/v2/projects/${config.project}/locations/${config.region}/jobs/${job}:run`,
        "--http-method=POST",
        `--oauth-service-account-email=${account}`,
      ),
    );
}
