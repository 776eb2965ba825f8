// Development's outbox as a list (the page /dev/outbox): the .eml files the mail module writes to
// DATA_DIR/outbox when no SMTP_URL or mail collection is set, newest first.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseEml, type EmlMail } from "~/domain/eml";

export type OutboxMail = EmlMail & { file: string };

/** How many of the newest mails the page shows (a long session's outbox can hold thousands). */
export const DEV_OUTBOX_LIMIT = 100;

export async function listOutboxMails(dataDir: string, limit = DEV_OUTBOX_LIMIT) {
  const outbox = path.join(dataDir, "outbox");
  if (!existsSync(outbox)) return { outbox, total: 0, mails: [] as OutboxMail[] };
  // File names start with the time the mail was written, so the name orders them.
  const files = (await readdir(outbox))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  const mails = await Promise.all(
    files.slice(0, limit).map(async (file) => ({
      file,
      ...parseEml(await readFile(path.join(outbox, file), "utf8")),
    })),
  );
  return { outbox, total: files.length, mails };
}
