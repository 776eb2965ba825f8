// The deploy command rehearsed against stand-ins for gcloud, firebase, sanity and curl
// (tests/deploy/fake-cli.mjs) put first on PATH: from a blank project, again with nothing new
// (it must change nothing), through a secret rotation, a new budget amount and a new domain
// (monitoring and the budget follow), and as a dry run that runs nothing.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploy } from "../../deploy/deploy";
import {
  backupWithoutHashes,
  firestoreQueries,
  missingJobAlerts,
  notPublic,
  queriesWithoutIndex,
  readState,
} from "./rehearsal-checks";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FAKE = path.join(import.meta.dirname, "fake-cli.mjs");
const ARGS = [
  "--project",
  "proj-rehearsal",
  "--region",
  "asia-northeast3",
  "--service",
  "site-one",
  "--domain",
  "www.example.test",
  "--sanity-project",
  "sanity01",
  "--alert-email",
  "ops@example.test",
  "--smtp-uri",
  "smtps://mailer@smtp.example.test:465",
  "--tag",
  "rehearsal1",
];

type Call = {
  tool: string;
  args: string[];
  stdinBytes: number;
  method?: string;
  cwd: string;
  studioEnv?: Record<string, string>;
};

let dir: string;
let bin: string;
const saved = { ...process.env };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "deploy-rehearsal-"));
  bin = path.join(dir, "bin");
  spawnSync("mkdir", [bin]);
  for (const tool of ["gcloud", "firebase", "sanity", "curl"]) {
    const file = path.join(bin, tool);
    writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" "${FAKE}" ${tool} "$@"\n`);
    chmodSync(file, 0o755);
  }
  Object.assign(process.env, {
    PATH: `${bin}${path.delimiter}${saved.PATH}`,
    FAKE_STATE: path.join(dir, "state.json"),
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

/** Runs the deploy in this process with a fresh call log; answers the calls and printed lines. */
function run(extra: string[] = []) {
  const log = path.join(dir, `log-${Math.random().toString(36).slice(2)}.jsonl`);
  process.env.FAKE_LOG = log;
  const printed: string[] = [];
  deploy([...ARGS, ...extra], (line) => printed.push(line));
  const calls: Call[] = existsSync(log)
    ? readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as Call)
    : [];
  return { calls, printed: printed.join("\n") };
}

const state = () =>
  JSON.parse(readFileSync(process.env.FAKE_STATE!, "utf8")) as {
    secrets: Record<string, string[]>;
    serviceYaml: string;
    resources: Record<string, FakeResource & { customRequestHeaders?: string[]; args?: string[] }>;
    hooks: { rule: { filter: string }; url: string; secret: string; description: string }[];
    iam: Record<string, { role: string; members: string[] }[]>;
  };

type FakeResource = {
  kind?: string;
  name?: string;
  period?: string;
  monitoredResource?: { labels?: Record<string, string> };
  amount?: { specifiedAmount?: { units?: string } };
  thresholdRules?: { thresholdPercent: number; spendBasis?: string }[];
};

/** Changes the fake project by hand, as someone in the console would. */
function editState(change: (s: { resources: Record<string, FakeResource> }) => void) {
  const file = process.env.FAKE_STATE!;
  const s = JSON.parse(readFileSync(file, "utf8")) as { resources: Record<string, FakeResource> };
  change(s);
  writeFileSync(file, JSON.stringify(s));
}

/** deploy/alerts/budget.json's rules as the budget API keeps them. */
const FILE_RULES = [
  { thresholdPercent: 0.5 },
  { thresholdPercent: 0.9 },
  { thresholdPercent: 1 },
  { thresholdPercent: 1, spendBasis: "FORECASTED_SPEND" },
];

/** A command of the runbook, with this rehearsal's project, region and service put in. */
function runbookCommand(pattern: RegExp): string[] {
  const runbook = readFileSync(path.join(ROOT, "docs/deploying.md"), "utf8");
  const command = pattern.exec(runbook)?.[1];
  if (!command) throw new Error(`the runbook has no ${String(pattern)}`);
  return command
    .replaceAll("S-", "site-one-")
    .replaceAll("=R ", "=asia-northeast3 ")
    .replace(/=P\b/g, "=proj-rehearsal")
    .split(/\s+/);
}

const line = (c: Call) => `${c.tool} ${c.args.join(" ")}`;
const MUTATING = new Set([
  "create",
  "enable",
  "add-iam-policy-binding",
  "replace",
  "submit",
  "import",
  "update",
  "add-backend",
  "deploy",
  "add",
  "projects:addfirebase",
  "delete",
]);
/** The calls that change something: a mutating verb among the words, or curl with a body. */
const changes = (calls: Call[]) =>
  calls.filter(
    (c) =>
      c.args.some((a) => !a.startsWith("-") && MUTATING.has(a)) ||
      (c.tool === "curl" && c.method !== "GET"),
  );

/** The changes to the uptime check, the alert policies and the budget. */
const monitoringChanges = (calls: Call[]) =>
  changes(calls)
    .map(line)
    .filter((l) =>
      /^gcloud (monitoring uptime|alpha monitoring policies|billing budgets) /.test(l),
    );

describe("npm run deploy, from a blank project", () => {
  let first: ReturnType<typeof run>;
  beforeAll(() => {
    first = run();
  }, 300_000);

  it("goes through every step in order", () => {
    const at = (pattern: RegExp) => {
      const index = first.calls.findIndex((c) => pattern.test(line(c)));
      expect(index, String(pattern)).toBeGreaterThanOrEqual(0);
      return index;
    };
    const order = [
      /^gcloud services enable .*run\.googleapis\.com/,
      /^firebase projects:addfirebase proj-rehearsal/,
      /^gcloud iam service-accounts create site-one-run/,
      /^gcloud secrets create site-one-session-secret/,
      /^curl /,
      /^gcloud firestore databases create .*--enable-pitr/,
      /^firebase deploy --only=firestore:rules,firestore:indexes/,
      /^gcloud builds submit/,
      /^gcloud run services replace/,
      /^gcloud compute backend-services create site-one-backend .*--enable-cdn/,
      /^gcloud compute forwarding-rules create site-one-https/,
      /^sanity deploy/,
      /^gcloud firestore backups schedules create .*--recurrence=daily/,
      /^gcloud run jobs deploy site-one-backup/,
      /^gcloud scheduler jobs create http site-one-backup-daily/,
      /^gcloud run jobs deploy site-one-retention/,
      /^gcloud scheduler jobs create http site-one-retention-daily/,
      /^gcloud monitoring uptime create/,
      /^gcloud alpha monitoring policies create/,
      /^gcloud billing budgets create/,
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("initialises Firebase Authentication on a project that never had it, then sets it", () => {
    const curls = first.calls.filter(
      (c) => c.tool === "curl" && c.method !== "GET" && c.cwd === ROOT,
    );
    const auth = (state() as unknown as { auth?: { authorizedDomains?: string[] } }).auth;
    expect(auth?.authorizedDomains).toContain("www.example.test");
    // initializeAuth (a POST) comes before the PATCH of the config it creates.
    expect(curls.map((c) => c.method).slice(0, 2)).toEqual(["POST", "PATCH"]);
    expect(first.printed).toMatch(/identityPlatform:initializeAuth/);
  });

  it("creates the public dataset and imports the bundled content once, before the service", () => {
    const datasets = (
      state() as unknown as { datasets?: { name: string; visibility: string; imports: number }[] }
    ).datasets;
    expect(datasets).toEqual([
      expect.objectContaining({ name: "production", visibility: "public", imports: 1 }),
    ]);
    const lines = first.calls.map(line);
    const imported = lines.findIndex((l) =>
      /^sanity dataset import .*production\.ndjson production/.test(l),
    );
    const replaced = lines.findIndex((l) => l.startsWith("gcloud run services replace"));
    expect(imported).toBeGreaterThanOrEqual(0);
    expect(imported).toBeLessThan(replaced);
  });

  it("leaves every field the code queries indexed, TTL fields included", () => {
    const { fieldIndexes } = readState(process.env.FAKE_STATE!);
    expect(fieldIndexes?.filter((f) => f.ttl).length).toBeGreaterThan(0);
    expect(firestoreQueries().length).toBeGreaterThan(20);
    expect(queriesWithoutIndex(readState(process.env.FAKE_STATE!))).toEqual([]);
  });

  it("alerts on a failed retention run, a failed or incomplete backup, and a failed scheduled start", () => {
    expect(missingJobAlerts(readState(process.env.FAKE_STATE!), "site-one")).toEqual([]);
  });

  it("makes a backup job whose run by hand (the runbook's) exports every password hash", () => {
    const [tool, ...args] = runbookCommand(/`(gcloud run jobs execute S-backup [^`]+)`/);
    const run = spawnSync(tool!, args, {
      env: { ...process.env, FAKE_LOG: path.join(dir, "execute.jsonl") },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(backupWithoutHashes(readState(process.env.FAKE_STATE!), "site-one")).toEqual([]);
  });

  it("is public behind the load balancer without an allUsers binding", () => {
    expect(notPublic(readState(process.env.FAKE_STATE!), "site-one")).toEqual([]);
  });

  it("ends with the operator's next step: the DNS record for the load balancer's address", () => {
    const lines = first.printed.trim().split("\n");
    expect(lines.at(-1)).toMatch(/www\.example\.test.*A record.*203\.0\.113\.7/);
  });

  it("grants no token creator, and each secret only to the accounts that read it", () => {
    const all = first.calls.map(line).join("\n");
    expect(all).not.toMatch(/TokenCreator|signBlob/i);
    const projectRoles = first.calls
      .filter((c) => c.args[0] === "projects" && c.args[1] === "add-iam-policy-binding")
      .map((c) => c.args.find((a) => a.startsWith("--role="))!.slice(7));
    expect(projectRoles.sort()).toEqual([
      "roles/datastore.user",
      "roles/firebaseauth.admin",
      // The backup job's: with less, every password hash comes back "REDACTED" (docs/backups.md).
      "roles/firebaseauth.admin",
      // The build account: its logs, and the source gcloud uploads for the build.
      "roles/logging.logWriter",
      "roles/storage.objectViewer",
    ]);
    const { iam } = state();
    // The build account pushes to the site's repository only.
    expect(iam["artifacts repositories:site-one"]).toEqual([
      {
        role: "roles/artifactregistry.writer",
        members: ["serviceAccount:site-one-build@proj-rehearsal.iam.gserviceaccount.com"],
      },
    ]);
    const build = first.calls.find((c) => line(c).startsWith("gcloud builds submit"))!;
    expect(build.args).toContain(
      "--service-account=projects/proj-rehearsal/serviceAccounts/site-one-build@proj-rehearsal.iam.gserviceaccount.com",
    );
    for (const key of [
      "session-secret",
      "health-token",
      "front-secret",
      "firebase-web-api-key",
      "sanity-webhook-secret",
      "smtp-url",
    ]) {
      expect(iam[`secrets:site-one-${key}`], key).toEqual([
        {
          role: "roles/secretmanager.secretAccessor",
          members: ["serviceAccount:site-one-run@proj-rehearsal.iam.gserviceaccount.com"],
        },
      ]);
    }
    expect(iam["secrets:site-one-sanity-viewer-token"]?.[0]?.members).toEqual([
      "serviceAccount:site-one-run@proj-rehearsal.iam.gserviceaccount.com",
      "serviceAccount:site-one-backup@proj-rehearsal.iam.gserviceaccount.com",
    ]);
    // The Trigger Email extension's password secret is not made any more (decision 254).
    expect(iam["secrets:site-one-smtp-password"]).toBeUndefined();
    expect(state().secrets["site-one-smtp-password"]).toBeUndefined();
    // The password hash parameters an Auth import needs, kept apart from the backups: no reader.
    expect(iam["secrets:site-one-auth-hash-config"]).toBeUndefined();
    const hash = JSON.parse(state().secrets["site-one-auth-hash-config"]![0]!) as object;
    expect(hash).toMatchObject({ algorithm: "SCRYPT", signerKey: "ZmFrZS1zaWduZXIta2V5" });
  });

  it("runs the service pinned to secret versions, behind the load balancer only, with CPU always on", () => {
    const yaml = state().serviceYaml;
    expect(yaml).toContain("run.googleapis.com/ingress: internal-and-cloud-load-balancing");
    // Public without an allUsers binding, which domain-restricted sharing refuses.
    expect(yaml).toContain('run.googleapis.com/invoker-iam-disabled: "true"');
    expect(yaml).toContain('run.googleapis.com/cpu-throttling: "false"');
    expect(yaml).toContain('autoscaling.knative.dev/minScale: "1"');
    expect(yaml).toContain(
      "image: asia-northeast3-docker.pkg.dev/proj-rehearsal/site-one/web:rehearsal1",
    );
    expect(yaml).toMatch(/- name: TRUST_PROXY\s+value: "2"/);
    expect(yaml).not.toMatch(/key: latest|key: "latest"/);
    for (const env of [
      "SESSION_SECRET",
      "FRONT_SECRET",
      "HEALTH_TOKEN",
      "FIREBASE_WEB_API_KEY",
      "SANITY_WEBHOOK_SECRET",
      "SANITY_VIEWER_TOKEN",
    ])
      expect(yaml, env).toMatch(
        new RegExp(`- name: ${env}\\s+valueFrom:\\s+secretKeyRef:\\s+name: \\S+\\s+key: "1"`),
      );
    expect(yaml).not.toContain("_PREVIOUS");
  });

  it("gives the load balancer the service's FRONT_SECRET, and never prints a secret", () => {
    const { secrets, resources } = state();
    const front = secrets["site-one-front-secret"]![0]!;
    expect(front).toMatch(/^[0-9a-f]{64}$/);
    expect(resources["compute backend-services:site-one-backend"]?.customRequestHeaders).toEqual([
      `X-Front-Secret:${front}`,
    ]);
    expect(first.printed).toContain("--custom-request-header <X-Front-Secret:FRONT_SECRET>");
    for (const values of Object.values(secrets))
      for (const value of values) expect(first.printed).not.toContain(value);
    // Secret values travel on stdin, never as arguments.
    const creates = first.calls.filter((c) => c.args[0] === "secrets" && c.args[1] === "create");
    expect(creates).toHaveLength(8);
    for (const c of creates) expect(c.stdinBytes, line(c)).toBeGreaterThan(0);
  });

  it("creates the Sanity webhook to the site without Sanity's system documents, signed with the site's secret", () => {
    const { hooks, secrets } = state();
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.url).toBe("https://www.example.test/api/webhooks/sanity");
    expect(hooks[0]!.rule.filter).toContain('string::startsWith(_type, "sanity.")');
    expect(hooks[0]!.secret).toBe(secrets["site-one-sanity-webhook-secret"]![0]);
    // Which version signs it, so a deploy after a rotation knows to make it again.
    expect(hooks[0]!.description).toContain("(signed with secret version 1)");
  });

  it("deploys the Studio with the site's address for preview, and adds the site to Sanity's CORS origins", () => {
    const deployCall = first.calls.find((c) => c.tool === "sanity" && c.args[0] === "deploy")!;
    expect(deployCall.cwd).toBe(path.join(ROOT, "studio"));
    expect(deployCall.studioEnv).toMatchObject({
      SANITY_STUDIO_SITE_URL: "https://www.example.test",
      SANITY_STUDIO_PROJECT_ID: "sanity01",
      SANITY_STUDIO_DATASET: "production",
    });
    expect(first.calls.map(line)).toContain(
      "sanity cors add https://www.example.test --no-credentials",
    );
    // The Studio's host on sanity.studio is the service's name, and the site names that origin as
    // the Studio whose frame may show its preview refusals (decisions 177, 185).
    expect(line(deployCall)).toBe("sanity deploy --yes --url site-one");
    expect(state().serviceYaml).toMatch(
      /- name: SANITY_STUDIO_URL\s+value: "?https:\/\/site-one\.sanity\.studio"?/,
    );
    // Firebase deploys from firebase/, where the extension's manifest lives.
    for (const c of first.calls.filter((c) => c.tool === "firebase" && c.args[0] === "deploy"))
      expect(c.cwd).toBe(path.join(ROOT, "firebase"));
  });

  it("runs `npm run backup` as a job writing to the backup bucket", () => {
    const job = state().resources["run jobs:site-one-backup"];
    expect(job?.args).toContain(
      "--args=run,backup,--,--to,gs://proj-rehearsal-site-one-backups/scheduled",
    );
    expect(job?.args).toContain(
      "--image=asia-northeast3-docker.pkg.dev/proj-rehearsal/site-one/web:rehearsal1",
    );
  });

  it("runs `npm run retention` daily as a job with the service's settings and pinned secrets, as the site's account", () => {
    const job = state().resources["run jobs:site-one-retention"];
    const run = "site-one-run@proj-rehearsal.iam.gserviceaccount.com";
    expect(job?.args).toEqual(
      expect.arrayContaining([
        "--args=run,retention",
        "--image=asia-northeast3-docker.pkg.dev/proj-rehearsal/site-one/web:rehearsal1",
        `--service-account=${run}`,
      ]),
    );
    const env = job!.args!.find((a) => a.startsWith("--set-env-vars="))!;
    expect(env).toContain("SITE_URL=https://www.example.test");
    expect(env).toContain("FIREBASE_PROJECT_ID=proj-rehearsal");
    expect(env).toContain("SANITY_PROJECT_ID=sanity01");
    const secrets = job!.args!.find((a) => a.startsWith("--set-secrets="))!;
    expect(secrets).toContain("SESSION_SECRET=site-one-session-secret:1");
    expect(secrets).toContain("FIREBASE_WEB_API_KEY=site-one-firebase-web-api-key:1");
    expect(secrets).not.toMatch(/:latest|<latest/);
    const schedule = first.calls.find((c) =>
      line(c).startsWith("gcloud scheduler jobs create http site-one-retention-daily"),
    )!;
    expect(schedule.args).toEqual(
      expect.arrayContaining([
        "--schedule=0 4 * * *",
        "--http-method=POST",
        "--uri=https://run.googleapis.com/v2/projects/proj-rehearsal/locations/asia-northeast3/jobs/site-one-retention:run",
        `--oauth-service-account-email=${run}`,
      ]),
    );
    expect(state().iam["run jobs:site-one-retention"]).toEqual([
      { role: "roles/run.invoker", members: [`serviceAccount:${run}`] },
    ]);
    // The server-log row of the privacy policy: the _Default bucket already keeps 30 days.
    expect(first.calls.map(line).join("\n")).toContain("gcloud logging buckets describe _Default");
    expect(first.calls.map(line).join("\n")).not.toContain("gcloud logging buckets update");
  });

  it("installs no mail extension and gives the site's own sender its SMTP_URL, pinned", () => {
    // Firebase Extensions shut down on 31 March 2027 (decision 254).
    const all = first.calls.map(line).join("\n");
    expect(all).not.toMatch(/^firebase ext:/m);
    expect(all).not.toContain("--only=extensions");
    expect(all).not.toContain("firebaseextensions.googleapis.com");
    // The URL with the operator's password put in, on stdin, never in an argument or the output.
    expect(state().secrets["site-one-smtp-url"]).toEqual([
      "smtps://mailer:smtp-password-from-the-operator@smtp.example.test:465",
    ]);
    expect(all).not.toContain("smtp-password-from-the-operator");
    expect(first.printed).not.toContain("smtp-password-from-the-operator");
    const yaml = state().serviceYaml;
    expect(yaml).toMatch(
      /- name: SMTP_URL\s+valueFrom:\s+secretKeyRef:\s+name: site-one-smtp-url\s+key: "1"/,
    );
    // No MAIL_COLLECTION: the site sends the mail documents itself (app/env.server.ts mailPath).
    expect(yaml).not.toContain("MAIL_COLLECTION");
    const retention = first.calls.find((c) =>
      line(c).startsWith("gcloud run jobs deploy site-one-retention"),
    )!;
    expect(line(retention)).not.toContain("MAIL_COLLECTION");
    expect(line(retention)).toMatch(/SMTP_URL=site-one-smtp-url:1/);
  });

  describe("run again with nothing new", () => {
    let second: ReturnType<typeof run>;
    let before: { state: string };
    beforeAll(() => {
      before = { state: readFileSync(process.env.FAKE_STATE!, "utf8") };
      second = run();
    }, 300_000);

    it("creates, binds and replaces nothing: only the declarative applies run again", () => {
      expect(second.calls.length).toBeGreaterThan(40);
      expect(changes(second.calls).map(line)).toEqual([
        expect.stringMatching(/^firebase deploy --only=firestore:rules,firestore:indexes/),
        "sanity deploy --yes --url site-one",
      ]);
    });

    it("leaves the project exactly as it was: every resource, binding, secret and setting", () => {
      expect(JSON.parse(readFileSync(process.env.FAKE_STATE!, "utf8"))).toEqual(
        JSON.parse(before.state),
      );
    });
  });

  describe("a secret rotation", () => {
    let rotated: ReturnType<typeof run>;
    beforeAll(() => {
      const file = process.env.FAKE_STATE!;
      const s = JSON.parse(readFileSync(file, "utf8"));
      // What the runbook's `gcloud secrets versions add` does.
      s.secrets["site-one-session-secret"].push("b".repeat(64));
      s.secrets["site-one-front-secret"].push("c".repeat(64));
      s.secrets["site-one-smtp-url"].push("smtps://mailer:new-smtp-password@smtp.example.test:465");
      s.secrets["site-one-sanity-webhook-secret"].push("d".repeat(64));
      writeFileSync(file, JSON.stringify(s));
      rotated = run(["--session-secret-previous", "1", "--webhook-secret-previous", "1"]);
    }, 300_000);

    it("pins the new versions, keeps the old ones as _PREVIOUS, and re-signs the webhook", () => {
      const yaml = state().serviceYaml;
      expect(yaml).toMatch(
        /- name: SESSION_SECRET\s+valueFrom:\s+secretKeyRef:\s+name: site-one-session-secret\s+key: "2"/,
      );
      expect(yaml).toMatch(
        /- name: SESSION_SECRET_PREVIOUS\s+valueFrom:\s+secretKeyRef:\s+name: site-one-session-secret\s+key: "1"/,
      );
      expect(changes(rotated.calls).map(line)).toEqual([
        expect.stringMatching(/^firebase deploy --only=firestore/),
        expect.stringMatching(/^gcloud run services replace /),
        expect.stringMatching(/^gcloud compute backend-services update site-one-backend/),
        "sanity deploy --yes --url site-one",
        // The webhook made again with the new secret, after the service accepts both.
        "sanity hook delete site-one publish",
        "curl --silent --fail --config -",
        // The retention job reads the site's settings: it follows the new pinned version too.
        expect.stringMatching(/^gcloud run jobs deploy site-one-retention /),
      ]);
      expect(yaml).toMatch(
        /- name: SANITY_WEBHOOK_SECRET\s+valueFrom:\s+secretKeyRef:\s+name: site-one-sanity-webhook-secret\s+key: "2"/,
      );
      expect(yaml).toMatch(
        /- name: SANITY_WEBHOOK_SECRET_PREVIOUS\s+valueFrom:\s+secretKeyRef:\s+name: site-one-sanity-webhook-secret\s+key: "1"/,
      );
      const { hooks } = state();
      expect(hooks).toHaveLength(1);
      expect(hooks[0]!.secret).toBe("d".repeat(64));
      expect(hooks[0]!.description).toContain("(signed with secret version 2)");
      expect(
        state().resources["compute backend-services:site-one-backend"]?.customRequestHeaders,
      ).toEqual([`X-Front-Secret:${"c".repeat(64)}`]);
      // The new SMTP_URL (a new password) reaches the site, pinned, through this deploy.
      expect(yaml).toMatch(
        /- name: SMTP_URL\s+valueFrom:\s+secretKeyRef:\s+name: site-one-smtp-url\s+key: "2"/,
      );
    });
  });

  describe("a new budget amount, and an uptime check changed by hand", () => {
    let next: ReturnType<typeof run>;
    let again: ReturnType<typeof run>;
    beforeAll(() => {
      // Someone set the check to every 5 minutes in the console.
      editState((s) => void (s.resources["uptime:ready-check-1"]!.period = "300s"));
      next = run(["--budget-amount", "400000"]);
      again = run(["--budget-amount", "400000"]);
    }, 600_000);

    it("updates the budget's amount once and puts the check's period back, and nothing else there", () => {
      expect(monitoringChanges(next.calls)).toEqual([
        "gcloud monitoring uptime update ready-check-1 --period=1 --project=proj-rehearsal",
        "gcloud billing budgets update budget-1 --billing-account=000000-FAKE00-000000 --budget-amount=400000 --billing-project=proj-rehearsal",
      ]);
      const { resources } = state();
      expect(resources["budget:budget-1"]?.amount?.specifiedAmount?.units).toBe("400000");
      expect(resources["budget:budget-1"]?.thresholdRules).toEqual(FILE_RULES);
      expect(resources["uptime:ready-check-1"]?.period).toBe("60s");
    });

    it("changes nothing in monitoring or the budget when run again with the same amount", () => {
      expect(monitoringChanges(again.calls)).toEqual([]);
    });
  });

  describe("a new domain, and a budget threshold changed by hand", () => {
    let moved: ReturnType<typeof run>;
    beforeAll(() => {
      editState(
        (s) => void (s.resources["budget:budget-1"]!.thresholdRules = [{ thresholdPercent: 0.8 }]),
      );
      moved = run(["--budget-amount", "400000", "--domain", "new.example.test"]);
    }, 300_000);

    it("makes a check on the new host, points the uptime policy at it, then deletes the old check", () => {
      expect(monitoringChanges(moved.calls)).toEqual([
        expect.stringMatching(
          /^gcloud monitoring uptime create site-one ready .*--resource-labels=host=new\.example\.test,project_id=proj-rehearsal /,
        ),
        // Only the uptime policy names the check and the domain.
        expect.stringMatching(
          /^gcloud alpha monitoring policies update projects\/proj-rehearsal\/alertPolicies\/1 /,
        ),
        "gcloud monitoring uptime delete ready-check-1 --quiet --project=proj-rehearsal",
        "gcloud billing budgets update budget-1 --billing-account=000000-FAKE00-000000 " +
          "--clear-threshold-rules --add-threshold-rule=percent=0.5 --add-threshold-rule=percent=0.9 " +
          "--add-threshold-rule=percent=1 --add-threshold-rule=percent=1,basis=forecasted-spend " +
          "--billing-project=proj-rehearsal",
      ]);
      const { resources } = state();
      const checks = Object.values(resources).filter((r) => r.kind === "uptime");
      expect(checks.map((c) => [c.name, c.monitoredResource?.labels?.host])).toEqual([
        ["projects/proj-rehearsal/uptimeCheckConfigs/ready-check-2", "new.example.test"],
      ]);
      const policy = JSON.stringify(resources["policy:projects/proj-rehearsal/alertPolicies/1"]);
      expect(policy).toContain('check_id=\\"ready-check-2\\"');
      expect(policy).toContain("https://new.example.test/healthz/ready");
      expect(resources["budget:budget-1"]?.thresholdRules).toEqual(FILE_RULES);
    });
  });
});

describe("npm run deploy, on a project the Trigger Email extension sends for", () => {
  let own: string;
  let migrated: ReturnType<typeof run>;
  beforeAll(() => {
    own = process.env.FAKE_STATE!;
    process.env.FAKE_STATE = path.join(dir, "had-extension.json");
    // What earlier deploys left: the extension's SMTP password secret. SMTP_PASSWORD is not set
    // again: the operator gave it once, years ago.
    writeFileSync(
      process.env.FAKE_STATE,
      JSON.stringify({
        resources: {
          "secrets:site-one-smtp-password": {
            name: "projects/proj-rehearsal/secrets/site-one-smtp-password",
          },
        },
        apis: [],
        iam: {},
        firebase: [],
        cors: [],
        hooks: [],
        secrets: { "site-one-smtp-password": ["p@ss:word/1"] },
      }),
    );
    delete process.env.SMTP_PASSWORD;
    migrated = run();
  }, 300_000);
  afterAll(() => {
    process.env.FAKE_STATE = own;
    process.env.SMTP_PASSWORD = "smtp-password-from-the-operator";
  });

  it("moves the extension's password into the own sender's SMTP_URL, and says to uninstall it", () => {
    const url = new URL(state().secrets["site-one-smtp-url"]![0]!);
    expect(url.host).toBe("smtp.example.test:465");
    expect(url.username).toBe("mailer");
    expect(decodeURIComponent(url.password)).toBe("p@ss:word/1");
    expect(migrated.calls.map(line).join("\n")).not.toMatch(/^firebase ext:|--only=extensions/m);
    expect(migrated.printed).not.toContain("p@ss:word/1");
    expect(migrated.printed.split("\nNext:\n")[1]).toContain(
      "uninstall the Trigger Email extension",
    );
  });
});

describe("npm run deploy, with Kakao login", () => {
  let own: string;
  let blank: ReturnType<typeof run>;
  let withKakao: ReturnType<typeof run>;
  let blankYaml: string;
  const secretFile = () => path.join(dir, "kakao-client-secret.txt");
  beforeAll(() => {
    own = process.env.FAKE_STATE!;
    process.env.FAKE_STATE = path.join(dir, "kakao.json");
    blank = run();
    blankYaml = state().serviceYaml;
    writeFileSync(secretFile(), "kakao-secret-from-the-console\n");
    withKakao = run([
      "--kakao-client-id",
      "0123456789abcdef0123456789abcdef",
      "--kakao-client-secret-file",
      secretFile(),
    ]);
  }, 300_000);
  afterAll(() => {
    process.env.FAKE_STATE = own;
  });

  it("leaves Kakao off without the flag, and says so", () => {
    expect(blank.printed).toContain("Kakao login stays off: no --kakao-client-id");
    expect(blank.calls.map(line).join("\n")).not.toContain("kakao");
    expect(blankYaml).not.toContain("KAKAO");
  });

  it("keeps the client secret in Secret Manager for the site's account alone, and never prints it", () => {
    const { secrets, iam } = state();
    expect(secrets["site-one-kakao-client-secret"]).toEqual(["kakao-secret-from-the-console"]);
    expect(iam["secrets:site-one-kakao-client-secret"]).toEqual([
      {
        role: "roles/secretmanager.secretAccessor",
        members: ["serviceAccount:site-one-run@proj-rehearsal.iam.gserviceaccount.com"],
      },
    ]);
    const created = withKakao.calls.find((c) =>
      line(c).startsWith("gcloud secrets create site-one-kakao-client-secret"),
    );
    expect(created?.args).toContain("--data-file=-");
    expect(withKakao.calls.map(line).join("\n")).not.toContain("kakao-secret-from-the-console");
    expect(withKakao.printed).not.toContain("kakao-secret-from-the-console");
    expect(withKakao.printed).not.toContain("Kakao login stays off");
  });

  it("gives the service the REST API key and the secret pinned to its version", () => {
    const yaml = state().serviceYaml;
    expect(yaml).toMatch(/- name: KAKAO_CLIENT_ID\s+value: "0123456789abcdef0123456789abcdef"/);
    expect(yaml).toMatch(
      /- name: KAKAO_CLIENT_SECRET\s+valueFrom:\s+secretKeyRef:\s+name: site-one-kakao-client-secret\s+key: "1"/,
    );
  });

  it("stops at the secrets, naming where the client secret comes from, when there is none", () => {
    process.env.FAKE_STATE = path.join(dir, "kakao-no-secret.json");
    let message = "";
    try {
      run(["--kakao-client-id", "fedcba9876543210fedcba9876543210"]);
    } catch (error) {
      message = String(error);
    }
    process.env.FAKE_STATE = path.join(dir, "kakao.json");
    expect(message).toContain("site-one-kakao-client-secret is missing");
    expect(message).toContain("KAKAO_CLIENT_SECRET");
  }, 120_000);
});

describe("npm run deploy, by an operator without a billing role", () => {
  let own: string;
  beforeAll(() => {
    own = process.env.FAKE_STATE!;
    process.env.FAKE_STATE = path.join(dir, "no-billing-role.json");
    process.env.FAKE_NO_BILLING_ROLE = "1";
  });
  afterAll(() => {
    process.env.FAKE_STATE = own;
    delete process.env.FAKE_NO_BILLING_ROLE;
  });

  it("stops at the budget naming the role it needs and the way to skip it, then skips it when asked", () => {
    let message = "";
    try {
      run();
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain("roles/billing.costsManager");
    expect(message).toContain("--skip-budget");
    // The budget's calls carry a quota project (user credentials need one for the Budget API).
    const skipped = run(["--skip-budget"]);
    expect(skipped.printed).toMatch(/budget skipped \(--skip-budget\)/);
    expect(skipped.printed).toContain("roles/billing.costsManager");
    expect(changes(skipped.calls).map(line).join("\n")).not.toContain("billing budgets");
  }, 120_000);
});

describe("npm run deploy -- --dry-run", () => {
  it("prints every command from a blank project and runs none", () => {
    const log = path.join(dir, "dry-run.jsonl");
    const result = spawnSync("npm", ["run", "--silent", "deploy", "--", ...ARGS, "--dry-run"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, FAKE_LOG: log, FAKE_STATE: path.join(dir, "untouched.json") },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(log)).toBe(false);
    for (const expected of [
      "[dry-run] gcloud services enable run.googleapis.com",
      "[dry-run] gcloud secrets create site-one-session-secret --replication-policy=automatic --data-file=-",
      "[dry-run] gcloud run services replace",
      "[dry-run] gcloud compute ssl-certificates create site-one-cert --domains=www.example.test --global",
      "[dry-run] (cd ",
      "[dry-run] gcloud scheduler jobs create http site-one-backup-daily",
      "[dry-run] gcloud scheduler jobs create http site-one-retention-daily",
      "[dry-run] gcloud billing budgets create",
      "Dry run: nothing was changed.",
    ])
      expect(result.stdout).toContain(expected);
  }, 120_000);
});
