import { describe, expect, it } from "vitest";
import { DEFAULT_USER_LABEL } from "~/domain/session-user";
import { profileLabel } from "./profile-label";

describe("profileLabel", () => {
  it.each([
    { why: "an administrator named 관리자 is not badged again", name: "관리자", isAdmin: true },
    {
      why: "nor one whose name already says 관리자 (trimmed)",
      name: " 센터 관리자 ",
      isAdmin: true,
      shown: "센터 관리자",
    },
    { why: "a member named 관리자 is no administrator", name: "관리자", isAdmin: false },
    {
      why: "a blank name reads as the default label",
      name: "  ",
      isAdmin: false,
      shown: DEFAULT_USER_LABEL,
    },
  ])("$why: no badge", ({ name, isAdmin, shown }) => {
    expect(profileLabel({ name, isAdmin })).toEqual({ name: shown ?? name, adminBadge: false });
  });

  it("badges an administrator with a personal name", () => {
    expect(profileLabel({ name: "김민지", isAdmin: true })).toEqual({
      name: "김민지",
      adminBadge: true,
    });
  });
});
