import { describe, expect, it } from "vitest";
import { cancellationText, lotteryResultText, receiptText, seatText } from "./application-texts";
import { staffTextPreview, TEXT_PRICE_WON } from "./staff-texts";
import { LMS_MAX_BYTES, textBytes, textTo, textTypeOf } from "./text-message";

const application = {
  id: "app-1",
  number: 42,
  status: "접수" as const,
  name: "김하늘",
  phone: "010-1234-5678",
  programTitle: "바른 자세 필라테스",
  userId: null,
};

describe("texts about an application", () => {
  it("tells a drawn applicant the 추첨 결과: 선정 with where to look it up and cancel, or the place in line", () => {
    const drawn = { ...application, programId: 19 };
    const seated = lotteryResultText(
      drawn,
      { seated: true, waitingPlace: null },
      "https://example.kr",
    )!;
    expect(seated).toMatchObject({ channel: "text", to: "01012345678", kind: "seat" });
    expect(seated.applicationId).toBe("app-1");
    expect(seated.text).toContain(
      "바른 자세 필라테스 추첨 결과 선정되어 수강신청이 접수되었습니다",
    );
    expect(seated.text).toContain("신청번호 A-000042");
    expect(seated.text).toContain("조회·취소: https://example.kr/applications/lookup");
    const member = lotteryResultText(
      { ...drawn, userId: "u1" },
      { seated: true, waitingPlace: null },
      "https://example.kr",
    )!;
    expect(member.text).toContain("조회·취소: https://example.kr/mypage");
    const waiting = lotteryResultText(
      { ...drawn, status: "대기" },
      { seated: false, waitingPlace: 2 },
      "https://example.kr",
    )!;
    expect(waiting.kind).toBe("lottery");
    expect(waiting.text).toContain("추첨 결과 대기 2번이 되었습니다");
    expect(waiting.text).toContain("자리가 나면 문자로 알려드립니다");
    expect(waiting.text).toContain("추첨 결과: https://example.kr/program/19/lottery");
    for (const text of [seated, member, waiting])
      expect(textBytes(text.text)).toBeLessThanOrEqual(LMS_MAX_BYTES);
    expect(
      lotteryResultText(
        { ...drawn, phone: "02-123-4567" },
        { seated: true, waitingPlace: null },
        "",
      ),
    ).toBeNull();
  });

  it("says the 신청번호, the 조회 코드 and where to look it up, to the mobile's digits", () => {
    const text = receiptText(application, {
      siteUrl: "https://example.kr",
      waitingPlace: null,
      lookupCode: "ABCD1234",
    })!;
    expect(text).toMatchObject({ channel: "text", to: "01012345678", kind: "receipt" });
    expect(text.applicationId).toBe("app-1");
    expect(text.text).toContain("수강신청이 접수되었습니다");
    expect(text.text).toContain("신청번호 A-000042");
    expect(text.text).toContain("조회 코드 ABCD-1234");
    expect(text.text).toContain("https://example.kr/applications/lookup");
    expect(textBytes(text.text)).toBeLessThanOrEqual(LMS_MAX_BYTES);
  });

  it("tells a waiting applicant their place, and a seated one the new cancel link or why none", () => {
    const waiting = receiptText(
      { ...application, status: "대기" },
      { siteUrl: "https://example.kr", waitingPlace: 3, lookupCode: "ABCD1234" },
    )!;
    expect(waiting.text).toContain("대기 신청이 접수되었습니다(대기 3번)");
    const seat = seatText(application, {
      cancelUrl: "https://example.kr/applications/app-1/cancel?token=t",
      cancelClosed: false,
    })!;
    expect(seat.text).toContain("자리가 나서");
    expect(seat.text).toContain("취소하려면: https://example.kr/applications/app-1/cancel?token=t");
    const closed = seatText(application, { cancelUrl: null, cancelClosed: true })!;
    expect(closed.text).toContain("취소 기한이 지나");
    expect(cancellationText(application)!.text).toContain("(신청번호 A-000042)이 취소되었습니다");
  });

  it("writes no text to a landline or past an LMS", () => {
    expect(cancellationText({ ...application, phone: "02-123-4567" })).toBeNull();
    expect(textTo("01012345678", "staff", "가".repeat(1001))).toBeNull();
    expect(textTypeOf("가".repeat(45))).toBe("SMS");
    expect(textTypeOf("가".repeat(46))).toBe("LMS");
  });
});

describe("a staff text's preview", () => {
  it("names the centre and the class first, and prices it by type and count", () => {
    const short = staffTextPreview("요가", "휴강합니다.", 3);
    expect(short.text).toBe("[청라 문화교육센터] 요가 안내\n휴강합니다.");
    expect(short).toMatchObject({ type: "SMS", fits: true, costWon: 3 * TEXT_PRICE_WON.SMS });
    const long = staffTextPreview("요가", "준비물 안내 ".repeat(20), 2);
    expect(long).toMatchObject({ type: "LMS", costWon: 2 * TEXT_PRICE_WON.LMS });
    expect(staffTextPreview("요가", "가".repeat(1000), 1).fits).toBe(false);
  });
});
