// Members' registrations in Chromium: class 16 of the bundled dataset has 2 seats. A visitor and
// a member take them, the next visitor waits (대기 1번); the member cancels from my page and the
// waiting visitor is seated and e-mailed; a visitor applying through the dialog now waits, and
// the administrator sees the line. Written for a fresh server (the class starts empty); a retry
// first cancels what the failed attempt stored.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./admin-fixture";
import { newPage } from "./own-address";
import { readOutbox } from "../support/outbox";
import { uniquePhone } from "../support/phones";

const dataDir = process.env.E2E_DATA_DIR!;

async function applyByApi(browser: Browser, name: string, email: string) {
  const visitor = await newPage(browser);
  const response = await visitor.request.post("/api/applications", {
    headers: { "Idempotency-Key": randomUUID() },
    // One applicant each: the site takes one live application per phone and class.
    data: { name, phone: uniquePhone(), email, programId: "16" },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as {
    id: string;
    status: string;
    waitingPlace: number | null;
  };
  await visitor.context().close();
  return body;
}

/** Class 16 empty again after a failed attempt, and the pages' seat counts expired. */
async function emptyClassAfterFailedAttempt() {
  const db = new DatabaseSync(path.join(dataDir, "centre.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const { changes } = db
      .prepare("UPDATE applications SET status = '취소' WHERE program_id = 16 AND status != '취소'")
      .run();
    // Pages keep seat counts for SEAT_COUNT_CACHE_MS (10 s, content/seats.server.ts).
    if (Number(changes) > 0) await new Promise((r) => setTimeout(r, 11_000));
  } finally {
    db.close();
  }
}

async function fillDialog(page: Page, name: string, phone: string) {
  const dialog = page.getByRole("dialog", { name: /^프로그램 (대기 )?신청$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("전기이론 마스터 클래스")).toBeVisible();
  await dialog.getByLabel("이름").fill(name);
  await dialog.getByLabel("전화번호").pressSequentially(phone.replaceAll("-", ""));
  await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await dialog.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await dialog.getByRole("button", { name: "신청하기" }).click();
  return page.getByTestId("application-confirmation");
}

test("a member cancels from my page; the first waiting applicant is seated and told; new ones wait", async ({
  browser,
  signInAsAdmin,
}, testInfo) => {
  test.setTimeout(180_000); // four people, a member's sign-up and the admin's steps
  if (testInfo.retry > 0) await emptyClassAfterFailedAttempt();
  // Its own address per attempt: a retry never reads the failed attempt's mail.
  const waitingEmail = `waiting-16-${testInfo.retry}@example.kr`;
  const seatHolder = await applyByApi(browser, "첫번째", "first-16@example.kr");
  expect(seatHolder.status).toBe("접수");

  // The member takes the second seat through the class page's dialog.
  const member = await newPage(browser);
  await member.goto("/register");
  await member.getByLabel("이메일").fill(`member16-${randomUUID().slice(0, 8)}@example.com`);
  await member.getByLabel("비밀번호", { exact: true }).fill("secret1");
  await member.getByLabel("비밀번호 확인").fill("secret1");
  await member.getByLabel("이름").fill("취소회원");
  await member.getByRole("checkbox", { name: /이용약관/ }).check();
  await member.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await member.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await member.getByRole("button", { name: "가입하기" }).click();
  await expect(member.getByTestId("profile-menu")).toBeVisible({ timeout: 15_000 });
  await member.goto("/program/16");
  await member.getByRole("button", { name: "이 프로그램 신청하기" }).click();
  await expect(await fillDialog(member, "취소회원", uniquePhone())).toContainText(
    "신청이 접수되었습니다.",
  );

  // Full: the next applicant waits, and the class page offers the waiting list.
  const waiting = await applyByApi(browser, "대기자", waitingEmail);
  expect(waiting).toMatchObject({ status: "대기", waitingPlace: 1 });
  // A public page may be up to 10 s old, for a member as for any visitor (decisions 060, 233).
  await expect(async () => {
    await member.goto("/program/16");
    await expect(member.getByRole("button", { name: "대기 신청하기" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(member.getByText(/정원이 모두 찼습니다/)).toBeVisible();

  // Someone else's application cannot be cancelled from this account.
  const foreign = await member.request.post("/mypage?index", {
    form: { intent: "cancel-application", applicationId: seatHolder.id },
    headers: { Origin: new URL(member.url()).origin },
  });
  expect(foreign.status()).toBe(404);

  await member.goto("/mypage");
  const row = member.getByRole("listitem").filter({ hasText: "전기이론 마스터 클래스" });
  await expect(row.getByText("접수", { exact: true })).toBeVisible();
  member.once("dialog", (confirm) => void confirm.accept());
  await row.getByRole("button", { name: "전기이론 마스터 클래스 신청 취소" }).click();
  await expect(member.getByText("신청이 취소되었습니다.")).toBeVisible();
  await expect(row.getByText("취소", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /신청 취소/ })).toHaveCount(0);

  // The first in line got the seat and an e-mail saying so.
  await expect
    .poll(() =>
      readOutbox(dataDir).some(
        (m) => m.to.includes(waitingEmail) && m.text.includes("대기하시던 신청이 접수"),
      ),
    )
    .toBe(true);

  // Full again: a visitor applying through the dialog is told their place.
  const visitor = await newPage(browser);
  await visitor.goto("/program/16");
  await visitor.getByRole("button", { name: "대기 신청하기" }).click();
  // The dialog says it is a waiting-list application before anything is sent.
  await expect(visitor.getByRole("dialog", { name: "프로그램 대기 신청" })).toBeVisible();
  await expect(visitor.getByRole("dialog")).toContainText("대기 순번을 받고");
  await expect(
    visitor.getByRole("dialog").getByRole("button", { name: "대기 신청하기", exact: true }),
  ).toBeVisible();
  const confirmation = await fillDialog(visitor, "다음대기", uniquePhone());
  await expect(confirmation).toContainText("대기 신청이 접수되었습니다.");
  await expect(confirmation).toContainText("대기 1번");
  // No e-mail given: no mail is promised, a call is (decision 191).
  await expect(confirmation).toContainText("입력하신 전화번호로 연락드립니다");

  // The administrator sees the line and the cancellation.
  const admin = await newPage(browser);
  await signInAsAdmin(admin, "/admin/applications?program=16");
  await expect(admin.getByRole("heading", { name: "신청 관리" })).toBeVisible();
  const table = admin.getByRole("table");
  await expect(table.getByText("대기 1번")).toBeVisible();
  // .first(): after a retry the failed attempt's cancellation is listed too.
  await expect(table.getByText(/신청자 취소/).first()).toBeVisible();
  await expect(table.getByRole("button", { name: /접수로 올리기/ })).toHaveCount(1);

  // Staff cancel a seat: a confirm step says what will be sent, the answer names who was seated
  // and that one without an e-mail was texted (decisions 191–193, 266).
  const seat = table.getByRole("row").filter({ hasText: "첫번째" }).first();
  await seat.getByRole("combobox").selectOption("취소");
  await seat.getByRole("button", { name: /상태 변경/ }).click();
  const confirmStep = admin.getByRole("alertdialog", { name: /신청 취소 확인/ });
  await expect(confirmStep).toContainText("first-16@example.kr");
  await expect(confirmStep).toContainText(
    /대기 1번 다음대기 님이 접수로 올라가고, 이메일이 없어 [\d-]+로 문자를 보냅니다\./,
  );
  await confirmStep.getByLabel("취소 사유 (선택)").fill("일정 변경");
  await confirmStep.getByRole("button", { name: "취소하기" }).click();
  await expect(
    admin
      .getByRole("status")
      .filter({ hasText: /대기 1번 다음대기 님\(A-\d+\)이 접수로 올라갔습니다/ }),
  ).toContainText("이메일이 없어 문자로 알렸습니다");
  const cancelledSeat = table.getByRole("row").filter({ hasText: "첫번째" }).first();
  await expect(cancelledSeat).toContainText("사유: 일정 변경");
  await expect(cancelledSeat).toContainText(`관리자`);
  // No e-mail, but a mobile: the seat goes out by text with its cancel link (decision 266), and
  // once the text is sent the 연락 필요 the seat set clears itself; staff need not call.
  await expect
    .poll(
      async () => {
        await admin.reload();
        const seated = table.getByRole("row").filter({ hasText: "다음대기" }).first();
        return seated.getByText("연락 필요").count();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
});
