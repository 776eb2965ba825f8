// The first administrator (`npm run admin:create`, decision 175): an account whose address is
// proven, and the stored role the site checks on every request (the users record's role "admin",
// read by isAdministrator through the accounts service). Either backend; running it again on an
// administrator changes nothing.
import type { UserStore } from "~/records/users/contract";

/** What the identity side says about an account (Firebase Authentication, or the SQLite table). */
export type AdministratorAccount = {
  uid: string;
  emailVerified: boolean;
  hasPassword: boolean;
  disabled: boolean;
};

/** The few identity operations the command needs (adapters: first-admin-identity.server.ts). */
export interface AdministratorIdentity {
  /** The account that signs in with this address, or null. */
  findByEmail(email: string): Promise<AdministratorAccount | null>;
  getAccount(uid: string): Promise<AdministratorAccount | null>;
  /** A new e-mail/password account whose address counts as proven (the operator named it). */
  createVerified(email: string, password: string): Promise<string>;
  markVerified(uid: string): Promise<void>;
  enable(uid: string): Promise<void>;
}

export type AdministratorChange =
  | "account-created"
  | "address-verified"
  | "account-enabled"
  | "profile-created"
  | "role-granted"
  | "profile-verified"
  | "profile-activated";

export type AdministratorOutcome = {
  uid: string;
  /** Empty when the account already was a proven, active administrator. */
  changes: AdministratorChange[];
  /** A password was given but the account existed: its password is left as it is. */
  passwordIgnored: boolean;
};

/**
 * Makes `email` a proven administrator who can sign in. `password()` is asked for only when the
 * account has to be created.
 */
export async function ensureAdministrator(
  deps: { identity: AdministratorIdentity; users: UserStore; now?: () => Date },
  input: { email: string; password: () => Promise<string>; passwordGiven: boolean },
): Promise<AdministratorOutcome> {
  const { identity, users } = deps;
  const now = deps.now ?? (() => new Date());
  const email = input.email.trim().toLowerCase();
  const changes: AdministratorChange[] = [];

  const stored = await users.findByEmail(email);
  let account =
    (await identity.findByEmail(email)) ?? (stored ? await identity.getAccount(stored.uid) : null);
  if (!account) {
    const uid = await identity.createVerified(email, await input.password());
    changes.push("account-created");
    account = { uid, emailVerified: true, hasPassword: true, disabled: false };
  } else {
    // A social-only account (Kakao) proves its address on the users record alone.
    if (account.hasPassword && !account.emailVerified) {
      await identity.markVerified(account.uid);
      changes.push("address-verified");
    }
    if (account.disabled) {
      await identity.enable(account.uid);
      changes.push("account-enabled");
    }
  }

  const profile = await users.get(account.uid);
  if (!profile) {
    // The operator makes this record for the administrator: it holds the consent times every
    // account holds (decision 212). A promoted member keeps the consents they gave themselves.
    const at = now();
    await users.create(
      {
        uid: account.uid,
        email,
        name: "관리자",
        provider: account.hasPassword ? "email" : "social",
        role: "admin",
        emailVerified: true,
        termsConsentAt: at.toISOString(),
        privacyConsentAt: at.toISOString(),
      },
      at,
    );
    changes.push("profile-created");
  } else {
    if (profile.role !== "admin") changes.push("role-granted");
    if (!profile.emailVerified) changes.push("profile-verified");
    if (profile.status !== "active") changes.push("profile-activated");
    if (changes.some((c) => c.startsWith("profile-") || c === "role-granted")) {
      await users.update(
        account.uid,
        { role: "admin", emailVerified: true, status: "active" },
        now(),
      );
    }
  }
  return {
    uid: account.uid,
    changes,
    passwordIgnored: input.passwordGiven && !changes.includes("account-created"),
  };
}

const CHANGE_TEXT: Record<AdministratorChange, string> = {
  "account-created": "계정을 만들었습니다 (주소 인증됨) / created the account, address verified",
  "address-verified": "이메일 주소를 인증된 것으로 표시했습니다 / marked the address verified",
  "account-enabled": "사용 중지된 계정을 다시 사용하게 했습니다 / re-enabled the disabled account",
  "profile-created": "관리자 회원 정보를 만들었습니다 / created the administrator's users record",
  "role-granted": "관리자 권한을 주었습니다 / granted the administrator role",
  "profile-verified":
    "회원 정보에 주소 인증을 기록했습니다 / recorded the proven address on the users record",
  "profile-activated": "비활성 계정을 활성화했습니다 / reactivated the inactive account",
};

/** Pure: what the command prints for an outcome (Korean, then English). */
export function describeOutcome(email: string, outcome: AdministratorOutcome): string[] {
  const lines =
    outcome.changes.length === 0
      ? [
          `변경 없음: ${email} 은(는) 이미 인증된 관리자입니다. / Nothing changed: ${email} already is a verified administrator.`,
        ]
      : [
          `${email} 을(를) 관리자로 설정했습니다. / ${email} is now an administrator:`,
          ...outcome.changes.map((change) => `  - ${CHANGE_TEXT[change]}`),
        ];
  if (outcome.passwordIgnored) {
    lines.push(
      "기존 계정의 비밀번호는 바꾸지 않았습니다 (/mypage 또는 비밀번호 찾기에서 변경). / The existing account's password was left unchanged.",
    );
  }
  return lines;
}
