// Every setting the server reads, validated once with zod. Nothing else reads process.env.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me-in-production";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: optional,
    SITE_URL: optional.pipe(z.url().optional()),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    SESSION_SECRET: optional,
    TRUST_PROXY: z
      .enum(["false", "true", "0", "1", "2", "3"])
      .default("false")
      .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),

    SANITY_PROJECT_ID: optional,
    SANITY_DATASET: z.string().trim().default("production"),
    SANITY_API_VERSION: z.string().trim().default("2025-02-19"),
    SANITY_READ_TOKEN: optional,
    SANITY_WEBHOOK_SECRET: optional,
    /** Tests only (a local fake of Sanity's query API); refused in production. */
    SANITY_API_HOST: optional.pipe(z.url().optional()),

    FIREBASE_PROJECT_ID: optional,
    FIREBASE_CLIENT_EMAIL: optional,
    FIREBASE_PRIVATE_KEY: optional,
    FIREBASE_WEB_API_KEY: optional,
    FIRESTORE_EMULATOR_HOST: optional,
    FIREBASE_AUTH_EMULATOR_HOST: optional,

    SMTP_URL: optional,
    MAIL_FROM: z.string().trim().default("청라 문화교육센터 <no-reply@cheongna-culture.kr>"),

    ADMIN_EMAIL: optional.pipe(z.email().optional()),
    ADMIN_PASSWORD: optional,

    KAKAO_CLIENT_ID: optional,
    KAKAO_CLIENT_SECRET: optional,
    KAKAO_ISSUER: z.url().default("https://kauth.kakao.com"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    if (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "production needs SESSION_SECRET (at least 32 characters)",
      });
    }
    if (env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: "custom",
        path: ["FIREBASE_AUTH_EMULATOR_HOST"],
        message: "emulator settings are refused in production: emulator tokens are unsigned",
      });
    }
    if (env.SANITY_API_HOST) {
      ctx.addIssue({
        code: "custom",
        path: ["SANITY_API_HOST"],
        message: "a Sanity API host other than Sanity's own is for tests only",
      });
    }
  });

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
  return {
    ...raw,
    isProduction: raw.NODE_ENV === "production",
    siteUrl: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(raw.DATA_DIR),
    sessionSecret,
    contentSource: raw.SANITY_PROJECT_ID ? ("sanity" as const) : ("local" as const),
    storeBackend: raw.FIREBASE_PROJECT_ID ? ("firebase" as const) : ("sqlite" as const),
    kakaoEnabled: Boolean(raw.KAKAO_CLIENT_ID),
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
