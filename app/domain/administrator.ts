// Who is an administrator (decision 070).
import { sameEmail } from "./email-address";

/**
 * Administrator: stored role admin, or the configured administrator address once the account has
 * proven it owns that address (decision 070; an unverified sign-up with it gets nothing).
 */
export function isAdministrator(
  user: { role?: string | null; email?: string | null; emailVerified?: boolean | null },
  adminEmail: string | undefined,
): boolean {
  return (
    user.role === "admin" || (user.emailVerified === true && sameEmail(user.email, adminEmail))
  );
}

/** The role to store: the verified administrator address is always forced to admin. */
export function roleFor(
  user: { role?: string | null; email?: string | null; emailVerified?: boolean | null },
  adminEmail: string | undefined,
): "admin" | "user" {
  return isAdministrator(user, adminEmail) ? "admin" : "user";
}
