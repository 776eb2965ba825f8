import { describe, expect, it } from "vitest";
import { DAY_RANGE_MESSAGES } from "./day-range";
import { CSV_BOM } from "./csv";
import {
  applicationsCsv,
  applicationsCsvName,
  cancelHistoryLines,
  cancelPreview,
  needsContact,
  parseApplicationFilter,
  toStoreFilter,
} from "./admin-applications";

describe("application filter", () => {
  it("reads class, status and Seoul days; drops what it does not know", () => {
    const { filter, problems } = parseApplicationFilter(
      new URLSearchParams("program=7&status=확정&from=2025-03-01&to=2025-03-31"),
    );
    expect(filter).toEqual({ programId: 7, status: "확정", from: "2025-03-01", to: "2025-03-31" });
    expect(problems).toEqual([]);
    const store = toStoreFilter(filter);
    expect(store.from?.toISOString()).toBe("2025-02-28T15:00:00.000Z");
    expect(store.to?.toISOString()).toBe("2025-03-31T15:00:00.000Z");
  });

  it("reports impossible dates and reversed ranges instead of failing", () => {
    const bad = parseApplicationFilter(
      new URLSearchParams("program=x&status=없음&from=2025-02-30&to=yesterday"),
    );
    expect(bad.filter).toEqual({});
    expect(bad.problems).toEqual([DAY_RANGE_MESSAGES.badDate]);
    const reversed = parseApplicationFilter(new URLSearchParams("from=2025-04-01&to=2025-03-01"));
    expect(reversed.filter).toEqual({ from: "2025-04-01" });
    expect(reversed.problems).toEqual([DAY_RANGE_MESSAGES.badRange]);
  });
});

describe("applications CSV", () => {
  it("has a BOM, Korean headers and safe cells", () => {
    const csv = applicationsCsv([
      {
        number: 12,
        status: "접수",
        programId: 7,
        programTitle: "드럼",
        name: "=김하늘",
        phone: "010-1234-5678",
        email: "",
        preferredTime: "",
        companions: "2+",
        message: "안녕하세요, 처음입니다",
        createdAt: "2025-03-01T01:00:00.000Z",
        userId: null,
      },
    ]);
    expect(csv.startsWith(`${CSV_BOM}신청번호,상태,`)).toBe(true);
    const row = csv.split("\r\n")[1]!;
    expect(row).toContain(
      'A-000012,접수,7,드럼,\'=김하늘,010-1234-5678,,상관없음,2명 이상,"안녕하세요, 처음입니다",',
    );
    // ISO 8601 in Seoul time and the day alone, which spreadsheets sort as dates.
    expect(row.endsWith(",2025-03-01T10:00:00+09:00,2025-03-01,비회원,기록 없음,,,,,")).toBe(true);
    const base = {
      number: 13,
      status: "접수",
      programId: 7,
      programTitle: "드럼",
      name: "김하늘",
      phone: "010-1234-5678",
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      createdAt: "2025-03-01T01:00:00.000Z",
      userId: null,
    };
    const consented = applicationsCsv([{ ...base, privacyConsentAt: "2025-03-01T01:00:00.000Z" }]);
    expect(
      consented
        .split("\r\n")[0]!
        .endsWith(
          ",회원 여부,개인정보 동의 일시,취소 일시,취소한 사람,취소 사유,되살린 일시,되살린 사람",
        ),
    ).toBe(true);
    expect(consented.split("\r\n")[1]!.endsWith(",비회원,2025-03-01T10:00:00+09:00,,,,,")).toBe(
      true,
    );
    const waitingAndCancelled = applicationsCsv([
      { ...base, status: "대기", waitingPlace: 3 },
      {
        ...base,
        status: "취소",
        cancelledAt: "2025-03-02T05:30:00.000Z",
        cancelledBy: "applicant",
      },
      {
        ...base,
        status: "취소",
        cancelledAt: "2025-03-02T05:30:00.000Z",
        cancelledBy: "admin",
        cancelledByName: "박담당 (staff@centre.kr)",
        cancelReason: "본인 전화 요청",
      },
    ]).split("\r\n");
    expect(waitingAndCancelled[1]).toMatch(/^A-000013,대기 3번,/);
    expect(waitingAndCancelled[2]).toMatch(
      /^A-000013,취소,.*,2025-03-02T14:30:00\+09:00,신청자,,,$/,
    );
    expect(waitingAndCancelled[3]).toMatch(
      /,2025-03-02T14:30:00\+09:00,관리자 박담당 \(staff@centre\.kr\),본인 전화 요청,,$/,
    );
    expect(applicationsCsvName(new Date("2025-03-31T16:00:00Z"))).toBe("신청목록_2025-04-01.csv");
    // Taken back by staff: the cancel stays as history, with when and by whom it was revived.
    const revived = applicationsCsv([
      {
        ...base,
        status: "접수",
        cancelledAt: "2025-03-02T05:30:00.000Z",
        cancelledBy: "applicant",
        revivedAt: "2025-03-03T01:00:00.000Z",
        revivedByName: "박담당 (staff@centre.kr)",
      },
    ]).split("\r\n")[1]!;
    expect(revived).toMatch(
      /^A-000013,접수,.*,2025-03-02T14:30:00\+09:00,신청자,,2025-03-03T10:00:00\+09:00,박담당 \(staff@centre\.kr\)$/,
    );
  });
});

describe("the cancel's note on the admin list (decision 202)", () => {
  const cancelled = {
    status: "취소" as const,
    cancelledAt: "2025-03-02T05:30:00.000Z",
    cancelledBy: "admin" as const,
    cancelledByName: "박담당 (staff@centre.kr)",
    cancelReason: "본인 전화 요청",
  };

  it("says when, by whom and why it was cancelled", () => {
    expect(cancelHistoryLines(cancelled)).toEqual([
      "2025. 03. 02. 14:30 · 관리자 박담당 (staff@centre.kr) 취소",
      "사유: 본인 전화 요청",
    ]);
    expect(cancelHistoryLines({ status: "접수" })).toEqual([]);
  });

  it('names a staff member called 관리자 once, not "관리자 관리자"', () => {
    expect(
      cancelHistoryLines({ ...cancelled, cancelledByName: "관리자 (admin@centre.test)" })[0],
    ).toBe("2025. 03. 02. 14:30 · 관리자 (admin@centre.test) 취소");
    expect(cancelHistoryLines({ ...cancelled, cancelledByName: "관리자" })[0]).toBe(
      "2025. 03. 02. 14:30 · 관리자 취소",
    );
    expect(
      cancelHistoryLines({ ...cancelled, cancelledByName: "관리자팀 김담당 (kim@centre.kr)" })[0],
    ).toBe("2025. 03. 02. 14:30 · 관리자 관리자팀 김담당 (kim@centre.kr) 취소");
  });

  it("keeps the cancel as history once staff take the row back, and says who did", () => {
    expect(
      cancelHistoryLines({
        ...cancelled,
        status: "대기",
        revivedAt: "2025-03-03T01:00:00.000Z",
        revivedByName: "이팀장 (lead@centre.kr)",
      }),
    ).toEqual([
      "2025. 03. 03. 10:00 · 이팀장 (lead@centre.kr) 되살림",
      "이전 취소: 2025. 03. 02. 14:30 · 관리자 박담당 (staff@centre.kr) 취소",
      "사유: 본인 전화 요청",
    ]);
  });
});

describe("연락 필요", () => {
  it("holds while a seat from the line without an e-mail is not marked done, and not once cancelled", () => {
    const at = "2026-05-04T02:00:00.000Z";
    expect(needsContact({ status: "접수", contactNeededAt: at })).toBe(true);
    expect(needsContact({ status: "확정", contactNeededAt: at })).toBe(true);
    expect(needsContact({ status: "취소", contactNeededAt: at })).toBe(false);
    expect(needsContact({ status: "접수", contactNeededAt: null })).toBe(false);
  });
});

describe("cancel preview", () => {
  const row = { status: "접수", name: "김하늘", email: "sky@example.com" };
  it("says which mails a cancel sends: the applicant's, and the first in line's seat", () => {
    expect(
      cancelPreview(row, { name: "이서준", email: "seo@example.com", phone: "010-1111-2222" }),
    ).toEqual([
      "김하늘 님(sky@example.com)에게 취소 안내 메일을 보냅니다.",
      "대기 1번 이서준 님이 접수로 올라가고, seo@example.com로 접수 안내 메일을 보냅니다.",
    ]);
  });

  it("says when there is no mail to send, and whom to call", () => {
    expect(
      cancelPreview({ ...row, email: "" }, { name: "이서준", email: "", phone: "010-1111-2222" }),
    ).toEqual([
      "김하늘 님은 이메일이 없어 취소 안내 메일을 보내지 않습니다.",
      "대기 1번 이서준 님이 접수로 올라갑니다. 이메일이 없어 전화(010-1111-2222)로 알려야 합니다.",
    ]);
  });

  it("says the first in line is texted when texts are on and the number is a mobile", () => {
    const first = { name: "이서준", email: "", phone: "010-1111-2222" };
    expect(cancelPreview(row, first, true)[1]).toBe(
      "대기 1번 이서준 님이 접수로 올라가고, 이메일이 없어 010-1111-2222로 문자를 보냅니다.",
    );
    expect(cancelPreview(row, { ...first, phone: "02-312-4567" }, true)[1]).toContain(
      "이메일이 없어 전화(02-312-4567)로 알려야 합니다.",
    );
  });

  it("frees no seat when the row was only waiting", () => {
    expect(
      cancelPreview({ ...row, status: "대기" }, { name: "x", email: "", phone: "010" }),
    ).toHaveLength(1);
  });
});
