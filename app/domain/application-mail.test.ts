import { describe, expect, it } from "vitest";
import {
  applicationReceiptMail,
  promotedLines,
  promotionMail,
  staffCancellationMail,
} from "./application-mail";

const base = {
  number: 3,
  status: "취소" as const,
  name: "김민지",
  phone: "010-1111-2222",
  email: "minji@example.kr",
  programId: 7,
  programTitle: "드럼",
  userId: null,
  createdAt: "2026-05-01T00:00:00.000Z",
  cancelledAt: "2026-05-02T00:00:00.000Z",
  cancelledBy: "applicant" as const,
};

/** The receipt of a 접수 application, with no waiting place and no cancel link unless `options` give them. */
const receipt = (options: Partial<Parameters<typeof applicationReceiptMail>[1]> = {}) =>
  applicationReceiptMail(
    { ...base, status: "접수" },
    { waitingPlace: null, cancelUrl: null, siteUrl: "https://c.example", ...options },
  );

describe("staff mails about seats from the waiting list", () => {
  it("names each applicant seated, in line order, and whether staff must call", () => {
    const seated = [
      { ...base, number: 4, status: "접수" as const, name: "이서준", email: "" },
      { ...base, number: 5, status: "접수" as const, name: "박지우" },
    ];
    expect(promotedLines(seated)).toEqual([
      "대기 1번 이서준 님(A-000004)이 접수로 올라갔습니다. 이메일이 없어 연락이 필요합니다: 010-1111-2222",
      "대기 2번 박지우 님(A-000005)이 접수로 올라갔습니다. 이메일로 알렸습니다.",
    ]);
    const mail = staffCancellationMail(base, "staff@centre.example", "https://c.example", seated);
    expect(mail.subject).toBe("[수강취소 A-000003] 드럼 - 김민지 (연락 필요)");
    expect(mail.text).toContain(promotedLines(seated)[0]);
  });

  it("says a seat went by text when texts are on and the number is a mobile; a landline is still a call", () => {
    const seated = [
      { ...base, number: 4, status: "접수" as const, name: "이서준", email: "" },
      {
        ...base,
        number: 6,
        status: "접수" as const,
        name: "최유나",
        email: "",
        phone: "02-312-4567",
      },
    ];
    expect(promotedLines(seated, true)).toEqual([
      "대기 1번 이서준 님(A-000004)이 접수로 올라갔습니다. 이메일이 없어 문자로 알렸습니다(010-1111-2222). 문자가 닿으면 연락 필요 표시가 저절로 사라지고, 닿지 않으면 남으니 그때 전화해주세요.",
      "대기 2번 최유나 님(A-000006)이 접수로 올라갔습니다. 이메일이 없어 연락이 필요합니다: 02-312-4567",
    ]);
    const texted = staffCancellationMail(
      base,
      "staff@centre.example",
      "https://c.example",
      [seated[0]!],
      true,
    );
    expect(texted.subject).toBe("[수강취소 A-000003] 드럼 - 김민지");
    expect(
      staffCancellationMail(base, "s@c.example", "https://c.example", seated, true).subject,
    ).toContain("(연락 필요)");
  });

  it("says nothing of seats when nobody was waiting", () => {
    const mail = staffCancellationMail(base, "staff@centre.example", "https://c.example");
    expect(mail.subject).toBe("[수강취소 A-000003] 드럼 - 김민지");
    expect(mail.text).not.toContain("올라갔습니다");
  });
});

describe("the receipt", () => {
  it("states the class's 개강일 and the cancel deadline when the class has them", () => {
    const mail = receipt({ startsOn: "2026-12-01", cancelDeadline: "2026-11-30" });
    expect(mail.text).toContain("개강일: 12월 1일");
    expect(mail.text).toContain("취소 마감: 11월 30일까지");
    const open = receipt();
    expect(open.text).not.toContain("개강일");
  });
});

describe("the receipt's class facts (decision 244)", () => {
  it("states 수강 기간, 요일·시간 and 장소 in the class page's words, the 개강일 once", () => {
    const mail = receipt({
      startsOn: "2027-03-05",
      cancelDeadline: "2027-03-04",
      facts: [
        { key: "term", label: "수강 기간", value: "2027년 3월 5일(금) ~ 6월 25일(금)" },
        { key: "when", label: "요일·시간", value: "매주 금 10:00–11:30" },
        { key: "place", label: "장소", value: "청라 튼튼재활센터 2층 운동치료실" },
      ],
    });
    expect(mail.text).toContain(
      [
        "수강 기간: 2027년 3월 5일(금) ~ 6월 25일(금)",
        "요일·시간: 매주 금 10:00–11:30",
        "장소: 청라 튼튼재활센터 2층 운동치료실",
        "취소 마감: 3월 4일까지 (이후에는 센터로 문의해주세요)",
      ].join("\n"),
    );
    expect(mail.text).not.toContain("개강일:");
  });
});

describe("the receipt of a waiting application", () => {
  const options = { cancelUrl: null, siteUrl: "https://c.example" };
  const waiting = { ...base, status: "대기" as const };

  it("states the place when the create counted it", () => {
    const mail = applicationReceiptMail(waiting, { ...options, waitingPlace: 4 });
    expect(mail.text).toContain("대기 4번으로 대기 신청되었습니다");
    expect(mail.text).not.toContain("지금의 대기 순번은");
  });

  it("sends a guest to the look-up and a member to my page when the place was not counted", () => {
    const guest = applicationReceiptMail(waiting, {
      ...options,
      waitingPlace: null,
      lookupCode: "7K3MQ9TX",
    });
    expect(guest.text).toContain("대기자로 대기 신청되었습니다");
    expect(guest.text).toContain("지금의 대기 순번은 아래 비회원 신청 조회에서 볼 수 있습니다.");
    expect(guest.text).toContain("조회 코드: 7K3M-Q9TX");
    expect(guest.text).toContain(
      "비회원 신청 조회에서 이름, 전화번호, 신청번호와 조회 코드로 신청을 보고 취소할 수 있습니다: https://c.example/applications/lookup",
    );
    const member = applicationReceiptMail(
      { ...waiting, userId: "u1" },
      { ...options, waitingPlace: null },
    );
    expect(member.text).toContain(
      "지금의 대기 순번은 마이페이지에서 볼 수 있습니다: https://c.example/mypage",
    );
    expect(member.text).not.toContain("조회 코드");
  });
});

describe("after the cancel deadline and on promotion (decision 200)", () => {
  const link = "https://c.example/applications/a1/cancel?token=abc";

  it("sends no cancel link in a receipt past the deadline, and says it cannot be cancelled online", () => {
    const options = { cancelUrl: link, startsOn: "2026-12-01", cancelDeadline: "2026-11-30" };
    const open = receipt(options);
    expect(open.text).toContain(link);
    expect(open.text).not.toContain("온라인으로는 취소할 수 없습니다");
    const late = receipt({ ...options, cancelClosed: true });
    expect(late.text).not.toContain(link);
    expect(late.text).toContain("취소 마감: 11월 30일 (지났습니다)");
    expect(late.text).toContain(
      "온라인으로는 취소할 수 없습니다. 취소가 필요하면 센터로 연락해주세요.",
    );
  });

  it("gives the promoted applicant a cancel link, the 개강일 and the cancel deadline", () => {
    const mail = promotionMail(
      { ...base, status: "접수" },
      {
        cancelUrl: link,
        siteUrl: "https://c.example",
        startsOn: "2026-12-01",
        cancelDeadline: "2026-11-30",
      },
    );
    expect(mail.subject).toBe("[청라 문화교육센터] 드럼 대기 신청이 접수로 바뀌었습니다");
    expect(mail.text).toContain("자리가 나서 대기하시던 신청이 접수되었습니다.");
    expect(mail.text).toContain(
      `신청을 취소하시려면 아래 링크를 눌러주세요. (한 번만 사용할 수 있습니다)\n${link}`,
    );
    expect(mail.text).toContain("대기 신청 때 받으신 메일의 취소 링크는 더 이상 쓸 수 없습니다.");
    expect(mail.text).toContain("개강일: 12월 1일");
    expect(mail.text).toContain("취소 마감: 11월 30일까지");
    const late = promotionMail(
      { ...base, status: "접수" },
      {
        cancelUrl: link,
        siteUrl: "https://c.example",
        cancelDeadline: "2026-11-30",
        cancelClosed: true,
      },
    );
    expect(late.text).not.toContain(link);
    expect(late.text).toContain("온라인으로는 취소할 수 없습니다");
  });

  it("points a guest with a 조회 코드 back to the first receipt's code, which it cannot repeat (decision 234)", () => {
    const options = { cancelUrl: null, siteUrl: "https://c.example" };
    const guest = promotionMail({ ...base, status: "접수", lookupCodeHash: "ab" }, options);
    expect(guest.text).toContain(
      "비회원 신청 조회에서 처음 받으신 접수 메일의 조회 코드로 신청을 볼 수 있습니다: https://c.example/applications/lookup",
    );
    // Made before the code (none to point to), or a member's (my page instead).
    for (const other of [
      promotionMail({ ...base, status: "접수", lookupCodeHash: null }, options),
      promotionMail({ ...base, status: "접수", userId: "u1" }, options),
    ])
      expect(other.text).not.toContain("조회 코드");
  });
});
