// An administrator's first sign-in enrols the authenticator app (decision 195): the
// QR code, the key as text, the otpauth:// link, a code computed from the key as the phone would,
// then the recovery codes once, and only then the admin area. On a desktop and at 360 px.
import path from "node:path";
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type Browser } from "@playwright/test";
import { newPage } from "./own-address";
import { passCodeStep } from "./second-factor-steps";

test.describe.configure({ timeout: 120_000 });

/** A new member, made administrator in the store (as another administrator would on /admin/users). */
async function newAdministrator(browser: Browser, viewport: { width: number; height: number }) {
  const page = await newPage(browser, {
    viewport,
    ...(viewport.width < 400 ? { isMobile: true, hasTouch: true } : {}),
  });
  const email = `deputy-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/register");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호", { exact: true }).fill("deputy-pw-1");
  await page.getByLabel("비밀번호 확인").fill("deputy-pw-1");
  await page.getByLabel("이름").fill("부관리자");
  await page.getByRole("checkbox", { name: /이용약관/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await page.getByRole("button", { name: "가입하기" }).click();
  // Signed in at every width (a phone's bar shows no profile menu).
  await expect(page.getByTestId("toast")).toContainText("회원가입이 완료되었습니다.");
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, "centre.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("UPDATE users SET role = 'admin', is_admin = 1 WHERE email = ?").run(email);
  } finally {
    db.close();
  }
  return page;
}

for (const [name, viewport] of [
  ["a desktop", { width: 1280, height: 800 }],
  ["a 360 px phone", { width: 360, height: 780 }],
] as const) {
  test(`an administrator enrols the authenticator app at the first admin visit, on ${name}`, async ({
    browser,
  }) => {
    const page = await newAdministrator(browser, viewport);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\/second-factor\?redirectTo=%2Fadmin$/);
    await expect(page.getByRole("heading", { name: "관리자 2단계 인증 등록" })).toBeVisible();
    const qr = page.getByRole("img", { name: "인증 앱에 등록할 QR 코드" });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "인증 앱에서 열기" })).toHaveAttribute(
      "href",
      /^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/,
    );
    const input = page.getByLabel("인증 코드", { exact: true });
    await expect(input).toHaveAttribute("autocomplete", "one-time-code");
    await expect(input).toHaveAttribute("inputmode", "numeric");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);

    await input.fill("000000");
    await page.getByRole("button", { name: "확인", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "인증 코드가 맞지 않습니다." }),
    ).toBeVisible();

    const key = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await passCodeStep(page, key);
    const codes = page.getByRole("list", { name: "복구 코드" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await page.getByRole("link", { name: /보관했습니다/ }).click();
    await expect(page.getByRole("heading", { name: "대시보드" })).toBeVisible();
    // The key is never shown again.
    await page.goto("/login/second-factor");
    await expect(page.getByTestId("totp-secret")).toHaveCount(0);
  });
}
