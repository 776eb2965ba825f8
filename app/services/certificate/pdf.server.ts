// Draws a 수료증 on one A4 page with pdf-lib, in the site's font (Cheongna Sans, cut from
// Pretendard): a framed page, the title, the certificate's number, the labelled facts, the
// statement, the day and the centre. Each font is embedded as the subset of glyphs drawn. The
// class's title is also the document's title in its metadata (what the tests read back).
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import {
  CERTIFICATE_TITLE,
  certificateNumber,
  certificateRows,
  certificateStatement,
  longDay,
  type CertificateFacts,
} from "~/domain/certificate";
import { certificateFonts } from "./fonts.server";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.16);
const BRAND = rgb(0.09, 0.25, 0.45);
const MUTED = rgb(0.35, 0.38, 0.42);

/** Lines of at most `width` points, broken between words (Korean is kept whole per word). */
export function wrapWords(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const x = (page.getWidth() - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y, size, font, color });
}

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, boldTitle } = certificateFonts();
  const text = await doc.embedFont(regular, { subset: true });
  const title = await doc.embedFont(boldTitle, { subset: true });
  doc.setTitle(`수료증 · ${facts.programTitle}`);
  doc.setSubject(`${facts.name} · ${facts.programTitle} · ${facts.term}`);
  doc.setAuthor(facts.centreName);
  doc.setCreator(facts.centreName);
  doc.setLanguage("ko-KR");
  doc.setCreationDate(new Date(`${facts.issuedOn}T00:00:00+09:00`));

  const page = doc.addPage(A4);
  const [width, height] = A4;
  const frame = { x: MARGIN - 20, y: MARGIN - 20, width: width - 2 * (MARGIN - 20) };
  page.drawRectangle({
    ...frame,
    height: height - 2 * (MARGIN - 20),
    borderColor: BRAND,
    borderWidth: 2.5,
  });
  page.drawRectangle({
    x: frame.x + 7,
    y: frame.y + 7,
    width: frame.width - 14,
    height: height - 2 * (MARGIN - 20) - 14,
    borderColor: BRAND,
    borderWidth: 0.75,
  });

  page.drawText(certificateNumber(facts), {
    x: MARGIN,
    y: height - MARGIN - 20,
    size: 11,
    font: text,
    color: MUTED,
  });
  centred(page, CERTIFICATE_TITLE, height - 200, title, 46, BRAND);

  let y = height - 320;
  const labelWidth = 90;
  const valueWidth = width - 2 * MARGIN - 40 - labelWidth;
  for (const [label, value] of certificateRows(facts)) {
    page.drawText(label, { x: MARGIN + 40, y, size: 14, font: text, color: MUTED });
    for (const line of wrapWords(value, text, 16, valueWidth)) {
      page.drawText(line, { x: MARGIN + 40 + labelWidth, y, size: 16, font: text, color: INK });
      y -= 26;
    }
    y -= 10;
  }

  y -= 40;
  for (const line of wrapWords(certificateStatement(facts), text, 16, width - 2 * MARGIN - 60)) {
    centred(page, line, y, text, 16);
    y -= 30;
  }

  centred(page, longDay(facts.issuedOn), 210, text, 15);
  centred(page, facts.centreName, 150, text, 24, BRAND);
  return doc.save();
}
