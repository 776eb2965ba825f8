// Texts in the browser (issue 48, decisions 266, 268 and 269), at a phone's 360 px and a desktop's
// 1280 px. The phone proof: a guest who applied twice with only a phone asks a code at
// /applications/lookup/phone, reads it from the text the embedded default writes to
// DATA_DIR/sms-outbox/, types it, sees both applications and cancels one. The staff texts page:
// an administrator chooses 접수·확정 or 대기, previews the text with its count and cost, sends it,
// and the text lands in the folder for the class's applicant.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./admin-fixture";
import { newPage } from "./own-address";
import { uniquePhone } from "../support/phones";
import { textsTo } from "../support/sms-outbox";

const dataDir = process.env.E2E_DATA_DIR!;
const WIDTHS = [
  { name: "phone", viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
];

/** A guest's application with only a phone; classes 4, 6 and 10 have no 정원, so it is seated. */
async function applyAsGuest(browser: Browser, phone: string, programId: number) {
  const visitor = await newPage(browser);
  const response = await visitor.request.post("/api/applications", {
    headers: { "Idempotency-Key": randomUUID() },
    data: { name: "문자손님", phone, email: "", programId: String(programId) },
  });
  expect(response.status()).toBe(201);
  const { number } = (await response.json()) as { number: number };
  await visitor.context().close();
  return `A-${String(number).padStart(6, "0")}`;
}

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

for (const { name, viewport, isMobile, hasTouch } of WIDTHS) {
  test(`${name}: a guest proves the phone with a texted code, sees its applications and cancels one`, async ({
    browser,
  }) => {
    const phone = uniquePhone();
    const first = await applyAsGuest(browser, phone, 4);
    const second = await applyAsGuest(browser, phone, 6);
    const page = await newPage(browser, { viewport, isMobile, hasTouch });

    await page.goto("/applications/lookup/phone");
    await expect(page.getByRole("heading", { name: "전화번호로 신청 조회" })).toBeVisible();
    await page.getByLabel("신청할 때 입력한 휴대전화 번호").fill(phone);
    await page.getByRole("button", { name: "인증번호 받기" }).click();
    await expect(page.getByLabel("문자로 받은 인증번호 6자리")).toBeVisible();
    let code = "";
    await expect
      .poll(() => {
        const text = textsTo(dataDir, phone, "code").at(-1)?.text ?? "";
        code = /인증번호 (\d{6})/.exec(text)?.[1] ?? "";
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel("문자로 받은 인증번호 6자리").fill(code);
    await page.getByRole("button", { name: "확인하고 신청 보기" }).click();

    const list = page.getByRole("list", { name: "이 번호로 한 신청" });
    await expect(list.getByText(first)).toBeVisible();
    await expect(list.getByText(second)).toBeVisible();
    await fitsWidth(page, viewport.width);

    const cancelled = list.getByRole("listitem").filter({ hasText: first });
    await cancelled.getByRole("button", { name: "이 신청 취소하기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "취소되었습니다" })).toBeVisible();
    await expect(cancelled.getByTestId("phone-lookup-status")).toHaveText("취소");
    await expect(cancelled.getByRole("button", { name: "이 신청 취소하기" })).toHaveCount(0);
    const kept = list.getByRole("listitem").filter({ hasText: second });
    await expect(kept.getByRole("button", { name: "이 신청 취소하기" })).toBeVisible();
    await fitsWidth(page, viewport.width);
    await page.context().close();
  });

  test(`${name}: staff choose 접수·확정 or 대기, preview, count and send a text to a class`, async ({
    browser,
    signInAsAdmin,
  }) => {
    const phone = uniquePhone();
    await applyAsGuest(browser, phone, 10);
    const page = await newPage(browser, { viewport, isMobile, hasTouch });
    await signInAsAdmin(page, "/admin/programs/10/texts");
    await expect(page.getByRole("heading", { name: /문자 보내기/ })).toBeVisible();
    await expect(page.getByText("광고성 문자는 보낼 수 없습니다", { exact: false })).toBeVisible();

    const body = `이번 주 수업은 2층 연습실에서 합니다. (${randomUUID().slice(0, 6)})`;
    // 대기 first: nobody waits for a class without a 정원, so there is no one to send to.
    await page.getByRole("radio", { name: /^대기 \(0명\)$/ }).check();
    await page.getByLabel("내용").fill(body);
    await page.getByRole("button", { name: "미리보기" }).click();
    await expect(page.getByRole("region", { name: "미리보기" })).toContainText("0명");

    await page.getByRole("radio", { name: /^접수·확정 \(\d+명\)$/ }).check();
    await page.getByRole("button", { name: "미리보기" }).click();
    const preview = page.getByRole("region", { name: "미리보기" });
    await expect(preview).toContainText("[청라 문화교육센터] 카혼 리듬 클래스 안내");
    await expect(preview).toContainText(body);
    await expect(preview).toContainText(
      /(단문\(SMS\)|장문\(LMS\)) · \d+바이트 · \d+명 · 예상 비용 약 \d+원/,
    );
    // The 대기 preview (0명, the same body) stays until the new one arrives: wait for a count.
    const send = page.getByRole("button", { name: /^[1-9]\d*명에게 보내기$/ });
    await expect(send).toBeVisible();
    await expect(preview).not.toContainText(" · 0명 · ");
    await fitsWidth(page, viewport.width);
    expect(textsTo(dataDir, phone, "staff")).toEqual([]);

    await send.click();
    await expect(
      page.getByRole("status").filter({ hasText: /\d+명에게 보낼 문자를 등록했습니다/ }),
    ).toBeVisible();
    await expect
      .poll(() => textsTo(dataDir, phone, "staff").map((t) => t.text))
      .toEqual([`[청라 문화교육센터] 카혼 리듬 클래스 안내\n${body}`]);
    await page.context().close();
  });
}

test("a guest asks with only a phone; staff answer by text, counting bytes as they type (decision 286)", async ({
  browser,
  signInAsAdmin,
}) => {
  const phone = uniquePhone();
  const title = `문자 문의 ${randomUUID().slice(0, 6)}`;
  const { name: _phone, ...phoneWidth } = WIDTHS[0]!;
  const visitor = await newPage(browser, phoneWidth);
  await visitor.goto("/contact");
  const form = visitor.getByRole("main");
  await form.getByRole("textbox", { name: "이름", exact: true }).fill("문자문의");
  await form.getByRole("textbox", { name: /^휴대전화 번호/ }).pressSequentially(phone);
  await form.getByLabel("문의 유형").selectOption("수강 문의");
  await form.getByLabel("제목").fill(title);
  await form.getByLabel("문의 내용").fill("초보도 들을 수 있나요?");
  await form.getByRole("checkbox", { name: /개인정보/ }).check();
  await form.getByRole("button", { name: "문의 보내기" }).click();
  await expect(visitor.getByRole("heading", { name: "문의가 접수되었습니다" })).toBeVisible();
  await expect(
    visitor.getByText("남겨주신 휴대전화 번호로 답변을 문자로 보내드립니다"),
  ).toBeVisible();
  await visitor.context().close();

  const { name: _desktop, ...desktopWidth } = WIDTHS[1]!;
  const admin = await newPage(browser, desktopWidth);
  await signInAsAdmin(admin, "/admin/inquiries");
  await admin.getByRole("row").filter({ hasText: title }).getByRole("link").click();
  await expect(admin.getByText(`답변은 ${phone} 번호로 문자(장문 LMS)로 보내므로`)).toBeVisible();
  const count = admin.getByTestId("answer-bytes");
  await expect(count).toHaveText(/^0 \/ [\d,]+바이트$/);
  const budget = Number(
    (/\/ ([\d,]+)바이트/.exec((await count.textContent()) ?? "")![1] ?? "").replace(/,/g, ""),
  );
  const answer = admin.getByLabel("답변 내용");
  await answer.fill("네, 가능합니다.");
  await expect(count).toHaveText(`15 / ${budget.toLocaleString("ko-KR")}바이트`);
  await answer.fill("가".repeat(Math.ceil(budget / 2) + 5));
  await expect(
    admin.getByRole("status").filter({ hasText: "바이트 줄여야 보낼 수 있습니다" }),
  ).toBeVisible();
  await admin.getByRole("button", { name: "답변 저장 및 문자 발송" }).click();
  await expect(admin.getByText(/문자로 보내는 답변은 [\d,]+바이트/)).toBeVisible();
  await expect(answer).toHaveValue("가".repeat(Math.ceil(budget / 2) + 5));

  await answer.fill("네, 초보반이 따로 있습니다.");
  await admin.getByRole("button", { name: "답변 저장 및 문자 발송" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "문자로 보냈습니다" })).toBeVisible();
  await expect
    .poll(() => textsTo(dataDir, phone, "inquiry").map((t) => t.text))
    .toEqual([expect.stringContaining("답변드립니다.\n\n네, 초보반이 따로 있습니다.")]);
});
