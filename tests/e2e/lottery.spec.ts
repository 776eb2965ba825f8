// 추첨 접수 end to end (issue 49, decision 270): the bundled 추첨 class (19) shows its committed
// hash; a member applies through the dialog in its period and reads 추첨 접수 (confirmation and
// my page); three guests apply through the API; the schedule's job runs at the draw's time (the
// `npm run lottery` command with its clock set, on the server's own data); the public result
// page reveals the seed whose SHA-256 is the hash shown before, lists the seats and the line by
// 신청번호 only, and my page shows the member's result.
import { spawnSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { uniquePhone } from "../support/phones";
import { INTEGRATION_BUILD_DIR } from "../support/built-server";
import { ownAddress } from "./own-address";

const DRAW_TIME = "2027-07-01T01:00:00Z"; // the bundled class's 추첨 일시

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" "))[0]}`);
}

test("a 추첨 class takes applications, draws once at its time and shows a result that recomputes", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await page.goto("/register");
  await page.getByLabel("이메일").fill(`lottery-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel("비밀번호", { exact: true }).fill("secret1");
  await page.getByLabel("비밀번호 확인").fill("secret1");
  await page.getByLabel("이름").fill("추첨회원");
  await page.getByLabel("전화번호 (선택)").pressSequentially(uniquePhone().replaceAll("-", ""));
  await page.getByRole("checkbox", { name: /이용약관/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page).not.toHaveURL(/\/register/, { timeout: 15_000 });
  await expect(page.locator("html")).toHaveClass(/\bsigned-in\b/);

  // The class page: the method with its draw time, and the committed seed's hash.
  await page.goto("/program/19");
  await expect(page.locator('[data-fact="method"]')).toContainText(
    "2027년 7월 1일 오전 10:00 추첨",
  );
  const notice = page.getByRole("region", { name: "추첨으로 수강생을 정합니다" });
  const hash = (await notice.getAttribute("data-lottery-hash"))!;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "추첨 신청하기" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await dialog.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await dialog.getByRole("button", { name: "신청하기" }).click();
  const confirmation = page.getByTestId("application-confirmation");
  await expect(confirmation).toContainText("추첨 접수되었습니다.");
  await expect(confirmation.getByTestId("receipt-terms")).toContainText("7월 1일 오전 10:00 추첨");
  const mine = /A-\d{6}/.exec((await confirmation.textContent()) ?? "")![0];

  await page.goto("/mypage");
  const row = page.getByRole("listitem").filter({ hasText: `신청번호 ${mine}` });
  await expect(row).toContainText("추첨 접수");

  // Three guests, one of them twice under another spelling of the phone: one ticket.
  const guests: string[] = [];
  const twin = uniquePhone();
  for (const phone of [uniquePhone(), uniquePhone(), twin, twin.replaceAll("-", "")]) {
    const answer = await request.post("/api/applications", {
      headers: ownAddress(),
      data: { programId: "19", name: "추첨손님", phone, email: "" },
    });
    expect(answer.status()).toBe(201);
    const body = (await answer.json()) as { number: number; status: string };
    expect(body.status).toBe("추첨");
    guests.push(`A-${String(body.number).padStart(6, "0")}`);
  }

  // Before the draw the result page has the hash and no seed.
  await page.goto("/program/19/lottery");
  await expect(page.getByTestId("seed-hash")).toHaveText(hash);
  await expect(page.getByTestId("seed")).toHaveCount(0);

  // The schedule's job at the draw's time, twice: it draws once.
  const job = () =>
    spawnSync("node", ["scripts/lottery.mjs", "--now", DRAW_TIME], {
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        // The build the browser tests' server runs (playwright.config.ts).
        BUILD_DIR: INTEGRATION_BUILD_DIR,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123",
        SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        LOG_LEVEL: "warn",
      },
    });
  const first = job();
  expect(first.status, first.stderr).toBe(0);
  expect(JSON.parse(first.stdout.trim().split("\n").at(-1)!).drawn).toEqual([19]);
  const second = job();
  expect(JSON.parse(second.stdout.trim().split("\n").at(-1)!).drawn).toEqual([]);

  // The job ran in another process: this server's page cache may answer for a few seconds more.
  await expect(async () => {
    await page.goto("/program/19/lottery");
    await expect(page.getByTestId("seed")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const seed = (await page.getByTestId("seed").textContent())!.trim();
  expect(createHash("sha256").update(seed).digest("hex")).toBe(hash);
  const numbersIn = async (id: string) =>
    Array.from((await page.getByTestId(id).innerText()).matchAll(/A-\d{6}/g), (m) => m[0]);
  const seated = await numbersIn("lottery-seated");
  const waiting = await numbersIn("lottery-waiting");
  // Every entry of this run has its place; the twin's second application waits at the end.
  for (const number of [mine, ...guests]) expect([...seated, ...waiting]).toContain(number);
  expect(waiting.at(-1)).toBe(guests[3]);
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator("main")).not.toContainText("추첨손님");
  await expect(page.locator("main")).not.toContainText("추첨회원");

  await page.goto("/mypage");
  await expect(page.getByRole("listitem").filter({ hasText: `신청번호 ${mine}` })).toContainText(
    seated.includes(mine) ? "접수" : /대기 \d+번/,
  );
  await context.close();
});
