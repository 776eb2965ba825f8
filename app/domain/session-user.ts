// The signed-in member as every page sees it.
/** Shown where a member has no name (requirements §2: "사용자"). Kept free of zod for the nav bundle. */
export const DEFAULT_USER_LABEL = "사용자";

export type Role = "admin" | "user";

export type SessionUser = {
  uid: string;
  email: string;
  name: string;
  profileImage: string | null;
  emailVerified: boolean;
  /** "email", or the social provider's name ("kakao"). */
  provider: string;
  role: Role;
  isAdmin: boolean;
};
