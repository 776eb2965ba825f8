// Pure rules of the admin's user management: search, the change and delete forms, and the rule
// that the site never ends up without an administrator who can sign in.
import { z } from "zod";
import { isAdministrator } from "~/domain/account";

export const ROLE_LABELS = { admin: "관리자", user: "일반 회원" } as const;
export const USER_STATUS_LABELS = { active: "활성", inactive: "비활성" } as const;

export const ADMIN_USER_MESSAGES = {
  lastAdmin:
    "관리자가 한 명도 남지 않게 되므로 처리할 수 없습니다. 다른 관리자를 먼저 지정해주세요.",
  fixedAdmin: "관리자 지정 이메일 계정은 관리자 권한을 해제하거나 비활성화할 수 없습니다.",
  deleteConfirm: "삭제하려면 확인란에 체크해주세요.",
  role: "권한을 선택해주세요.",
  status: "상태를 선택해주세요.",
} as const;

export const userUpdateSchema = z.object({
  intent: z.literal("update"),
  role: z.enum(["admin", "user"], { error: ADMIN_USER_MESSAGES.role }),
  status: z.enum(["active", "inactive"], { error: ADMIN_USER_MESSAGES.status }),
});

export const confirmDeleteSchema = (message: string) =>
  z.object({
    intent: z.literal("delete"),
    confirm: z.literal(true, { error: message }),
  });
export const userDeleteSchema = confirmDeleteSchema(ADMIN_USER_MESSAGES.deleteConfirm);

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

function canSignInAsAdmin(user: ManagedUser, adminEmail: string | undefined): boolean {
  return isAdministrator(user, adminEmail) && user.status !== "inactive";
}

/**
 * Why a role/status change must be refused (Korean message), or null when it may go ahead.
 * `users` is everybody, the target included, before the change.
 */
export function refuseUserChange(
  users: readonly ManagedUser[],
  target: ManagedUser,
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

/** Why deleting `target` must be refused, or null. */
export function refuseUserDeletion(
  users: readonly ManagedUser[],
  target: ManagedUser,
  adminEmail: string | undefined,
): string | null {
  if (!canSignInAsAdmin(target, adminEmail)) return null;
  const others = users.filter((u) => u.uid !== target.uid && canSignInAsAdmin(u, adminEmail));
  return others.length === 0 ? ADMIN_USER_MESSAGES.lastAdmin : null;
}
