// The uptime check on https://<domain>/healthz/ready, kept as WANTED says on every deploy. Path,
// period, timeout and status classes are updated in place (`gcloud monitoring uptime update`);
// the monitored host cannot be, so a new domain gets a new check, and the old one is deleted
// after the alert policy names the new one (a check an alert policy names cannot be deleted).
// Decision 215.
import { gcloud, type Context } from "../lib/context";

export const WANTED = {
  path: "/healthz/ready",
  periodMinutes: 1,
  timeoutSeconds: 10,
  statusClasses: ["2xx"],
};

/** An uptime check as `list-configs --format=json` answers it (the API's UptimeCheckConfig). */
type Check = {
  name: string;
  displayName: string;
  monitoredResource?: { type?: string; labels?: Record<string, string> };
  httpCheck?: { path?: string; acceptedResponseStatusCodes?: { statusClass?: string }[] };
  period?: string;
  timeout?: string;
};

const idOf = (check: Check) => check.name.split("/").at(-1)!;

function list(ctx: Context): Check[] {
  const out = ctx.sh.query(
    "gcloud",
    gcloud(
      ctx,
      "monitoring",
      "uptime",
      "list-configs",
      `--filter=displayName="${ctx.names.uptimeCheck}"`,
      "--format=json",
    ),
  );
  return out ? (JSON.parse(out) as Check[]) : [];
}

function onThisSite(ctx: Context, check: Check): boolean {
  const labels = check.monitoredResource?.labels ?? {};
  return labels.host === ctx.config.domain && labels.project_id === ctx.config.project;
}

/** The API's classes for gcloud's: "2xx" is STATUS_CLASS_2XX; none set means 2xx only. */
function classes(check: Check): string[] {
  const set = (check.httpCheck?.acceptedResponseStatusCodes ?? [])
    .map((c) => c.statusClass)
    .filter((c): c is string => Boolean(c));
  return (set.length ? set : ["STATUS_CLASS_2XX"]).sort();
}

/** The `update` flags for what differs from WANTED (empty when nothing does). */
export function uptimeChanges(check: Check): string[] {
  const flags: string[] = [];
  if (check.httpCheck?.path !== WANTED.path) flags.push(`--path=${WANTED.path}`);
  if (check.period !== `${WANTED.periodMinutes * 60}s`)
    flags.push(`--period=${WANTED.periodMinutes}`);
  if (check.timeout !== `${WANTED.timeoutSeconds}s`)
    flags.push(`--timeout=${WANTED.timeoutSeconds}`);
  const wanted = WANTED.statusClasses.map((c) => `STATUS_CLASS_${c.toUpperCase()}`).sort();
  if (classes(check).join() !== wanted.join())
    flags.push(`--set-status-classes=${WANTED.statusClasses.join(",")}`);
  return flags;
}

function create(ctx: Context) {
  const { config, names } = ctx;
  ctx.sh.change(
    "gcloud",
    gcloud(
      ctx,
      "monitoring",
      "uptime",
      "create",
      names.uptimeCheck,
      "--resource-type=uptime-url",
      `--resource-labels=host=${config.domain},project_id=${config.project}`,
      "--protocol=https",
      `--path=${WANTED.path}`,
      `--period=${WANTED.periodMinutes}`,
      `--timeout=${WANTED.timeoutSeconds}`,
      `--status-classes=${WANTED.statusClasses.join(",")}`,
    ),
  );
}

/**
 * Makes the check on this domain exist as WANTED. Answers its id (for the alert policy) and the
 * ids of the same-named checks on another host, to delete once no policy names them.
 */
export function uptimeCheck(ctx: Context): { id: string; stale: string[] } {
  const checks = list(ctx);
  let current = checks.find((c) => onThisSite(ctx, c));
  if (!current) {
    create(ctx);
    current = list(ctx).find((c) => onThisSite(ctx, c));
  } else {
    const flags = uptimeChanges(current);
    if (flags.length)
      ctx.sh.change(
        "gcloud",
        gcloud(ctx, "monitoring", "uptime", "update", idOf(current), ...flags),
      );
  }
  const stale = checks.filter((c) => !onThisSite(ctx, c)).map(idOf);
  return { id: current ? idOf(current) : "<uptime check id>", stale };
}

/** Deletes the checks the alert policy no longer names. */
export function deleteStaleChecks(ctx: Context, stale: string[]) {
  for (const id of stale)
    ctx.sh.change("gcloud", gcloud(ctx, "monitoring", "uptime", "delete", id, "--quiet"));
}
