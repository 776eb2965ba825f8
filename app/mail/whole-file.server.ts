// A mail or text written to a folder people and tests read while the site runs: written under a
// hidden name, then renamed, so a reader (or a kill mid-write) never leaves half a file in view.
import { randomBytes } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** Writes `body` to `file` whole or not at all; fails if `file` exists. */
export async function writeWholeFile(file: string, body: string | Buffer): Promise<void> {
  const hidden = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString("hex")}.part`,
  );
  await writeFile(hidden, body, { flag: "wx" });
  await rename(hidden, file);
}
