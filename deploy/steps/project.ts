// The project: APIs, Firebase, the two service accounts with least-privilege roles, the secrets
// (created when missing, pinned by version, each readable only by the accounts that use it), and
// Firebase Authentication's e-mail sign-in settings.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { SecretKey } from "../lib/config";
import { curlConfig, gcloud, grants, type Context } from "../lib/context";

export const APIS = [
  "run.googleapis.com",
  "cloudbuild.googleapis.com",
  "artifactregistry.googleapis.com",
  "secretmanager.googleapis.com",
  "firestore.googleapis.com",
  "firebase.googleapis.com",
  "firebaserules.googleapis.com",
  "identitytoolkit.googleapis.com",
  "apikeys.googleapis.com",
  "eventarc.googleapis.com",
  "pubsub.googleapis.com",
  "compute.googleapis.com",
  "monitoring.googleapis.com",
  "logging.googleapis.com",
  "cloudscheduler.googleapis.com",
  "storage.googleapis.com",
  "billingbudgets.googleapis.com",
  "cloudbilling.googleapis.com",
];

export function enableApis(ctx: Context) {
  const enabled = new Set(
    (
      ctx.sh.query(
        "gcloud",
        gcloud(ctx, "services", "list", "--enabled", "--format=value(config.name)"),
      ) ?? ""
    ).split(/\s+/),
  );
  const missing = APIS.filter((api) => !enabled.has(api));
  if (missing.length) ctx.sh.change("gcloud", gcloud(ctx, "services", "enable", ...missing));
}

export function addFirebase(ctx: Context) {
  const listed = ctx.sh.query("firebase", ["projects:list", "--json"]);
  const projects = listed
    ? ((JSON.parse(listed) as { result?: { projectId: string }[] }).result ?? [])
    : [];
  if (!projects.some((p) => p.projectId === ctx.config.project))
    ctx.sh.change("firebase", ["projects:addfirebase", ctx.config.project]);
}

/** Project-wide roles, each the narrowest that covers what the account does. */
export const PROJECT_ROLES = {
  // The site: Firestore documents and Firebase Authentication accounts. No token creator:
  // the site makes no custom tokens (decision 166).
  run: ["roles/datastore.user", "roles/firebaseauth.admin"],
  // The backup job: exports Auth accounts with their password hashes, which the API answers as
  // "REDACTED" to anything less than Firebase Authentication Admin (docs/backups.md); writes only
  // to its bucket (bucket-level role).
  backup: ["roles/firebaseauth.admin"],
  // The image build (Cloud Build runs as this account, not the project's default one, which in
  // projects made since mid-2024 may be the Compute Engine account with no roles; decision 252):
  // its logs and the source gcloud uploads. Pushing is granted on the repository alone (run.ts).
  build: ["roles/logging.logWriter", "roles/storage.objectViewer"],
} as const;

export function serviceAccounts(ctx: Context) {
  const { names, sh } = ctx;
  for (const [email, display] of [
    [names.runAccount, "site (Cloud Run service)"],
    [names.backupAccount, "backups (Cloud Run job)"],
    [names.buildAccount, "image build (Cloud Build)"],
  ] as const) {
    if (
      !sh.query(
        "gcloud",
        gcloud(ctx, "iam", "service-accounts", "describe", email, "--format=value(email)"),
      )
    ) {
      const id = email.split("@")[0]!;
      sh.change(
        "gcloud",
        gcloud(ctx, "iam", "service-accounts", "create", id, `--display-name=${display}`),
      );
    }
  }
  const policy = sh.query("gcloud", [
    "projects",
    "get-iam-policy",
    ctx.config.project,
    "--format=json",
  ]);
  for (const [email, roles] of [
    [names.runAccount, PROJECT_ROLES.run],
    [names.backupAccount, PROJECT_ROLES.backup],
    [names.buildAccount, PROJECT_ROLES.build],
  ] as const) {
    for (const role of roles) {
      const member = `serviceAccount:${email}`;
      if (grants(policy, role, member)) continue;
      sh.change("gcloud", [
        "projects",
        "add-iam-policy-binding",
        ctx.config.project,
        `--member=${member}`,
        `--role=${role}`,
        "--condition=None",
      ]);
    }
  }
}

/** A value for a secret the deploy creates itself (random); undefined: it must come from elsewhere. */
const random = (bytes: number) => randomBytes(bytes).toString("hex");

/**
 * Creates the secret when missing (the value from `produce`, on stdin, never printed), pins the
 * latest version number, and lets exactly `readers` access it.
 */
export function ensureSecret(
  ctx: Context,
  key: SecretKey,
  readers: string[],
  produce: () => string | undefined,
): string {
  const { sh, names } = ctx;
  const name = names.secret(key);
  if (!sh.query("gcloud", gcloud(ctx, "secrets", "describe", name, "--format=value(name)"))) {
    const value = produce();
    if (value === undefined && !sh.dryRun)
      throw new Error(`secret ${name} is missing and has no value to start from (${hintFor(key)})`);
    sh.change(
      "gcloud",
      gcloud(ctx, "secrets", "create", name, "--replication-policy=automatic", "--data-file=-"),
      { input: value ?? "" },
    );
  }
  const latest = sh.query(
    "gcloud",
    gcloud(
      ctx,
      "secrets",
      "versions",
      "describe",
      "latest",
      `--secret=${name}`,
      "--format=value(name)",
    ),
  );
  const version = latest ? latest.split("/").at(-1)! : "<latest version>";
  ctx.versions.set(name, version);
  const policy = sh.query(
    "gcloud",
    gcloud(ctx, "secrets", "get-iam-policy", name, "--format=json"),
  );
  for (const reader of readers) {
    const member = `serviceAccount:${reader}`;
    if (grants(policy, "roles/secretmanager.secretAccessor", member)) continue;
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "secrets",
        "add-iam-policy-binding",
        name,
        `--member=${member}`,
        "--role=roles/secretmanager.secretAccessor",
      ),
    );
  }
  return name;
}

function hintFor(key: SecretKey): string {
  if (key === "smtp-url")
    return "give --smtp-uri and set SMTP_PASSWORD in the environment for the first deploy";
  if (key === "kakao-client-secret")
    return "set KAKAO_CLIENT_SECRET in the environment or pass --kakao-client-secret-file for the first deploy";
  if (key === "auth-hash-config")
    return "Identity Toolkit's config answered without signIn.hashConfig: is Authentication set up?";
  if (key === "sanity-viewer-token")
    return "sign in with `npx sanity login` or set SANITY_AUTH_TOKEN";
  return "see docs/deploying.md";
}

/** The value of a secret's pinned version (for the load balancer's header); never printed. */
export function secretValue(ctx: Context, key: SecretKey): string {
  const name = ctx.names.secret(key);
  const version = ctx.versions.get(name) ?? "latest";
  return ctx.sh.read(
    "gcloud",
    gcloud(ctx, "secrets", "versions", "access", version, `--secret=${name}`),
  );
}

export function secrets(ctx: Context) {
  const { names, config } = ctx;
  const site = [names.runAccount];
  ensureSecret(ctx, "session-secret", site, () => random(32));
  ensureSecret(ctx, "health-token", site, () => random(24));
  ensureSecret(ctx, "front-secret", site, () => random(32));
  ensureSecret(ctx, "firebase-web-api-key", site, () => webApiKey(ctx));
  ensureSecret(ctx, "smtp-url", site, () => smtpUrl(ctx));
  if (config.sanityProject) {
    ensureSecret(ctx, "sanity-webhook-secret", site, () => random(32));
    ensureSecret(ctx, "sanity-viewer-token", [names.runAccount, names.backupAccount], () =>
      viewerToken(ctx),
    );
  }
  kakaoSecret(ctx);
}

/**
 * The site's own mail sender's SMTP_URL (decision 254): --smtp-uri with the password put in, the
 * password from SMTP_PASSWORD or, on a project that had the Trigger Email extension, from its
 * S-smtp-password secret. The whole URL is the secret: it carries the password.
 */
function smtpUrl(ctx: Context): string | undefined {
  const { config, sh, names } = ctx;
  const uri = config.smtpUri ?? process.env.SMTP_CONNECTION_URI;
  if (!uri) return undefined;
  const url = new URL(uri);
  if (!/^smtps?:$/.test(url.protocol) || !url.username)
    throw new Error("--smtp-uri: smtps://user@host:465 (or smtp://user@host:587), no password");
  const old = names.secret("smtp-password");
  const hadExtension = Boolean(
    sh.query("gcloud", gcloud(ctx, "secrets", "describe", old, "--format=value(name)")),
  );
  if (hadExtension)
    ctx.next.push(
      `mail now goes through the site's own sender: once this deploy is live, uninstall the Trigger Email extension (docs/deploying.md, "Mail off the Trigger Email extension"); ${old} is no longer read`,
    );
  const password =
    process.env.SMTP_PASSWORD ?? (hadExtension ? secretValue(ctx, "smtp-password") : undefined);
  if (password === undefined) return undefined;
  url.password = encodeURIComponent(password);
  return url.toString();
}

/**
 * Kakao login's client secret (Kakao Developers → 카카오 로그인 → 보안), from a file or the
 * environment, never a command-line value: the service reads it, the REST API key goes in plain.
 */
function kakaoSecret(ctx: Context) {
  const { config, names } = ctx;
  if (!config.kakaoClientId) {
    ctx.say("Kakao login stays off: no --kakao-client-id (docs/deploying.md, Kakao login)");
    return;
  }
  const file = config.kakaoClientSecretFile;
  ensureSecret(ctx, "kakao-client-secret", [names.runAccount], () =>
    file ? readFileSync(file, "utf8").trim() || undefined : process.env.KAKAO_CLIENT_SECRET,
  );
}

/**
 * A key for Identity Toolkit only (sign-up, sign-in, reset by REST from the server): an API key
 * restricted to that one API, made once and read straight into its secret.
 */
function webApiKey(ctx: Context): string {
  const { sh, names } = ctx;
  const find = () =>
    sh.query(
      "gcloud",
      gcloud(
        ctx,
        "services",
        "api-keys",
        "list",
        `--filter=displayName=${names.apiKey}`,
        "--format=value(name)",
      ),
    );
  let key = find();
  if (!key) {
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "services",
        "api-keys",
        "create",
        `--display-name=${names.apiKey}`,
        "--api-target=service=identitytoolkit.googleapis.com",
      ),
    );
    key = find();
  }
  return sh.read(
    "gcloud",
    gcloud(
      ctx,
      "services",
      "api-keys",
      "get-key-string",
      key ?? "<key>",
      "--format=value(keyString)",
    ),
  );
}

/** A Viewer-role Sanity token for preview (drafts) and the dataset export; made once. */
function viewerToken(ctx: Context): string {
  const out = ctx.sh.read(
    "sanity",
    [
      "tokens",
      "add",
      `${ctx.config.service} site (preview, backup)`,
      "--role=viewer",
      "--yes",
      "--json",
    ],
    { cwd: `${ctx.root}/studio`, env: { SANITY_STUDIO_PROJECT_ID: ctx.config.sanityProject! } },
  );
  if (ctx.sh.dryRun) return "";
  const token = JSON.parse(out) as { key?: string; token?: string };
  const value = token.key ?? token.token;
  if (!value) throw new Error("sanity tokens add answered without a token");
  return value;
}

/** Firebase Authentication: e-mail + password sign-in, the site's domain, the reset page. */
export function authSettings(ctx: Context) {
  const { sh, config, names } = ctx;
  const url = `https://identitytoolkit.googleapis.com/admin/v2/projects/${config.project}/config`;
  const token = sh.read("gcloud", ["auth", "print-access-token"]);
  const headers: [string, string][] = [
    ["header", `Authorization: Bearer ${token}`],
    ["header", `X-Goog-User-Project: ${config.project}`],
  ];
  ctx.say(`GET ${url} (Firebase Authentication's settings)`);
  const current = sh.query("curl", ["--silent", "--fail", "--config", "-"], {
    input: curlConfig([["url", url], ...headers]),
  });
  if (!current) {
    // A project whose Authentication was never set up has no config: GET and PATCH answer 404
    // CONFIGURATION_NOT_FOUND until this call creates it. It moves the project to Identity
    // Platform (priced per monthly active user; docs/deploying.md, decision 252).
    const init = `https://identitytoolkit.googleapis.com/v2/projects/${config.project}/identityPlatform:initializeAuth`;
    ctx.say(`POST ${init} (Authentication was never set up in this project)`);
    sh.change("curl", ["--silent", "--fail", "--config", "-"], {
      input: curlConfig([["url", init], ["request", "POST"], ...headers, ["data", "{}"]]),
    });
  }
  const wanted = {
    signIn: { email: { enabled: true, passwordRequired: true } },
    authorizedDomains: [`${config.project}.firebaseapp.com`, config.domain],
    notification: { sendEmail: { callbackUri: `${names.siteUrl}/reset-password` } },
  };
  if (current && authMatches(JSON.parse(current), wanted)) return keepHashConfig(ctx, current);
  ctx.say(`PATCH ${url}: e-mail sign-in on, authorized domain ${config.domain}, reset page`);
  const mask =
    "signIn.email.enabled,signIn.email.passwordRequired,authorizedDomains,notification.sendEmail.callbackUri";
  const patched = sh.change("curl", ["--silent", "--fail", "--config", "-"], {
    input: curlConfig([
      ["url", `${url}?updateMask=${mask}`],
      ["request", "PATCH"],
      ...headers,
      ["header", "Content-Type: application/json"],
      ["data", JSON.stringify(wanted)],
    ]),
  });
  keepHashConfig(ctx, patched);
}

/**
 * The project's password hash parameters (the config's signIn.hashConfig), which importing the
 * backup's users needs, kept once in a secret no account reads: not beside the hashes in the
 * backup bucket (docs/backups.md, decision 252).
 */
function keepHashConfig(ctx: Context, configJson: string) {
  ensureSecret(ctx, "auth-hash-config", [], () => {
    if (!configJson) return undefined;
    const hash = (JSON.parse(configJson) as { signIn?: { hashConfig?: object } }).signIn
      ?.hashConfig;
    return hash ? JSON.stringify(hash) : undefined;
  });
}

type AuthConfig = {
  signIn?: { email?: { enabled?: boolean; passwordRequired?: boolean } };
  authorizedDomains?: string[];
  notification?: { sendEmail?: { callbackUri?: string } };
};

function authMatches(current: AuthConfig, wanted: Required<AuthConfig>): boolean {
  return (
    current.signIn?.email?.enabled === true &&
    current.signIn.email.passwordRequired === true &&
    wanted.authorizedDomains.every((d) => current.authorizedDomains?.includes(d)) &&
    current.notification?.sendEmail?.callbackUri === wanted.notification.sendEmail?.callbackUri
  );
}
