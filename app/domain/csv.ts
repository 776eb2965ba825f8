// CSV for spreadsheets, Korean Excel first: UTF-8 with a byte-order mark (without it Excel reads
// the bytes as CP949 and Hangul turns to garbage), CRLF line ends, RFC 4180 quoting, and cells
// that Excel would run as a formula (=, +, -, @, tab, CR at the start) prefixed with an apostrophe.

export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text: formula guard first, then quotes where the cell needs them. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // Numbers are data, not formulas: only text that starts like a formula is neutralized.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, data rows, CRLF after every row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** A download name that survives every browser: RFC 5987 for the Korean name, ASCII fallback. */
export function contentDisposition(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
