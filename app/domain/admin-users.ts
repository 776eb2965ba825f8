// Pure rules of the admin's user management: search, the change and delete forms, and the rule
// that the site never ends up without an administrator who can sign in (decisions 070, 145).
import { z } from "zod";
import { isAdministrator } from "~/domain/administrator";
import { sameEmail } from "~/domain/email-address";

export const ROLE_LABELS = { admin: "관리자", user: "일반 회원" } as const;
export const USER_STATUS_LABELS = { active: "활성", inactive: "비활성" } as const;

export const ADMIN_USER_MESSAGES = {
  lastAdmin:
    "관리자가 한 명도 남지 않게 되므로 처리할 수 없습니다. 다른 관리자를 먼저 지정해주세요.",
  fixedAdmin: "관리자 지정 이메일 계정은 관리자 권한을 해제하거나 비활성화할 수 없습니다.",
  fixedAdminDelete:
    "관리자 지정 이메일(ADMIN_EMAIL) 계정은 삭제할 수 없습니다. 서버 설정의 관리자 이메일을 먼저 변경해주세요.",
  deleteConfirm: "삭제하려면 확인란에 체크해주세요.",
  role: "권한을 선택해주세요.",
  status: "상태를 선택해주세요.",
} as const;

export const userUpdateSchema = z.object({
  intent: z.literal("update"),
  role: z.enum(["admin", "user"], { error: ADMIN_USER_MESSAGES.role }),
  status: z.enum(["active", "inactive"], { error: ADMIN_USER_MESSAGES.status }),
});

/** The delete form of an admin detail page (회원, 문의): intent=delete, its consent box ticked. */
export const confirmDeleteSchema = z.object({
  intent: z.literal("delete"),
  confirm: z.literal(true, { error: ADMIN_USER_MESSAGES.deleteConfirm }),
});

type ManagedUser = {
  uid: string;
  email: string;
  name: string;
  phoneNumber?: string;
  role: string;
  status?: string;
  emailVerified?: boolean;
};

/** Case-insensitive match on name, e-mail or phone digits. */
export function searchUsers<T extends ManagedUser>(users: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...users];
  const digits = q.replace(/\D/g, "");
  return users.filter(
    (u) =>
      u.name.toLowerCase().includes(q) ||
      u.email.toLowerCase().includes(q) ||
      (digits.length >= 3 && (u.phoneNumber ?? "").replace(/\D/g, "").includes(digits)),
  );
}

/**
 * A user as the last-administrator rules see them: `canSignIn` says whether the account has a way
 * in (a password or a linked Kakao identity, not disabled at the identity provider); the accounts
 * service asks the identity backend. A demo member promoted to admin has none.
 */
export type AdminCandidate = ManagedUser & { canSignIn: boolean };

function canSignInAsAdmin(user: AdminCandidate, adminEmail: string | undefined): boolean {
  return isAdministrator(user, adminEmail) && user.status !== "inactive" && user.canSignIn;
}

/** The account of the configured administrator address, once its owner has proven it. */
export function isConfiguredAdministrator(user: ManagedUser, adminEmail: string | undefined) {
  return user.emailVerified === true && sameEmail(user.email, adminEmail);
}

/**
 * Why a role/status change must be refused (Korean message), or null when it may go ahead.
 * `users` is everybody, the target included, before the change.
 */
export function refuseUserChange(
  users: readonly AdminCandidate[],
  target: AdminCandidate,
  change: { role: "admin" | "user"; status: "active" | "inactive" },
  adminEmail: string | undefined,
): string | null {
  const losesAdmin = change.role !== "admin" || change.status === "inactive";
  if (!losesAdmin || !canSignInAsAdmin(target, adminEmail)) return null;
  if (adminEmail && target.email.toLowerCase() === adminEmail.toLowerCase())
    return ADMIN_USER_MESSAGES.fixedAdmin;
  const others = users.filter((u) => u.uid !== target.uid && canSignInAsAdmin(u, adminEmail));
  return others.length === 0 ? ADMIN_USER_MESSAGES.lastAdmin : null;
}

/**
 * Why deleting `target` must be refused, or null. The configured administrator's account stays
 * while ADMIN_EMAIL names it: were it deleted, the next sign-up with the address would only need
 * its owner's confirmation to become administrator (decision 145).
 */
export function refuseUserDeletion(
  users: readonly AdminCandidate[],
  target: AdminCandidate,
  adminEmail: string | undefined,
): string | null {
  if (isConfiguredAdministrator(target, adminEmail)) return ADMIN_USER_MESSAGES.fixedAdminDelete;
  if (!canSignInAsAdmin(target, adminEmail)) return null;
  const others = users.filter((u) => u.uid !== target.uid && canSignInAsAdmin(u, adminEmail));
  return others.length === 0 ? ADMIN_USER_MESSAGES.lastAdmin : null;
}
