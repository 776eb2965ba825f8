// Staff texts to a class's applicants over HTTP (issue 48 §5), on the production build and the
// embedded store: the page counts the seated and the waiting with a mobile number and says texts
// are informational only; 미리보기 shows the text, its type, the count and the estimated cost and
// sends nothing; 보내기 writes one text per number to DATA_DIR/sms-outbox/ and records the sending,
// naming everyone, in the access records; a visitor is refused.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient } from "../support/form-client";
import { readTextFiles } from "../support/outbox";
import { passSecondFactorWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";

const ADMIN_EMAIL = "texts-admin@example.com";
const PASSWORD = "correct-horse-48";

let server: RunningServer;
let admin: FormClient;
let records: ReturnType<typeof createSqliteAccessRecordStore>;
const ids: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer({
    env: { ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD, ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET },
  });
  const db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
  records = createSqliteAccessRecordStore(db);
  const applications = createSqliteApplicationStore(db);
  // Class 5, capacity 2: two seated, one waiting; the landline cannot take a text.
  for (const phone of ["010-6301-0001", "02-6301-0002", "010-6301-0003", "010-6301-0004"]) {
    const result = await applications.create({
      name: `문자${phone.slice(-1)}`,
      phone,
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programId: 5,
      programTitle: "일렉기타 입문",
      userId: null,
      idempotencyKey: `texts-${phone}`,
      capacity: 2,
    });
    ids.push(result.application.id);
  }
  admin = new FormClient(server.url);
  expect((await admin.post("/login", { email: ADMIN_EMAIL, password: PASSWORD })).status).toBe(302);
  await passSecondFactorWithForms(admin, TEST_ADMIN_TOTP_SECRET);
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** The page's words: React's markers between text pieces removed. */
const words = (html: string) => html.replaceAll("<!-- -->", "");

const textFiles = () =>
  readTextFiles(server.dataDir)
    .filter((t) => t.kind === "staff")
    .map((t) => `${t.to}\n${t.text}`);

async function until(done: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

describe("staff texts", () => {
  it("counts, previews without sending, sends one per number and records it", async () => {
    const page = await admin.get("/admin/programs/5/texts");
    expect(page.status).toBe(200);
    const shown = words(page.text);
    expect(shown).toContain("광고성 문자는 보낼 수 없습니다");
    expect(shown).toContain("접수·확정 (1명)");
    expect(shown).toContain("대기 (2명)");

    const body = "이번 주 목요일 수업은 3층 음악실에서 합니다.";
    const preview = await admin.post("/admin/programs/5/texts", {
      intent: "preview",
      audience: "both",
      body,
    });
    expect(preview.status).toBe(200);
    expect(words(preview.text)).toContain("[청라 문화교육센터] 일렉기타 입문 안내");
    expect(words(preview.text)).toMatch(/3명 · 예상 비용 약 \d+원/);
    await new Promise((r) => setTimeout(r, 500));
    expect(textFiles()).toEqual([]);

    const sent = await admin.post("/admin/programs/5/texts", {
      intent: "send",
      audience: "both",
      body,
    });
    expect(sent.status).toBe(200);
    expect(words(sent.text)).toContain("3명에게 보낼 문자를 등록했습니다");
    await until(() => textFiles().length >= 3);
    const files = textFiles();
    expect(files).toHaveLength(3);
    expect(files.every((t) => t.includes(body))).toBe(true);
    expect(files.some((t) => t.includes("0263010002"))).toBe(false);

    const { items } = await records.list({ action: "text" }, { page: 1, pageSize: 10 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actorEmail: ADMIN_EMAIL, target: "applications" });
    expect([...items[0]!.subjects].sort()).toEqual([ids[0], ids[2], ids[3]].sort());
  });

  it("refuses a visitor", async () => {
    const visitor = new FormClient(server.url);
    const page = await visitor.get("/admin/programs/5/texts");
    expect([302, 303, 401, 403, 404]).toContain(page.status);
    const post = await visitor.post("/admin/programs/5/texts", {
      intent: "send",
      audience: "both",
      body: "x",
    });
    expect([302, 303, 401, 403, 404]).toContain(post.status);
    expect(textFiles()).toHaveLength(3);
  });
});
