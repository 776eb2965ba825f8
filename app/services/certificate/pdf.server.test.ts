// The 수료증 PDF (decision 261): a PDF pdf-lib reads back, one A4 page, the class's title in its
// metadata, and the site's font embedded as subsets (no whole 2 MB font in every file).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { CertificateFacts } from "~/domain/certificate";
import { certificatePdf } from "./pdf.server";

const facts: CertificateFacts = {
  centreName: "청라 문화교육센터",
  name: "똠방각하 홍길동",
  programId: 18,
  programTitle: "교회음악 아카데미",
  applicationNumber: 12,
  term: "2027년 3월 6일(토) ~ 6월 26일(토)",
  attended: 15,
  sessions: 17,
  issuedOn: "2027-06-26",
};

describe("certificatePdf", () => {
  it("makes one A4 page in the site's font, with the class in its metadata", async () => {
    const bytes = await certificatePdf(facts);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe("수료증 · 교회음악 아카데미");
    expect(pdf.getSubject()).toContain("똠방각하 홍길동");
    expect(pdf.getAuthor()).toBe("청라 문화교육센터");
    const fonts = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const baseFonts = fonts
      .keys()
      .map((key) => String(fonts.lookup(key, PDFDict).get(PDFName.of("BaseFont"))));
    // pdf-lib names a subset "<PostScript name>-<number>".
    expect([...new Set(baseFonts.map((n) => n.replace(/-\d+$/, "")))].sort()).toEqual([
      "/CheongnaSans-Bold",
      "/CheongnaSans-Regular",
    ]);
    // Subsets: the whole Regular font is over 2 MB.
    expect(bytes.length).toBeLessThan(100_000);
    if (process.env.CERTIFICATE_PDF_OUT) writeFileSync(process.env.CERTIFICATE_PDF_OUT, bytes);
  });
});

describe("the certificate's font file", () => {
  it("has every glyph record of even length (the fontkit fork's short loca needs it)", () => {
    const font = brotliDecompressSync(
      readFileSync(path.join(import.meta.dirname, "CheongnaSans-Regular.ttf.br")),
    );
    const table = (tag: string) => {
      for (let i = 0; i < font.readUInt16BE(4); i++) {
        const record = 12 + i * 16;
        if (font.toString("latin1", record, record + 4) === tag)
          return font.subarray(font.readUInt32BE(record + 8));
      }
      throw new Error(`no ${tag} table`);
    };
    const head = table("head");
    expect(head.readInt16BE(50)).toBe(1); // long loca
    const glyphs = table("maxp").readUInt16BE(4);
    const loca = table("loca");
    const odd = Array.from({ length: glyphs }, (_, i) => i).filter(
      (i) => (loca.readUInt32BE((i + 1) * 4) - loca.readUInt32BE(i * 4)) % 2 !== 0,
    );
    expect(glyphs).toBeGreaterThan(11_172);
    expect(odd).toEqual([]);
  });
});
