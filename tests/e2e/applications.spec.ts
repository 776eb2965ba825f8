// The application dialog, the no-JS /apply page and /ranking in Chromium, against the built app.
// Every e2e request comes from 127.0.0.1, which the application rate limit allows a limited number
// of stored applications per 10 minutes: tests here send real applications only where they must
// (3; the cancel test's comes from its own address).
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { WCAG_TAGS } from "./a11y-pages";
import { waitForHydration } from "./hydrated";
import { withoutJavaScript } from "./without-javascript";
import { latestCancelLink } from "../support/outbox";

async function openFromNav(page: Page) {
  await page.goto("/about");
  await waitForHydration(page);
  const opener = page.getByRole("banner").getByRole("button", { name: "수강신청" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "프로그램 신청" });
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

test.describe("application dialog", () => {
  test("opens from the nav with the selector: search, categories, no-match text, closed classes", async ({
    page,
  }) => {
    const { dialog } = await openFromNav(page);
    const search = dialog.getByPlaceholder("프로그램 검색...");
    await expect(search).toBeFocused();
    for (const label of ["전체", "음악", "교육", "건강", "기술"]) {
      await expect(dialog.getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    const cards = dialog.getByRole("list", { name: "프로그램 목록" }).getByRole("listitem");
    await expect(cards).toHaveCount(18);

    await search.fill("ENGLISH");
    await expect(cards).toHaveCount(0);
    await search.fill("코딩");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("누구나 코딩");
    await expect(cards.first()).toContainText("교육");
    await expect(cards.first()).toContainText("매주 토 10:00–12:00");

    await search.fill("없는강좌이름");
    await expect(dialog.getByText("검색 결과가 없습니다.")).toBeVisible();

    await search.fill("");
    await dialog.getByRole("button", { name: "건강", exact: true }).click();
    await expect(cards).toHaveCount(3);
    await expect(dialog.getByRole("button", { name: "건강", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await dialog.getByRole("button", { name: "음악", exact: true }).click();
    const closed = cards.filter({ hasText: "일렉기타 입문" }).getByRole("button");
    await expect(closed).toBeDisabled();
    await expect(closed).toContainText("마감");
  });

  test("choosing a class shows it with '변경', which reopens the selector", async ({ page }) => {
    const { dialog } = await openFromNav(page);
    await dialog.getByPlaceholder("프로그램 검색...").fill("드럼");
    await dialog.getByRole("button", { name: /신나는 드럼 교실/ }).click();
    await expect(dialog.getByTestId("selected-program")).toHaveText("신나는 드럼 교실");
    await expect(dialog.getByText("매주 월·금 18:00–19:00")).toBeVisible();
    await expect(dialog.getByPlaceholder("프로그램 검색...")).toHaveCount(0);
    await dialog.getByRole("button", { name: "변경" }).click();
    await expect(dialog.getByPlaceholder("프로그램 검색...")).toBeFocused();
  });

  test("shows the messages of requirements §3, clears a field's error on edit, and formats the phone", async ({
    page,
  }) => {
    const { dialog } = await openFromNav(page);
    await dialog.getByRole("button", { name: "신청하기" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("입력 정보를 다시 확인해주세요.");
    await expect(dialog.getByText("이름을 입력해주세요.")).toBeVisible();
    await expect(dialog.getByText("유효한 전화번호를 입력해주세요.")).toBeVisible();
    await expect(dialog.getByText("프로그램을 선택해주세요.")).toBeVisible();
    await expect(
      dialog.getByText("개인정보 수집·이용에 동의해야 신청할 수 있습니다."),
    ).toBeVisible();
    await expect(
      dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }),
    ).toHaveAttribute("aria-invalid", "true");
    // Under 14 (decision 212): the box is required, and a child is told to come with a guardian.
    await expect(dialog.getByText(/만 14세 이상만 온라인으로 신청할 수 있습니다/)).toBeVisible();
    await expect(
      dialog.getByRole("checkbox", { name: /만 14세 이상/ }),
    ).toHaveAccessibleDescription(/보호자와 함께 센터에 방문해 신청해주세요/);

    await dialog.getByLabel("이름").pressSequentially("김");
    await expect(dialog.getByText("이름을 입력해주세요.")).toHaveCount(0);
    await dialog.getByRole("button", { name: /바른 자세 필라테스/ }).click();
    await expect(dialog.getByText("프로그램을 선택해주세요.")).toHaveCount(0);

    const phone = dialog.getByLabel("전화번호");
    await phone.pressSequentially("010a1234-56789999");
    await expect(phone).toHaveValue("010-1234-5678");
    await dialog.getByLabel("이메일").fill("not-an-email");
    await dialog.getByRole("button", { name: "신청하기" }).click();
    await expect(dialog.getByText("이름을 입력해주세요.")).toBeVisible();
    await expect(dialog.getByText("유효한 이메일 주소를 입력해주세요.")).toBeVisible();
    await expect(dialog.getByText("유효한 전화번호를 입력해주세요.")).toHaveCount(0);
    await expect(dialog.getByLabel("이름")).toHaveAttribute("aria-invalid", "true");
  });

  test("submits, reads '처리중...' while busy, closes and confirms with the application number", async ({
    page,
  }) => {
    const { dialog, opener } = await openFromNav(page);
    await dialog.getByRole("button", { name: /생활 영어회화/ }).click();
    await dialog.getByLabel("이름").fill("브라우저신청");
    await dialog.getByLabel("전화번호").pressSequentially("01098765432");
    await dialog.getByLabel("이메일").fill("browser@example.kr");
    await dialog.getByLabel("희망 시간대").selectOption("평일 저녁");
    await dialog.getByLabel("동반 인원").selectOption("2+");
    await expect(dialog.getByLabel("남기실 말씀")).toHaveAttribute("rows", "2");
    await dialog.getByLabel("남기실 말씀").fill("친구와 함께 들을게요.");
    for (const heading of ["수집 항목", "수집·이용 목적", "보유 기간"])
      await expect(dialog.getByText(heading, { exact: true })).toBeVisible();
    await expect(
      dialog.getByText(/동의를 거부할 권리가 있습니다.*수강 신청을 받을 수 없습니다/),
    ).toBeVisible();
    await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await dialog.getByRole("checkbox", { name: /만 14세 이상/ }).check();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: { headers: Record<string, string>; body: Record<string, string> } | undefined;
    await page.route("**/api/applications", async (route) => {
      sent = { headers: route.request().headers(), body: route.request().postDataJSON() };
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "신청하기" }).click();
    const busy = dialog.getByRole("button", { name: "처리중..." });
    await expect(busy).toBeDisabled();
    release();

    const confirmation = page.getByTestId("application-confirmation");
    await expect(confirmation).toContainText("신청이 접수되었습니다.");
    await expect(confirmation).toContainText(/신청번호 A-\d{6}/);
    await expect(confirmation).toContainText("생활 영어회화");
    // A guest's way back: the 조회 코드 and the look-up (decision 234).
    await expect(confirmation.getByTestId("lookup-code")).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(confirmation.getByRole("link", { name: "비회원 신청 조회" })).toHaveAttribute(
      "href",
      "/applications/lookup",
    );
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.headers["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent?.body).toMatchObject({
      name: "브라우저신청",
      phone: "010-9876-5432",
      email: "browser@example.kr",
      preferredTime: "평일 저녁",
      companions: "2+",
      message: "친구와 함께 들을게요.",
      programId: "9",
      programTitle: "생활 영어회화",
      consent: true,
      ageConfirm: true,
    });
  });

  test("shows the server's message, or the network message when the server cannot be reached", async ({
    page,
  }) => {
    const { dialog } = await openFromNav(page);
    await dialog.getByRole("button", { name: /누구나 코딩/ }).click();
    await dialog.getByLabel("이름").fill("오류확인");
    await dialog.getByLabel("전화번호").fill("010-1111-2222");
    await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await dialog.getByRole("checkbox", { name: /만 14세 이상/ }).check();

    await page.route("**/api/applications", (route) =>
      route.fulfill({ status: 422, json: { message: "모집이 마감된 프로그램입니다." } }),
    );
    await dialog.getByRole("button", { name: "신청하기" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("모집이 마감된 프로그램입니다.");

    await page.unroute("**/api/applications");
    await page.route("**/api/applications", (route) =>
      route.fulfill({ status: 502, body: "Bad Gateway" }),
    );
    await dialog.getByRole("button", { name: "신청하기" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("신청 처리 중 오류가 발생했습니다.");

    await page.unroute("**/api/applications");
    const keys: string[] = [];
    await page.route("**/api/applications", (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      return route.abort("failed");
    });
    await dialog.getByRole("button", { name: "신청하기" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("서버와의 통신 중 오류가 발생했습니다");
    await expect(dialog.getByRole("button", { name: "신청하기" })).toBeEnabled();

    // A retry of the same content reuses the key (the server stores it once); an edit makes a new one.
    await dialog.getByRole("button", { name: "신청하기" }).click();
    await expect(dialog.getByRole("button", { name: "신청하기" })).toBeEnabled();
    await dialog.getByLabel("남기실 말씀").fill("다시 보냅니다.");
    await dialog.getByRole("button", { name: "신청하기" }).click();
    await expect.poll(() => keys.length).toBe(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("closes on Escape, the close button and an overlay click, returning focus; Tab stays inside", async ({
    page,
  }) => {
    const { dialog, opener } = await openFromNav(page);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("has no WCAG 2.2 AA violations open, with the selector and with field errors", async ({
    page,
  }) => {
    const { dialog } = await openFromNav(page);
    const violations = async () =>
      (
        await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_TAGS).analyze()
      ).violations.map((v) => ({
        id: v.id,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
      }));
    expect(await violations()).toEqual([]);
    await dialog.getByRole("button", { name: "신청하기" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("opens from a class page with that class chosen and the selector hidden", async ({
    page,
  }) => {
    await page.goto("/program/7");
    const opener = page.getByRole("button", { name: "이 프로그램 신청하기" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "프로그램 신청" });
    await expect(dialog.getByTestId("selected-program")).toHaveText("신나는 드럼 교실");
    await expect(dialog.getByPlaceholder("프로그램 검색...")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "변경" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the apply link leads to a working form page with the same messages and a receipt", async ({
    page,
  }) => {
    await page.goto("/program/14");
    await page.getByRole("link", { name: "이 프로그램 신청하기" }).click();
    await expect(page).toHaveURL(/\/apply\?program=14$/);
    await expect(page.getByRole("heading", { name: "프로그램 신청", level: 1 })).toBeVisible();
    await expect(page.getByRole("radio", { name: /누구나 코딩/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /일렉기타 입문/ })).toBeDisabled();

    await page.getByRole("button", { name: "신청하기" }).click();
    await expect(page.getByRole("alert")).toHaveText("입력 정보를 다시 확인해주세요.");
    await expect(page.getByText("이름을 입력해주세요.")).toBeVisible();
    await expect(page.getByText("유효한 전화번호를 입력해주세요.")).toBeVisible();

    await expect(page.getByText("개인정보 수집·이용에 동의해야 신청할 수 있습니다.")).toBeVisible();

    await page.getByLabel("이름").fill("자바스크립트없음");
    await page.getByLabel("전화번호").fill("010-3333-4444");
    await expect(page.getByText("보유 기간", { exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
    await page.getByRole("button", { name: "신청하기" }).click();
    await expect(page.getByRole("heading", { name: "신청이 접수되었습니다." })).toBeVisible();
    await expect(page.getByText(/신청번호 A-\d{6} · 누구나 코딩/)).toBeVisible();
    // The 조회 코드 shows once (from the session, not the address), with the way to the look-up.
    await expect(page.getByTestId("lookup-code")).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(page.url()).not.toMatch(/code/i);
    await expect(
      page.getByRole("main").getByRole("link", { name: "비회원 신청 조회" }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "신청이 접수되었습니다." })).toBeVisible();
    await expect(page.getByTestId("lookup-code")).toHaveCount(0);
  });

  test("the nav's apply entry is a link to /apply", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("banner").getByRole("link", { name: "수강신청" })).toHaveAttribute(
      "href",
      "/apply",
    );
  });
});

test.describe("/ranking", () => {
  test("ranks the classes people applied to in the last 30 days, with counts and links", async ({
    page,
    request,
  }) => {
    const response = await request.post("/api/applications", {
      data: { name: "랭킹확인", phone: "010-5555-6666", programId: "17" },
    });
    expect(response.status()).toBe(201);
    await page.goto("/ranking");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/최근 30일 신청 기준/)).toBeVisible();
    const row = page
      .getByRole("list", { name: "인기 프로그램 순위" })
      .getByRole("link", { name: /물리치료 실습/ });
    await expect(row).toContainText(/\d+명 신청/);
    await row.click();
    await expect(page).toHaveURL(/\/program\/17$/);
  });
});

test("an application cancelled from its mail's link before any script ran", async ({ browser }) => {
  const email = `nojs-${randomUUID().slice(0, 8)}@example.com`;
  await withoutJavaScript(browser, async (page) => {
    await page.goto("/apply?program=14");
    await page.getByLabel("이름").fill("느린폰");
    await page.getByLabel("전화번호").fill("010-3434-5656");
    await page.getByLabel("이메일").fill(email);
    await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
    await page.getByRole("button", { name: "신청하기" }).click();
    await expect(page.getByRole("heading", { name: "신청이 접수되었습니다." })).toBeVisible();
    // Pressed before the page's code ran: the browser's own post (decision 145's amendment).
    await page.goto(latestCancelLink(process.env.E2E_DATA_DIR!, email));
    await page.getByRole("button", { name: "신청 취소하기" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "신청이 취소되었습니다." }),
    ).toBeVisible();
  });
});
