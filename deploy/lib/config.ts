// The deploy command's parameters and every resource name derived from them. Nothing here names
// a project, service or domain: all of it comes from the command line.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";

export type Config = {
  project: string;
  region: string;
  service: string;
  domain: string;
  sanityProject?: string;
  sanityDataset: string;
  dryRun: boolean;
  tag: string;
  alertEmail?: string;
  budgetAmount?: string;
  /** Leave the budget out (the operator has no billing role on the billing account). */
  skipBudget: boolean;
  mailFrom?: string;
  smtpUri?: string;
  /** Kakao login: the app's REST API key; without it Kakao stays off. */
  kakaoClientId?: string;
  /** A file holding the Kakao client secret (else KAKAO_CLIENT_SECRET in the environment). */
  kakaoClientSecretFile?: string;
  minInstances: number;
  maxInstances: number;
  timeZone: string;
  /** Pinned versions kept for a rotation: the old value is still accepted while set. */
  sessionSecretPrevious?: string;
  webhookSecretPrevious?: string;
  frontSecretPrevious?: string;
};

const USAGE = `npm run deploy -- --project P --region R --service S --domain D
  [--sanity-project X] [--sanity-dataset production] [--alert-email E] [--budget-amount 300000] [--skip-budget]
  [--mail-from "이름 <주소>"] [--smtp-uri smtps://user@host:465]
  [--kakao-client-id REST_API_KEY [--kakao-client-secret-file F]] [--min-instances 1] [--max-instances 10]
  [--session-secret-previous N] [--webhook-secret-previous N] [--front-secret-previous N]
  [--time-zone Asia/Seoul] [--tag T] [--dry-run]`;

export function parseConfig(argv: string[], root: string): Config {
  const { values } = parseArgs({
    args: argv,
    options: {
      project: { type: "string" },
      region: { type: "string" },
      service: { type: "string" },
      domain: { type: "string" },
      "sanity-project": { type: "string" },
      "sanity-dataset": { type: "string", default: "production" },
      "dry-run": { type: "boolean", default: false },
      tag: { type: "string" },
      "alert-email": { type: "string" },
      "budget-amount": { type: "string" },
      "skip-budget": { type: "boolean", default: false },
      "mail-from": { type: "string" },
      "smtp-uri": { type: "string" },
      "kakao-client-id": { type: "string" },
      "kakao-client-secret-file": { type: "string" },
      "min-instances": { type: "string", default: "1" },
      "max-instances": { type: "string", default: "10" },
      "time-zone": { type: "string", default: "Asia/Seoul" },
      "session-secret-previous": { type: "string" },
      "webhook-secret-previous": { type: "string" },
      "front-secret-previous": { type: "string" },
    },
    strict: true,
  });
  const need = (name: "project" | "region" | "service" | "domain") => {
    const value = values[name];
    if (!value) throw new Error(`--${name} is required.\n${USAGE}`);
    return value;
  };
  const project = need("project");
  const region = need("region");
  const service = need("service");
  const domain = need("domain");
  // Service accounts are 6–30 characters: "<service>-backup" must fit.
  if (!/^[a-z][a-z0-9-]{2,21}[a-z0-9]$/.test(service))
    throw new Error("--service: 4–23 lowercase letters, digits and -, starting with a letter");
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain))
    throw new Error("--domain: a host name such as www.example.org (no scheme, no path)");
  if (!/^[a-z]+-[a-z]+\d$/.test(region))
    throw new Error("--region: a Google Cloud region, the one for Firestore too");
  const minInstances = Number(values["min-instances"]);
  const maxInstances = Number(values["max-instances"]);
  if (!Number.isInteger(minInstances) || minInstances < 1)
    throw new Error("--min-instances: at least 1 (the mail sender and change listener live there)");
  if (!Number.isInteger(maxInstances) || maxInstances < minInstances)
    throw new Error("--max-instances: a whole number not below --min-instances");
  for (const flag of [
    "session-secret-previous",
    "webhook-secret-previous",
    "front-secret-previous",
  ] as const) {
    const value = values[flag];
    if (value !== undefined && !/^\d+$/.test(value))
      throw new Error(`--${flag}: a secret version number`);
  }
  const kakaoClientId = values["kakao-client-id"];
  if (kakaoClientId !== undefined && !/^[A-Za-z0-9]{16,64}$/.test(kakaoClientId))
    throw new Error("--kakao-client-id: the Kakao app's REST API key (letters and digits)");
  if (values["kakao-client-secret-file"] && !kakaoClientId)
    throw new Error("--kakao-client-secret-file needs --kakao-client-id");
  const budgetAmount = values["budget-amount"];
  if (budgetAmount !== undefined && !/^\d+(\.\d{1,2})?([A-Z]{3})?$/.test(budgetAmount))
    throw new Error("--budget-amount: a monthly amount such as 300000 (or 300000KRW)");
  return {
    project,
    region,
    service,
    domain,
    sanityProject: values["sanity-project"],
    sanityDataset: values["sanity-dataset"]!,
    dryRun: values["dry-run"]!,
    tag: values.tag ?? commitTag(root),
    alertEmail: values["alert-email"],
    budgetAmount,
    skipBudget: values["skip-budget"]!,
    mailFrom: values["mail-from"],
    smtpUri: values["smtp-uri"],
    kakaoClientId,
    kakaoClientSecretFile: values["kakao-client-secret-file"],
    minInstances,
    maxInstances,
    timeZone: values["time-zone"]!,
    sessionSecretPrevious: values["session-secret-previous"],
    webhookSecretPrevious: values["webhook-secret-previous"],
    frontSecretPrevious: values["front-secret-previous"],
  };
}

/** The image tag: the commit. A dirty tree is refused, so an image is always a commit. */
function commitTag(root: string): string {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
  if (git("status", "--porcelain").trim())
    throw new Error("Commit or stash your changes first: the image is built from a commit.");
  return git("rev-parse", "--short=12", "HEAD").trim();
}

/** Every name the deploy gives a resource, from the parameters. */
export function namesFor(config: Config) {
  const { project, region, service } = config;
  const registry = `${region}-docker.pkg.dev/${project}/${service}`;
  return {
    runAccount: `${service}-run@${project}.iam.gserviceaccount.com`,
    backupAccount: `${service}-backup@${project}.iam.gserviceaccount.com`,
    buildAccount: `${service}-build@${project}.iam.gserviceaccount.com`,
    repository: service,
    image: `${registry}/web:${config.tag}`,
    secret: (key: SecretKey) => `${service}-${key}`,
    apiKey: `${service}-identity`,
    address: `${service}-ip`,
    neg: `${service}-neg`,
    backend: `${service}-backend`,
    urlMap: `${service}-lb`,
    redirectMap: `${service}-http-redirect`,
    certificate: `${service}-cert`,
    httpsProxy: `${service}-https`,
    httpProxy: `${service}-http`,
    httpsRule: `${service}-https`,
    httpRule: `${service}-http`,
    bucket: `${project}-${service}-backups`,
    backupJob: `${service}-backup`,
    backupSchedule: `${service}-backup-daily`,
    retentionJob: `${service}-retention`,
    retentionSchedule: `${service}-retention-daily`,
    uptimeCheck: `${service} ready`,
    budget: `${service} budget`,
    siteUrl: `https://${config.domain}`,
  };
}

export type Names = ReturnType<typeof namesFor>;

export type SecretKey =
  | "session-secret"
  | "sanity-webhook-secret"
  | "health-token"
  | "front-secret"
  | "firebase-web-api-key"
  | "sanity-viewer-token"
  | "smtp-password"
  | "smtp-url"
  | "auth-hash-config"
  | "kakao-client-secret";
