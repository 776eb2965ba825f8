// The phone menu (issue 45): a signed-in member finds 마이페이지 and 로그아웃 in it, with the focus
// handed back to the menu button when an entry closes it; the message after sign-up covers no
// control; 비회원 신청 조회 is linked from the phone menu and the footer.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { phonePage } from "./own-address";

/** Hydrated: the bar's 수강신청 link became the dialog's button (hidden on a phone, hydrated.ts). */
async function waitForHydration(page: Page) {
  await expect(
    page.getByRole("banner").getByRole("button", { name: "수강신청", includeHidden: true }).first(),
  ).toBeAttached();
}

/** The controls a person could press that lie, even in part, under the element. */
async function controlsUnder(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((cover) => {
    const box = cover.getBoundingClientRect();
    return [...document.querySelectorAll("a[href], button, input, select, textarea, summary")]
      .filter((el) => !cover.contains(el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || getComputedStyle(el).visibility === "hidden")
          return false;
        return (
          Math.min(r.right, box.right) > Math.max(r.left, box.left) &&
          Math.min(r.bottom, box.bottom) > Math.max(r.top, box.top)
        );
      })
      .map((el) => el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName);
  });
}

test("a member's phone menu has 마이페이지 and 로그아웃; the sign-up message covers nothing", async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await page.goto("/register");
  await page.getByLabel("이메일").fill(`menu-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel("비밀번호", { exact: true }).fill("secret1");
  await page.getByLabel("비밀번호 확인").fill("secret1");
  await page.getByLabel("이름").fill("메뉴회원");
  await page.getByRole("checkbox", { name: /이용약관/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page.getByTestId("toast")).toContainText("회원가입이 완료되었습니다.");
  await waitForHydration(page);
  expect(await controlsUnder(page, "toast")).toEqual([]);

  const button = page.getByRole("banner").getByRole("button", { name: "메뉴 열기" });
  const menu = page.getByRole("navigation", { name: "모바일 메뉴" });
  await button.click();
  const account = menu.getByRole("region", { name: "내 계정" });
  await expect(account).toContainText("메뉴회원");
  await expect(account.getByRole("link", { name: "마이페이지" })).toBeInViewport();
  await expect(account.getByRole("button", { name: "로그아웃" })).toBeInViewport();
  await expect(menu.getByRole("link", { name: "관리자 페이지" })).toHaveCount(0);
  // The open menu is above the message, never under it.
  expect(await controlsUnder(page, "toast")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeFocused();

  await page.keyboard.press("Enter");
  await account.getByRole("link", { name: "마이페이지" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeFocused();
  // The message belonged to the page it came with.
  await expect(page.getByTestId("toast")).toHaveCount(0);

  await button.click();
  await account.getByRole("button", { name: "로그아웃" }).click();
  await expect(page.getByTestId("toast")).toContainText("로그아웃되었습니다.");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeFocused();
  await button.click();
  await expect(menu.getByRole("link", { name: "로그인" })).toBeVisible();
  await expect(menu.getByRole("region", { name: "내 계정" })).toHaveCount(0);
});

test("비회원 신청 조회 is linked from the phone menu and the footer", async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto("/about");
  await waitForHydration(page);
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "비회원 신청 조회" });
  await expect(footerLink).toHaveAttribute("href", "/applications/lookup");
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  await page
    .getByRole("navigation", { name: "모바일 메뉴" })
    .getByRole("link", { name: "비회원 신청 조회" })
    .click();
  await expect(page).toHaveURL(/\/applications\/lookup$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
