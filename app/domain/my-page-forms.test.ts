import { describe, expect, it } from "vitest";
import { profileSchema } from "~/domain/my-page-forms";

describe("profileSchema", () => {
  it("takes name, phone and interests, and drops an address or birth date sent anyway (decision 248)", () => {
    const parsed = profileSchema.safeParse({
      intent: "profile",
      name: "홍길동",
      phoneNumber: "010-1234-5678",
      address: "인천 서구 청라동 1",
      birthDate: "1990-01-01",
    });
    expect(parsed.success).toBe(true);
    expect(Object.keys(parsed.data!).sort()).toEqual(
      ["intent", "interests", "name", "phoneNumber"].sort(),
    );
  });
});
