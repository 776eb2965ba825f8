// The server's first lines: what this process runs on, so an operator reading the log knows the
// content source, the store, the mail path and the public URL at once. Never prints a secret.
import path from "node:path";
import type { Env } from "~/env.server";

type SummaryEnv = Pick<
  Env,
  | "NODE_ENV"
  | "contentSource"
  | "SANITY_PROJECT_ID"
  | "SANITY_DATASET"
  | "previewEnabled"
  | "storeBackend"
  | "FIREBASE_PROJECT_ID"
  | "dataDir"
  | "SMTP_URL"
  | "mailPath"
  | "MAIL_COLLECTION"
  | "kakaoEnabled"
  | "siteUrl"
  | "textPath"
  | "SOLAPI_SENDER"
  | "kakaoTexts"
>;

/** Host and port of an SMTP URL, without its user name or password. */
export function smtpHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "(SMTP_URL is not a URL)";
  }
}

export function startupSummary(env: SummaryEnv, listening: string): string[] {
  const content =
    env.contentSource === "sanity"
      ? `Sanity project ${env.SANITY_PROJECT_ID}, dataset ${env.SANITY_DATASET}${env.previewEnabled ? ", Studio preview on" : ""}`
      : "bundled dataset (studio/seed/production.ndjson)";
  const store =
    env.storeBackend === "firebase"
      ? `Firebase project ${env.FIREBASE_PROJECT_ID} (Authentication + Firestore)`
      : `SQLite ${path.join(env.dataDir, "centre.sqlite")}`;
  const mail =
    env.mailPath === "collection"
      ? `Firestore collection ${env.MAIL_COLLECTION} (Trigger Email extension)`
      : env.mailPath === "smtp" && env.SMTP_URL
        ? `SMTP ${smtpHost(env.SMTP_URL)}`
        : `outbox folder ${path.join(env.dataDir, "outbox")}`;
  return [
    `청라 문화교육센터 (${env.NODE_ENV}) listening on ${listening}`,
    `  content: ${content}`,
    `  store:   ${store}`,
    `  mail:    ${mail}`,
    `  texts:   ${
      env.textPath === "solapi"
        ? `SOLAPI, sender ${env.SOLAPI_SENDER}, ${
            env.kakaoTexts
              ? `알림톡 with ${Object.keys(env.kakaoTexts.templates).length} templates (channel ${env.kakaoTexts.pfId})`
              : "SMS only"
          }`
        : env.textPath === "files"
          ? `sms-outbox folder ${path.join(env.dataDir, "sms-outbox")}`
          : "off (no SOLAPI settings)"
    }`,
    `  kakao:   ${env.kakaoEnabled ? "on" : "off"}`,
    `  url:     ${env.siteUrl}`,
  ];
}
