// Writes the 수료증's fonts (issue 46 §3, decision 261) from the pretendard package: Pretendard
// Regular as TrueType (pdf-lib's subsetter takes TrueType outlines, not Pretendard's CFF ones) cut
// to what a certificate may set — ASCII, Latin-1, punctuation, CJK symbols, the jamo and all
// 11,172 Hangul syllables (a name may use a syllable no web subset carries) — and a Bold cut to
// the certificate's fixed title. Both renamed "Cheongna Sans" as the SIL OFL's Reserved Font
// Name requires of a Modified Version (decision 067), and brotli-compressed: the server reads them
// with node:zlib, and each PDF embeds only the glyphs it uses (`subset: true`).
// Every glyph record is padded to an even length: @pdf-lib/fontkit's subsetter writes a short
// `loca` (offsets halved) without padding, so one odd-length glyph shifted every glyph after it
// and most Hangul came out blank (pdf-lib issue 1232; fixed in upstream fontkit 1.8, not in the fork).
//   npx tsx scripts/certificate-font.ts
import { writeFileSync } from "node:fs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
// @ts-expect-error subset-font ships no type declarations
import subsetFont from "subset-font";
import { CERTIFICATE_TITLE } from "../app/domain/certificate";
import { readTables, renameFamily, writeFont } from "./font-names";
import { span } from "./site-characters";

const root = path.resolve(import.meta.dirname, "..");
const source = (weight: string) =>
  path.join(
    root,
    `node_modules/pretendard/dist/public/static/alternative/Pretendard-${weight}.ttf`,
  );
const target = (name: string) => path.join(root, "app/services/certificate", name);

const TEXT_CHARACTERS = [
  ...span(0x20, 0x7e),
  ...span(0xa0, 0xff),
  ...span(0x2010, 0x205e),
  ...span(0x3000, 0x303f),
  ...span(0x3131, 0x318e),
  ...span(0xac00, 0xd7a3),
  ...span(0xff01, 0xff5e),
];

/** The font with every `glyf` record padded to an even length and `loca` rewritten (long format). */
export function evenGlyphs(font: Buffer): Buffer {
  const { version, tables } = readTables(font);
  const table = (tag: string) => tables.find((t) => t.tag === tag)!.data;
  const head = Buffer.from(table("head"));
  const long = head.readInt16BE(50) === 1;
  const loca = table("loca");
  const glyf = table("glyf");
  const count = loca.length / (long ? 4 : 2) - 1;
  const offset = (i: number) => (long ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);
  const records: Buffer[] = [];
  const newLoca = Buffer.alloc((count + 1) * 4);
  let at = 0;
  for (let i = 0; i < count; i++) {
    newLoca.writeUInt32BE(at, i * 4);
    const record = glyf.subarray(offset(i), offset(i + 1));
    const padded = record.length % 2 ? Buffer.concat([record, Buffer.alloc(1)]) : record;
    records.push(padded);
    at += padded.length;
  }
  newLoca.writeUInt32BE(at, count * 4);
  head.writeInt16BE(1, 50);
  const replaced: Record<string, Buffer> = { head, loca: newLoca, glyf: Buffer.concat(records) };
  return writeFont(
    version,
    tables.map((t) => (replaced[t.tag] ? { tag: t.tag, data: replaced[t.tag]! } : t)),
  );
}

async function write(weight: string, characters: number[], name: string) {
  const cut: Buffer = await subsetFont(
    readFileSync(source(weight)),
    String.fromCodePoint(...characters),
    { targetFormat: "truetype" },
  );
  const renamed = evenGlyphs(renameFamily(cut, "Pretendard", "Cheongna Sans"));
  const packed = brotliCompressSync(renamed, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: renamed.length,
    },
  });
  writeFileSync(target(name), packed);
  console.log(`${name}: ${renamed.length} bytes, ${packed.length} compressed`);
}

await write("Regular", TEXT_CHARACTERS, "CheongnaSans-Regular.ttf.br");
await write(
  "Bold",
  [...new Set([...CERTIFICATE_TITLE].map((c) => c.codePointAt(0)!))],
  "CheongnaSans-Bold.title.ttf.br",
);
