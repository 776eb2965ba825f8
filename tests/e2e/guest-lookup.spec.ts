// 비회원 신청 조회·취소 and the member's saved details (decisions 182, 184 and 234), on a 360 px
// phone: a visitor who applied without an account reads the 신청번호 and 조회 코드 on the dialog's
// confirmation, follows its link, finds the application with them and cancels it; a wrong number
// gets the one answer for every miss; the page fits the screen. A member's dialog comes with the
// saved phone, and my page shows the 신청번호.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { PHONE, phonePage } from "./own-address";
import { uniquePhone } from "../support/phones";

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("a guest applies, reads the 조회 코드, looks the application up with it and cancels it, at 360 px", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  const phone = uniquePhone();
  await page.goto("/program/7");
  await page.getByRole("button", { name: "이 프로그램 신청하기" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("이름").fill("조회손님");
  await dialog.getByLabel("전화번호").pressSequentially(phone.replaceAll("-", ""));
  await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await dialog.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await dialog.getByRole("button", { name: "신청하기" }).click();
  const confirmation = page.getByTestId("application-confirmation");
  await expect(confirmation).toContainText("신청이 접수되었습니다.");
  const shown = /A-\d{6}/.exec((await confirmation.textContent()) ?? "")![0];
  const code = (await confirmation.getByTestId("lookup-code").textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await confirmation.getByRole("link", { name: "비회원 신청 조회" }).click();
  await expect(page).toHaveURL(/\/applications\/lookup$/);
  await expect(page.getByRole("heading", { name: "신청 조회·취소" })).toBeVisible();

  // A number that is not theirs: the one answer for every miss.
  const number = Number(shown.slice(2));
  await page.getByLabel("이름").fill("조회손님");
  await page.getByLabel("전화번호").pressSequentially(phone.replaceAll("-", ""));
  await page.getByLabel("신청번호").fill(`A-${String(number + 7000).padStart(6, "0")}`);
  await page.getByLabel("조회 코드").fill(code.toLowerCase());
  await page.getByRole("button", { name: "조회하기" }).click();
  await expect(page.getByRole("alert")).toContainText("입력하신 정보와 일치하는 신청이 없습니다");

  await page.getByLabel("신청번호").fill(shown);
  await page.getByRole("button", { name: "조회하기" }).click();
  const found = page.getByRole("region", { name: "조회한 신청" });
  await expect(found.getByText(shown)).toBeVisible();
  await expect(page.getByTestId("lookup-status")).toHaveText("접수");
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const cancel = page.getByRole("button", { name: "신청 취소하기" });
  await cancel.scrollIntoViewIfNeeded();
  const box = await cancel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

  await cancel.click();
  await expect(
    page.getByRole("status").filter({ hasText: "신청이 취소되었습니다." }),
  ).toBeVisible();
  await expect(page.getByTestId("lookup-status")).toHaveText("취소");
  await expect(page.getByRole("button", { name: "신청 취소하기" })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});

test("a member's dialog comes with the saved phone, and my page shows the 신청번호, at 360 px", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  const phone = uniquePhone();
  await page.goto("/register");
  await page.getByLabel("이메일").fill(`lookup-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel("비밀번호", { exact: true }).fill("secret1");
  await page.getByLabel("비밀번호 확인").fill("secret1");
  await page.getByLabel("이름").fill("저장회원");
  await page.getByLabel("전화번호 (선택)").pressSequentially(phone.replaceAll("-", ""));
  await page.getByRole("checkbox", { name: /이용약관/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page).not.toHaveURL(/\/register/, { timeout: 15_000 });
  // The page rendered for the new member has made the browser remember the sign-in, so the
  // stored class page below asks for the member's details (decision 233).
  await expect(page.locator("html")).toHaveClass(/\bsigned-in\b/);

  await page.goto("/program/9");
  await page.getByRole("button", { name: "이 프로그램 신청하기" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("이름")).toHaveValue("저장회원");
  await expect(dialog.getByLabel("전화번호")).toHaveValue(phone);
  await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await dialog.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await dialog.getByRole("button", { name: "신청하기" }).click();
  await expect(page.getByTestId("application-confirmation")).toContainText(
    "신청이 접수되었습니다.",
  );

  await page.goto("/mypage");
  const row = page.getByRole("listitem").filter({ hasText: /신청번호 A-\d{6}/ });
  await expect(row).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});
