import { describe, expect, it } from "vitest";
import {
  asRecoveryCode,
  groupedSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpCode,
  totpStep,
  totpUri,
} from "~/accounts/totp.server";

// RFC 6238 appendix B's SHA-1 key ("12345678901234567890"), in base32.
const RFC_KEY = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP through otpauth", () => {
  it("gives RFC 6238's test values (last six digits)", () => {
    expect(totpCode(RFC_KEY, 59_000)).toBe("287082");
    expect(totpCode(RFC_KEY, 1_111_111_109_000)).toBe("081804");
    expect(totpCode(RFC_KEY, 2_000_000_000_000)).toBe("279037");
  });

  it("accepts one step either side and names the step the code belongs to", () => {
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now), now)).toBe(step);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(RFC_KEY, totpCode(RFC_KEY, now - 60_000), now)).toBeNull();
    expect(totpStep(RFC_KEY, "12345", now)).toBeNull();
    expect(totpStep(RFC_KEY, "abcdef", now)).toBeNull();
  });

  it("makes 160-bit keys and an otpauth address the apps read", () => {
    const key = newTotpSecret();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(key);
    const uri = new URL(totpUri(key, "director@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(uri.searchParams.get("secret")).toBe(key);
    expect(uri.searchParams.get("issuer")).toBe("청라 문화교육센터");
    expect(groupedSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});

describe("recovery codes", () => {
  it("ten distinct codes, hashed the same however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const [first] = codes;
    const typed = first!.toLowerCase().replace("-", " ");
    expect(asRecoveryCode(typed)).toBe(first!.replace("-", ""));
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(first!));
    expect(hashRecoveryCode(first!)).toMatch(/^[0-9a-f]{64}$/);
    expect(asRecoveryCode("123456")).toBeNull();
  });
});
