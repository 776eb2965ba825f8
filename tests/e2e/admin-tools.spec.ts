// Staff's everyday tools in the browser (issue 46), at 1280 and 360 px: 신청 관리's search box
// finds an applicant by a phone typed with spaces and keeps the term and filters in the address;
// the page never scrolls sideways at 360 px. A staff memo is added and deleted from the row's
// 직원 메모 area.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./admin-fixture";
import { newPage } from "./own-address";

const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

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
    signInAsAdmin,
  }) => {
    const admin = await newPage(browser, { viewport: { width, height: 900 } });
    const name = `검색${randomUUID().slice(0, 4)}`;
    const [middle, last] = [digits(4), digits(4)];
    await apply(admin, name, `010-${middle}-${last}`);
    await apply(admin, `다른${randomUUID().slice(0, 4)}`, `010-${digits(4)}-${digits(4)}`);

    await signInAsAdmin(admin, "/admin/applications");
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

for (const width of [1280, 360]) {
  test(`a staff memo on an application row, added and deleted (${width} px)`, async ({
    browser,
    signInAsAdmin,
  }) => {
    const admin = await newPage(browser, { viewport: { width, height: 900 } });
    const name = `메모${randomUUID().slice(0, 4)}`;
    await apply(admin, name, `010-${digits(4)}-${digits(4)}`);
    await signInAsAdmin(admin, `/admin/applications?q=${encodeURIComponent(name)}`);
    const row = admin.getByRole("row").filter({ hasText: name });
    await row.getByText("직원 메모 (0)").click();
    const memo = `전화로 주차 안내 ${randomUUID().slice(0, 4)}`;
    await row.getByLabel(/메모 남기기/).fill(memo);
    await row.getByRole("button", { name: "메모 저장" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "메모를 남겼습니다." })).toBeVisible();
    const again = admin.getByRole("row").filter({ hasText: name });
    await expect(again.getByText("직원 메모 (1)")).toBeVisible();
    // The area stays open across the revalidation; opened here either way.
    await again.locator("details").evaluate((d: HTMLDetailsElement) => {
      d.open = true;
    });
    await expect(again.getByText(memo)).toBeVisible();
    await expect(again.getByText(/관리자 .*· \d{4}/)).toBeVisible();
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await again.getByRole("button", { name: /메모 삭제/ }).click();
    await expect(
      admin.getByRole("status").filter({ hasText: "메모를 삭제했습니다." }),
    ).toBeVisible();
    await expect(admin.getByRole("row").filter({ hasText: name })).toContainText("직원 메모 (0)");
  });
}
