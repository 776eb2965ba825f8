// The bundled dataset's content as the content functions give it (the embedded default): the
// shapes app/content/content-*.test.ts check every class, page and setting against.
import path from "node:path";
import { beforeAll, vi } from "vitest";
import { z } from "zod";

/** The content functions over the bundled dataset, imported once the test's settings are set. */
export function bundledContent() {
  vi.stubEnv("SANITY_PROJECT_ID", "");
  let content: typeof import("~/content/content.server") | undefined;
  beforeAll(async () => {
    content = await import("~/content/content.server");
  });
  return () => content!;
}

export const publicFile = (src: string) => path.join(process.cwd(), "public", src);

export const imageView = z
  .object({
    src: z.string().regex(/^\/content\/[a-z0-9-]+-\d+x\d+\.svg$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(2),
  })
  .strict();

export const programSummary = z
  .object({
    id: z.number().int().positive(),
    category: z.enum(["music", "education", "health", "technical"]),
    title: z.string().min(2),
    description: z.string().min(10),
    price: z.literal("무료"),
    schedule: z.string().regex(/^매주 [월화수목금토일·]+ \d\d:\d\d–\d\d:\d\d( \(.+\))?$/),
    weekdays: z.array(z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])).min(1),
    audience: z.enum(["all", "adult", "senior", "youth", "child", "family"]),
    audienceNote: z.string(),
    endsOn: z.string().nullable(),
    isClosed: z.boolean(),
    recruitment: z
      .object({
        status: z.enum(["open", "closed"]),
        opensOn: z.string().nullable(),
        closesOn: z.string().nullable(),
        capacity: z.number().int().positive().nullable(),
        markedClosed: z.literal(false),
        startsOn: z.string().nullable(),
        cancelUntil: z.string().nullable(),
        // 19 is the bundled 추첨 class (decision 270), its period with a last day.
        lottery: z.object({ drawAt: z.string().datetime() }).strict().nullable(),
        phase: z.enum(["open", "closed"]),
        isClosed: z.boolean(),
        daysLeft: z.number().int().nonnegative().nullable(),
        seatsTaken: z.number().int().nonnegative().nullable(),
        waiting: z.number().int().nonnegative().nullable(),
      })
      .strict(),
    instructor: z.string().min(2),
    location: z.string().min(2),
    isFeatured: z.boolean(),
    image: imageView,
  })
  .strict();

export const block = z
  .object({
    _type: z.literal("block"),
    _key: z.string(),
    children: z.array(z.object({ text: z.string() }).passthrough()).min(1),
  })
  .passthrough();
/** The privacy policy's table of retention periods, drawn from the retention job's constants. */
export const retentionPeriods = z.object({
  _type: z.literal("retentionPeriods"),
  _key: z.string(),
});

export const EXPECTED_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19];
export const EXPECTED_CATEGORIES: Record<number, string> = {
  1: "health",
  2: "music",
  7: "music",
  9: "education",
  14: "education",
  16: "technical",
  17: "health",
  18: "music",
  19: "health",
};
