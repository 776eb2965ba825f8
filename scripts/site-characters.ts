// The characters this site sets in type out of the box: every character in the app's own source
// (its Korean UI copy and messages) and in the bundled content dataset, plus printable ASCII.
// scripts/pretendard-css.ts puts those the font has in the core font file; its test checks that
// the committed core still covers them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SOURCE = /\.(ts|tsx|css)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [file] : [];
  });
}

export function siteCharacters(root: string): Set<number> {
  const codes = new Set<number>();
  for (let code = 0x20; code <= 0x7e; code++) codes.add(code);
  const files = [
    ...sourceFiles(path.join(root, "app")),
    path.join(root, "studio/seed/production.ndjson"),
  ];
  for (const file of files) {
    for (const char of readFileSync(file, "utf8")) {
      const code = char.codePointAt(0)!;
      if (code > 0x7e) codes.add(code);
    }
  }
  return codes;
}

export const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Code points of a CSS `unicode-range` value ("U+20-7e,U+a9"). */
export function parseUnicodeRange(text: string): number[] {
  return text.split(",").flatMap((part) => {
    const [from = NaN, to = from] = part
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => parseInt(hex, 16));
    if (Number.isNaN(from) || Number.isNaN(to))
      throw new Error(`unreadable unicode-range part: ${part}`);
    return span(from, to);
  });
}

export function formatUnicodeRange(codes: Iterable<number>): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (const code of sorted) {
    const last = spans.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else spans.push([code, code]);
  }
  const hex = (n: number) => n.toString(16);
  return spans
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(",");
}

/** The @font-face rules of a stylesheet, each as its declarations. */
export const fontFaces = (css: string) =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body ?? "");
