import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

const production = {
  NODE_ENV: "production",
  SESSION_SECRET: "Vb7kQ2mXr9TcL4wNz8HsJ1pDf6GyA3eU",
  SITE_URL: "https://www.cheongna-culture.kr",
};
const firebase = { ...production, FIREBASE_PROJECT_ID: "centre-prod" };

describe("SITE_URL in production", () => {
  it("is required", () => {
    const { SITE_URL: _, ...withoutSite } = production;
    expect(() => parseEnv(withoutSite)).toThrow(/SITE_URL: production needs SITE_URL/);
  });

  it("must be https, except on this machine's loopback (tests run the production build there)", () => {
    expect(() => parseEnv({ ...production, SITE_URL: "http://www.cheongna-culture.kr" })).toThrow(
      /https SITE_URL/,
    );
    expect(() => parseEnv({ ...production, SITE_URL: "http://10.0.0.5:3000" })).toThrow(
      /https SITE_URL/,
    );
    for (const loopback of [
      "http://127.0.0.1:3600",
      "http://localhost:3000",
      "http://[::1]:8080",
    ]) {
      expect(parseEnv({ ...production, SITE_URL: loopback }).siteUrl).toBe(loopback);
    }
  });

  it("is not required outside production", () => {
    expect(parseEnv({}).siteUrl).toBe("http://localhost:3000");
  });
});

describe("the mail path", () => {
  it("is the outbox for the embedded default, also in production", () => {
    expect(parseEnv(production).mailPath).toBe("outbox");
    expect(parseEnv({ ...production, SMTP_URL: "smtp://mail.test:25" }).mailPath).toBe("smtp");
  });

  it("must be set in Firebase mode in production: the Trigger Email collection or SMTP", () => {
    expect(() => parseEnv(firebase)).toThrow(/MAIL_COLLECTION: Firebase mode needs a mail path/);
    expect(parseEnv({ ...firebase, MAIL_COLLECTION: "mail" }).mailPath).toBe("collection");
    expect(parseEnv({ ...firebase, SMTP_URL: "smtps://u:p@smtp.test:465" }).mailPath).toBe("smtp");
    // Both set: the extension sends (SMTP_URL then belongs to its configuration).
    expect(
      parseEnv({ ...firebase, MAIL_COLLECTION: "mail", SMTP_URL: "smtp://x:25" }).mailPath,
    ).toBe("collection");
  });

  it("refuses a mail collection without Firestore, and a name Firestore would not take", () => {
    expect(() => parseEnv({ MAIL_COLLECTION: "mail" })).toThrow(/needs FIREBASE_PROJECT_ID/);
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: "p", MAIL_COLLECTION: "mail/x" })).toThrow(
      /collection name/,
    );
  });

  it("names the sender in a mail document only when MAIL_FROM is set", () => {
    expect(parseEnv({}).mailFromSet).toBe(false);
    expect(parseEnv({ MAIL_FROM: "센터 <centre@example.kr>" }).mailFromSet).toBe(true);
  });
});

describe("HEALTH_TOKEN", () => {
  it("is optional and, when set, long enough not to be guessed", () => {
    expect(parseEnv({}).HEALTH_TOKEN).toBeUndefined();
    expect(() => parseEnv({ HEALTH_TOKEN: "short" })).toThrow(/HEALTH_TOKEN: at least 24/);
    expect(parseEnv({ HEALTH_TOKEN: "h".repeat(32) }).HEALTH_TOKEN).toBe("h".repeat(32));
  });
});

describe("search engines' site verification", () => {
  it("takes the tag's content value and refuses a pasted whole tag", () => {
    const env = parseEnv({
      NAVER_SITE_VERIFICATION: " 0a1b2c3d4e5f ",
      GOOGLE_SITE_VERIFICATION: "Abc-12_xyz",
    });
    expect(env.NAVER_SITE_VERIFICATION).toBe("0a1b2c3d4e5f");
    expect(env.GOOGLE_SITE_VERIFICATION).toBe("Abc-12_xyz");
    expect(parseEnv({}).NAVER_SITE_VERIFICATION).toBeUndefined();
    expect(() =>
      parseEnv({
        GOOGLE_SITE_VERIFICATION: '<meta name="google-site-verification" content="x" />',
      }),
    ).toThrow(/GOOGLE_SITE_VERIFICATION: the tag's content value only/);
  });
});

describe("preview settings", () => {
  it("turns preview on only with a Sanity project and a viewer token", () => {
    expect(parseEnv({}).previewEnabled).toBe(false);
    expect(parseEnv({ SANITY_VIEWER_TOKEN: "sk-viewer" }).previewEnabled).toBe(false);
    expect(parseEnv({ SANITY_PROJECT_ID: "abc123" }).previewEnabled).toBe(false);
    expect(
      parseEnv({ SANITY_PROJECT_ID: "abc123", SANITY_VIEWER_TOKEN: "sk-viewer" }).previewEnabled,
    ).toBe(true);
  });

  it("accepts a fake Sanity API on this machine only", () => {
    expect(parseEnv({ SANITY_API_HOST: "http://127.0.0.1:4100" }).SANITY_API_HOST).toBe(
      "http://127.0.0.1:4100",
    );
    expect(parseEnv({ SANITY_API_HOST: "http://localhost:4100" }).SANITY_API_HOST).toBe(
      "http://localhost:4100",
    );
    expect(() => parseEnv({ SANITY_API_HOST: "https://api.evil.example" })).toThrow(
      /SANITY_API_HOST/,
    );
    expect(() => parseEnv({ SANITY_API_HOST: "http://127.0.0.1.evil.example" })).toThrow(
      /SANITY_API_HOST/,
    );
  });
});

describe("FRONT_SECRET (decision 170)", () => {
  const front = "Lb4xQ9mT2vR7kW1nZ6pD3sF8gH5jY0cE";
  it("is required in production on Cloud Run (K_SERVICE is set there), with the reason", () => {
    expect(() => parseEnv({ ...production, K_SERVICE: "cheongna-centre" })).toThrow(
      /FRONT_SECRET: production on Cloud Run needs FRONT_SECRET.*X-Front-Secret/,
    );
    expect(
      parseEnv({ ...production, K_SERVICE: "cheongna-centre", FRONT_SECRET: front }).FRONT_SECRET,
    ).toBe(front);
  });
  it("is optional elsewhere (npm start on a machine of one's own)", () => {
    expect(parseEnv(production).FRONT_SECRET).toBeUndefined();
    expect(parseEnv({ K_SERVICE: "cheongna-centre" }).FRONT_SECRET).toBeUndefined();
  });
  it("needs 32 characters, the previous one too", () => {
    expect(() => parseEnv({ ...production, FRONT_SECRET: "short" })).toThrow(/FRONT_SECRET/);
    expect(() =>
      parseEnv({ ...production, FRONT_SECRET: front, FRONT_SECRET_PREVIOUS: "short" }),
    ).toThrow(/FRONT_SECRET_PREVIOUS/);
  });
});

describe("secrets during a rotation (decision 171)", () => {
  const previous = "Qw3eR8tY1uI6oP4aS9dF2gH7jK5lZ0xC";
  it("reads session cookies with the previous secret, signs with the current one", () => {
    const env = parseEnv({ ...production, SESSION_SECRET_PREVIOUS: previous });
    expect(env.sessionSecrets).toEqual([production.SESSION_SECRET, previous]);
    expect(parseEnv(production).sessionSecrets).toEqual([production.SESSION_SECRET]);
  });
  it("refuses a guessable previous session secret in production, naming it", () => {
    expect(() => parseEnv({ ...production, SESSION_SECRET_PREVIOUS: "a".repeat(40) })).toThrow(
      /SESSION_SECRET_PREVIOUS: SESSION_SECRET_PREVIOUS is too easy to guess/,
    );
  });
  it("checks webhook signatures against the current and the previous webhook secret", () => {
    const env = parseEnv({
      SANITY_WEBHOOK_SECRET: "now",
      SANITY_WEBHOOK_SECRET_PREVIOUS: "before",
    });
    expect(env.webhookSecrets).toEqual(["now", "before"]);
    expect(parseEnv({}).webhookSecrets).toEqual([]);
  });
});
