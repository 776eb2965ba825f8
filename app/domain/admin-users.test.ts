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
  }> = {},
) => ({
  uid,
  email: `${uid}@example.com`,
  name: uid,
  phoneNumber: "",
  role: "user",
  status: "active",
  ...extra,
});

describe("never without an administrator", () => {
  const admin = u("a", { role: "admin" });
  const other = u("b", { role: "admin" });
  const member = u("m");

  it("refuses demoting or deactivating the last admin who can sign in", () => {
    expect(
      refuseUserChange([admin, member], admin, { role: "user", status: "active" }, undefined),
    ).toBe(ADMIN_USER_MESSAGES.lastAdmin);
    expect(
      refuseUserChange([admin, member], admin, { role: "admin", status: "inactive" }, undefined),
    ).toBe(ADMIN_USER_MESSAGES.lastAdmin);
    const inactiveOther = { ...other, status: "inactive" };
    expect(
      refuseUserChange(
        [admin, inactiveOther],
        admin,
        { role: "user", status: "active" },
        undefined,
      ),
    ).toBe(ADMIN_USER_MESSAGES.lastAdmin);
    expect(refuseUserDeletion([admin, member], admin, undefined)).toBe(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
  });

  it("allows it while another admin remains, and any change of members", () => {
    expect(
      refuseUserChange([admin, other], admin, { role: "user", status: "active" }, undefined),
    ).toBeNull();
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
    expect(
      refuseUserChange(
        [fixed, other],
        fixed,
        { role: "user", status: "active" },
        "boss@example.com",
      ),
    ).toBe(ADMIN_USER_MESSAGES.fixedAdmin);
    // The verified fixed address counts as an admin even with role user stored.
    const storedAsUser = { ...fixed, role: "user" };
    expect(
      refuseUserChange(
        [storedAsUser, other],
        other,
        { role: "user", status: "active" },
        "boss@example.com",
      ),
    ).toBeNull();
    // Unverified, the address is nobody's: it neither counts as an admin nor is fixed.
    const squatter = { ...storedAsUser, emailVerified: false };
    expect(
      refuseUserChange(
        [squatter, other],
        other,
        { role: "user", status: "active" },
        "boss@example.com",
      ),
    ).toBe(ADMIN_USER_MESSAGES.lastAdmin);
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
