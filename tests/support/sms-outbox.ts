// The texts the embedded default writes instead of sending them (DATA_DIR/sms-outbox/), by
// recipient and kind; the files are read by tests/support/outbox.ts's readTextFiles.
import { readTextFiles, type TextFile } from "./outbox";

/** The texts to `phone` (any spelling: digits are compared) of `kind`, oldest first. */
export function textsTo(dataDir: string, phone: string, kind: string): TextFile[] {
  const digits = phone.replace(/\D/g, "");
  return readTextFiles(dataDir).filter((t) => t.to === digits && t.kind === kind);
}
