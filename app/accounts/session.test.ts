import { describe, expect, it } from "vitest";
import { SESSION_MAX_AGE_SECONDS } from "~/records/identity/contract";
import { returnPathOf } from "~/accounts/guards.server";
import { createCookieSessions, sessionCookieOptions } from "~/accounts/session.server";
import { parseEnv } from "~/env.server";

describe("session cookie settings", () => {
  it("is httpOnly, SameSite=Lax, signed, 14 days, and Secure exactly when the site is https", () => {
    const https = sessionCookieOptions("https://www.cheongna-culture.kr", "s".repeat(32));
    expect(https).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      path: "/",
      secrets: ["s".repeat(32)],
    });
    expect(https.maxAge).toBe(14 * 24 * 60 * 60);
    expect(SESSION_MAX_AGE_SECONDS).toBe(1_209_600);
    expect(sessionCookieOptions("http://127.0.0.1:3140", "x").secure).toBe(false);
  });
});

describe("re-issuing a signed-in cookie", () => {
  it("keeps what is left of the lifetime it got at login, never more", async () => {
    const { commitSession, sessionFromCookie } = createCookieSessions(() =>
      parseEnv({ NODE_ENV: "test" }),
    );
    const session = await sessionFromCookie(null);
    const issuedAt = Date.UTC(2026, 10, 1);
    session.set("token", "t");
    session.set("issuedAt", issuedAt);
    const anHourLater = await commitSession(session, issuedAt + 3_600_000);
    expect(anHourLater).toMatch(new RegExp(`Max-Age=${SESSION_MAX_AGE_SECONDS - 3600};`));
    const pastItsLife = await commitSession(session, issuedAt + 20 * 24 * 3_600_000);
    expect(pastItsLife).toMatch(/Max-Age=0;/);
  });
});

describe("guards: the page to come back to", () => {
  it("drops Remix's data-request suffix and parameters", () => {
    expect(returnPathOf(new Request("http://x/mypage.data?_routes=routes%2Fmypage"))).toBe(
      "/mypage",
    );
    expect(returnPathOf(new Request("http://x/admin/users.data?page=2"))).toBe(
      "/admin/users?page=2",
    );
    expect(returnPathOf(new Request("http://x/_root.data"))).toBe("/");
    expect(returnPathOf(new Request("http://x/mypage?index"))).toBe("/mypage");
  });
});

describe("production settings", () => {
  const base = {
    NODE_ENV: "production",
    SESSION_SECRET: "Vb7kQ2mXr9TcL4wNz8HsJ1pDf6GyA3eU",
    SITE_URL: "https://www.cheongna-culture.kr",
  };
  it("refuses the Auth or Firestore emulator in production (emulator tokens are unsigned)", () => {
    expect(() => parseEnv({ ...base, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /emulator/,
    );
    expect(() => parseEnv({ ...base, FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toThrow(
      /emulator/,
    );
    expect(parseEnv(base).isProduction).toBe(true);
  });
  it("takes a Sanity API host of its own only on this machine (tests point instances at a fake)", () => {
    expect(() => parseEnv({ ...base, SANITY_API_HOST: "https://sanity.evil.example" })).toThrow(
      /SANITY_API_HOST/,
    );
    expect(
      parseEnv({ NODE_ENV: "test", SANITY_API_HOST: "http://127.0.0.1:4000" }).SANITY_API_HOST,
    ).toBe("http://127.0.0.1:4000");
  });
  it("refuses production without a long session secret", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(
      /SESSION_SECRET/,
    );
  });
});
