// Accounts in the browser: sign-up, the profile menu (also on a page from the page cache), logout, login after a wrong password, the
// guards' redirects, find id, find password through the outbox link, the verification link's
// confirmation button, Kakao against the local OpenID provider (account creation and linking),
// my page edits.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydrated";
import { giveOwnAddress } from "./own-address";
import { ADMIN, passCodeStep } from "./second-factor-steps";
import { withoutJavaScript } from "./without-javascript";
import { latestResetLink, latestVerificationLink } from "../support/outbox";

const dataDir = process.env.E2E_DATA_DIR!;

test.beforeEach(async ({ page }) => {
  await giveOwnAddress(page);
  await page.setViewportSize({ width: 1366, height: 900 });
});

const uniqueEmail = (label = "member") => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const randomPhone = () => `010${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;

async function signUp(
  page: Page,
  options: { email?: string; name?: string; phone?: string; password?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "secret1";
  await page.goto("/register");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호 확인").fill(password);
  await page.getByLabel("이름").fill(options.name ?? "홍길동");
  if (options.phone) await page.getByLabel("전화번호 (선택)").pressSequentially(options.phone);
  await page.getByRole("checkbox", { name: "음악" }).check();
  await page.getByRole("checkbox", { name: /이용약관/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await page.getByRole("button", { name: "가입하기" }).click();
  // Sign-up hashes a password (scrypt): allow for a busy machine.
  await expect(page.getByTestId("profile-menu")).toBeVisible({ timeout: 15_000 });
  return { email, password };
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
}

/** Asks for a reset mail, then sets `password` through the mailed link's page. */
async function resetPassword(page: Page, email: string, password: string) {
  await page.goto("/find-password");
  await page.getByLabel("이메일").fill(email);
  await page.getByRole("button", { name: "재설정 메일 보내기" }).click();
  await expect(
    page.getByText("비밀번호 재설정 이메일이 발송되었습니다. 이메일을 확인해주세요."),
  ).toBeVisible();
  await page.goto(latestResetLink(dataDir, email));
  await page.getByLabel("새 비밀번호", { exact: true }).fill(password);
  await page.getByLabel("새 비밀번호 확인").fill(password);
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function logOut(page: Page) {
  await page.getByTestId("profile-menu").getByRole("button").first().click();
  await page.getByRole("button", { name: "로그아웃", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "로그인" })).toBeVisible();
}

test("sign up lands logged in; the profile menu opens, closes on Escape and outside click; logout", async ({
  page,
}) => {
  await signUp(page, { name: "김하늘" });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toHaveText(/회원가입이 완료되었습니다\./);
  const menu = page.getByTestId("profile-menu");
  const trigger = menu.getByRole("button").first();
  await expect(trigger).toContainText("김하늘");
  await expect(trigger).not.toContainText("관리자");
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "마이페이지" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "관리자 페이지" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("link", { name: "마이페이지" })).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await page.locator("footer").click({ position: { x: 5, y: 5 } });
  await expect(menu.getByRole("link", { name: "마이페이지" })).toBeHidden();
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
});

test("a member given a page from the page cache sees their own menu, never 로그인, and logs out from it", async ({
  page,
  request,
}) => {
  await signUp(page, { name: "박보관" });
  await (await request.get("/program/7")).body(); // an anonymous visitor's copy is stored
  let answerViewer = () => {};
  const viewerHeld = new Promise<void>((resolve) => (answerViewer = resolve));
  await page.route("**/resources/viewer", async (route) => {
    await viewerHeld;
    await route.continue();
  });
  const response = await page.goto("/program/7");
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  expect(await response?.text()).not.toContain("박보관");
  // Until the header knows who it is, the remembered sign-in keeps the signed-out links invisible.
  const loginLink = page.getByRole("banner").getByRole("link", { name: "로그인" });
  await expect(page.locator("html")).toHaveClass(/\bsigned-in\b/);
  // The bar's link is there, kept out of sight (and out of the accessibility tree) by app.css.
  await expect(page.locator('header a[href="/login"]').first()).toHaveCSS("visibility", "hidden");
  await expect(loginLink).toHaveCount(0);
  await expect(page.getByTestId("profile-menu")).toHaveCount(0);
  answerViewer();
  await expect(page.getByTestId("profile-menu").getByRole("button").first()).toContainText(
    "박보관",
  );
  await logOut(page);
  await page.unroute("**/resources/viewer");
  await page.goto("/program/7");
  await expect(page.locator("html")).not.toHaveClass(/\bsigned-in\b/);
  await expect(loginLink).toBeVisible();
});

test("a page rendered for a member makes the browser remember the sign-in before any script loads", async ({
  page,
}) => {
  // No module script ever loads (a slow phone, the member gone before hydration): only the head's
  // inline script runs. The next page from the page cache must still know to ask who this is.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await signUp(page);
  expect(await page.evaluate(() => localStorage.getItem("signedIn"))).toBe("1");
  await expect(page.locator("html")).toHaveClass(/\bsigned-in\b/);
});

test("login: a wrong password gets a Korean message, the right one returns to the guarded page", async ({
  page,
}) => {
  const { email, password } = await signUp(page);
  await logOut(page);
  await page.goto("/mypage");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmypage$/);
  await logIn(page, email, "wrong-password");
  await expect(page.getByRole("alert")).toHaveText("이메일 또는 비밀번호가 올바르지 않습니다.");
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByRole("heading", { name: "마이페이지" })).toBeVisible();
});

test("guards: members are sent home from /login, /register and /admin; visitors to /login", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  await signUp(page);
  for (const path of ["/login", "/register", "/admin"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
});

test("the administrator address gets the badge, the admin link and the admin area", async ({
  page,
}) => {
  await page.goto("/login");
  await logIn(page, ADMIN.email, ADMIN.password);
  // Past the password, the administrator gives the code of the authenticator app (decision 195).
  await passCodeStep(page);
  const menu = page.getByTestId("profile-menu");
  await expect(menu.getByRole("button").first()).toContainText("관리자");
  await menu.getByRole("button").first().click();
  await menu.getByRole("link", { name: "관리자 페이지" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "관리자 메뉴" })).toBeVisible();
});

test("find id: the phone is formatted as typed and the masked e-mail is shown", async ({
  page,
}) => {
  const phone = randomPhone();
  const { email } = await signUp(page, { phone });
  await logOut(page);
  await page.goto("/find-id");
  await waitForHydration(page); // formatting as typed needs the page's code
  const field = page.getByLabel("전화번호");
  await expect(field).toHaveAttribute("maxlength", "13");
  await field.pressSequentially(phone);
  await expect(field).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
  await page.getByRole("button", { name: "아이디 찾기" }).click();
  await expect(page.getByTestId("found-email")).toHaveText(`${email.slice(0, 2)}***@example.com`);
  await field.fill("");
  await field.pressSequentially("0101234");
  await page.getByRole("button", { name: "아이디 찾기" }).click();
  await expect(page.getByText("올바른 전화번호를 입력해주세요.")).toBeVisible();
});

test("find password: the outbox link sets a new password, which then works", async ({ page }) => {
  const { email } = await signUp(page);
  await logOut(page);
  await page.goto("/find-password");
  await page.getByRole("button", { name: "재설정 메일 보내기" }).click();
  await expect(page.getByText("이메일을 입력해주세요.")).toBeVisible();
  await resetPassword(page, email, "brandnew1");
  await expect(page.getByTestId("toast")).toContainText("비밀번호가 재설정되었습니다.");
  await logIn(page, email, "secret1");
  await expect(page.getByRole("alert")).toHaveText("이메일 또는 비밀번호가 올바르지 않습니다.");
  await logIn(page, email, "brandnew1");
  await expect(page.getByTestId("profile-menu")).toBeVisible();
});

test("e-mail verification: the mailed link asks for the button; pressing it verifies the address", async ({
  page,
}) => {
  const { email } = await signUp(page);
  await page.goto("/mypage");
  await expect(page.getByText("이메일 주소가 아직 인증되지 않았습니다.")).toBeVisible();

  // Opening the link (as the owner's mail app would) changes nothing yet.
  const link = latestVerificationLink(dataDir, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "이메일 인증" })).toBeVisible();
  await expect(
    page.getByText(`${email} 주소의 인증을 완료하려면 아래 버튼을 눌러주세요.`),
  ).toBeVisible();
  await page.goto("/mypage");
  await expect(page.getByText("이메일 주소가 아직 인증되지 않았습니다.")).toBeVisible();

  await page.goto(link);
  await page.getByRole("button", { name: "이메일 인증 완료" }).click();
  await expect(page.getByText("이메일 인증이 완료되었습니다.")).toBeVisible();
  await page.getByRole("link", { name: "마이페이지로 가기" }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByText("이메일 주소가 아직 인증되지 않았습니다.")).toHaveCount(0);
});

// A mail link's page keeps its token out of other sites' logs; on a slow phone its button is
// pressed before the page's code ran, and the browser's own post of the form must still be taken
// for ours (decision 145's amendment).
test("mail links' buttons pressed before any script ran: verification, then a password reset", async ({
  page,
  browser,
}) => {
  const { email } = await signUp(page);
  await withoutJavaScript(browser, async (bare) => {
    await bare.goto(latestVerificationLink(dataDir, email));
    await bare.getByRole("button", { name: "이메일 인증 완료" }).click();
    await expect(bare.getByText("이메일 인증이 완료되었습니다.")).toBeVisible();
    await resetPassword(bare, email, "brandnew1");
  });
});

/** Through the provider's own sign-in and consent pages (a fresh browser context has no session there). */
async function kakaoSignIn(page: Page, login: string) {
  await page.getByRole("button", { name: /카카오로/ }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("Kakao: the first login asks the sign-up consents and creates the member, the next one signs the same member in", async ({
  page,
}) => {
  const login = `kakao${randomUUID().slice(0, 6)}`;
  await page.goto("/login");
  await kakaoSignIn(page, login);
  // Someone new gives the sign-up consents before the account exists.
  await expect(page).toHaveURL(/\/auth\/kakao\/consent$/);
  await page.getByRole("button", { name: "동의하고 가입하기" }).click();
  await expect(page.getByText("이용약관에 동의해주세요.")).toBeVisible();
  await expect(page.getByText(/만 14세 이상만 회원가입할 수 있습니다/)).toBeVisible();
  await page.getByRole("checkbox", { name: /이용약관/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await page.getByRole("button", { name: "동의하고 가입하기" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId("toast")).toContainText(
    "카카오 계정으로 회원가입이 완료되었습니다.",
  );
  const trigger = page.getByTestId("profile-menu").getByRole("button").first();
  await expect(trigger).toContainText(`카카오 ${login}`);
  await page.goto("/mypage");
  await expect(page.getByText(`아이디(이메일): ${login}@kakao.example`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "비밀번호 변경" })).toHaveCount(0); // no password to change
  // The consents given on the Kakao page are recorded: the member's own data file shows their times.
  const file = await page.request.get("/mypage/data");
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; /);
  const data = (await file.json()) as { 동의_기록: Record<string, string | null> };
  expect(Object.values(data.동의_기록)).toEqual([
    expect.stringMatching(/\+09:00$/),
    expect.stringMatching(/\+09:00$/),
  ]);
  await logOut(page);
  // The provider still knows this browser: it sends it straight back, and the same member signs in.
  await page.goto("/login");
  await page.getByRole("button", { name: /카카오로/ }).click();
  await expect(trigger).toContainText(`카카오 ${login}`);
  await expect(page.getByTestId("toast")).toContainText("카카오 로그인이 완료되었습니다.");
});

test("Kakao with the e-mail of an e-mail account links only after that account's password", async ({
  page,
}) => {
  test.slow(); // two round trips through the provider plus a sign-up
  const { email } = await signUp(page, { name: "이메일회원" });
  await logOut(page);
  await page.goto("/login");
  await kakaoSignIn(page, email);
  await expect(page).toHaveURL(/\/auth\/kakao\/link$/);
  await expect(page.getByText(`${email.slice(0, 2)}***@example.com`)).toBeVisible();
  await page.getByLabel("기존 계정 비밀번호").fill("wrong-one");
  await page.getByRole("button", { name: "연결하고 로그인" }).click();
  await expect(page.getByRole("alert")).toHaveText("이메일 또는 비밀번호가 올바르지 않습니다.");
  await page.getByLabel("기존 계정 비밀번호").fill("secret1");
  await page.getByRole("button", { name: "연결하고 로그인" }).click();
  await expect(page.getByTestId("toast")).toContainText("카카오 계정이 연결되었습니다.");
  await expect(page.getByTestId("profile-menu").getByRole("button").first()).toContainText(
    "이메일회원",
  );
  await logOut(page);
  await page.goto("/login");
  await page.getByRole("button", { name: /카카오로/ }).click();
  await expect(page.getByTestId("profile-menu").getByRole("button").first()).toContainText(
    "이메일회원",
  );
});

test("my page: profile edits are validated, saved and shown again", async ({ page }) => {
  await signUp(page, { name: "박보검" });
  await page.goto("/mypage");
  await expect(page.getByRole("heading", { name: "신청 내역" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "문의 내역" })).toBeVisible();
  const profile = page.locator("#profile");
  await profile.getByLabel("이름").fill("박보영");
  await profile.getByLabel("전화번호").fill("");
  await profile.getByLabel("전화번호").pressSequentially("01055556666");
  await profile.getByRole("checkbox", { name: "건강" }).check();
  await profile.getByRole("button", { name: "저장하기" }).click();
  await expect(page.getByText("회원 정보가 저장되었습니다.")).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel("이름")).toHaveValue("박보영");
  await expect(profile.getByLabel("전화번호")).toHaveValue("010-5555-6666");
  // 주소 and 생년월일 are not asked (decision 248).
  await expect(profile.getByLabel("주소")).toHaveCount(0);
  await expect(profile.getByLabel("생년월일")).toHaveCount(0);
  await expect(profile.getByRole("checkbox", { name: "건강" })).toBeChecked();
  await expect(profile.getByRole("checkbox", { name: "음악" })).toBeChecked();
  await expect(page.getByTestId("profile-menu").getByRole("button").first()).toContainText(
    "박보영",
  );
  await profile.getByLabel("이름").fill("박");
  await profile.getByRole("button", { name: "저장하기" }).click();
  await expect(profile.getByText("이름을 입력해주세요.")).toBeVisible();
});

test("my page: a wrong current password is refused; the right one changes it and signs out", async ({
  page,
}) => {
  const { email, password } = await signUp(page);
  await page.goto("/mypage");
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: "비밀번호 변경" }),
  });
  await form.getByLabel("현재 비밀번호").fill("not-my-password");
  await form.getByLabel("새 비밀번호", { exact: true }).fill("brand-new-7");
  await form.getByLabel("새 비밀번호 확인").fill("brand-new-7");
  await form.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(form.getByText("현재 비밀번호가 올바르지 않습니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByTestId("profile-menu")).toBeVisible();

  await form.getByLabel("현재 비밀번호").fill(password);
  await form.getByLabel("새 비밀번호", { exact: true }).fill("brand-new-7");
  await form.getByLabel("새 비밀번호 확인").fill("brand-new-7");
  await form.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmypage$/);
  await expect(page.getByTestId("toast")).toContainText("비밀번호가 변경되었습니다.");

  await logIn(page, email, password);
  await expect(page.getByText("이메일 또는 비밀번호가 올바르지 않습니다.")).toBeVisible();
  await logIn(page, email, "brand-new-7");
  await expect(page).toHaveURL(/\/mypage$/);
});

test("my page: the member's devices; ending another device signs it out, 'log out everywhere' ends all", async ({
  page,
  browser,
}) => {
  const { email, password } = await signUp(page);
  const other = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  });
  const phone = await other.newPage();
  await giveOwnAddress(phone);
  await phone.goto("/login");
  await logIn(phone, email, password);
  await expect(phone.getByTestId("profile-menu")).toBeVisible({ timeout: 15_000 });

  await page.goto("/mypage");
  const devices = page.locator("section", {
    has: page.getByRole("heading", { name: "로그인된 기기" }),
  });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  const current = devices.getByRole("listitem").filter({ hasText: "현재 기기" });
  await expect(current).toHaveCount(1);
  const iphone = devices.getByRole("listitem").filter({ hasText: "Safari · iPhone" });
  await expect(iphone).toContainText("마지막 사용");
  await iphone.getByRole("button", { name: "이 세션 종료" }).click();
  await expect(page.getByTestId("toast")).toContainText("선택한 기기의 로그인을 종료했습니다.");
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  await phone.goto("/mypage");
  await expect(phone).toHaveURL(/\/login\?redirectTo=%2Fmypage$/);
  await other.close();

  await devices.getByRole("button", { name: "모든 기기에서 로그아웃" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast")).toContainText("모든 기기에서 로그아웃되었습니다.");
  await page.goto("/mypage");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmypage$/);
});
