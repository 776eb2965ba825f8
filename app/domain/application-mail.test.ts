import { describe, expect, it } from "vitest";
import { applicationReceiptMail, promotedLines, staffCancellationMail } from "./application-mail";

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

  it("says nothing of seats when nobody was waiting", () => {
    const mail = staffCancellationMail(base, "staff@centre.example", "https://c.example");
    expect(mail.subject).toBe("[수강취소 A-000003] 드럼 - 김민지");
    expect(mail.text).not.toContain("올라갔습니다");
  });
});

describe("the receipt", () => {
  it("states the class's 개강일 and the cancel deadline when the class has them", () => {
    const mail = applicationReceiptMail(
      { ...base, status: "접수" },
      {
        waitingPlace: null,
        cancelUrl: null,
        siteUrl: "https://c.example",
        startsOn: "2026-12-01",
        cancelDeadline: "2026-11-30",
      },
    );
    expect(mail.text).toContain("개강일: 12월 1일");
    expect(mail.text).toContain("취소 마감: 11월 30일까지");
    const open = applicationReceiptMail(
      { ...base, status: "접수" },
      { waitingPlace: null, cancelUrl: null, siteUrl: "https://c.example" },
    );
    expect(open.text).not.toContain("개강일");
  });
});
