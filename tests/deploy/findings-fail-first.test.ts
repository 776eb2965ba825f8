// Each finding of issue 47 fails the deploy rehearsal before its fix (decision 275): a copy of
// deploy/ and firebase/ with one fix undone (a "mutant") is run from a blank project against the
// same stand-ins as deploy-rehearsal.test.ts, and must either be refused the way the provider
// documents it (the stand-in's message) or fail the rehearsal's check for that finding
// (./rehearsal-checks.ts). The unchanged copy passes everything, so a mutant fails for its one
// change. A mutation whose text is no longer in the code fails here too: update it with the code.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backupWithoutHashes,
  jobImage,
  jobsOffTheServedImage,
  missingJobAlerts,
  notPublic,
  queriesWithoutIndex,
  readState,
  type FakeState,
} from "./rehearsal-checks";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FAKE = path.join(import.meta.dirname, "fake-cli.mjs");
const SERVICE = "site-one";
const ARGS = [
  ...["--project", "proj-mutant", "--region", "asia-northeast3", "--service", SERVICE],
  ...["--domain", "www.example.test", "--sanity-project", "sanity01"],
  ...["--alert-email", "ops@example.test", "--smtp-uri", "smtps://mailer@smtp.example.test:465"],
  ...["--tag", "mutant1"],
];

/** One undone fix: `file` (under the copy's root) with `from` replaced by `to`. */
type Mutation = { file: string; from: string | RegExp; to: string };

/** Every check the rehearsal makes after a deploy that went through. */
function allChecks(state: FakeState): string[] {
  return [
    ...queriesWithoutIndex(state),
    ...missingJobAlerts(state, SERVICE),
    ...backupWithoutHashes(state, SERVICE),
    ...notPublic(state, SERVICE),
  ];
}

let dir: string;
const saved = { ...process.env };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "deploy-mutants-"));
  const bin = path.join(dir, "bin");
  mkdirSync(bin);
  for (const tool of ["gcloud", "firebase", "sanity", "curl"]) {
    const file = path.join(bin, tool);
    writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" "${FAKE}" ${tool} "$@"\n`);
    chmodSync(file, 0o755);
  }
  Object.assign(process.env, {
    PATH: `${bin}${path.delimiter}${saved.PATH}`,
    SMTP_PASSWORD: "smtp-password-from-the-operator",
    SANITY_AUTH_TOKEN: "sanity-management-token",
  });
});

afterAll(() => {
  for (const key of ["PATH", "FAKE_STATE", "FAKE_LOG", "SMTP_PASSWORD", "SANITY_AUTH_TOKEN"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of deploy/ and firebase/ with `mutations` applied; answers its root. */
function mutant(name: string, mutations: Mutation[]): string {
  const root = path.join(dir, name);
  mkdirSync(root);
  for (const folder of ["deploy", "firebase"])
    cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
  for (const shared of ["app", "studio", "node_modules"])
    symlinkSync(path.join(ROOT, shared), path.join(root, shared));
  for (const { file, from, to } of mutations) {
    const text = readFileSync(path.join(root, file), "utf8");
    const found = typeof from === "string" ? text.includes(from) : from.test(text);
    if (!found) throw new Error(`mutation of ${file}: not found any more: ${String(from)}`);
    writeFileSync(
      path.join(root, file),
      typeof from === "string" ? text.replaceAll(from, to) : text.replace(from, to),
    );
  }
  process.env.FAKE_STATE = path.join(root, "state.json");
  process.env.FAKE_LOG = path.join(root, "calls.jsonl");
  return root;
}

/** Runs the copy's deploy on its project; answers its error, if any. */
async function deployIn(root: string, extra: string[] = []): Promise<string | undefined> {
  const { deploy } = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(root, "deploy/deploy.ts")).href
  )) as typeof import("../../deploy/deploy");
  try {
    deploy([...ARGS, ...extra], () => undefined);
    return undefined;
  } catch (thrown) {
    return thrown instanceof Error ? thrown.message : String(thrown);
  }
}

/**
 * Deploys a mutant from a blank project; when it goes through, runs the backup job by hand as the
 * runbook does. Answers the deploy's error, if any, and the stand-ins' project.
 */
async function rehearse(name: string, mutations: Mutation[]) {
  const error = await deployIn(mutant(name, mutations));
  if (!error)
    spawnSync("gcloud", [
      ...["run", "jobs", "execute", `${SERVICE}-backup`],
      ...["--region=asia-northeast3", "--wait", "--project=proj-mutant"],
    ]);
  return { error, state: readState(process.env.FAKE_STATE!) };
}

/**
 * The runbook's roll back (its shell blocks, from `runbook`), run against the stand-ins with the
 * rehearsal's names, back to `revision`.
 */
function rollBack(runbook: string, revision: string) {
  const section = /## Roll back\n([\s\S]*?)\n## /.exec(runbook)?.[1] ?? "";
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) =>
    m[1]!
      .replaceAll("S-00012-abc", revision)
      .replace(/(?<![\w-])S(?=[\s-]|$)/gm, SERVICE)
      .replace(/(?<==)R(?=\s)/g, "asia-northeast3")
      .replace(/(?<==)P(?=[\s'"]|$)/gm, "proj-mutant"),
  );
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    const run = spawnSync("sh", ["-c", block], { encoding: "utf8" });
    expect(run.status, `${block}\n${run.stderr}`).toBe(0);
  }
}

const MIN = 60_000;

describe("the rehearsal against the deploy with one fix undone", () => {
  it(
    "passes the unchanged copy: no refusal, every check clean",
    async () => {
      const { error, state } = await rehearse("unchanged", []);
      expect(error).toBeUndefined();
      expect(allChecks(state)).toEqual([]);
    },
    5 * MIN,
  );

  const refused: [string, Mutation[], RegExp][] = [
    [
      "1: Authentication never initialised (PATCH straight away)",
      [{ file: "deploy/steps/project.ts", from: "if (!current) {", to: "if (false) {" }],
      /404 \(CONFIGURATION_NOT_FOUND\)/,
    ],
    [
      "2: the image built as the project's default build account",
      [
        {
          file: "deploy/steps/run.ts",
          from: "`--service-account=projects/${config.project}/serviceAccounts/${names.buildAccount}`,",
          to: "",
        },
      ],
      /default build service account .* lacks artifactregistry/,
    ],
    [
      "2: the build account without its role on the repository",
      [
        {
          file: "deploy/steps/run.ts",
          from: 'if (!grants(repoPolicy, "roles/artifactregistry.writer", writer))',
          to: "if (false)",
        },
      ],
      /lacks roles\/artifactregistry\.writer/,
    ],
    [
      "3: the budget without a quota project",
      [{ file: "deploy/steps/budget.ts", from: ", `--billing-project=${config.project}`", to: "" }],
      /requires a quota project/,
    ],
    [
      "4: no dataset for the startup probe to read",
      [
        {
          file: "deploy/deploy.ts",
          from: '[["Sanity dataset (created and seeded when missing)", dataset]]',
          to: "[]",
        },
      ],
      /failed the configured startup probe/,
    ],
    [
      "4: the dataset created private",
      [
        {
          file: "deploy/steps/sanity.ts",
          from: '"--visibility", "public"',
          to: '"--visibility", "private"',
        },
      ],
      /failed the configured startup probe/,
    ],
    [
      "13: made public with an allUsers binding",
      [
        {
          file: "deploy/steps/run.ts",
          from: "  // Public behind the load balancer: the template turns the invoker IAM check off",
          to: '  sh.change("gcloud", gcloud(ctx, "run", "services", "add-iam-policy-binding", config.service, `--region=${config.region}`, "--member=allUsers", "--role=roles/run.invoker"));\n  //',
        },
        {
          file: "deploy/cloudrun/service.yaml",
          from: '    run.googleapis.com/invoker-iam-disabled: "true"\n',
          to: "",
        },
      ],
      /do not belong to a permitted customer/,
    ],
  ];
  for (const [finding, mutations, message] of refused)
    it(
      `refuses finding ${finding}, as the provider does`,
      async () => {
        const { error } = await rehearse(finding.replace(/\W+/g, "-"), mutations);
        expect(error).toMatch(message);
      },
      5 * MIN,
    );

  const failedChecks: [string, Mutation[], (state: FakeState) => string[], RegExp][] = [
    [
      "5: the backup account with Firebase Authentication Viewer only",
      [
        {
          file: "deploy/steps/project.ts",
          from: 'backup: ["roles/firebaseauth.admin"]',
          to: 'backup: ["roles/firebaseauth.viewer"]',
        },
      ],
      (state) => backupWithoutHashes(state, SERVICE),
      /backup job logged backup\.incomplete/,
    ],
    [
      "6: the TTL field sessions.expiresAt with its indexes off",
      [
        {
          file: "firebase/firestore.indexes.json",
          from: /("collectionGroup": "sessions",\s*"fieldPath": "expiresAt",\s*"ttl": true,\s*"indexes": )\[[^\]]*\]/,
          to: "$1[]",
        },
      ],
      queriesWithoutIndex,
      /records\/sessions\/firestore\.server\.ts: sessions\.expiresAt \(index off\)/,
    ],
    [
      "7: no alerts for the nightly jobs",
      [
        {
          file: "deploy/steps/monitoring.ts",
          from: /\s*"retention-failed\.json",\s*"backup-failed\.json",\s*"scheduler-failed\.json",/,
          to: "",
        },
      ],
      (state) => missingJobAlerts(state, SERVICE),
      /no alert policy "site-one: retention failed"/,
    ],
    [
      "13: the invoker IAM check left on (no allUsers binding either)",
      [
        {
          file: "deploy/cloudrun/service.yaml",
          from: '    run.googleapis.com/invoker-iam-disabled: "true"\n',
          to: "",
        },
      ],
      (state) => notPublic(state, SERVICE),
      /refuses unauthenticated requests/,
    ],
  ];
  for (const [finding, mutations, check, problem] of failedChecks)
    it(
      `fails the check of finding ${finding}`,
      async () => {
        const { error, state } = await rehearse(finding.replace(/\W+/g, "-"), mutations);
        expect(error).toBeUndefined();
        expect(check(state).join("\n")).toMatch(problem);
      },
      5 * MIN,
    );
});

describe("finding 15: a rollback, as the runbook gives it", () => {
  let root: string;
  let deployed: string;
  beforeAll(async () => {
    root = mutant("rollback", []);
    expect(await deployIn(root)).toBeUndefined();
    // The next version: a new image, a new revision that takes the traffic.
    expect(await deployIn(root, ["--tag", "mutant2"])).toBeUndefined();
    deployed = readFileSync(process.env.FAKE_STATE!, "utf8");
  }, 5 * MIN);

  const image = (tag: string) => `asia-northeast3-docker.pkg.dev/proj-mutant/site-one/web:${tag}`;

  it("fails the rehearsal when the runbook rolls back the service alone (before the fix)", () => {
    writeFileSync(process.env.FAKE_STATE!, deployed);
    const runbook = readFileSync(path.join(ROOT, "docs/deploying.md"), "utf8");
    const serviceOnly = runbook.replace(/^.*(IMAGE=|run jobs update).*\n/gm, "");
    expect(serviceOnly).not.toEqual(runbook);
    rollBack(serviceOnly, "site-one-00001-abc");
    expect(jobsOffTheServedImage(readState(process.env.FAKE_STATE!), SERVICE)).toEqual([
      `site-one-retention runs ${image("mutant2")}, the service ${image("mutant1")}`,
      `site-one-backup runs ${image("mutant2")}, the service ${image("mutant1")}`,
    ]);
  });

  it(
    "puts the service and the jobs on the revision's image, and the next deploy puts all back",
    async () => {
      writeFileSync(process.env.FAKE_STATE!, deployed);
      rollBack(readFileSync(path.join(ROOT, "docs/deploying.md"), "utf8"), "site-one-00001-abc");
      const rolled = readState(process.env.FAKE_STATE!);
      expect(rolled.traffic).toEqual({ "site-one-00001-abc": 100 });
      expect(jobsOffTheServedImage(rolled, SERVICE)).toEqual([]);

      // The fixed commit: the service's latest revision takes the traffic, the jobs its image.
      expect(await deployIn(root, ["--tag", "mutant3"])).toBeUndefined();
      const next = readState(process.env.FAKE_STATE!);
      expect(next.traffic).toEqual({ "site-one-00003-abc": 100 });
      expect(jobsOffTheServedImage(next, SERVICE)).toEqual([]);
      expect(jobImage(next, "site-one-backup")).toBe(image("mutant3"));
    },
    5 * MIN,
  );
});
