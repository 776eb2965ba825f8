// `npm run deploy -- --project P --region R --service S --domain D [--sanity-project X] [--dry-run]`
// Takes a blank Google Cloud project to the live site, and a live site to the next version: each
// step looks first and creates or changes only what is missing or different, so a second run
// with nothing new changes nothing. docs/deploying.md is the runbook; decision 169 the recipe.
import path from "node:path";
import { parseConfig, namesFor } from "./lib/config";
import type { Context } from "./lib/context";
import { Shell } from "./lib/shell";
import { backupBucket, firestore, firestoreBackups } from "./steps/data";
import { front } from "./steps/front";
import { monitoring } from "./steps/monitoring";
import { addFirebase, authSettings, enableApis, secrets, serviceAccounts } from "./steps/project";
import { retentionJob } from "./steps/retention";
import { backupJob, images, service } from "./steps/run";
import { dataset, studio, webhook } from "./steps/sanity";

const ROOT = path.resolve(import.meta.dirname, "..");

export function deploy(argv: string[], print: (line: string) => void = console.log): Shell {
  const config = parseConfig(argv, ROOT);
  // The CLIs of this checkout (firebase, sanity) come after whatever PATH holds.
  const toolPath = [
    process.env.PATH,
    `${ROOT}/node_modules/.bin`,
    `${ROOT}/studio/node_modules/.bin`,
  ]
    .filter(Boolean)
    .join(path.delimiter);
  const sh = new Shell({ dryRun: config.dryRun, root: ROOT, path: toolPath, print });
  const ctx: Context = {
    config,
    names: namesFor(config),
    sh,
    root: ROOT,
    say: (l) => print(`# ${l}`),
    versions: new Map(),
    next: [],
  };
  const steps: [string, (ctx: Context) => void][] = [
    ["APIs", enableApis],
    ["Firebase", addFirebase],
    ["service accounts and roles", serviceAccounts],
    ["secrets", secrets],
    ["Firebase Authentication", authSettings],
    ["Firestore: database, rules, indexes, TTL", firestore],
    ...(config.sanityProject
      ? ([["Sanity dataset (created and seeded when missing)", dataset]] as [
          string,
          (ctx: Context) => void,
        ][])
      : []),
    ["images", images],
    ["Cloud Run service", service],
    ["front: load balancer, CDN, certificate", front],
    ...(config.sanityProject
      ? ([
          ["Studio and CORS", studio],
          ["Sanity webhook", webhook],
        ] as [string, (ctx: Context) => void][])
      : []),
    [
      "backups: Firestore schedule, bucket, job, scheduler",
      (c) => (firestoreBackups(c), backupBucket(c), backupJob(c)),
    ],
    ["retention: job, scheduler, log bucket", retentionJob],
    ["monitoring: uptime check, alerts, budget", monitoring],
  ];
  for (const [title, step] of steps) {
    print(`\n== ${title}`);
    step(ctx);
  }
  print(
    `\n${config.dryRun ? "Dry run: nothing was changed." : `Deployed ${ctx.names.image} to ${ctx.names.siteUrl}`}`,
  );
  if (ctx.next.length) print(`\nNext:\n${ctx.next.map((l) => `- ${l}`).join("\n")}`);
  return sh;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    deploy(process.argv.slice(2));
  } catch (error) {
    console.error(`\ndeploy stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
