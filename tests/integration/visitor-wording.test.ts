// Decision 180, as the visitor reads it on the production build: a class whose application period
// has not begun says when it opens ("모집 예정 (12월 1일부터 신청)") on its class page, on /apply
// and in the API's answer, never "모집이 마감된 프로그램입니다"; and /ranking writes its time with
// the shared Seoul formatter ("11월 27일 오후 2:05", as my page and the mails do). Sanity is the
// local fake API holding the bundled dataset, with class 7's application period moved to 1
// December next year. (The waiting-list dialog is client-only: tests/e2e/registrations.spec.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatSeoulMonthDayTime } from "~/domain/seoul-time";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import {
  importedDataset,
  startFakeSanityApi,
  type FakeSanityApi,
} from "../support/fake-sanity-api";
import { FormClient } from "../support/form-client";
import { uniquePhone } from "../support/phones";

const PROJECT = "fake1234";
const DATASET = "production";
const UPCOMING_ID = 7;
const OPENS_ON = `${new Date().getUTCFullYear() + 1}-12-01`;
const UPCOMING = "모집 예정 (12월 1일부터 신청)";
const CLOSED_WORDS = ["모집이 마감된 프로그램입니다", "이번 기수 모집이 마감되었습니다"];

let fake: FakeSanityApi;
let server: RunningServer;

beforeAll(async () => {
  const dataset = importedDataset(PROJECT, DATASET).map((doc) =>
    doc._id === `program-${UPCOMING_ID}` ? { ...doc, applicationPeriod: { start: OPENS_ON } } : doc,
  );
  fake = await startFakeSanityApi({ documents: dataset });
  server = await startBuiltServer({
    env: {
      SANITY_PROJECT_ID: PROJECT,
      SANITY_DATASET: DATASET,
      SANITY_API_HOST: fake.apiHost,
      TRUST_PROXY: "1",
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** The page's text as read: React's text separators and tags gone, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("a class whose application period has not begun", () => {
  it("says when it opens on the class page: the notice, the hint and the button, with no apply button", async () => {
    const response = await new FormClient(server.url).get(`/program/${UPCOMING_ID}`);
    expect(response.status).toBe(200);
    const notice = /<div class="rounded-2xl bg-rose-50 p-5">([\s\S]*?)<\/div>/.exec(response.text);
    expect(notice, "the closed-class notice box").not.toBeNull();
    const text = visibleText(notice![1]!);
    expect(text).toContain(UPCOMING);
    expect(text).toContain("12월 1일 0시부터 이 페이지에서 신청할 수 있습니다.");
    expect(text).toContain("모집 문의하기");
    expect(text).not.toContain("다음 기수 문의하기");
    for (const words of CLOSED_WORDS) expect(visibleText(response.text)).not.toContain(words);
    expect(response.text).not.toContain("이 프로그램 신청하기");
  });

  it("is listed on /apply with the same words, and a post for it is refused with them", async () => {
    const client = new FormClient(server.url);
    const page = await client.get(`/apply?program=${UPCOMING_ID}`);
    expect(page.status).toBe(200);
    const item = new RegExp(`<input[^>]*value="${UPCOMING_ID}"[^>]*>([\\s\\S]*?)</label>`).exec(
      page.text,
    );
    expect(item, "class 7 in the /apply catalogue").not.toBeNull();
    expect(item![0]).toMatch(/disabled=""/);
    expect(visibleText(item![1]!)).toContain(UPCOMING);

    const refused = await client.post("/apply", {
      programId: String(UPCOMING_ID),
      name: "김청라",
      phone: uniquePhone(),
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      consent: "on",
      ageConfirm: "on",
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(visibleText(refused.text)).toContain(UPCOMING);
    for (const words of CLOSED_WORDS) expect(visibleText(refused.text)).not.toContain(words);
  });

  it("is refused by the API with the same words", async () => {
    const refused = await new FormClient(server.url).postJson("/api/applications", {
      programId: UPCOMING_ID,
      name: "김청라",
      phone: uniquePhone(),
      email: "",
      preferredTime: "",
      consent: true,
      ageConfirm: true,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toBe(UPCOMING);
  });
});

describe("/ranking", () => {
  it("writes the time of its count with the shared Seoul formatter", async () => {
    // The first visit computes the ranking: its time lies between these two instants.
    const before = new Date();
    const response = await new FormClient(server.url).get("/ranking");
    const after = new Date();
    expect(response.status).toBe(200);
    const written = / · (.+?) 집계/.exec(visibleText(response.text))?.[1];
    expect(written, "the '… 집계' line").toBeDefined();
    expect([formatSeoulMonthDayTime(before), formatSeoulMonthDayTime(after)]).toContain(written);
    expect(written).toMatch(/^\d{1,2}월 \d{1,2}일 (오전|오후) \d{1,2}:\d{2}$/);
  });
});
