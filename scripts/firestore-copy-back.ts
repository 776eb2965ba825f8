// npm run firestore:copy-back -- --from <restored database> [--to '(default)'] [--collections a,b] [--dry-run]
// The last step of a Firestore restore (docs/deploying.md, "Restore a backup"): after Google
// restored a backup or a point in time into a new database, copy its documents (with their
// subcollections) back into the database the site reads. Same path: overwritten; others: left.
// Needs FIREBASE_PROJECT_ID and Application Default Credentials with Firestore access.
// Exit codes: 0 done, 2 refused arguments, 1 failure.
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { copyDocuments } from "~/backup/firestore-copy.server";

export const COPY_BACK_USAGE =
  "사용법 / usage: npm run firestore:copy-back -- --from <복원한 데이터베이스/restored database> [--to '(default)'] [--collections a,b] [--dry-run]";
const USAGE_ERROR = 2;
// Firestore's database id rules: 4–63 of a-z, 0-9 and -, starting with a letter; or (default).
const DATABASE_ID = /^(\(default\)|[a-z][a-z0-9-]{2,61}[a-z0-9])$/;

export type CopyBackArgs = {
  from: string;
  to: string;
  collections?: string[];
  dryRun: boolean;
};

/** Pure: the command line, or why it is refused. */
export function parseCopyBackArgs(argv: string[]): CopyBackArgs | { error: string } {
  let values: { from?: string; to?: string; collections?: string; "dry-run"?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: "string" },
        to: { type: "string" },
        collections: { type: "string" },
        "dry-run": { type: "boolean" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: `${(error as Error).message}\n${COPY_BACK_USAGE}` };
  }
  const from = values.from?.trim();
  const to = values.to?.trim() || "(default)";
  if (!from) return { error: `--from 이 필요합니다 / --from is required\n${COPY_BACK_USAGE}` };
  for (const id of [from, to])
    if (!DATABASE_ID.test(id))
      return { error: `데이터베이스 이름이 올바르지 않습니다 / not a database id: "${id}"` };
  if (from === to)
    return { error: `--from 과 --to 가 같습니다 / --from and --to name the same database` };
  const collections = values.collections
    ?.split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    from,
    to,
    ...(collections?.length ? { collections } : {}),
    dryRun: values["dry-run"] === true,
  };
}

export default async function firestoreCopyBack(
  argv = process.argv.slice(3),
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const args = parseCopyBackArgs(argv);
  if ("error" in args) {
    console.error(args.error);
    return USAGE_ERROR;
  }
  const projectId = env.FIREBASE_PROJECT_ID?.trim();
  if (!projectId) {
    console.error("FIREBASE_PROJECT_ID 가 필요합니다 / FIREBASE_PROJECT_ID is required");
    return USAGE_ERROR;
  }
  const app = initializeApp({ projectId }, `copy-back-${Date.now()}`);
  try {
    const result = await copyDocuments(getFirestore(app, args.from), getFirestore(app, args.to), {
      collections: args.collections,
      dryRun: args.dryRun,
    });
    const counts = Object.entries(result.byCollection)
      .map(([name, n]) => `${name} ${n}`)
      .join(", ");
    console.log(
      `${args.dryRun ? "[dry-run] would copy" : "copied"} ${result.documents} document(s) ` +
        `from ${args.from} into ${args.to} (${projectId}): ${counts || "nothing"}`,
    );
    return 0;
  } catch (error) {
    console.error(`copy-back failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await deleteApp(app);
  }
}
