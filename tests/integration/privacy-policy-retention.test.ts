// The privacy policy and the retention job cannot disagree (decision 209): /privacy's 보유 기간 is
// rendered from RETENTION_POLICY, whose every row names the job step enforcing it, and the
// numbers people read on the page are the numbers the job's rules apply.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "~/components/content/portable-text";
import { toPage, type PageResult } from "~/content/mapping";
import { withRetentionPeriods } from "~/content/privacy-page";
import { PAGE_QUERY } from "~/content/queries";
import { runLocalQuery } from "~/content/local-dataset.server";
import {
  APPLICATION_PRIVACY_NOTICE,
  INQUIRY_PRIVACY_NOTICE,
  SIGN_UP_PRIVACY_NOTICE,
} from "~/domain/privacy-notice";
import {
  applicationDueAt,
  inquiryDueAt,
  RETENTION_PERIODS,
  RETENTION_POLICY,
  sentMailCutoff,
  unverifiedAccountCutoff,
  accessRecordCutoff,
} from "~/domain/retention";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/domain/session-lifetime";
import { RESET_TOKEN_TTL_MS, EMAIL_VERIFICATION_TTL_MS } from "~/records/identity/contract";
import { retentionSteps, type RetentionDeps } from "~/retention/job.server";

const DAY = 24 * 60 * 60 * 1000;

async function privacyPageHtml() {
  const raw = await runLocalQuery<PageResult>(PAGE_QUERY, { slug: "privacy" });
  const page = toPage(raw, { kind: "local" });
  if (!page) throw new Error("no privacy page in the bundled dataset");
  return {
    page,
    html: renderToStaticMarkup(createElement(RichText, { value: withRetentionPeriods(page).body })),
  };
}

/** The text of /privacy's row for `record`, as a reader sees it. */
function rowText(html: string, record: string): string {
  const start = html.indexOf(`<dt class="font-semibold text-slate-900">${record}</dt>`);
  expect(start, record).toBeGreaterThan(-1);
  const end = html.indexOf("</div>", start);
  return html.slice(start, end).replace(/<[^>]+>/g, " ");
}
const number = (text: string, unit: string) => {
  const match = new RegExp(`(\\d+)${unit}`).exec(text);
  if (!match) throw new Error(`no “${unit}” figure in: ${text}`);
  return Number(match[1]);
};

describe("/privacy's retention periods", () => {
  it("the bundled policy places the generated table and types no period by hand", async () => {
    const { page, html } = await privacyPageHtml();
    expect(page.body.filter((b) => b._type === "retentionPeriods")).toHaveLength(1);
    const typed = JSON.stringify(page.body.filter((b) => b._type === "block"));
    for (const period of Object.values(RETENTION_PERIODS).filter((p) => p !== "회원 탈퇴 시까지"))
      expect(typed).not.toContain(period);
    for (const row of RETENTION_POLICY) {
      expect(html).toContain(row.record);
      expect(html).toContain(row.period);
    }
  });

  it("every row is enforced by a step of the job, and every step of the job is a row", () => {
    const noop = async () => 0;
    const deps: RetentionDeps = {
      store: {} as RetentionDeps["store"],
      classDates: async () => [],
      deleteAccount: async () => "deleted",
      sessions: { purgeExpired: noop },
      links: { purgeSpentLinks: noop },
      accessRecords: { purgeExpired: noop },
    };
    const steps = retentionSteps(deps).map((s) => s.name);
    const rows = RETENTION_POLICY.flatMap((r) => (r.step ? [r.step] : []));
    expect([...steps].sort()).toEqual([...rows].sort());
    // Rows without a step: members' data goes when they leave (the account deletion path), and
    // server logs go by the log bucket's retention, which the deploy sets (deploy-rehearsal test);
    // staff memos go with their subject (the applications step's anonymising, or the account
    // deletion: tests/integration/retention.contract.test.ts and staff-notes.contract.test.ts),
    // attendance with its application (the same anonymising: retention.contract.test.ts).
    expect(RETENTION_POLICY.filter((r) => !r.step).map((r) => r.record)).toEqual([
      "회원 정보",
      "직원 메모(신청·회원에 대해 직원이 남긴 업무 메모)",
      "출결 기록(수업별 출석·지각·결석)",
      "서버 접속 기록(접속 IP 주소 포함)",
    ]);
  });

  it("the figures people read are the ones the job applies", async () => {
    const { html } = await privacyPageHtml();
    const now = new Date("2026-11-27T00:00:00Z");

    const applications = rowText(html, "수강 신청 정보");
    const years = number(applications, "년");
    expect(
      applicationDueAt(
        { updatedAt: "2020-01-01T00:00:00Z" },
        { id: 1, startsOn: null, endsOn: "2026-06-30" },
      ),
    ).toEqual(new Date(`${2026 + years}-06-30T15:00:00Z`));

    const inquiries = number(rowText(html, "문의 내용"), "년");
    expect(
      inquiryDueAt({ answeredAt: "2026-01-01T00:00:00Z", createdAt: "2025-12-01T00:00:00Z" }),
    ).toEqual(new Date(`${2026 + inquiries}-01-01T00:00:00Z`));

    const signUp = number(rowText(html, "이메일 인증을 마치지 않은 회원 가입"), "일");
    expect(now.getTime() - unverifiedAccountCutoff(now).getTime()).toBe(signUp * DAY);

    const sessions = rowText(html, "로그인 정보(세션)");
    expect(SESSION_ABSOLUTE_MS).toBe(number(sessions, "일, ") * DAY);
    expect(SESSION_IDLE_MS).toBe(number(sessions, "일 동안") * DAY);

    const links = rowText(html, "비밀번호 재설정·이메일 인증 링크");
    expect(RESET_TOKEN_TTL_MS).toBe(number(links, "분") * 60_000);
    expect(EMAIL_VERIFICATION_TTL_MS).toBe(number(links, "시간") * 3_600_000);

    const mail = number(rowText(html, "보낸 안내 메일 기록(받는 사람, 제목)"), "일");
    expect(now.getTime() - sentMailCutoff(now).getTime()).toBe(mail * DAY);

    const access = number(rowText(html, "관리자의 개인정보 처리 기록(접속기록)"), "년");
    expect(accessRecordCutoff(now)).toEqual(new Date(`${2026 - access}-11-27T00:00:00Z`));
  });

  it("the forms' collection notices say the same periods", () => {
    expect(APPLICATION_PRIVACY_NOTICE.retention).toBe(RETENTION_PERIODS.application);
    expect(INQUIRY_PRIVACY_NOTICE.retention).toBe(RETENTION_PERIODS.inquiry);
    expect(SIGN_UP_PRIVACY_NOTICE.retention).toBe(RETENTION_PERIODS.account);
    const period = (step: string) => RETENTION_POLICY.find((r) => r.step === step)?.period;
    expect(period("applications")).toBe(RETENTION_PERIODS.application);
    expect(period("inquiries")).toBe(RETENTION_PERIODS.inquiry);
  });

  it("a policy page without the table still shows it, once", async () => {
    const { page } = await privacyPageHtml();
    const bare = { ...page, body: page.body.filter((b) => b._type !== "retentionPeriods") };
    const html = renderToStaticMarkup(
      createElement(RichText, { value: withRetentionPeriods(bare).body }),
    );
    expect(html.match(/data-retention-periods/g)).toHaveLength(1);
    expect(withRetentionPeriods(page).body).toHaveLength(page.body.length);
  });
});
