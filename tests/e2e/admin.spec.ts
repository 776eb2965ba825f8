// The admin area in the browser: a member's inquiry from /contact is answered by the administrator
// and the answer shows on the member's /mypage; user role and status changes; an application's
// status change and the CSV download.
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./admin-fixture";
import { newPage } from "./own-address";
import { passCodeStep } from "./second-factor-steps";
import { uniquePhone } from "../support/phones";

async function signUp(page: Page, name: string) {
  const email = `admin-e2e-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/register");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호", { exact: true }).fill("secret1");
  await page.getByLabel("비밀번호 확인").fill("secret1");
  await page.getByLabel("이름").fill(name);
  await page.getByRole("checkbox", { name: /이용약관/ }).check();
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
  await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page.getByTestId("profile-menu")).toBeVisible();
  return email;
}

test("contact → 대기중 → the admin answers → 답변완료 → the member reads the answer on /mypage", async ({
  browser,
  signInAsAdmin,
}) => {
  const member = await newPage(browser);
  const email = await signUp(member, "문의회원");
  const title = `주차 문의 ${randomUUID().slice(0, 6)}`;

  await member.goto("/contact");
  const form = member.getByRole("main");
  await expect(form.getByRole("textbox", { name: "이름", exact: true })).toHaveValue("문의회원");
  await expect(form.getByRole("textbox", { name: "이메일", exact: true })).toHaveValue(email);
  await form.getByRole("textbox", { name: /^휴대전화 번호/ }).pressSequentially("01055556666");
  await expect(form.getByRole("textbox", { name: /^휴대전화 번호/ })).toHaveValue("010-5555-6666");
  await form.getByRole("button", { name: "문의 보내기" }).click();
  await expect(form.getByText("문의 유형을 선택해주세요.")).toBeVisible();
  await form.getByLabel("문의 유형").selectOption("시설 문의");
  await form.getByLabel("제목").fill(title);
  await form.getByLabel("문의 내용").fill("센터에 주차할 수 있나요?");
  await form.getByRole("checkbox", { name: /개인정보/ }).check();
  await form.getByRole("button", { name: "문의 보내기" }).click();
  await expect(member.getByRole("heading", { name: "문의가 접수되었습니다" })).toBeVisible();
  await expect(member.getByText(/문의 #\d+/)).toBeVisible();

  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  await admin
    .getByRole("navigation", { name: "관리자 메뉴" })
    .getByRole("link", { name: "문의 관리" })
    .click();
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("대기중");
  await row.getByRole("link").click();
  await expect(admin.getByTestId("inquiry-status")).toHaveText("대기중");
  await admin.getByLabel("답변 내용").fill("네, 지하 주차장을 2시간 무료로 이용하실 수 있습니다.");
  await admin.getByRole("button", { name: "답변 저장 및 메일 발송" }).click();
  await expect(
    admin.getByRole("status").filter({ hasText: "답변이 저장되었습니다." }),
  ).toBeVisible();
  await expect(admin.getByTestId("inquiry-status")).toHaveText("답변완료");

  await member.goto("/mypage");
  const mine = member.getByRole("listitem").filter({ hasText: title });
  await expect(mine).toContainText("답변완료");
  await expect(mine).toContainText("지하 주차장을 2시간 무료로");
});

test("the admin changes a member's role and status, and the last-admin rule holds", async ({
  browser,
  signInAsAdmin,
}) => {
  const member = await newPage(browser);
  const email = await signUp(member, "권한회원");
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: "권한회원" }).click();
  await admin.getByLabel("권한", { exact: true }).selectOption("admin");
  await admin.getByRole("button", { name: "저장", exact: true }).click();
  await expect(
    admin.getByRole("status").filter({ hasText: "사용자 정보가 업데이트되었습니다." }),
  ).toBeVisible();
  await expect(admin.getByLabel("권한", { exact: true })).toHaveValue("admin");

  // The member is now an administrator: the admin area asks to enrol an authenticator app first
  // (decision 195). Deactivated, the session ends.
  await member.goto("/admin");
  await expect(member.getByRole("heading", { name: "관리자 2단계 인증 등록" })).toBeVisible();
  const key = ((await member.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await passCodeStep(member, key);
  await member.getByRole("link", { name: /보관했습니다/ }).click();
  await expect(member.getByRole("heading", { name: "대시보드" })).toBeVisible();
  await admin.getByLabel("권한", { exact: true }).selectOption("user");
  await admin.getByLabel("상태", { exact: true }).selectOption("inactive");
  await admin.getByRole("button", { name: "저장", exact: true }).click();
  await expect(admin.getByLabel("상태", { exact: true })).toHaveValue("inactive");
  await member.goto("/admin");
  await expect(member).toHaveURL(/\/login/);
});

test("the admin confirms an application (applicant e-mailed) and downloads the CSV", async ({
  browser,
  signInAsAdmin,
}) => {
  const admin = await newPage(browser);
  const name = `신청${randomUUID().slice(0, 4)}`;
  const response = await admin.request.post("/api/applications", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      name,
      phone: "010-7777-8888",
      email: "apply-e2e@example.com",
      preferredTime: "주말",
      companions: "1",
      message: "",
      programId: "7",
      programTitle: "",
    },
  });
  expect(response.ok()).toBe(true);

  await signInAsAdmin(admin);
  await admin.goto("/admin/applications?status=접수");
  const row = admin.getByRole("row").filter({ hasText: name });
  await row.getByRole("combobox").selectOption("확정");
  await row.getByRole("button", { name: /상태 변경/ }).click();
  await expect(
    admin.getByRole("status").filter({ hasText: "신청 상태가 변경되었습니다." }),
  ).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: name })).toHaveCount(0); // filtered by 접수
  await admin.getByLabel("상태", { exact: true }).selectOption("확정");
  await admin.getByRole("button", { name: "검색" }).click();
  await expect(admin.getByRole("row").filter({ hasText: name })).toBeVisible();

  // The download asks for its reason first (decision 206).
  await admin.getByText("CSV 내보내기").click();
  const reason = admin.getByLabel(/다운로드 사유/);
  await admin.getByRole("button", { name: "사유를 남기고 내려받기" }).click();
  expect(await reason.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await reason.fill("12월 강좌 출석부 작성");
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "사유를 남기고 내려받기" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^신청목록_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain(name);
  expect(text.split("\r\n").filter((line) => line.includes(name))[0]).toContain("확정");

  await admin
    .getByRole("navigation", { name: "관리자 메뉴" })
    .getByRole("link", { name: "접속기록" })
    .click();
  await admin.getByLabel("수행업무").selectOption("export");
  await admin.getByRole("button", { name: "검색" }).click();
  await expect(
    admin.getByRole("row").filter({ hasText: "12월 강좌 출석부 작성" }).first(),
  ).toBeVisible();
});

test("a cancel's confirm step: the row keeps its stored status and the last change's notice goes", async ({
  browser,
  signInAsAdmin,
}) => {
  const admin = await newPage(browser);
  const tag = randomUUID().slice(0, 4);
  const names = [`변경${tag}`, `취소${tag}`];
  for (const [i, name] of names.entries()) {
    const response = await admin.request.post("/api/applications", {
      headers: { "Idempotency-Key": randomUUID() },
      data: {
        name,
        phone: uniquePhone(),
        email: `confirm-step-${tag}-${i}@example.com`,
        preferredTime: "",
        companions: "0",
        message: "",
        programId: "7",
        programTitle: "",
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await signInAsAdmin(admin);
  await admin.goto("/admin/applications?program=7");
  const [changed, cancelled] = names.map((name) =>
    admin.getByRole("row").filter({ hasText: name }),
  );
  await changed!.getByRole("combobox").selectOption("확정");
  await changed!.getByRole("button", { name: /상태 변경/ }).click();
  const notice = admin.getByRole("status").filter({ hasText: "신청 상태가 변경되었습니다" });
  await expect(notice).toBeVisible();

  await cancelled!.getByRole("combobox").selectOption("취소");
  await cancelled!.getByRole("button", { name: /상태 변경/ }).click();
  await expect(admin.getByRole("alertdialog", { name: /신청 취소 확인/ })).toBeVisible();
  // Nothing is cancelled yet: the row reads what is stored, and the old notice is gone.
  await expect(cancelled!.getByRole("combobox")).toHaveValue("접수");
  await expect(notice).toHaveCount(0);
  await admin.getByRole("link", { name: "돌아가기" }).click();
  await expect(admin.getByRole("alertdialog")).toHaveCount(0);
  await expect(cancelled!.getByRole("combobox")).toHaveValue("접수");
});

test("the admin deletes a member only after ticking the consent box", async ({
  browser,
  signInAsAdmin,
}) => {
  const member = await newPage(browser);
  const email = await signUp(member, "탈퇴대상회원");
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: "탈퇴대상회원" }).click();
  const section = admin.locator("section", {
    has: admin.getByRole("heading", { name: "회원 삭제" }),
  });
  await section.getByRole("button", { name: "회원 삭제" }).click();
  await expect(section.getByText("삭제하려면 확인란에 체크해주세요.")).toBeVisible();
  await section.getByRole("checkbox", { name: "이 회원을 삭제하는 데 동의합니다." }).check();
  await section.getByRole("button", { name: "회원 삭제" }).click();
  await expect(admin).toHaveURL(/\/admin\/users\?notice=deleted$/);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole("link", { name: "탈퇴대상회원" })).toHaveCount(0);
});
