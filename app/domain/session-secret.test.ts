import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_SESSION_SECRET, sessionSecretProblem } from "~/domain/session-secret";

describe("sessionSecretProblem", () => {
  it.each([
    ["missing", undefined],
    ["too short", "Zx8#kQ2!vB"],
    ["the development secret", DEV_SESSION_SECRET],
    ["the development secret in capitals with a suffix", `${DEV_SESSION_SECRET.toUpperCase()}-2`],
    ["one character", "a".repeat(64)],
    ["a repeated word", "secret".repeat(8)],
    ["a repeated hex block", "0123456789abcdef".repeat(2)],
    ["the alphabet", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ"],
    ["a counting sequence", "0246802468024680246802468024680246"],
    ["two letters shuffled", "abababababbbaabababbbaabababaabbabababaaab"],
    ["few distinct characters", "aabbccddaabbccddabcdabcdddccbbaaabcdabcd"],
  ])("refuses %s", (_label, secret) => {
    expect(sessionSecretProblem(secret)).toMatch(/SESSION_SECRET/);
  });

  it("accepts random secrets of the usual generators, every time", () => {
    for (let i = 0; i < 20_000; i++) {
      for (const secret of [
        randomBytes(16).toString("hex"),
        randomBytes(32).toString("hex"),
        randomBytes(24).toString("base64"),
        randomBytes(48).toString("base64url"),
      ]) {
        expect(sessionSecretProblem(secret), secret).toBeNull();
      }
    }
  });

  it("accepts a long passphrase of real words", () => {
    expect(
      sessionSecretProblem("청라 호수공원 산책로에서 자전거를 타는 토요일 아침 9시 반"),
    ).toBeNull();
  });
});

describe("parseEnv in production", () => {
  it("refuses the development secret and a low-variety one, naming the setting; takes a random one", async () => {
    const { parseEnv } = await import("~/env.server");
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: DEV_SESSION_SECRET })).toThrow(
      /SESSION_SECRET.*development secret/,
    );
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "ab".repeat(20) })).toThrow(
      /SESSION_SECRET.*too easy to guess/,
    );
    expect(
      parseEnv({
        NODE_ENV: "production",
        SESSION_SECRET: randomBytes(32).toString("base64"),
        SITE_URL: "https://www.cheongna-culture.kr",
      }).isProduction,
    ).toBe(true);
  });
  it("development and tests still run without a secret", async () => {
    const { parseEnv } = await import("~/env.server");
    expect(parseEnv({}).sessionSecret).toBe(DEV_SESSION_SECRET);
  });
});
