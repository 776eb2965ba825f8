import { describe, expect, it } from "vitest";
import { authErrorMessage } from "~/domain/auth-errors";

describe("auth error messages", () => {
  it("shares one message for wrong password and unknown user", () => {
    expect(authErrorMessage("wrong-password")).toBe(authErrorMessage("user-not-found"));
    expect(authErrorMessage("invalid-credential")).toBe(authErrorMessage("user-not-found"));
  });
  it("has a Korean message for each of the spec's codes and a general fallback", () => {
    for (const code of [
      "email-already-in-use",
      "too-many-requests",
      "network-request-failed",
      "user-disabled",
    ]) {
      expect(authErrorMessage(code)).toMatch(/[가-힣]/);
    }
    expect(authErrorMessage("email-already-in-use")).toBe("이미 사용 중인 이메일입니다.");
    expect(authErrorMessage("something-new")).toBe(authErrorMessage("internal-error"));
  });
});
