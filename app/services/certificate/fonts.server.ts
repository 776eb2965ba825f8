// The 수료증's fonts (scripts/certificate-font.ts writes them): bundled into the server build as
// data (vite.config.ts lists *.ttf.br as assets), unpacked on first use, kept for the process.
import { brotliDecompressSync } from "node:zlib";
import boldTitle from "./CheongnaSans-Bold.title.ttf.br?inline";
import regular from "./CheongnaSans-Regular.ttf.br?inline";

const unpack = (dataUrl: string) =>
  new Uint8Array(
    brotliDecompressSync(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64")),
  );

let fonts: { regular: Uint8Array; boldTitle: Uint8Array } | null = null;

export function certificateFonts() {
  fonts ??= { regular: unpack(regular), boldTitle: unpack(boldTitle) };
  return fonts;
}
