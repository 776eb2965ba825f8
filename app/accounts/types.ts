// The signed-in member as every page sees it (the spec's "session user").
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
