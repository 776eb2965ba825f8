// Attendance in the browser (issue 46 §3): a member applies to class 18 (Saturdays from
// 2027-03-06, 17 sessions, 수료 기준 80 %); the administrator marks them on a phone (360 px) with
// the large 출석 / 지각 / 결석 choices and one save; the member sees it on my page; once 14 sessions
// are attended my page offers the 수료증, a PDF naming the class. The staff page, the dashboard's
// 출석률 and my page are laid out at 360 and 1280 px without anything past the screen's edge or an
// axe violation (the section opened), and kept as screenshots (ATTENDANCE_SHOTS_DIR, else the test's output folder).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./admin-fixture";
import { type Page, type TestInfo } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { PDFDocument } from "pdf-lib";
import { WCAG_TAGS } from "./a11y-pages";
import { overflowOf, textProblemsOf } from "./layout-checks";
import { uniquePhone } from "../support/phones";
import { ownAddress } from "./own-address";

const CHURCH = 18;
const MEMBER = "김출결";
const SATURDAYS = [
  ...["06", "13", "20", "27"].map((d) => `2027-03-${d}`),
  ...["03", "10", "17", "24"].map((d) => `2027-04-${d}`),
  ...["01", "08", "15", "22", "29"].map((d) => `2027-05-${d}`),
  ...["05", "12", "19", "26"].map((d) => `2027-06-${d}`),
];

test.describe.configure({ timeout: 180_000 });

/** Laid out at 360 and 1280 px: nothing past the edge, no broken words, no axe violation. */
async function laidOut(page: Page, info: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `${name} at ${width}`,
    ).toEqual([]);
    const overflow = await overflowOf(page);
    expect(overflow.problems, `${name} at ${width}`).toEqual([]);
    expect(overflow.pageWidth, `${name} at ${width}`).toBeLessThanOrEqual(width);
    expect(await textProblemsOf(page), `${name} at ${width}`).toEqual([]);
    const dir = process.env.ATTENDANCE_SHOTS_DIR;
    const file = `${name}-${width}.png`;
    await page.screenshot({
      path: dir ? path.join(dir, file) : info.outputPath(file),
      fullPage: true,
    });
  }
}

test("staff mark attendance on a phone; the member sees it and prints the 수료증", async ({
  browser,
  signInAsAdmin,
}, info) => {
  const memberContext = await browser.newContext({
    extraHTTPHeaders: ownAddress(),
    viewport: { width: 360, height: 800 },
  });
  const member = await memberContext.newPage();
  await member.goto("/register");
  await member.getByLabel("이메일").fill(`attendance-${randomUUID().slice(0, 8)}@example.com`);
  await member.getByLabel("비밀번호", { exact: true }).fill("secret1");
  await member.getByLabel("비밀번호 확인").fill("secret1");
  await member.getByLabel("이름").fill(MEMBER);
  await member.getByRole("checkbox", { name: /이용약관/ }).check();
  await member.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await member.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await member.getByRole("button", { name: "가입하기" }).click();
  // Sign-up hashes a password (scrypt): allow for a busy machine.
  await expect(member.getByText("회원가입이 완료되었습니다.")).toBeVisible({ timeout: 15_000 });
  const applied = await member.request.post("/api/applications", {
    data: { name: MEMBER, phone: uniquePhone(), programId: String(CHURCH) },
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect(applied.status()).toBe(201);

  const adminContext = await browser.newContext({
    extraHTTPHeaders: ownAddress(),
    viewport: { width: 360, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, `/admin/programs/${CHURCH}/attendance?day=${SATURDAYS[0]}`);
  await expect(admin.getByRole("heading", { level: 1, name: "교회음악 아카데미" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "1회차 · 2027년 3월 6일(토)" })).toBeVisible();
  const row = admin.getByRole("group", { name: new RegExp(`^${MEMBER}`) });
  for (const mark of ["출석", "지각", "결석"]) {
    const box = (await row.locator("label", { hasText: mark }).boundingBox())!;
    expect(box.height, mark).toBeGreaterThanOrEqual(44);
    expect(box.width, mark).toBeGreaterThanOrEqual(44);
  }
  await row.locator("label", { hasText: "지각" }).click();
  await admin.getByRole("button", { name: "출결 저장" }).click();
  await expect(admin.getByText("출결을 저장했습니다.")).toBeVisible();
  await expect(row.getByRole("radio", { name: "지각" })).toBeChecked();
  await expect(admin.getByText(/지각 [1-9]\d* ·/)).toBeVisible();
  await laidOut(admin, info, "staff-attendance");

  await member.goto("/mypage");
  const section = member.getByRole("region", { name: "출석 현황" });
  await expect(section.getByText("출석 0회 · 지각 1회 · 결석 0회 · 출석률 100%")).toBeVisible();
  await expect(section.getByText(/전체 17회 가운데 14회/)).toBeVisible();
  await expect(section.getByRole("link", { name: "수료증 출력" })).toHaveCount(0);

  // Thirteen sessions more, as the form posts them, reach 14 of 17 (80 %).
  const name = await row.getByRole("radio", { name: "출석" }).getAttribute("name");
  for (const day of SATURDAYS.slice(1, 14)) {
    const saved = await admin.request.post(`/admin/programs/${CHURCH}/attendance`, {
      form: { day, [name!]: "출석" },
      maxRedirects: 0,
    });
    expect(saved.status(), day).toBe(303);
  }
  await admin.goto("/admin");
  await expect(admin.getByRole("region", { name: "프로그램별 출석률" })).toContainText(
    "교회음악 아카데미",
  );
  await laidOut(admin, info, "dashboard");

  await member.reload();
  await expect(section.getByText("출석 13회 · 지각 1회 · 결석 0회 · 출석률 100%")).toBeVisible();
  await section.getByText("수업별 출결 보기").click();
  await expect(section.getByText("3/6(토) 지각")).toBeVisible();
  await laidOut(member, info, "mypage-attendance");
  await member.setViewportSize({ width: 360, height: 800 });
  const shots = process.env.ATTENDANCE_SHOTS_DIR;
  await section.screenshot({
    path: shots ? path.join(shots, "mypage-section-360.png") : info.outputPath("section.png"),
  });
  const [download] = await Promise.all([
    member.waitForEvent("download"),
    section.getByRole("link", { name: "수료증 출력" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("수료증-교회음악 아카데미.pdf");
  const file = await download.path();
  const pdf = await PDFDocument.load(readFileSync(file));
  expect(pdf.getTitle()).toBe("수료증 · 교회음악 아카데미");
  expect(pdf.getSubject()).toContain(MEMBER);
  await memberContext.close();
  await adminContext.close();
});
