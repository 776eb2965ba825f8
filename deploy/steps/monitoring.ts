// Monitoring from the files in deploy/alerts/: an e-mail channel, the uptime check on
// /healthz/ready, the alert policies (uptime, 5xx ratio, mail.stuck, content_version.down) and the
// budget. A policy whose file changed is updated in place (its config-sha label tells); the check
// and the budget follow their settings too (./uptime.ts, ./budget.ts, decision 215).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gcloud, type Context } from "../lib/context";
import { fill, sha } from "../lib/render";
import { budget } from "./budget";
import { deleteStaleChecks, uptimeCheck } from "./uptime";

export const POLICY_FILES = [
  "uptime-ready.json",
  "server-errors.json",
  "mail-stuck.json",
  "content-version-down.json",
  // The nightly jobs: a failed run, and a start Cloud Scheduler could not make (decision 252).
  "retention-failed.json",
  "backup-failed.json",
  "scheduler-failed.json",
];

function readAlert(ctx: Context, file: string, values: Record<string, string>) {
  const text = readFileSync(path.join(ctx.root, "deploy/alerts", file), "utf8");
  return JSON.parse(fill(text, values)) as Record<string, unknown> & { displayName: string };
}

function channel(ctx: Context): string | undefined {
  const { sh, config } = ctx;
  if (!config.alertEmail) return undefined;
  const find = () =>
    sh.query(
      "gcloud",
      gcloud(
        ctx,
        "beta",
        "monitoring",
        "channels",
        "list",
        `--filter=labels.email_address="${config.alertEmail}"`,
        "--format=value(name)",
      ),
    );
  const found = find();
  if (found) return found.split("\n")[0];
  sh.change(
    "gcloud",
    gcloud(
      ctx,
      "beta",
      "monitoring",
      "channels",
      "create",
      `--display-name=${config.service} operators`,
      "--type=email",
      `--channel-labels=email_address=${config.alertEmail}`,
    ),
  );
  return find() ?? "<channel>";
}

type Listed = { name: string; displayName: string; userLabels?: Record<string, string> };

export function monitoring(ctx: Context) {
  const { sh, config } = ctx;
  // A policy without a notification channel only colours a chart: nobody is told.
  if (!config.alertEmail && !sh.dryRun)
    throw new Error("--alert-email (where the alerts and the budget notices go) is needed");
  const notify = channel(ctx);
  const check = uptimeCheck(ctx);
  const values = {
    SERVICE: config.service,
    PROJECT: config.project,
    DOMAIN: config.domain,
    UPTIME_CHECK_ID: check.id,
  };
  const listed = sh.query(
    "gcloud",
    gcloud(ctx, "alpha", "monitoring", "policies", "list", "--format=json"),
  );
  const existing = listed ? (JSON.parse(listed) as Listed[]) : [];
  const dir = mkdtempSync(path.join(tmpdir(), "alerts-"));
  for (const file of POLICY_FILES) {
    const policy = readAlert(ctx, file, values);
    const hash = sha(JSON.stringify(policy) + (notify ?? ""));
    const rendered = {
      ...policy,
      notificationChannels: notify ? [notify] : [],
      userLabels: { "config-sha": hash },
    };
    const out = path.join(dir, file);
    writeFileSync(out, JSON.stringify(rendered, null, 2));
    const found = existing.find((p) => p.displayName === policy.displayName);
    if (!found)
      sh.change(
        "gcloud",
        gcloud(ctx, "alpha", "monitoring", "policies", "create", `--policy-from-file=${out}`),
      );
    else if (found.userLabels?.["config-sha"] !== hash)
      sh.change(
        "gcloud",
        gcloud(
          ctx,
          "alpha",
          "monitoring",
          "policies",
          "update",
          found.name,
          `--policy-from-file=${out}`,
        ),
      );
  }
  // Only now does no policy name a check on a former domain: it can go.
  deleteStaleChecks(ctx, check.stale);
  budget(ctx, notify);
}
