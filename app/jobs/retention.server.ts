// `npm run retention` (decision 209): runs the retention job once on this process's backends,
// writes one `retention.done` (or `retention.failed`) log entry with what it did, and answers an
// exit code: 0 done, 1 a step failed, 2 refused arguments. In production a Cloud Run job of the
// site's image runs it daily (deploy/steps/retention.ts); scripts/retention.mjs loads it.
import { getAccountsService, getSettings } from "~/backends/app.server";
import { RefusedDeletionError } from "~/accounts/service.server";
// The job's process is wired like the server's: the accounts service it deletes through.
import "~/backends/app.server";
import { getBackends } from "~/backends/backends.server";
import { getClassDates } from "~/content/content.server";
import {
  retentionSteps,
  runRetentionSteps,
  type RetentionDeps,
  type RetentionSummary,
} from "~/retention/job.server";
import { log } from "~/log.server";

export const RETENTION_USAGE = "사용법 / usage: npm run retention (인자 없음 / no arguments)";

/** This process's stores and content, as the job takes them. */
export function processRetentionDeps(): RetentionDeps {
  const backends = getBackends();
  const accounts = getAccountsService();
  return {
    store: backends.retention(),
    classDates: () => getClassDates(getSettings()),
    async deleteAccount(uid) {
      try {
        await accounts.deleteAccount(uid);
        return "deleted";
      } catch (error) {
        if (error instanceof RefusedDeletionError) return "refused";
        throw error;
      }
    },
    sessions: backends.sessions(),
    links: backends.identity(),
    accessRecords: backends.accessRecords(),
  };
}

/** Writes the run's one log entry: what each step removed, or why it failed. */
export function logRetention(summary: RetentionSummary) {
  const { ok, totals } = summary;
  const message = ok
    ? `retention: ${totals.anonymised} anonymised, ${totals.deleted} deleted, ${totals.skipped} left (refused)`
    : `retention: failed steps ${summary.steps
        .filter((s) => !s.ok)
        .map((s) => s.name)
        .join(", ")}`;
  if (ok) log.info({ event: "retention.done", ...summary }, message);
  else log.error({ event: "retention.failed", ...summary }, message);
}

export async function runRetention(argv: string[], now = new Date()): Promise<number> {
  if (argv.length > 0) {
    console.error(RETENTION_USAGE);
    return 2;
  }
  const summary = await runRetentionSteps(retentionSteps(processRetentionDeps()), now);
  logRetention(summary);
  return summary.ok ? 0 : 1;
}
