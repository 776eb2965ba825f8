// The admin lists on the list kit (issue 46, components/admin/list-table.tsx): at 360 px 신청 관리
// sets each application as a card whose buttons and select are at least 44 px, and a status is
// changed from a card, axe finding nothing; at 1280 px its table fits its box (no sideways scroll) with no Korean word
// broken; the four lists fit 360, 1280 and 1920 px (a screenshot of each is attached).
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./admin-fixture";
import { type Page } from "@playwright/test";
import { WCAG_TAGS } from "./a11y-pages";
import { overflowOf, textProblemsOf } from "./layout-checks";
import { uniquePhone } from "../support/phones";
import { ownAddress } from "./own-address";

// The administrator signs in with one code per half-minute shared by every admin test: room to wait.
test.describe.configure({ timeout: 180_000 });

const LISTS = ["/admin/users", "/admin/inquiries", "/admin/applications", "/admin/access-records"];

async function apply(page: Page, name: string, message = "") {
  const response = await page.request.post("/api/applications", {
    data: { name, phone: uniquePhone(), programId: "8", message },
  });
  expect(response.status()).toBe(201);
}

/** How far the list's own box scrolls sideways (0 when its table fits). */
function sidewaysScroll(page: Page) {
  return page
    .getByRole("region", { name: "신청 목록" })
    .evaluate((box) => box.scrollWidth - box.clientWidth);
}

test("신청 관리 at 360 px: each application a card, its status changed from the card", async ({
  browser,
  signInAsAdmin,
}) => {
  const context = await browser.newContext({
    extraHTTPHeaders: ownAddress(),
    viewport: { width: 360, height: 800 },
  });
  const admin = await context.newPage();
  const name = `카드${randomUUID().slice(0, 4)}`;
  await apply(admin, name, "주차가 가능한지 궁금합니다.");
  await signInAsAdmin(admin, `/admin/applications?q=${encodeURIComponent(name)}`);
  await expect(admin.getByRole("heading", { name: "신청 관리" })).toBeVisible();

  const card = admin.getByRole("row").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const shape = await card.evaluate((row) => {
    const box = row.getBoundingClientRect();
    const labels = Array.from(row.querySelectorAll("td"), (cell) =>
      getComputedStyle(cell, "::before").content.replace(/"/g, ""),
    );
    return { display: getComputedStyle(row).display, left: box.left, right: box.right, labels };
  });
  expect(shape.display).toBe("block");
  expect(shape.left).toBeGreaterThanOrEqual(0);
  expect(shape.right).toBeLessThanOrEqual(360);
  expect(shape.labels).toEqual(
    expect.arrayContaining(["신청번호", "이름", "연락처", "프로그램", "상태"]),
  );
  expect(await sidewaysScroll(admin)).toBeLessThanOrEqual(0);
  // Headings are left to screen readers on a card.
  await expect(admin.locator("thead")).toHaveCSS("position", "absolute");

  const select = card.getByRole("combobox", { name: /상태$/ });
  const change = card.getByRole("button", { name: /상태 변경$/ });
  const memo = card.getByText(/^직원 메모/);
  for (const target of [select, change, memo]) {
    const box = (await target.boundingBox())!;
    expect(
      box.height,
      await target.evaluate((el) => el.outerHTML.slice(0, 60)),
    ).toBeGreaterThanOrEqual(44);
  }

  // The cards keep the table's roles (written out): axe finds nothing on the list with a card.
  const axe = await new AxeBuilder({ page: admin }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);

  await select.selectOption("확정");
  await change.click();
  await expect(
    admin.getByRole("status").filter({ hasText: "신청 상태가 변경되었습니다." }),
  ).toBeVisible();
  await expect(
    admin.getByRole("row").filter({ hasText: name }).getByRole("combobox", { name: /상태$/ }),
  ).toHaveValue("확정");
  expect((await overflowOf(admin)).problems).toEqual([]);
  await context.close();
});

test("the four lists at 1280, 1920 and 360 px: 신청 관리's table fits 1280 px, nothing sticks out", async ({
  browser,
  signInAsAdmin,
}, testInfo) => {
  const context = await browser.newContext({
    extraHTTPHeaders: ownAddress(),
    viewport: { width: 1280, height: 900 },
  });
  const admin = await context.newPage();
  // A long message and a long name, so the columns have something to wrap.
  await apply(
    admin,
    `긴이름확인${randomUUID().slice(0, 4)}`,
    "수업 전에 악기를 미리 준비해야 하는지 알고 싶습니다. ".repeat(3),
  );
  await signInAsAdmin(admin, "/admin/applications");
  await expect(admin.getByRole("heading", { name: "신청 관리" })).toBeVisible();
  expect(await sidewaysScroll(admin)).toBeLessThanOrEqual(0);
  await expect(admin.getByRole("row").first()).toHaveCSS("display", "table-row");

  const problems: string[] = [];
  for (const width of [1280, 1920, 360]) {
    await admin.setViewportSize({ width, height: 900 });
    for (const list of LISTS) {
      await admin.goto(list);
      await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
      const { pageWidth, problems: outside } = await overflowOf(admin);
      if (pageWidth > width) problems.push(`${list} at ${width}: the page is ${pageWidth} px wide`);
      problems.push(...outside.map((p) => `${list} at ${width}: ${p}`));
      // The applications list is meant to be read without scrolling at 1280 and on a phone.
      if (list === "/admin/applications") {
        problems.push(...(await textProblemsOf(admin)).map((p) => `${list} at ${width}: ${p}`));
        if ((await sidewaysScroll(admin)) > 0)
          problems.push(`${list} at ${width}: scrolls sideways`);
      }
      const shot = testInfo.outputPath(`${list.slice(7)}-${width}.png`);
      await admin.screenshot({ path: shot, fullPage: true });
      await testInfo.attach(`${list.slice(7)}-${width}`, { path: shot, contentType: "image/png" });
    }
  }
  expect(problems).toEqual([]);
  await context.close();
});
