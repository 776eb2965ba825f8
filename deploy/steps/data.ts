// Firestore (database with point-in-time recovery, rules, indexes and TTL policies) and the
// backups' storage: a daily Firestore backup and a bucket the backup job writes Auth users and the
// Sanity dataset to. Mail is the site's own sender's (decision 254): no extension here.
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

/** `firebase deploy` run in firebase/, the Firebase project directory. */
function firebaseDeploy(ctx: Context, only: string) {
  ctx.sh.change(
    "firebase",
    ["deploy", `--only=${only}`, `--project=${ctx.config.project}`, "--non-interactive", "--force"],
    { cwd: path.join(ctx.root, "firebase") },
  );
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
