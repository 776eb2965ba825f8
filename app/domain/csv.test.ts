import { describe, expect, it } from "vitest";
import { contentDisposition, CSV_BOM, csvCell, toCsv } from "./csv";

describe("csv cells", () => {
  it.each([
    // Plain text and numbers left alone, null and undefined empty.
    ["김하늘", "김하늘"],
    [12, "12"],
    [-3, "-3"],
    [null, ""],
    [undefined, ""],
    // Commas, quotes, line breaks and edge spaces quoted (RFC 4180).
    ["가, 나", '"가, 나"'],
    ['그는 "네"라고', '"그는 ""네""라고"'],
    ["첫 줄\n둘째 줄", '"첫 줄\n둘째 줄"'],
    [" 공백 ", '" 공백 "'],
    // Text Excel would run as a formula neutralized; a phone number is no formula.
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["010-1234-5678", "010-1234-5678"],
  ])("writes %j as the cell %j", (value, cell) => expect(csvCell(value)).toBe(cell));
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
