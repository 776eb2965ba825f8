import { describe, expect, it } from "vitest";
import { DEFAULT_USER_LABEL } from "~/domain/session-user";
import { profileLabel } from "./profile-label";

describe("profileLabel", () => {
  it("does not repeat 관리자 when the administrator is named so", () => {
    expect(profileLabel({ name: "관리자", isAdmin: true })).toEqual({
      name: "관리자",
      adminBadge: false,
    });
    expect(profileLabel({ name: " 센터 관리자 ", isAdmin: true })).toEqual({
      name: "센터 관리자",
      adminBadge: false,
    });
  });

  it("badges an administrator with a personal name, never a member", () => {
    expect(profileLabel({ name: "김민지", isAdmin: true })).toEqual({
      name: "김민지",
      adminBadge: true,
    });
    expect(profileLabel({ name: "관리자", isAdmin: false })).toEqual({
      name: "관리자",
      adminBadge: false,
    });
    expect(profileLabel({ name: "  ", isAdmin: false })).toEqual({
      name: DEFAULT_USER_LABEL,
      adminBadge: false,
    });
  });
});
