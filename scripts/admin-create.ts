// npm run admin:create -- --email <address> [--password-from-stdin | --reset-second-factor]
// Makes the first administrator (decision 175) on the backend the settings choose: Firebase
// Authentication and the Firestore users record with FIREBASE_PROJECT_ID (credentials: Application
// Default Credentials, or FIREBASE_CLIENT_EMAIL/FIREBASE_PRIVATE_KEY), else the embedded SQLite in
// DATA_DIR. A new account gets the password from stdin, or a generated one printed once.
// --reset-second-factor (a lost phone, decision 195): forgets the administrator's TOTP key and
// recovery codes and ends every session of the account; the next sign-in enrols a new phone. The
// reset is written to the access records first (decision 206).
// Exit codes: 0 done (or nothing to do), 2 refused arguments, 1 failure.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { hostname, userInfo } from "node:os";
import { ensureAdministrator, describeOutcome } from "~/accounts/first-admin.server";
import {
  firebaseAdministratorIdentity,
  sqliteAdministratorIdentity,
} from "~/accounts/first-admin-identity.server";
import { closeSqlite, getBackends, getFirebaseAuth } from "~/backends/backends.server";
import { getEnv } from "~/env.server";
import { log } from "~/log.server";
import { parseAdminCreateArgs, passwordFromInput, USAGE_ERROR } from "./admin-create-args";

// Read at once: under Vite's module loader, awaiting the stdin stream let the process end early.
const readStdin = () => readFileSync(0, "utf8");

export default async function adminCreate(argv = process.argv.slice(3)): Promise<number> {
  const args = parseAdminCreateArgs(argv);
  if ("error" in args) {
    console.error(args.error);
    return USAGE_ERROR;
  }
  let given: string | undefined;
  if (args.passwordFromStdin) {
    const read = passwordFromInput(readStdin());
    if ("error" in read) {
      console.error(read.error);
      return USAGE_ERROR;
    }
    given = read.password;
  }
  let generated: string | undefined;
  const password = async () => given ?? (generated = randomBytes(18).toString("base64url"));

  const env = getEnv();
  const backends = getBackends();
  const users = backends.users();
  const identity =
    backends.kind === "firebase"
      ? firebaseAdministratorIdentity(getFirebaseAuth())
      : sqliteAdministratorIdentity(backends.identity(), users);
  console.log(
    backends.kind === "firebase"
      ? `Firebase 프로젝트 / project: ${env.FIREBASE_PROJECT_ID}`
      : `내장 SQLite / embedded SQLite: ${env.dataDir}`,
  );
  try {
    if (args.resetSecondFactor) return await resetSecondFactor(args.email);
    const outcome = await ensureAdministrator(
      { identity, users },
      { email: args.email, password, passwordGiven: given !== undefined },
    );
    for (const line of describeOutcome(args.email, outcome)) console.log(line);
    if (generated) {
      console.log(
        `임시 비밀번호 (한 번만 표시, 로그인 후 /mypage 에서 바꾸세요) / temporary password, shown once: ${generated}`,
      );
    }
    return 0;
  } finally {
    closeSqlite();
  }
}

/** Forgets the account's second factor and ends its sessions; 1 when there is no such account. */
async function resetSecondFactor(email: string): Promise<number> {
  const backends = getBackends();
  const user = await backends.users().findByEmail(email);
  if (!user) {
    console.error(`계정이 없습니다 / no account with this address: ${email}`);
    return 1;
  }
  // The access record first (decision 206): when it cannot be written, nothing is reset.
  await backends.accessRecords().append({
    actorUid: null,
    actorEmail: "",
    actorName: userInfo().username,
    clientAddress: `명령줄 (${hostname()})`,
    action: "second-factor-reset",
    target: "users",
    subjects: [user.uid],
    subjectCount: 1,
    detail: `admin:create --reset-second-factor ${email}`,
    reason: null,
  });
  const had = await backends.secondFactors().reset(user.uid);
  await backends.sessions().endAllForUser(user.uid);
  // The operator's act, also in the structured log (decision 195).
  log.warn(
    { event: "second-factor-reset", uid: user.uid, by: userInfo().username },
    "[accounts] second factor reset by the operator",
  );
  console.log(
    had
      ? `${email}: 2단계 인증을 초기화하고 모든 세션을 끝냈습니다. 다음 로그인에서 새 휴대폰을 등록합니다. / Second factor reset and every session ended; the next sign-in enrols a new phone.`
      : `${email}: 등록된 2단계 인증이 없었습니다. 모든 세션은 끝냈습니다. / No second factor was enrolled; every session ended.`,
  );
  return 0;
}
