// Every setting the server reads, validated once with zod. Nothing else reads process.env.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEV_SESSION_SECRET, sessionSecretProblem } from "~/domain/session-secret";
import { kakaoSettingsOf, kakaoSettingsShape } from "~/domain/kakao-settings";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** Hosts on this machine, where production runs only under tests: plain http is allowed there. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** http(s) to 127.0.0.1, ::1 or localhost. */
function isLoopbackUrl(value: string): boolean {
  const { protocol, hostname } = new URL(value);
  return /^https?:$/.test(protocol) && LOOPBACK_HOSTS.has(hostname);
}

/** The token only (not the whole <meta> tag): letters, digits, _ and -. */
const verificationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, "the tag's content value only (letters, digits, _ and -)")
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: optional,
    SITE_URL: optional.pipe(z.url().optional()),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    SESSION_SECRET: optional,
    /** During a rotation: the secret before SESSION_SECRET, whose cookies are still read (decision 171). */
    SESSION_SECRET_PREVIOUS: optional,
    TRUST_PROXY: z
      .enum(["false", "true", "0", "1", "2", "3"])
      .default("false")
      .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),

    SANITY_PROJECT_ID: optional,
    SANITY_DATASET: z.string().trim().default("production"),
    SANITY_API_VERSION: z.string().trim().default("2025-02-19"),
    SANITY_READ_TOKEN: optional,
    SANITY_WEBHOOK_SECRET: optional,
    /** During a rotation: the webhook secret before SANITY_WEBHOOK_SECRET, still accepted (decision 171). */
    SANITY_WEBHOOK_SECRET_PREVIOUS: optional,
    /** Viewer token for the Studio's preview mode (drafts): kept on the server, never sent to browsers. */
    SANITY_VIEWER_TOKEN: optional,
    /** The Studio's address: its Presentation frame may show the site's preview refusals. */
    SANITY_STUDIO_URL: optional.pipe(z.url().optional()),
    /** Tests only: a local fake of Sanity's API (no project subdomain). Loopback addresses only. */
    SANITY_API_HOST: optional.pipe(
      z
        .url()
        .refine(
          (value) => isLoopbackUrl(value),
          "only an address on this machine (a test fake of Sanity's API)",
        )
        .optional(),
    ),

    FIREBASE_PROJECT_ID: optional,
    FIREBASE_CLIENT_EMAIL: optional,
    FIREBASE_PRIVATE_KEY: optional,
    FIREBASE_WEB_API_KEY: optional,
    FIRESTORE_EMULATOR_HOST: optional,
    FIREBASE_AUTH_EMULATOR_HOST: optional,

    SMTP_URL: optional,
    /** Firebase mode: the Firestore collection the Trigger Email extension watches (decision 090). */
    MAIL_COLLECTION: optional.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,100}$/, "a Firestore collection name (letters, digits, _ and -)")
        .optional(),
    ),
    MAIL_FROM: z.string().trim().default("청라 문화교육센터 <no-reply@cheongna-culture.kr>"),

    /** The value the load balancer sends as X-Front-Secret; production refuses requests without it (decision 170). */
    FRONT_SECRET: optional.pipe(z.string().min(32, "at least 32 characters").optional()),
    /** During a rotation: the front secret before FRONT_SECRET, still accepted. */
    FRONT_SECRET_PREVIOUS: optional.pipe(z.string().min(32, "at least 32 characters").optional()),
    /** Set by Cloud Run in every container: production there needs FRONT_SECRET. */
    K_SERVICE: optional,

    /** Bearer token that opens the detailed health report (/healthz/details) without a session. */
    HEALTH_TOKEN: optional.pipe(z.string().min(24, "at least 24 characters").optional()),

    /** Search Advisor (Naver) and Search Console (Google): the content of their verification meta tag. */
    NAVER_SITE_VERIFICATION: optional.pipe(verificationToken),
    GOOGLE_SITE_VERIFICATION: optional.pipe(verificationToken),

    ADMIN_EMAIL: optional.pipe(z.email().optional()),
    ADMIN_PASSWORD: optional,
    /** Local runs and tests: the ADMIN_EMAIL account's TOTP key (base32), enrolled at start (decision 195). */
    ADMIN_TOTP_SECRET: optional.pipe(
      z
        .string()
        .transform((v) => v.replace(/[\s=]/g, "").toUpperCase())
        .pipe(z.string().regex(/^[A-Z2-7]{16,}$/, "base32, at least 16 characters"))
        .optional(),
    ),

    /** Texts (문자) through SOLAPI (decision 267): all three, or none (off, or files on SQLite). */
    SOLAPI_API_KEY: optional,
    SOLAPI_API_SECRET: optional,
    /** The 발신번호 registered with SOLAPI, digits (02..., 010..., 1588...). */
    SOLAPI_SENDER: optional.pipe(
      z
        .string()
        .transform((v) => v.replace(/-/g, ""))
        .pipe(z.string().regex(/^0\d{8,10}$|^1\d{7}$/, "a registered sender number"))
        .optional(),
    ),
    /** The value SOLAPI sends as X-Solapi-Secret with each delivery report. */
    SOLAPI_WEBHOOK_SECRET: optional.pipe(z.string().min(16, "at least 16 characters").optional()),
    /** 알림톡: the Kakao channel and a template per kind of text (decision 284). */
    ...kakaoSettingsShape,
    /** Tests only: a local stand-in of SOLAPI's API. Loopback addresses only. */
    SOLAPI_API_URL: optional.pipe(
      z
        .url()
        .refine(
          (value) => isLoopbackUrl(value),
          "only an address on this machine (a test stand-in)",
        )
        .optional(),
    ),

    KAKAO_CLIENT_ID: optional,
    KAKAO_CLIENT_SECRET: optional,
    KAKAO_ISSUER: z.url().default("https://kauth.kakao.com"),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_COLLECTION && !env.FIREBASE_PROJECT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_COLLECTION"],
        message: "the mail collection is a Firestore collection: it needs FIREBASE_PROJECT_ID",
      });
    }
    const solapi = [env.SOLAPI_API_KEY, env.SOLAPI_API_SECRET, env.SOLAPI_SENDER];
    if (solapi.some(Boolean) && !solapi.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["SOLAPI_API_KEY"],
        message: "texts need SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER together",
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (env.SOLAPI_API_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SOLAPI_API_URL"],
        message: "a stand-in of SOLAPI is for tests only",
      });
    }
    for (const problem of productionSiteAndMailProblems(env))
      ctx.addIssue({ code: "custom", ...problem });
    const secretProblem = sessionSecretProblem(env.SESSION_SECRET);
    if (secretProblem)
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: secretProblem });
    // The previous secret still signs what is read: it must be as hard to guess.
    const previousProblem =
      env.SESSION_SECRET_PREVIOUS &&
      sessionSecretProblem(env.SESSION_SECRET_PREVIOUS, "SESSION_SECRET_PREVIOUS");
    if (previousProblem)
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET_PREVIOUS"], message: previousProblem });
    if (env.K_SERVICE && !env.FRONT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["FRONT_SECRET"],
        message:
          "production on Cloud Run needs FRONT_SECRET, the value the load balancer sends as X-Front-Secret: without it the service's own *.run.app address reaches the site with a forged X-Forwarded-For",
      });
    }
    if (env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: "custom",
        path: ["FIREBASE_AUTH_EMULATOR_HOST"],
        message: "emulator settings are refused in production: emulator tokens are unsigned",
      });
    }
  });

/**
 * Pure: production needs a public https origin (links in e-mails, Kakao's callback) and, in
 * Firebase mode, a mail path that survives the instance: the Trigger Email collection or SMTP.
 */
function productionSiteAndMailProblems(env: {
  SITE_URL?: string;
  FIREBASE_PROJECT_ID?: string;
  MAIL_COLLECTION?: string;
  SMTP_URL?: string;
}): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const site = env.SITE_URL ? new URL(env.SITE_URL) : undefined;
  if (!site) {
    problems.push({
      path: ["SITE_URL"],
      message: "production needs SITE_URL, the public https origin",
    });
  } else if (
    site.protocol !== "https:" &&
    !(site.protocol === "http:" && LOOPBACK_HOSTS.has(site.hostname))
  ) {
    problems.push({
      path: ["SITE_URL"],
      message: "production needs an https SITE_URL (plain http only on localhost)",
    });
  }
  if (env.FIREBASE_PROJECT_ID && !env.MAIL_COLLECTION && !env.SMTP_URL) {
    problems.push({
      path: ["MAIL_COLLECTION"],
      message:
        "Firebase mode needs a mail path: MAIL_COLLECTION (Trigger Email extension) or SMTP_URL",
    });
  }
  return problems;
}

export type Env = ReturnType<typeof parseEnv>;

/** Pure: turns a raw environment into the validated settings (throws with every problem listed). */
export function parseEnv(source: Record<string, string | undefined>) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `  ${i.path.join(".")}: ${i.message}`)
      .join("\n");
    throw new Error(`Invalid settings:\n${problems}`);
  }
  const raw = result.data;
  // Only development and test get here without a secret: production is refused above.
  const sessionSecret = raw.SESSION_SECRET ?? DEV_SESSION_SECRET;
  /** Signs with the first, reads with either: a rotation logs nobody out (decision 171). */
  const sessionSecrets = [sessionSecret, raw.SESSION_SECRET_PREVIOUS].filter(
    (secret): secret is string => Boolean(secret),
  );
  return {
    ...raw,
    isProduction: raw.NODE_ENV === "production",
    siteUrl: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(raw.DATA_DIR),
    sessionSecret,
    sessionSecrets,
    /** Webhook signatures are checked against each (current first). */
    webhookSecrets: [raw.SANITY_WEBHOOK_SECRET, raw.SANITY_WEBHOOK_SECRET_PREVIOUS].filter(
      (secret): secret is string => Boolean(secret),
    ),
    contentSource: raw.SANITY_PROJECT_ID ? ("sanity" as const) : ("local" as const),
    /** The Studio's Presentation tool can open the site in preview mode (drafts). */
    previewEnabled: Boolean(raw.SANITY_PROJECT_ID && raw.SANITY_VIEWER_TOKEN),
    storeBackend: raw.FIREBASE_PROJECT_ID ? ("firebase" as const) : ("sqlite" as const),
    kakaoEnabled: Boolean(raw.KAKAO_CLIENT_ID),
    /** Where mail goes: the Trigger Email collection (Firebase mode), SMTP, or DATA_DIR/outbox. */
    mailPath:
      raw.FIREBASE_PROJECT_ID && raw.MAIL_COLLECTION
        ? ("collection" as const)
        : raw.SMTP_URL
          ? ("smtp" as const)
          : ("outbox" as const),
    /**
     * Where texts go (decision 266): SOLAPI, files in DATA_DIR/sms-outbox/ on the embedded
     * default, or nowhere (Firebase mode without SOLAPI: staff call, 연락 필요).
     */
    textPath:
      raw.SOLAPI_API_KEY && raw.SOLAPI_API_SECRET && raw.SOLAPI_SENDER
        ? ("solapi" as const)
        : raw.FIREBASE_PROJECT_ID
          ? ("off" as const)
          : ("files" as const),
    /** 알림톡 through SOLAPI: the channel and its templates, or null (SMS/LMS only). */
    kakaoTexts: kakaoSettingsOf(
      raw,
      Boolean(raw.SOLAPI_API_KEY && raw.SOLAPI_API_SECRET && raw.SOLAPI_SENDER),
    ),
    /** MAIL_FROM was set (not the default): a mail document names its sender only then. */
    mailFromSet: Boolean(source.MAIL_FROM?.trim()),
  };
}

let cached: Env | undefined;

/** The settings of this process, read and validated on first use; DATA_DIR is created then. */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    mkdirSync(cached.dataDir, { recursive: true });
  }
  return cached;
}
