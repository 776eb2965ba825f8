import { describe, expect, it } from "vitest";
import { isPlausibleBirthDate, profileSchema } from "~/domain/my-page-forms";

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("profileSchema", () => {
  it("validates the birth date as a real past date", () => {
    const today = new Date("2025-06-01T00:00:00Z");
    expect(isPlausibleBirthDate("1990-02-28", today)).toBe(true);
    expect(isPlausibleBirthDate("1990-02-30", today)).toBe(false);
    expect(isPlausibleBirthDate("2030-01-01", today)).toBe(false);
    expect(isPlausibleBirthDate("1850-01-01", today)).toBe(false);
    expect(
      errorsOf(
        profileSchema.safeParse({ intent: "profile", name: "홍길동", birthDate: "19900101" }),
      ).birthDate,
    ).toBe("생년월일을 올바르게 입력해주세요.");
  });
});
