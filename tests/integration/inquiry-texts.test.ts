// An inquiry made with a mobile number and no e-mail, answered by text (decision 286), over HTTP on
// the production build and the embedded store: /contact refuses a form with neither an e-mail nor
// a mobile number (and a landline) in Korean and takes one with only a mobile; 문의 상세 says the
// answer goes by 문자 and counts its bytes; an answer longer than one LMS is refused with a 400
// that keeps what was typed; one that fits is saved and its text lands in DATA_DIR/sms-outbox/.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "~/connections/sqlite.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import { CONTACT_CHANNEL_MESSAGES } from "~/domain/inquiry";
import { answerTextBudget } from "~/domain/inquiry-texts";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient } from "../support/form-client";
import { adminWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";
import { queryStore, unique, validInquiry } from "../security/forms-client";
import { readTextFiles as readTexts } from "../support/outbox";

const ADMIN_EMAIL = "inquiry-texts-admin@example.com";
const PASSWORD = "correct-horse-286";

let server: RunningServer;
let admin: FormClient;

beforeAll(async () => {
  server = await startBuiltServer({
    env: { ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD, ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET },
  });
  admin = new FormClient(server.url);
  await adminWithForms(admin, { email: ADMIN_EMAIL, password: PASSWORD });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** The page's words: React's markers between text pieces removed. */
const words = (html: string) => html.replaceAll("<!-- -->", "");

const inquiryTexts = () => readTexts(server.dataDir).filter((t) => t.kind === "inquiry");

async function until(done: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

type Row = { id: string; sequence_number: number; email: string; phone: string };
const storedAs = (title: string) =>
  queryStore<Row>(
    server,
    "SELECT id, sequence_number, email, phone FROM inquiries WHERE title = ?",
    title,
  );

describe("an inquiry with a mobile number and no e-mail", () => {
  it("is refused in Korean with neither an e-mail nor a mobile number, or with a landline", async () => {
    const visitor = new FormClient(server.url);
    const title = `연락처 없는 문의 ${unique()}`;
    const neither = await visitor.post("/contact", { ...validInquiry, email: "", title });
    expect(neither.status).toBe(400);
    expect(neither.text).toContain(CONTACT_CHANNEL_MESSAGES.neither);
    const landline = await visitor.post("/contact", {
      ...validInquiry,
      email: "",
      phone: "02-312-4567",
      title,
    });
    expect(landline.status).toBe(400);
    expect(landline.text).toContain(CONTACT_CHANNEL_MESSAGES.phone);
    expect(storedAs(title)).toEqual([]);
  });

  it("is taken, answered by text within one LMS, and an over-long answer is refused", async () => {
    const title = `문자 답변 문의 ${unique()}`;
    const sent = await new FormClient(server.url).post("/contact", {
      ...validInquiry,
      email: "",
      phone: "010-5286-0001",
      title,
    });
    expect(sent.status).toBe(302);
    const [stored] = storedAs(title);
    expect(stored).toMatchObject({ email: "", phone: "010-5286-0001" });
    const received = await new FormClient(server.url).get(sent.location!);
    expect(words(received.text)).toContain("남겨주신 휴대전화 번호로 답변을 문자로 보내드립니다");

    const at = `/admin/inquiries/${stored!.id}`;
    const budget = answerTextBudget({
      id: stored!.id,
      sequenceNumber: stored!.sequence_number,
      name: validInquiry.name,
      email: "",
      phone: stored!.phone,
    });
    const page = words((await admin.get(at)).text);
    expect(page).toContain("답변은 010-5286-0001 번호로 문자(장문 LMS)로 보내므로");
    expect(page).toContain(`0 / ${budget.toLocaleString("ko-KR")}바이트`);
    expect(page).toContain("답변 저장 및 문자 발송");

    const tooLong = `${"가".repeat(Math.ceil(budget / 2))}끝까지 남는 답변`;
    const refused = await admin.post(at, {
      intent: "answer",
      response: tooLong,
      status: "답변완료",
    });
    expect(refused.status).toBe(400);
    expect(words(refused.text)).toContain(
      `문자로 보내는 답변은 ${budget.toLocaleString("ko-KR")}바이트`,
    );
    expect(refused.text).toContain("끝까지 남는 답변");
    const unanswered = queryStore<{ response: string | null }>(
      server,
      "SELECT response FROM inquiries WHERE id = ?",
      stored!.id,
    );
    expect(unanswered).toEqual([{ response: null }]);

    const answer = "네, 주차장이 있습니다.\r\n2시간까지 무료입니다.";
    const saved = await admin.post(at, { intent: "answer", response: answer, status: "답변완료" });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`${at}?notice=answered-text`);
    expect(words((await admin.get(saved.location!)).text)).toContain(
      "문의하신 분께 문자로 보냈습니다",
    );
    await until(() => inquiryTexts().length > 0);
    const [text, ...more] = inquiryTexts();
    expect(more).toEqual([]);
    expect(text!.to).toBe("01052860001");
    expect(text!.text).toContain(
      `김청라님, 문의 #${stored!.sequence_number}에 답변드립니다.\n\n네, 주차장이 있습니다.\n2시간까지 무료입니다.`,
    );

    // The text is then reported undelivered (the sender's hook, as SOLAPI's failed report does):
    // the detail and the list tell staff to call; saving an answer again clears it.
    const db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
    try {
      expect(await createSqliteInquiryStore(db).markAnswerUndelivered(stored!.id)).toBe(true);
    } finally {
      db.close();
    }
    expect(words((await admin.get(at)).text)).toContain("답변 문자가 전달되지 않았습니다");
    expect(words((await admin.get(at)).text)).toContain("남긴 번호(010-5286-0001)로 전화해주세요.");
    expect(words((await admin.get("/admin/inquiries")).text)).toContain("문자 미전달 · 전화 필요");
    const again = await admin.post(at, {
      intent: "answer",
      response: "다시 드립니다.",
      status: "답변완료",
    });
    expect(again.status).toBe(302);
    expect(words((await admin.get(at)).text)).not.toContain("답변 문자가 전달되지 않았습니다");
  });

  it("an inquiry with an e-mail is answered by mail, not by text", async () => {
    const title = `메일 답변 문의 ${unique()}`;
    const sent = await new FormClient(server.url).post("/contact", {
      ...validInquiry,
      phone: "010-5286-0002",
      title,
    });
    expect(sent.status).toBe(302);
    const [stored] = storedAs(title);
    const at = `/admin/inquiries/${stored!.id}`;
    expect(words((await admin.get(at)).text)).toContain("ask@example.com 주소로 메일로 보냅니다");
    const saved = await admin.post(at, {
      intent: "answer",
      response: "가".repeat(3000),
      status: "답변완료",
    });
    expect(saved.location).toBe(`${at}?notice=answered`);
    await new Promise((r) => setTimeout(r, 500));
    expect(inquiryTexts().some((t) => t.to === "01052860002")).toBe(false);
  });
});
