import { describe, expect, it } from "vitest";
import { contentDisposition, CSV_BOM, csvCell, toCsv } from "./csv";

describe("csv cells", () => {
  it("leaves plain text and numbers alone, empties null and undefined", () => {
    expect(csvCell("김하늘")).toBe("김하늘");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes, line breaks and edge spaces (RFC 4180)", () => {
    expect(csvCell("가, 나")).toBe('"가, 나"');
    expect(csvCell('그는 "네"라고')).toBe('"그는 ""네""라고"');
    expect(csvCell("첫 줄\n둘째 줄")).toBe('"첫 줄\n둘째 줄"');
    expect(csvCell(" 공백 ")).toBe('" 공백 "');
  });

  it("neutralizes text Excel would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("010-1234-5678")).toBe("010-1234-5678");
  });
});

describe("csv files", () => {
  it("starts with a UTF-8 BOM and ends every row with CRLF", () => {
    const csv = toCsv(
      ["번호", "이름"],
      [
        [1, "김하늘"],
        [2, "이, 바다"],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}번호,이름\r\n1,김하늘\r\n2,"이, 바다"\r\n`);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("names the download in Korean with an ASCII fallback", () => {
    expect(contentDisposition("신청목록.csv", "applications.csv")).toBe(
      "attachment; filename=\"applications.csv\"; filename*=UTF-8''%EC%8B%A0%EC%B2%AD%EB%AA%A9%EB%A1%9D.csv",
    );
  });
});
