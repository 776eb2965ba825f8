// The images (Cloud Build, once per commit), the Cloud Run service from its template with pinned
// secret versions, and the backup job with its daily schedule.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gcloud, grants, type Context } from "../lib/context";
import { fill, plainEnv, secretEnv, sha } from "../lib/render";
import { scheduledJob } from "./scheduled-job";

export function images(ctx: Context) {
  const { sh, names, config } = ctx;
  const repo = names.repository;
  if (
    !sh.query(
      "gcloud",
      gcloud(
        ctx,
        "artifacts",
        "repositories",
        "describe",
        repo,
        `--location=${config.region}`,
        "--format=value(name)",
      ),
    )
  )
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "artifacts",
        "repositories",
        "create",
        repo,
        "--repository-format=docker",
        `--location=${config.region}`,
      ),
    );
  const writer = `serviceAccount:${names.buildAccount}`;
  const repoPolicy = sh.query(
    "gcloud",
    gcloud(
      ctx,
      "artifacts",
      "repositories",
      "get-iam-policy",
      repo,
      `--location=${config.region}`,
      "--format=json",
    ),
  );
  if (!grants(repoPolicy, "roles/artifactregistry.writer", writer))
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "artifacts",
        "repositories",
        "add-iam-policy-binding",
        repo,
        `--location=${config.region}`,
        `--member=${writer}`,
        "--role=roles/artifactregistry.writer",
      ),
    );
  const built = [names.image].every((image) =>
    sh.query(
      "gcloud",
      gcloud(
        ctx,
        "artifacts",
        "docker",
        "images",
        "describe",
        image,
        "--format=value(image_summary.digest)",
      ),
    ),
  );
  if (!built)
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "builds",
        "submit",
        `--config=${path.join(ctx.root, "deploy/cloudbuild.yaml")}`,
        `--substitutions=_IMAGE=${names.image}`,
        // Named, never the project's default build account (decision 252).
        `--service-account=projects/${config.project}/serviceAccounts/${names.buildAccount}`,
        ctx.root,
      ),
    );
}

/** The settings the site reads (app/env.server.ts), and the secrets with their pinned versions. */
export function serviceSettings(ctx: Context) {
  const { config, names, versions } = ctx;
  const plain: [string, string][] = [];
  if (config.mailFrom) plain.push(["MAIL_FROM", config.mailFrom]);
  if (config.sanityProject)
    plain.push(
      ["SANITY_PROJECT_ID", config.sanityProject],
      ["SANITY_DATASET", config.sanityDataset],
      // The Sanity-hosted Studio (`sanity deploy --url <service>`): its Presentation frame may
      // show the site's preview refusals (decision 185).
      ["SANITY_STUDIO_URL", `https://${config.service}.sanity.studio`],
    );
  const pinned = (env: string, key: Parameters<typeof names.secret>[0], version?: string) => {
    const secret = names.secret(key);
    return { env, secret, version: version ?? versions.get(secret) ?? "<latest version>" };
  };
  const secrets = [
    pinned("SESSION_SECRET", "session-secret"),
    pinned("HEALTH_TOKEN", "health-token"),
    pinned("FRONT_SECRET", "front-secret"),
    pinned("FIREBASE_WEB_API_KEY", "firebase-web-api-key"),
    // The site sends its own mail over SMTP (decision 254): no MAIL_COLLECTION, no extension.
    pinned("SMTP_URL", "smtp-url"),
  ];
  // During a rotation the previous version is still accepted (docs/deploying.md).
  if (config.frontSecretPrevious)
    secrets.push(pinned("FRONT_SECRET_PREVIOUS", "front-secret", config.frontSecretPrevious));
  if (config.sessionSecretPrevious)
    secrets.push(pinned("SESSION_SECRET_PREVIOUS", "session-secret", config.sessionSecretPrevious));
  if (config.sanityProject) {
    secrets.push(pinned("SANITY_WEBHOOK_SECRET", "sanity-webhook-secret"));
    if (config.webhookSecretPrevious)
      secrets.push(
        pinned(
          "SANITY_WEBHOOK_SECRET_PREVIOUS",
          "sanity-webhook-secret",
          config.webhookSecretPrevious,
        ),
      );
    secrets.push(pinned("SANITY_VIEWER_TOKEN", "sanity-viewer-token"));
  }
  if (config.kakaoClientId) {
    plain.push(["KAKAO_CLIENT_ID", config.kakaoClientId]);
    secrets.push(pinned("KAKAO_CLIENT_SECRET", "kakao-client-secret"));
  }
  return { plain, secrets };
}

export function renderService(ctx: Context): string {
  const { config, names } = ctx;
  const { plain, secrets } = serviceSettings(ctx);
  const values = {
    SERVICE: config.service,
    REGION: config.region,
    PROJECT: config.project,
    IMAGE: names.image,
    RUN_ACCOUNT: names.runAccount,
    SITE_URL: names.siteUrl,
    MIN_INSTANCES: String(config.minInstances),
    MAX_INSTANCES: String(config.maxInstances),
    PLAIN_ENV: plainEnv(plain),
    SECRET_ENV: secretEnv(secrets),
  };
  // The env blocks stand on comment lines of their own, so the template stays valid YAML.
  const template = readFileSync(
    path.join(ctx.root, "deploy/cloudrun/service.yaml"),
    "utf8",
  ).replace(/^ *# \$\{(PLAIN_ENV|SECRET_ENV)\}$/gm, "${$1}");
  const body = fill(template, { ...values, CONFIG_SHA: "" });
  return fill(template, { ...values, CONFIG_SHA: sha(body) });
}

export function service(ctx: Context) {
  const { sh, config } = ctx;
  const yaml = renderService(ctx);
  const wanted = /deploy-config-sha: "([0-9a-f]+)"/.exec(yaml)?.[1];
  const described = sh.query(
    "gcloud",
    gcloud(
      ctx,
      "run",
      "services",
      "describe",
      config.service,
      `--region=${config.region}`,
      "--format=json",
    ),
  );
  const deployed = described
    ? (
        JSON.parse(described) as {
          spec?: { template?: { metadata?: { annotations?: Record<string, string> } } };
        }
      ).spec?.template?.metadata?.annotations?.["deploy-config-sha"]
    : undefined;
  if (deployed !== wanted) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "deploy-")), "service.yaml");
    writeFileSync(file, yaml);
    ctx.say(`rendered ${file}`);
    sh.change(
      "gcloud",
      gcloud(ctx, "run", "services", "replace", file, `--region=${config.region}`),
    );
  }
  // Public behind the load balancer: the template turns the invoker IAM check off, so no allUsers
  // binding is needed (domain-restricted sharing refuses one; decision 252).
}

/** `npm run backup` as a Cloud Run job on the site's image, run daily by Cloud Scheduler. */
export function backupJob(ctx: Context) {
  const { config, names, versions } = ctx;
  const job = names.backupJob;
  const env = [`FIREBASE_PROJECT_ID=${config.project}`];
  const secretFlags: string[] = [];
  if (config.sanityProject) {
    env.push(`SANITY_PROJECT_ID=${config.sanityProject}`, `SANITY_DATASET=${config.sanityDataset}`);
    const token = names.secret("sanity-viewer-token");
    secretFlags.push(
      `--set-secrets=SANITY_VIEWER_TOKEN=${token}:${versions.get(token) ?? "latest"}`,
    );
  }
  const settings = [
    `--image=${names.image}`,
    `--region=${config.region}`,
    `--service-account=${names.backupAccount}`,
    "--command=npm",
    `--args=run,backup,--,--to,gs://${names.bucket}/scheduled`,
    `--set-env-vars=${env.join(",")}`,
    ...secretFlags,
    "--max-retries=1",
    "--task-timeout=1800s",
  ];
  scheduledJob(ctx, {
    job,
    settings,
    account: names.backupAccount,
    schedule: { name: names.backupSchedule, cron: "30 3 * * *" },
  });
}
