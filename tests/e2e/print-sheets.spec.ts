// A class's 수강생 명단 and 출석부 on paper (decision 257): printed by Chromium, the 명단 is A4
// portrait and the 출석부 A4 landscape from its first page (no blank portrait page before it), and
// neither prints the site's header, footer, admin menu or 인쇄하기 button.
import type { Page } from "@playwright/test";
import { expect, test } from "./admin-fixture";

/** The PDF's page sizes in points ([width, height]), read from its MediaBox entries. */
function pageSizes(pdf: Buffer): [number, number][] {
  const boxes = pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g);
  return [...boxes].map((m) => [Math.round(Number(m[1])), Math.round(Number(m[2]))]);
}

async function printed(page: Page, path: string) {
  await page.goto(path);
  await page.emulateMedia({ media: "print" });
  for (const hidden of [
    page.getByRole("navigation", { name: "관리자 메뉴" }),
    page.getByRole("contentinfo"),
    page.getByRole("button", { name: "인쇄하기" }),
  ])
    await expect(hidden).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "신나는 드럼 교실" })).toBeVisible();
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  await page.emulateMedia({ media: "screen" });
  return pageSizes(pdf);
}

test("the roster prints on A4 portrait and the attendance sheet on A4 landscape", async ({
  page,
  signInAsAdmin,
}) => {
  await signInAsAdmin(page);
  // Every page, from the first: how many there are depends on how many people the other specs
  // (run against the same server) have put in class 7.
  const roster = await printed(page, "/admin/programs/7/roster");
  expect(roster.length).toBeGreaterThan(0);
  expect(roster).toEqual(roster.map(() => [595, 842]));
  const sheet = await printed(page, "/admin/programs/7/attendance-sheet");
  expect(sheet.length).toBeGreaterThan(0);
  expect(sheet).toEqual(sheet.map(() => [842, 595]));
});
