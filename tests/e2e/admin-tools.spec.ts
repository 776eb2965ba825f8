// Staff's everyday tools in the browser (issue 46), at 1280 and 360 px: 신청 관리's search box
// finds an applicant by a phone typed with spaces and keeps the term and filters in the address;
// the page never scrolls sideways at 360 px.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { logInAsAdmin } from "./second-factor-steps";

test.describe.configure({ timeout: 90_000 });

const octet = () => Math.floor(Math.random() * 250) + 1;
const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

async function apply(page: Page, name: string, phone: string) {
  const response = await page.request.post("/api/applications", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      name,
      phone,
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programId: "7",
      programTitle: "",
    },
  });
  expect(response.ok()).toBe(true);
}

for (const width of [1280, 360]) {
  test(`신청 관리 finds an applicant by a phone typed with spaces (${width} px)`, async ({
    browser,
  }) => {
    const admin = await newPage(browser, width);
    const name = `검색${randomUUID().slice(0, 4)}`;
    const [middle, last] = [digits(4), digits(4)];
    await apply(admin, name, `010-${middle}-${last}`);
    await apply(admin, `다른${randomUUID().slice(0, 4)}`, `010-${digits(4)}-${digits(4)}`);

    await logInAsAdmin(admin, "/admin/applications");
    await expect(admin.getByRole("heading", { name: "신청 관리" })).toBeVisible();
    const box = admin.getByRole("searchbox", { name: "검색" });
    await box.fill(`010 ${middle} ${last}`);
    await admin.getByLabel("상태", { exact: true }).selectOption("접수");
    await admin.getByRole("button", { name: "검색" }).click();
    await expect(admin).toHaveURL(/[?&]q=010(\+|%20)\d{4}(\+|%20)\d{4}/);
    await expect(admin).toHaveURL(/status=%EC%A0%91%EC%88%98|status=접수/);
    const rows = admin.getByRole("row").filter({ hasText: name });
    await expect(rows).toHaveCount(1);
    await expect(admin.locator("tbody tr")).toHaveCount(1);
    await expect(box).toHaveValue(`010 ${middle} ${last}`);

    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await admin.getByRole("link", { name: "초기화" }).click();
    await expect(box).toHaveValue("");
  });
}
