import { describe, expect, it } from "vitest";
import { APPLICATION_PRIVACY_NOTICE, INQUIRY_PRIVACY_NOTICE } from "~/domain/privacy-notice";
import { RETENTION_PERIODS } from "~/domain/retention";
import { withdrawalNotice } from "~/domain/withdrawal";

const held = { applications: 2, inquiries: 1, sentMailDays: 30, isAdmin: false };

describe("withdrawalNotice", () => {
  it("states the kept records with the same periods as the retention constants and the forms' notices", () => {
    const { kept } = withdrawalNotice(held);
    const [applications, inquiries, mails] = kept;
    expect(applications).toMatchObject({ period: RETENTION_PERIODS.application, count: 2 });
    expect(applications!.period).toBe(APPLICATION_PRIVACY_NOTICE.retention);
    expect(applications!.what).toContain("연결은 탈퇴 즉시 끊깁니다");
    expect(inquiries).toMatchObject({ period: RETENTION_PERIODS.inquiry, count: 1 });
    expect(inquiries!.period).toBe(INQUIRY_PRIVACY_NOTICE.retention);
    expect(mails).toMatchObject({ period: "발송 후 30일", count: null });
    for (const record of kept) expect(record.why).not.toBe("");
  });

  it("lists what goes at once; the second factor only for an administrator", () => {
    const member = withdrawalNotice(held).deletedNow.join("\n");
    expect(member).toContain("회원 정보");
    expect(member).toContain("동의 기록");
    expect(member).toContain("세션");
    expect(member).not.toContain("2단계 인증");
    expect(withdrawalNotice({ ...held, isAdmin: true }).deletedNow.join("\n")).toContain(
      "2단계 인증",
    );
  });
});
