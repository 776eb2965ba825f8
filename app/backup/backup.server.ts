// `npm run backup -- --to <gs://bucket/prefix | folder>` (decision 176): the Firebase
// Authentication users (with password hashes) and the Sanity dataset, into one dated folder with a
// manifest. Runs from the production install (scripts/backup.mjs loads it from the server build),
// as a Cloud Run job of the site's image. It reads only the settings below, handed in by the
// launcher, so the job needs none of the site's secrets but the Sanity token.
import { parseArgs } from "node:util";
import { cert, deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { z } from "zod";
import { exportAuthUsers } from "~/backup/auth-users.server";
import {
  backupWriter,
  parseDestination,
  runName,
  type Destination,
} from "~/backup/destination.server";
import { exportSanityDataset } from "~/backup/sanity-dataset.server";
import { log } from "~/log.server";

export const BACKUP_USAGE =
  "사용법 / usage: npm run backup -- --to <gs://버킷/접두어 | 로컬 폴더> (gs://bucket/prefix | local folder)";
const USAGE_ERROR = 2;

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const settingsSchema = z.object({
  FIREBASE_PROJECT_ID: optional,
  FIREBASE_CLIENT_EMAIL: optional,
  FIREBASE_PRIVATE_KEY: optional,
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: z.string().trim().default("production"),
  /** Reads drafts too: the site's preview token (Viewer role) is enough. */
  SANITY_VIEWER_TOKEN: optional,
  /** Tests only: a local fake of Sanity's API. */
  SANITY_API_HOST: optional.pipe(z.string().regex(LOOPBACK, "a loopback address").optional()),
});
type Settings = z.infer<typeof settingsSchema>;

/** Pure: the command line and settings, or why they are refused (exit code 2). */
export function parseBackupInput(
  argv: string[],
  env: Record<string, string | undefined>,
): { destination: Destination; settings: Settings } | { error: string } {
  let to: string | undefined;
  try {
    ({
      values: { to },
    } = parseArgs({ args: argv, options: { to: { type: "string" } }, strict: true }));
  } catch (error) {
    return { error: `${(error as Error).message}\n${BACKUP_USAGE}` };
  }
  if (!to) return { error: `--to 가 필요합니다 / --to is required\n${BACKUP_USAGE}` };
  const destination = parseDestination(to);
  if ("error" in destination) return destination;
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    return {
      error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"),
    };
  }
  const settings = parsed.data;
  if (!settings.FIREBASE_PROJECT_ID && !settings.SANITY_PROJECT_ID) {
    return {
      error:
        "백업할 것이 없습니다: FIREBASE_PROJECT_ID 도 SANITY_PROJECT_ID 도 없습니다 / nothing to back up: neither FIREBASE_PROJECT_ID nor SANITY_PROJECT_ID is set",
    };
  }
  return { destination, settings };
}

function firebaseApp(settings: Settings): App {
  const credential =
    !settings.FIREBASE_AUTH_EMULATOR_HOST &&
    settings.FIREBASE_CLIENT_EMAIL &&
    settings.FIREBASE_PRIVATE_KEY
      ? cert({
          projectId: settings.FIREBASE_PROJECT_ID,
          clientEmail: settings.FIREBASE_CLIENT_EMAIL,
          privateKey: settings.FIREBASE_PRIVATE_KEY.replace(/\\n/g, "\n"),
        })
      : undefined; // Cloud Run: the job's service account (Application Default Credentials)
  return initializeApp(
    {
      ...(settings.FIREBASE_PROJECT_ID ? { projectId: settings.FIREBASE_PROJECT_ID } : {}),
      ...(credential ? { credential } : {}),
    },
    `backup-${Date.now()}`,
  );
}

/** The command: 0 when every part is written, 2 for refused input, 1 when a part failed. */
export async function runBackup(
  argv: string[],
  env: Record<string, string | undefined>,
  now = new Date(),
): Promise<number> {
  const input = parseBackupInput(argv, env);
  if ("error" in input) {
    console.error(input.error);
    return USAGE_ERROR;
  }
  const { destination, settings } = input;
  let app: App | undefined;
  const appOnce = () => (app ??= firebaseApp(settings));
  const writer = backupWriter(destination, runName(now), appOnce);
  const manifest: Record<string, unknown> = {
    startedAt: now.toISOString(),
    restore: "docs/backups.md",
  };
  try {
    if (settings.FIREBASE_PROJECT_ID) {
      const auth = await exportAuthUsers(getAuth(appOnce()));
      await writer.put(
        "auth-users.json",
        `${JSON.stringify({ users: auth.users }, null, 2)}\n`,
        "application/json",
      );
      manifest.auth = {
        project: settings.FIREBASE_PROJECT_ID,
        file: "auth-users.json",
        users: auth.users.length,
        passwordAccounts: auth.passwordAccounts,
        passwordHashes: auth.withHash,
      };
      if (auth.withHash < auth.passwordAccounts) {
        log.warn(
          {
            event: "backup.incomplete",
            passwordAccounts: auth.passwordAccounts,
            passwordHashes: auth.withHash,
          },
          "password hashes missing from the Auth export: the job's service account needs the Firebase Authentication Admin role; restored members would have to reset their passwords",
        );
      }
    }
    if (settings.SANITY_PROJECT_ID) {
      const file = `sanity-${settings.SANITY_DATASET}.ndjson`;
      const sanity = await exportSanityDataset({
        projectId: settings.SANITY_PROJECT_ID,
        dataset: settings.SANITY_DATASET,
        token: settings.SANITY_VIEWER_TOKEN,
        apiHost: settings.SANITY_API_HOST,
      });
      await writer.put(file, sanity.ndjson, "application/x-ndjson");
      manifest.sanity = {
        project: settings.SANITY_PROJECT_ID,
        dataset: settings.SANITY_DATASET,
        file,
        documents: sanity.documents,
      };
    }
    manifest.finishedAt = new Date().toISOString();
    await writer.put("manifest.json", `${JSON.stringify(manifest, null, 2)}\n`, "application/json");
    log.info(
      { event: "backup.done", location: writer.location, ...manifest },
      `backup written to ${writer.location}`,
    );
    return 0;
  } catch (error) {
    log.error({ event: "backup.failed", location: writer.location, error }, "backup failed");
    return 1;
  } finally {
    if (app) await deleteApp(app);
  }
}
