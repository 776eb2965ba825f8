import { describe, expect, it } from "vitest";
import {
  ADMIN_USER_MESSAGES,
  refuseUserChange,
  refuseUserDeletion,
  searchUsers,
} from "./admin-users";

const u = (
  uid: string,
  extra: Partial<{
    email: string;
    role: string;
    status: string;
    name: string;
    phoneNumber: string;
    emailVerified: boolean;
    canSignIn: boolean;
  }> = {},
) => ({
  uid,
  email: `${uid}@example.com`,
  name: uid,
  phoneNumber: "",
  role: "user",
  status: "active",
  canSignIn: true,
  ...extra,
});

/** The changes that take an administrator's rights away. */
const DEMOTE = { role: "user", status: "active" } as const;
const DEACTIVATE = { role: "admin", status: "inactive" } as const;

describe("never without an administrator", () => {
  const admin = u("a", { role: "admin" });
  const other = u("b", { role: "admin" });
  const member = u("m");

  it("refuses demoting or deactivating the last admin who can sign in", () => {
    expect(refuseUserChange([admin, member], admin, DEMOTE, undefined)).toBe(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
    expect(refuseUserChange([admin, member], admin, DEACTIVATE, undefined)).toBe(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
    const inactiveOther = { ...other, status: "inactive" };
    expect(refuseUserChange([admin, inactiveOther], admin, DEMOTE, undefined)).toBe(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
    expect(refuseUserDeletion([admin, member], admin, undefined)).toBe(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
  });

  it("allows it while another admin remains, and any change of members", () => {
    expect(refuseUserChange([admin, other], admin, DEMOTE, undefined)).toBeNull();
    expect(refuseUserDeletion([admin, other], admin, undefined)).toBeNull();
    expect(
      refuseUserChange([admin, member], member, { role: "user", status: "inactive" }, undefined),
    ).toBeNull();
    expect(
      refuseUserChange([admin, member], member, { role: "admin", status: "active" }, undefined),
    ).toBeNull();
    expect(refuseUserDeletion([admin, member], member, undefined)).toBeNull();
  });

  it("keeps the fixed administrator address an active admin", () => {
    const fixed = u("f", { email: "Boss@Example.com", role: "admin", emailVerified: true });
    expect(refuseUserChange([fixed, other], fixed, DEMOTE, "boss@example.com")).toBe(
      ADMIN_USER_MESSAGES.fixedAdmin,
    );
    // The verified fixed address counts as an admin even with role user stored.
    const storedAsUser = { ...fixed, role: "user" };
    expect(refuseUserChange([storedAsUser, other], other, DEMOTE, "boss@example.com")).toBeNull();
    // Unverified, the address is nobody's: it neither counts as an admin nor is fixed.
    const squatter = { ...storedAsUser, emailVerified: false };
    expect(refuseUserChange([squatter, other], other, DEMOTE, "boss@example.com")).toBe(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
  });
});

describe("administrators who cannot sign in", () => {
  const admin = u("a", { role: "admin" });
  // A demo member (no password, no Kakao link) promoted to admin.
  const passwordless = u("d", { role: "admin", canSignIn: false });

  it("do not count as the administrator who remains", () => {
    expect(refuseUserDeletion([admin, passwordless], admin, undefined)).toBe(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
    expect(refuseUserChange([admin, passwordless], admin, DEMOTE, undefined)).toBe(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
    // Removing one of them is never refused for the last-admin rule.
    expect(refuseUserDeletion([admin, passwordless], passwordless, undefined)).toBeNull();
  });
});

describe("the configured administrator's account", () => {
  const fixed = u("f", { email: "boss@example.com", role: "admin", emailVerified: true });
  const other = u("b", { role: "admin" });

  it("cannot be deleted while ADMIN_EMAIL names it, even with other administrators", () => {
    expect(refuseUserDeletion([fixed, other], fixed, "Boss@Example.com")).toBe(
      ADMIN_USER_MESSAGES.fixedAdminDelete,
    );
    expect(refuseUserDeletion([fixed, other], fixed, "someone@example.com")).toBeNull();
  });

  it("an unverified account squatting the address can be deleted", () => {
    const squatter = { ...fixed, role: "user", emailVerified: false };
    expect(refuseUserDeletion([squatter, other], squatter, "boss@example.com")).toBeNull();
  });
});

describe("user search", () => {
  const users = [
    u("1", { name: "김하늘", email: "sky@example.com", phoneNumber: "010-1234-5678" }),
    u("2", { name: "이바다", email: "SEA@example.com" }),
  ];
  it("matches name, e-mail (any case) and phone digits", () => {
    expect(searchUsers(users, "하늘").map((x) => x.uid)).toEqual(["1"]);
    expect(searchUsers(users, "sea@").map((x) => x.uid)).toEqual(["2"]);
    expect(searchUsers(users, "12345678").map((x) => x.uid)).toEqual(["1"]);
    expect(searchUsers(users, "  ").map((x) => x.uid)).toEqual(["1", "2"]);
    expect(searchUsers(users, "없는사람")).toEqual([]);
  });
});
