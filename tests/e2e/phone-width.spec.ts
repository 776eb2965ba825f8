// Nothing wider than a phone (docs/requirements.md: a visitor on a phone): at 360 px every public
// page, signed out and signed in, the member's pages and the admin pages show nothing past the
// screen's edge, except inside a box that scrolls sideways on its own; the header's menu button is
// on screen; the application dialog's buttons can be reached on an 844 px-high phone.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "./a11y-pages";
import { overflowOf } from "./layout-checks";
import { uniquePhone } from "../support/phones";
import { expect, test } from "./admin-fixture";
import { PHONE, phonePage } from "./own-address";

test.describe.configure({ timeout: 120_000 });

async function expectFits(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBeLessThan(400);
  const found = await overflowOf(page);
  expect(found, `${path} at ${PHONE.width} px`).toEqual({
    pageWidth: found.width,
    width: found.width,
    problems: [],
  });
}

async function expectMenuButtonOnScreen(page: Page) {
  const button = page.getByRole("banner").getByRole("button", { name: /메뉴/ }).first();
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

async function signUp(page: Page) {
  await page.goto("/register");
  await page.getByLabel("이메일").fill(`phone-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel("비밀번호", { exact: true }).fill("secret1");
  await page.getByLabel("비밀번호 확인").fill("secret1");
  await page.getByLabel("이름").fill("폰회원");
  await page.getByRole("checkbox", { name: /이용약관/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await page.getByRole("button", { name: "가입하기" }).click();
  // On a phone the bar shows no profile menu: the member's entries are in the phone menu.
  await expect(page.getByTestId("toast")).toContainText("회원가입이 완료되었습니다.");
}

test("signed out: every public page fits 360 px", async ({ browser }) => {
  const page = await phonePage(browser);
  for (const path of PUBLIC_PAGES) await expectFits(page, path);
  await page.goto("/services");
  await expectMenuButtonOnScreen(page);
});

test("signed in: the public pages and the member's pages fit 360 px, the menu button on screen", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await signUp(page);
  await expectMenuButtonOnScreen(page);
  const signedInPages = PUBLIC_PAGES.filter((p) => !["/login", "/register"].includes(p));
  for (const path of [...signedInPages, "/mypage", "/mypage/sessions"])
    await expectFits(page, path);
});

test("the admin pages fit 360 px or scroll their tables inside their own box", async ({
  browser,
  signInAsAdmin,
}) => {
  const page = await phonePage(browser);
  // A row of its own, so the applications table has its action buttons to reach.
  const applied = await page.request.post("/api/applications", {
    data: { name: "폰관리확인", phone: uniquePhone(), programId: "8" },
  });
  expect(applied.status()).toBe(201);
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: "대시보드" })).toBeVisible();
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await expect(
    page
      .getByRole("navigation", { name: "모바일 메뉴" })
      .getByRole("link", { name: "관리자 페이지" }),
  ).toHaveAttribute("href", "/admin");
  for (const path of [
    "/admin",
    "/admin/users",
    "/admin/inquiries",
    "/admin/applications",
    "/admin/access-records",
  ])
    await expectFits(page, path);
  // The applications table's last column: its button scrolls into view inside the table's box.
  await page.goto("/admin/applications");
  const change = page.getByRole("button", { name: /상태 변경$/ }).first();
  await change.scrollIntoViewIfNeeded();
  await expect(change).toBeInViewport({ ratio: 1 });
  await page.goto("/admin/users");
  const userLink = page.getByRole("table").getByRole("link").first();
  await expectFits(page, (await userLink.getAttribute("href"))!);
});

test("the application dialog fits a 390 × 844 phone with its buttons reachable", async ({
  browser,
}) => {
  const page = await phonePage(browser, { width: 390, height: 844 });
  await page.goto("/program/7");
  const opener = page.getByRole("button", { name: "이 프로그램 신청하기" });
  await expect(opener).toBeVisible();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "프로그램 신청" });
  await expect(dialog).toBeVisible();
  for (const name of ["닫기", "신청하기"]) {
    const button = dialog.getByRole("button", { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
});
