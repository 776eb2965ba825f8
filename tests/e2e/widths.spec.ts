// Every page at every common screen width (issue 45): signed out, as a member and as the
// administrator, at 360, 768, 1024, 1280, 1440 and 1920 px nothing is wider than the screen, no
// label of the header or of a button is set on two lines, no Korean word is broken inside, the
// header's links and buttons never overlap. One browser context per role loads each page once
// and resizes it through the widths. The home page and a class page are kept as screenshots of
// each width and role; the header alone is also checked at every 20 px.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./admin-fixture";
import { newPage } from "./own-address";
import { PUBLIC_PAGES } from "./a11y-pages";
import { overflowOf, textProblemsOf } from "./layout-checks";
import { uniquePhone } from "../support/phones";

const WIDTHS = [360, 768, 1024, 1280, 1440, 1920];
const HEIGHT = 900;
const SCREENSHOT_PAGES = ["/", "/program/7"];

/** Pages shown without a sign-in (their tokens missing or spent: the page says so). */
const SIGNED_OUT_PAGES = [
  ...PUBLIC_PAGES,
  "/reset-password",
  "/verify-email",
  "/applications/A-000001/cancel?token=spent",
  "/applications/lookup/phone",
  "/program/19/lottery",
];
const MEMBER_PAGES = [
  ...PUBLIC_PAGES.filter((p) => !["/login", "/register"].includes(p)),
  "/mypage",
  "/mypage/sessions",
];
/** Filled in by the admin test with a member's and an inquiry's own address. */
const ADMIN_PAGES = [
  "/",
  "/program/7",
  "/admin",
  "/admin/users",
  "/admin/inquiries",
  "/admin/applications",
  "/admin/access-records",
  "/admin/programs/7/roster",
  "/admin/programs/7/attendance-sheet",
  "/admin/programs/18/attendance",
  "/admin/programs/7/texts",
  "/admin/lottery",
];
/** Pages visited on the way: the Kakao consent and link steps, the administrator's code step. */
const FLOW_PAGES = ["/auth/kakao/consent", "/auth/kakao/link", "/login/second-factor"];
/** The admin test visits a real member's and inquiry's page of each of these. */
const DETAIL_PAGES = ["/admin/users/uid", "/admin/inquiries/id"];
/** Pages a production build answers 404 (development's outbox reader): nothing to lay out here. */
const DEVELOPMENT_ONLY_PAGES = ["/dev/outbox"];

test.describe.configure({ timeout: 180_000 });

const newDesktopPage = (browser: Browser) =>
  newPage(browser, { viewport: { width: 1280, height: HEIGHT } });

/**
 * One page at every width: loaded once, then the window is resized through the widths (nothing in
 * the app reads the width from script: its layout is CSS alone, so a resize lays the page out as a
 * load at that width would, at a sixth of the loads). Kept as a screenshot where listed. A
 * signed-in header is checked once the profile menu is there (a stored page asks who is in).
 */
async function checkAtEveryWidth(
  page: Page,
  url: string,
  role: Role,
  testInfo: TestInfo,
): Promise<string[]> {
  const where = new URL(url, "http://x").pathname;
  const problems: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  if (role.signedIn) await page.getByTestId("profile-menu").waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const overflow = await overflowOf(page);
    if (overflow.pageWidth > overflow.width)
      problems.push(`${width}: page ${overflow.pageWidth} px wide`);
    for (const found of [...overflow.problems, ...(await textProblemsOf(page))])
      problems.push(`${width}: ${found}`);
    if (SCREENSHOT_PAGES.includes(where)) {
      const name = `${role.name}${where === "/" ? "-home" : where.replaceAll("/", "-")}-${width}.png`;
      const file = testInfo.outputPath(name);
      await page.screenshot({ path: file });
      await testInfo.attach(name, { path: file, contentType: "image/png" });
    }
  }
  return problems.map((p) => `${url} at ${p}`);
}

async function checkPages(page: Page, paths: string[], role: Role, testInfo: TestInfo) {
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await checkAtEveryWidth(page, path, role, testInfo)));
  return problems;
}

/** The header of the home page (its page hidden) at every 20 px from 360 to 1920 and each breakpoint's edges. */
async function sweepHeader(page: Page, role: Role) {
  await page.goto("/");
  if (role.signedIn) await page.getByTestId("profile-menu").waitFor({ state: "attached" });
  // The header alone: the page below it need not be laid out again at each width.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("main, footer"))
      el.style.display = "none";
  });
  const widths = new Set<number>();
  for (let width = 360; width <= 1920; width += 20) widths.add(width);
  for (const edge of [640, 768, 1024, 1280, 1440]) widths.add(edge - 1).add(edge);
  const problems: string[] = [];
  for (const width of [...widths].sort((a, b) => a - b)) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const found of await textProblemsOf(page, "header"))
      problems.push(`${role.name} header at ${width}: ${found}`);
  }
  return problems;
}

type Role = { name: string; signedIn: boolean };
const SIGNED_OUT: Role = { name: "signed-out", signedIn: false };
const MEMBER: Role = { name: "member", signedIn: true };
const ADMIN_ROLE: Role = { name: "admin", signedIn: true };

test("every route's page is visited by this test", () => {
  const visited = [
    ...SIGNED_OUT_PAGES,
    ...MEMBER_PAGES,
    ...ADMIN_PAGES,
    ...FLOW_PAGES,
    ...DETAIL_PAGES,
    ...DEVELOPMENT_ONLY_PAGES,
  ].map((p) => new URL(p, "http://x").pathname);
  const unvisited = pageRoutes().filter((route) => !visited.some((p) => route.test(p)));
  expect(unvisited.map(String)).toEqual([]);
});

/** Two halves of a role's pages, one test each: the two workers then finish together. */
const halves = (list: string[]) => {
  const middle = Math.ceil(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)] as const;
};

const [signedOutFirst, signedOutSecond] = halves(SIGNED_OUT_PAGES);

test("signed out, the public pages at every width (first half, and the header)", async ({
  browser,
}, testInfo) => {
  const page = await newDesktopPage(browser);
  const problems = await checkPages(page, signedOutFirst, SIGNED_OUT, testInfo);
  problems.push(...(await sweepHeader(page, SIGNED_OUT)));
  expect(problems).toEqual([]);
});

test("signed out, the public pages at every width (second half, and the Kakao consents)", async ({
  browser,
}, testInfo) => {
  const page = await newDesktopPage(browser);
  const problems = await checkPages(page, signedOutSecond, SIGNED_OUT, testInfo);
  // A first Kakao sign-in stops at the consents.
  await page.goto("/login");
  await kakaoSignIn(page, `widths${randomUUID().slice(0, 6)}`);
  await expect(page).toHaveURL(/\/auth\/kakao\/consent$/);
  problems.push(...(await checkAtEveryWidth(page, page.url(), SIGNED_OUT, testInfo)));
  expect(problems).toEqual([]);
});

/** A new member, signed in in this page's context, with an application of their own. */
async function newMember(browser: Browser) {
  const page = await newDesktopPage(browser);
  const email = `widths-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await page.request.post("/register", {
    form: {
      email,
      password: "secret1",
      passwordConfirm: "secret1",
      // Longer than the bar shows (8rem): the name is cut there.
      name: "김너비회원긴이름입니다",
      agreeTerms: "on",
      agreePrivacy: "on",
      ageConfirm: "on",
      redirectTo: "/",
    },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(signUp.status());
  // So /mypage shows its table of applications.
  const applied = await page.request.post("/api/applications", {
    data: { name: "너비회원", phone: uniquePhone(), programId: "8" },
  });
  expect(applied.status()).toBe(201);
  return { page, email };
}

const [memberFirst, memberSecond] = halves(MEMBER_PAGES);

test("as a member, the pages at every width (first half, and the header)", async ({
  browser,
}, testInfo) => {
  const { page } = await newMember(browser);
  const problems = await checkPages(page, memberFirst, MEMBER, testInfo);
  problems.push(...(await sweepHeader(page, MEMBER)));
  expect(problems).toEqual([]);
});

test("as a member, the pages at every width (second half, an administrator's header, the Kakao link step)", async ({
  browser,
}, testInfo) => {
  const { page, email } = await newMember(browser);
  const problems = await checkPages(page, memberSecond, MEMBER, testInfo);
  // The widest bar: an administrator whose long name does not say 관리자 gets the badge too.
  makeAdministrator(email);
  problems.push(...(await sweepHeader(page, { name: "admin with a badge", signedIn: true })));
  await expect(page.getByTestId("profile-menu")).toContainText("관리자");
  // A Kakao sign-in with this member's e-mail asks for the account's password first.
  await page.context().clearCookies();
  await page.goto("/login");
  await kakaoSignIn(page, email);
  await expect(page).toHaveURL(/\/auth\/kakao\/link$/);
  problems.push(...(await checkAtEveryWidth(page, page.url(), SIGNED_OUT, testInfo)));
  expect(problems).toEqual([]);
});

test("as the administrator, the admin pages at every width", async ({
  browser,
  administrator,
  signInAsAdmin,
}, testInfo) => {
  const page = await newDesktopPage(browser);
  // A row of each kind, so the tables and the detail pages have something to show.
  const applied = await page.request.post("/api/applications", {
    data: { name: "너비확인", phone: uniquePhone(), programId: "8" },
  });
  expect(applied.status()).toBe(201);
  const asked = await page.request.post("/contact", {
    form: {
      name: "너비문의",
      email: "widths-inquiry@example.com",
      category: "시설 문의",
      title: "주차 공간이 있나요",
      message: "센터에 주차할 수 있는지 알고 싶습니다.",
      consent: "on",
    },
    maxRedirects: 0,
  });
  expect(asked.status()).toBeLessThan(400);
  await page.goto(`/login?${new URLSearchParams({ redirectTo: "/admin" })}`);
  await page.getByLabel("이메일").fill(administrator.email);
  await page.getByLabel("비밀번호").fill(administrator.password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/\/login\/second-factor/);
  const problems = await checkAtEveryWidth(page, page.url(), SIGNED_OUT, testInfo);
  // Past the code step without spending a code (accounts.spec.ts walks it).
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: "대시보드" })).toBeVisible();

  const details: string[] = [];
  for (const list of ["/admin/users", "/admin/inquiries"]) {
    await page.goto(list);
    const link = page.locator(`main table a[href^="${list}/"]`).first();
    details.push((await link.getAttribute("href"))!);
  }
  problems.push(...(await checkPages(page, [...ADMIN_PAGES, ...details], ADMIN_ROLE, testInfo)));
  problems.push(...(await sweepHeader(page, ADMIN_ROLE)));
  expect(problems).toEqual([]);
});

/** As second-factor.spec.ts does: the store this run's server uses, changed directly. */
function makeAdministrator(email: string) {
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, "centre.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("UPDATE users SET role = 'admin', is_admin = 1 WHERE email = ?").run(email);
  } finally {
    db.close();
  }
}

/** Through the stand-in provider's own sign-in and consent pages (accounts.spec.ts). */
async function kakaoSignIn(page: Page, login: string) {
  await page.getByRole("button", { name: /카카오로/ }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/**
 * The URL of every route that shows a page (a module with a default export), as a pattern: Remix's
 * flat file names, a folder with its route.tsx, `$param` any one segment, a trailing `_` and
 * `_index` adding nothing. The admin layout (admin.tsx) shows its pages' frame only.
 */
function pageRoutes(): RegExp[] {
  const dir = path.join(process.cwd(), "app/routes");
  const routes: RegExp[] = [];
  for (const entry of readdirSync(dir)) {
    const folder = statSync(path.join(dir, entry)).isDirectory();
    const file = folder ? path.join(dir, entry, "route.tsx") : path.join(dir, entry);
    if (!/\.tsx$/.test(file) || /\.test\./.test(file)) continue;
    if (!/^export default /m.test(readFileSync(file, "utf8"))) continue;
    const name = folder ? entry : entry.replace(/\.tsx$/, "");
    const segments = name
      .split(/\.(?![^[]*\])/)
      .map((s) => s.replace(/_$/, ""))
      .filter((s) => s !== "_index" && s !== "")
      .map((s) =>
        s.startsWith("$") ? "[^/]+" : s.replace(/\[(.)\]/g, "$1").replace(/[.]/g, "\\."),
      );
    routes.push(new RegExp(`^/${segments.join("/")}$`));
  }
  return routes;
}
