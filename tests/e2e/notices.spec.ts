import { expect, test } from "@playwright/test";

test.describe("notices (공지사항)", () => {
  test("the home page shows the newest three and leads to the board and a notice", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "공지사항" });
    await expect(section.getByRole("listitem")).toHaveCount(3);
    await expect(section.getByRole("listitem").first()).toContainText("연말연시 휴관 안내");
    await expect(section.getByRole("listitem").first().locator("time")).toHaveText("2026. 11. 20.");

    await section.getByRole("link", { name: "전체보기" }).click();
    await expect(page).toHaveURL(/\/notices$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("공지사항");
    const items = page.getByRole("main").getByRole("listitem");
    await expect(items).toHaveCount(4);
    await expect(items.first()).toContainText("중요");
    await expect(items.first()).toContainText("2027년 봄학기 수강 신청 안내");
    await expect(page.getByText("총 4건")).toBeVisible();

    await items.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/notices\/notice-spring-term-applications$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "2027년 봄학기 수강 신청 안내",
    );
    await expect(page.getByRole("main").getByText("게시일 2026. 11. 16.")).toBeVisible();
    await page.getByRole("link", { name: "봄학기 전체 프로그램 보기" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("the footer links to the board; an unknown notice or page is a Korean 404", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "공지사항" }).click();
    await expect(page).toHaveURL(/\/notices$/);

    const unknown = await page.goto("/notices/notice-none");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("페이지");
    expect((await request.get("/notices?page=9")).status()).toBe(404);
  });

  test("the sitemap lists the board and each notice", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain("/notices</loc>");
    expect(xml).toContain("/notices/notice-winter-closure</loc>");
  });
});
