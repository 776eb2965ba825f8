// Reads the texts the embedded default writes instead of sending them (DATA_DIR/sms-outbox/, one
// file per text: "받는 번호: …", "종류: …", a blank line, the text), as tests/support/outbox.ts reads
// the mail files.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type OutboxText = { file: string; to: string; kind: string; text: string };

export function readTexts(dataDir: string): OutboxText[] {
  const folder = path.join(dataDir, "sms-outbox");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((file) => {
      const [head = "", ...body] = readFileSync(path.join(folder, file), "utf8").split("\n\n");
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(head)?.[1] ?? "";
      return { file, to: field("받는 번호"), kind: field("종류"), text: body.join("\n\n").trim() };
    });
}

/** The texts to `phone` (any spelling: digits are compared) of `kind`, oldest first. */
export function textsTo(dataDir: string, phone: string, kind: string): OutboxText[] {
  const digits = phone.replace(/\D/g, "");
  return readTexts(dataDir).filter((t) => t.to === digits && t.kind === kind);
}
