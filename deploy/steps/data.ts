// Firestore (database with point-in-time recovery, rules, indexes and TTL policies), the Trigger
// Email extension from its manifest, and the backups' storage: a daily Firestore backup and a
// bucket the backup job writes Auth users and the Sanity dataset to.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gcloud, grants, type Context } from "../lib/context";

const DATABASE = "--database=(default)";

export function firestore(ctx: Context) {
  const { sh, config } = ctx;
  const described = sh.query(
    "gcloud",
    gcloud(ctx, "firestore", "databases", "describe", DATABASE, "--format=json"),
  );
  if (!described) {
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "firestore",
        "databases",
        "create",
        DATABASE,
        `--location=${config.region}`,
        "--type=firestore-native",
        "--enable-pitr",
        "--delete-protection",
      ),
    );
  } else {
    const db = JSON.parse(described) as { pointInTimeRecoveryEnablement?: string };
    if (db.pointInTimeRecoveryEnablement !== "POINT_IN_TIME_RECOVERY_ENABLED")
      sh.change(
        "gcloud",
        gcloud(ctx, "firestore", "databases", "update", DATABASE, "--enable-pitr"),
      );
  }
  // Rules, composite indexes and the TTL field overrides: one declarative file set.
  firebaseDeploy(ctx, "firestore:rules,firestore:indexes");
}

/** `firebase deploy` run in firebase/, the Firebase project directory (its extensions/ too). */
function firebaseDeploy(ctx: Context, only: string) {
  ctx.sh.change(
    "firebase",
    ["deploy", `--only=${only}`, `--project=${ctx.config.project}`, "--non-interactive", "--force"],
    { cwd: path.join(ctx.root, "firebase") },
  );
}

/**
 * The Trigger Email extension, deployed from firebase/firebase.json's "extensions" and
 * firebase/extensions/firestore-send-email.env; what differs per project (SMTP server, sender,
 * region, the password secret) goes into the project-specific file the CLI reads beside it.
 */
export function mailExtension(ctx: Context) {
  const { config, names, sh } = ctx;
  const smtpUri = config.smtpUri ?? process.env.SMTP_CONNECTION_URI;
  if (!smtpUri && !sh.dryRun)
    throw new Error("--smtp-uri (e.g. smtps://user@smtp.example.org:465) is needed for mail");
  // The password pinned like the site's secrets (decision 167): the version the secrets step
  // resolved, so a new one reaches the extension only through a deploy. The Firebase CLI takes a
  // secret param as projects/P/secrets/NAME/versions/<latest|number>.
  const smtpSecret = names.secret("smtp-password");
  const lines = [
    `DATABASE_REGION=${config.region}`,
    `firebaseextensions.v1beta.function/location=${config.region}`,
    `SMTP_CONNECTION_URI=${smtpUri ?? "<--smtp-uri>"}`,
    `SMTP_PASSWORD=projects/${config.project}/secrets/${smtpSecret}/versions/${ctx.versions.get(smtpSecret) ?? "<latest version>"}`,
    `DEFAULT_FROM=${config.mailFrom ?? `no-reply@${config.domain}`}`,
  ];
  const file = path.join(
    ctx.root,
    `firebase/extensions/firestore-send-email.env.${config.project}`,
  );
  ctx.say(`write ${path.relative(ctx.root, file)} (${lines.length} project settings)`);
  if (!sh.dryRun) writeFileSync(file, lines.join("\n") + "\n");
  firebaseDeploy(ctx, "extensions");
}

export function firestoreBackups(ctx: Context) {
  const { sh } = ctx;
  const schedules = sh.query(
    "gcloud",
    gcloud(ctx, "firestore", "backups", "schedules", "list", DATABASE, "--format=json"),
  );
  const list = schedules ? (JSON.parse(schedules) as { dailyRecurrence?: object }[]) : [];
  // Daily backups are kept at most 7 days; point-in-time recovery covers the last 7 days to the minute.
  if (!list.some((s) => s.dailyRecurrence))
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "firestore",
        "backups",
        "schedules",
        "create",
        DATABASE,
        "--recurrence=daily",
        "--retention=7d",
      ),
    );
}

export function backupBucket(ctx: Context) {
  const { sh, names, config } = ctx;
  const bucket = `gs://${names.bucket}`;
  if (
    !sh.query(
      "gcloud",
      gcloud(ctx, "storage", "buckets", "describe", bucket, "--format=value(name)"),
    )
  ) {
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "storage",
        "buckets",
        "create",
        bucket,
        `--location=${config.region}`,
        "--uniform-bucket-level-access",
        "--public-access-prevention",
        `--lifecycle-file=${path.join(ctx.root, "deploy/backup-lifecycle.json")}`,
      ),
    );
  }
  const policy = sh.query(
    "gcloud",
    gcloud(ctx, "storage", "buckets", "get-iam-policy", bucket, "--format=json"),
  );
  const member = `serviceAccount:${names.backupAccount}`;
  // Create objects only: the job can neither read nor delete earlier backups.
  if (!grants(policy, "roles/storage.objectCreator", member))
    sh.change(
      "gcloud",
      gcloud(
        ctx,
        "storage",
        "buckets",
        "add-iam-policy-binding",
        bucket,
        `--member=${member}`,
        "--role=roles/storage.objectCreator",
      ),
    );
}
