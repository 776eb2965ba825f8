// What the nav bar says for the signed-in member: the name (or '사용자'), and an admin badge
// only when the name does not already say it (the start-up administrator is named '관리자',
// which read "관리자 관리자" beside the badge).
import { DEFAULT_USER_LABEL } from "~/domain/session-user";

export const ADMIN_BADGE_LABEL = "관리자";

export function profileLabel(user: { name: string; isAdmin: boolean }): {
  name: string;
  adminBadge: boolean;
} {
  const name = user.name.trim() || DEFAULT_USER_LABEL;
  return { name, adminBadge: user.isAdmin && !name.includes(ADMIN_BADGE_LABEL) };
}
