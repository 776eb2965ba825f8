import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { startupSummary } from "~/startup-summary.server";

const SOLAPI = {
  SOLAPI_API_KEY: "NCSKEY",
  SOLAPI_API_SECRET: "solapi-secret-value",
  SOLAPI_SENDER: "02-123-4567",
};

describe("startupSummary", () => {
  it("names the embedded default's dataset, SQLite file, outbox and URL", () => {
    const lines = startupSummary(parseEnv({ DATA_DIR: "/srv/centre" }), "http://localhost:3000");
    expect(lines.join("\n")).toContain("bundled dataset");
    expect(lines.join("\n")).toContain("SQLite /srv/centre/centre.sqlite");
    expect(lines.join("\n")).toContain("outbox folder /srv/centre/outbox");
    expect(lines.join("\n")).toContain("kakao:   off");
    expect(lines.join("\n")).toContain("texts:   sms-outbox folder /srv/centre/sms-outbox");
    expect(lines.join("\n")).toContain("url:     http://localhost:3000");
  });

  it("says where texts go: SOLAPI with its sender, or off in Firebase mode without it", () => {
    const solapi = parseEnv(SOLAPI);
    const text = startupSummary(solapi, "http://0.0.0.0:8080").join("\n");
    expect(text).toContain("texts:   SOLAPI, sender 021234567, SMS only");
    expect(text).not.toContain("solapi-secret-value");
    const firebase = parseEnv({ FIREBASE_PROJECT_ID: "p", MAIL_COLLECTION: "mail" });
    expect(startupSummary(firebase, "x").join("\n")).toContain("texts:   off (no SOLAPI settings)");
    // The three go together: a key without its sender number is refused at start.
    expect(() => parseEnv({ SOLAPI_API_KEY: "NCSKEY" })).toThrow(/SOLAPI_SENDER together/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", SOLAPI_API_URL: "http://127.0.0.1:1" }),
    ).toThrow(/SOLAPI_API_URL: a stand-in of SOLAPI is for tests only/);
  });

  it("says 알림톡 with how many templates once a Kakao channel and a template are set", () => {
    const settings = {
      ...SOLAPI,
      SOLAPI_KAKAO_PF_ID: "KA01PF0000000000000000000000CHAN",
      SOLAPI_KAKAO_TEMPLATE_RECEIPT: "KA01TP00000000000000000000RECEIPT",
      SOLAPI_KAKAO_TEMPLATE_SEAT: "KA01TP000000000000000000000000SEAT",
    };
    const env = parseEnv(settings);
    expect(env.kakaoTexts?.templates).toEqual({
      receipt: "KA01TP00000000000000000000RECEIPT",
      seat: "KA01TP000000000000000000000000SEAT",
    });
    expect(startupSummary(env, "x").join("\n")).toContain(
      "texts:   SOLAPI, sender 021234567, 알림톡 with 2 templates (channel KA01PF0000000000000000000000CHAN)",
    );
    // A channel without any template, or templates without SOLAPI itself, is SMS only.
    const { SOLAPI_KAKAO_TEMPLATE_RECEIPT, SOLAPI_KAKAO_TEMPLATE_SEAT, ...channelOnly } = settings;
    void SOLAPI_KAKAO_TEMPLATE_RECEIPT;
    void SOLAPI_KAKAO_TEMPLATE_SEAT;
    expect(parseEnv(channelOnly).kakaoTexts).toBeNull();
    expect(
      parseEnv({ SOLAPI_KAKAO_PF_ID: "KA01PF1", SOLAPI_KAKAO_TEMPLATE_SEAT: "KA01TP1" }).kakaoTexts,
    ).toBeNull();
    expect(() => parseEnv({ ...settings, SOLAPI_KAKAO_TEMPLATE_SEAT: "not an id!" })).toThrow(
      /SOLAPI_KAKAO_TEMPLATE_SEAT: an id from SOLAPI's console/,
    );
  });

  it("names the Trigger Email collection in Firebase mode", () => {
    const env = parseEnv({
      FIREBASE_PROJECT_ID: "centre-prod",
      MAIL_COLLECTION: "mail",
      SMTP_URL: "smtp://mx.example.kr",
    });
    expect(startupSummary(env, "http://0.0.0.0:8080").join("\n")).toContain(
      "mail:    Firestore collection mail (Trigger Email extension)",
    );
  });

  it("names Sanity, Firebase and the SMTP host but never a secret", () => {
    const env = parseEnv({
      SANITY_PROJECT_ID: "abc123",
      SANITY_DATASET: "staging",
      SANITY_READ_TOKEN: "sk-read-token-secret",
      SANITY_WEBHOOK_SECRET: "webhook-secret-value",
      SANITY_VIEWER_TOKEN: "sk-viewer-token-secret",
      FIREBASE_PROJECT_ID: "centre-prod",
      FIREBASE_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----secret",
      FIREBASE_WEB_API_KEY: "AIza-web-api-key",
      SMTP_URL: "smtps://mailer:smtp-password@smtp.example.kr:465",
      SESSION_SECRET: "session-secret-value-0123456789abcdef",
      KAKAO_CLIENT_ID: "kakao-id",
      KAKAO_CLIENT_SECRET: "kakao-client-secret",
      ADMIN_PASSWORD: "admin-password",
      SITE_URL: "https://www.example.kr",
    });
    const text = startupSummary(env, "http://0.0.0.0:8080").join("\n");
    expect(text).toContain("Sanity project abc123, dataset staging, Studio preview on");
    expect(text).toContain("Firebase project centre-prod");
    expect(text).toContain("SMTP smtps://smtp.example.kr:465");
    expect(text).toContain("kakao:   on");
    for (const secret of [
      "sk-read-token",
      "sk-viewer-token",
      "webhook-secret",
      "PRIVATE KEY",
      "AIza",
      "smtp-password",
      "mailer",
      "session-secret",
      "kakao-client-secret",
      "admin-password",
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
