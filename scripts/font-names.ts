// Reads and rewrites the `name` table of an OpenType (sfnt) font. The core file cut from Pretendard
// is a Modified Version under the SIL Open Font License, which may not carry the Reserved Font
// Name "Pretendard" (decision 067): its naming records are renamed, its notices kept.
export type NameRecord = {
  platformID: number;
  encodingID: number;
  languageID: number;
  nameID: number;
  text: string;
};

/** Names that identify the font (family, full name, PostScript names, named instances from 256 on); notices are not among them. */
const identifies = (nameID: number) =>
  [1, 3, 4, 6, 16, 17, 18, 20, 21, 22, 25].includes(nameID) || nameID >= 256;

export type Table = { tag: string; data: Buffer };

export function readTables(font: Buffer): { version: number; tables: Table[] } {
  const count = font.readUInt16BE(4);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const offset = font.readUInt32BE(record + 8);
    tables.push({
      tag: font.toString("latin1", record, record + 4),
      data: font.subarray(offset, offset + font.readUInt32BE(record + 12)),
    });
  }
  return { version: font.readUInt32BE(0), tables };
}

const decode = (platformID: number, bytes: Buffer) =>
  platformID === 1 ? bytes.toString("latin1") : Buffer.from(bytes).swap16().toString("utf16le");
const encode = (platformID: number, text: string) =>
  platformID === 1 ? Buffer.from(text, "latin1") : Buffer.from(text, "utf16le").swap16();

export function readNames(font: Buffer): NameRecord[] {
  const name = readTables(font).tables.find((table) => table.tag === "name")?.data;
  if (!name) throw new Error("font has no name table");
  if (name.readUInt16BE(0) !== 0) throw new Error("only name table format 0 is supported");
  const count = name.readUInt16BE(2);
  const storage = name.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + i * 12;
    const start = storage + name.readUInt16BE(at + 10);
    return {
      platformID: name.readUInt16BE(at),
      encodingID: name.readUInt16BE(at + 2),
      languageID: name.readUInt16BE(at + 4),
      nameID: name.readUInt16BE(at + 6),
      text: decode(name.readUInt16BE(at), name.subarray(start, start + name.readUInt16BE(at + 8))),
    };
  });
}

function writeNameTable(records: NameRecord[]): Buffer {
  const strings = records.map((record) => encode(record.platformID, record.text));
  const header = Buffer.alloc(6 + records.length * 12);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  records.forEach((record, i) => {
    const at = 6 + i * 12;
    header.writeUInt16BE(record.platformID, at);
    header.writeUInt16BE(record.encodingID, at + 2);
    header.writeUInt16BE(record.languageID, at + 4);
    header.writeUInt16BE(record.nameID, at + 6);
    header.writeUInt16BE(strings[i]!.length, at + 8);
    header.writeUInt16BE(offset, at + 10);
    offset += strings[i]!.length;
  });
  return Buffer.concat([header, ...strings]);
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

export function writeFont(version: number, tables: Table[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const entrySelector = Math.floor(Math.log2(sorted.length));
  const header = Buffer.alloc(12 + sorted.length * 16);
  header.writeUInt32BE(version, 0);
  header.writeUInt16BE(sorted.length, 4);
  header.writeUInt16BE(2 ** entrySelector * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(sorted.length * 16 - 2 ** entrySelector * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  let headOffset = -1;
  sorted.forEach((table, i) => {
    const data = Buffer.from(table.data);
    if (table.tag === "head") {
      data.writeUInt32BE(0, 8); // checkSumAdjustment, set below for the whole font
      headOffset = offset;
    }
    const record = 12 + i * 16;
    header.write(table.tag, record, "latin1");
    header.writeUInt32BE(checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  if (headOffset >= 0) font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/** The font with `from` replaced by `to` in every identifying name; in names without spaces
 * (PostScript names, unique ids) by `to` without its spaces. */
export function renameFamily(font: Buffer, from: string, to: string): Buffer {
  const { version, tables } = readTables(font);
  const records = readNames(font).map((record) => {
    if (!identifies(record.nameID)) return record;
    const replacement = record.text.includes(" ") ? to : to.replace(/\s+/g, "");
    return { ...record, text: record.text.replaceAll(from, replacement) };
  });
  return writeFont(
    version,
    tables.map((table) =>
      table.tag === "name" ? { tag: "name", data: writeNameTable(records) } : table,
    ),
  );
}
