// What the deploy rehearsal checks on the stand-ins' project (tests/deploy/fake-cli.mjs's state)
// for the findings of issue 47 that no provider refuses at deploy time, but that fail later in
// production: each answers the problems found, [] when there are none. The rehearsal runs them
// on the real deploy (deploy-rehearsal.test.ts) and on mutants of it (findings-fail-first.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type FakeState = {
  resources: Record<string, Record<string, unknown>>;
  iam: Record<string, { role: string; members: string[] }[]>;
  secrets: Record<string, string[]>;
  serviceYaml?: string;
  fieldIndexes?: { collectionGroup: string; fieldPath: string; ttl: boolean; indexed: boolean }[];
  executions?: { job: string; events: string[] }[];
  revisions?: { name: string; image: string }[];
  traffic?: Record<string, number>;
};

export const readState = (file: string) => JSON.parse(readFileSync(file, "utf8")) as FakeState;

/** The fields the site's Firestore code filters or orders on (`.where("f"`, `.orderBy("f"`). */
export function firestoreQueries(): { file: string; field: string; source: string }[] {
  const out: { file: string; field: string; source: string }[] = [];
  const files = readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" }).filter(
    (f) => /firestore[\w-]*\.server\.ts$/.test(f) && !f.includes(".test."),
  );
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, "app", file), "utf8");
    for (const m of source.matchAll(/\.(?:where|orderBy)\(\s*"([\w.]+)"/g))
      out.push({ file, field: m[1]!, source });
  }
  return out;
}

/**
 * Finding 6: a query on a field whose single-field indexes the deployed field overrides turned
 * off (`"indexes": []`) fails in production with FAILED_PRECONDITION; the emulator, which does not
 * enforce indexes, never shows it.
 */
export function queriesWithoutIndex(state: FakeState): string[] {
  const deployed = state.fieldIndexes;
  if (!deployed) return ["no firestore:indexes deploy ran"];
  const queried = firestoreQueries();
  return deployed
    .filter((f) => !f.indexed)
    .flatMap((f) =>
      queried
        .filter((q) => q.field === f.fieldPath && q.source.includes(`"${f.collectionGroup}"`))
        .map((q) => `${q.file}: ${f.collectionGroup}.${f.fieldPath} (index off)`),
    );
}

const policies = (state: FakeState) =>
  Object.values(state.resources).filter((r) => r.kind === "policy") as {
    displayName?: string;
    notificationChannels?: string[];
  }[];

/**
 * Finding 7: the nightly jobs' failures reach someone: retention.failed from S-retention,
 * backup.failed and backup.incomplete from S-backup, and a failed Cloud Scheduler start of either,
 * each in a policy with a notification channel.
 */
export function missingJobAlerts(state: FakeState, service: string): string[] {
  const wanted: [string, RegExp[]][] = [
    [
      `${service}: retention failed`,
      [new RegExp(`cloud_run_job.*job_name=\\\\"${service}-retention\\\\".*retention\\.failed`)],
    ],
    [`${service}: backup failed or incomplete`, [/backup\.failed/, /backup\.incomplete/]],
    [
      `${service}: scheduled job not started`,
      [
        /cloud_scheduler_job/,
        new RegExp(`${service}-backup-daily`),
        new RegExp(`${service}-retention-daily`),
      ],
    ],
  ];
  const all = policies(state);
  const problems = wanted.flatMap(([name, patterns]) => {
    const found = all.find((p) => p.displayName === name);
    if (!found) return [`no alert policy "${name}"`];
    const text = JSON.stringify(found);
    return patterns.filter((p) => !p.test(text)).map((p) => `"${name}" lacks ${p}`);
  });
  for (const p of all)
    if (p.notificationChannels?.length !== 1) problems.push(`"${p.displayName}" tells nobody`);
  return problems;
}

/**
 * Finding 5: a backup run by hand (the runbook's `gcloud run jobs execute S-backup --wait`) comes
 * with every password hash, and the hash parameters an import needs are recorded, read by no one.
 */
export function backupWithoutHashes(state: FakeState, service: string): string[] {
  const runs = (state.executions ?? []).filter((e) => e.job === `${service}-backup`);
  const problems: string[] = [];
  if (runs.length === 0) problems.push("the backup job never ran");
  else if (!runs.at(-1)!.events.includes("backup.done"))
    problems.push(`the backup job logged ${runs.at(-1)!.events.join(", ")}`);
  const hash = state.secrets[`${service}-auth-hash-config`]?.[0];
  if (!hash || !/"algorithm"/.test(hash)) problems.push("no recorded password hash parameters");
  if (state.iam[`secrets:${service}-auth-hash-config`])
    problems.push("an account reads the hash parameters");
  return problems;
}

/**
 * Finding 13: the service answers the load balancer without an allUsers binding (refused under
 * domain-restricted sharing): the invoker IAM check is off in its template. With neither, every
 * request through the load balancer gets 403.
 */
export function notPublic(state: FakeState, service: string): string[] {
  const yaml = state.serviceYaml ?? "";
  const open = /run\.googleapis\.com\/invoker-iam-disabled: "true"/.test(yaml);
  const allUsers = (state.iam[`run services:${service}`] ?? []).some((b) =>
    b.members.includes("allUsers"),
  );
  return open || allUsers ? [] : ["the service refuses unauthenticated requests (403)"];
}

/** The image a job runs (its `--image=` setting). */
export const jobImage = (state: FakeState, job: string) =>
  (state.resources[`run jobs:${job}`]?.args as string[] | undefined)
    ?.find((a) => a.startsWith("--image="))
    ?.slice(8);

/**
 * Finding 15: after a rollback the nightly jobs run the image of the revision that serves, not the
 * newer code against the older revision's data shape.
 */
export function jobsOffTheServedImage(state: FakeState, service: string): string[] {
  const serving = Object.entries(state.traffic ?? {}).find(([, percent]) => percent === 100)?.[0];
  const image = state.revisions?.find((r) => r.name === serving)?.image;
  if (!image) return ["no revision serves all traffic"];
  return [`${service}-retention`, `${service}-backup`]
    .filter((job) => jobImage(state, job) !== image)
    .map((job) => `${job} runs ${jobImage(state, job)}, the service ${image}`);
}
