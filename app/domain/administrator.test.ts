import { describe, expect, it } from "vitest";
import { isAdministrator, roleFor } from "~/domain/administrator";

describe("administrator rule", () => {
  it("holds for the stored role admin or the verified configured address (any case)", () => {
    expect(isAdministrator({ role: "admin", email: "x@y.kr" }, undefined)).toBe(true);
    expect(
      isAdministrator(
        { role: "user", email: "Admin@Centre.kr", emailVerified: true },
        "admin@centre.kr",
      ),
    ).toBe(true);
    expect(
      isAdministrator(
        { role: "user", email: "admin@centre.kr.evil", emailVerified: true },
        "admin@centre.kr",
      ),
    ).toBe(false);
    expect(isAdministrator({ role: "user", email: "" }, undefined)).toBe(false);
  });
  it("grants nothing to the configured address until it is verified", () => {
    expect(
      isAdministrator(
        { role: "user", email: "admin@centre.kr", emailVerified: false },
        "admin@centre.kr",
      ),
    ).toBe(false);
    expect(isAdministrator({ role: "user", email: "admin@centre.kr" }, "admin@centre.kr")).toBe(
      false,
    );
    expect(roleFor({ role: "user", email: "admin@centre.kr" }, "admin@centre.kr")).toBe("user");
  });
  it("forces the verified configured address to role admin", () => {
    expect(
      roleFor({ role: "user", email: "admin@centre.kr", emailVerified: true }, "admin@centre.kr"),
    ).toBe("admin");
    expect(roleFor({ role: "user", email: "m@centre.kr" }, "admin@centre.kr")).toBe("user");
  });
});
