// The generated Pretendard stylesheet against the site's text (scripts/pretendard-css.ts,
// decision 067): one core file covers everything the site sets out of the box, and the package's
// subsets only what an editor may add.
import { readFileSync, statSync } from "node:fs";
// @ts-expect-error fontverter ships no type declarations
import fontverter from "fontverter";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readNames } from "../../scripts/font-names";
import { fontFaces, parseUnicodeRange, siteCharacters } from "../../scripts/site-characters";

const root = process.cwd();
const faces = fontFaces(readFileSync(path.join(root, "app/styles/pretendard.css"), "utf8")).map(
  (body) => ({
    body,
    url: body.match(/src:url\(([^)]+)\)/)?.[1] ?? "",
    codes: parseUnicodeRange(body.match(/unicode-range:([^;}]+)/)?.[1] ?? ""),
  }),
);
const coreFile = path.join(root, "app/styles/fonts/CheongnaSansVariable.core.woff2");
const core = faces.find((face) => face.url.endsWith("/CheongnaSansVariable.core.woff2"));
const packageFaces = fontFaces(
  readFileSync(
    path.join(
      root,
      "node_modules/pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css",
    ),
    "utf8",
  ),
);
const inFont = new Set(
  packageFaces.flatMap((body) =>
    parseUnicodeRange(body.match(/unicode-range:\s*([^;]+);/)?.[1] ?? ""),
  ),
);

describe("app/styles/pretendard.css", () => {
  it("has a core face and the package's subsets", () => {
    expect(core).toBeDefined();
    expect(faces.length).toBeGreaterThan(50);
  });

  it("gives every face the same descriptors, so the browser composes them into one font", () => {
    // Faces whose descriptors differ form separate fonts, and the browser would pick one of them.
    const descriptors = new Set(
      faces.map(({ body }) => body.replace(/src:[^;]+;/, "").replace(/unicode-range:[^;}]+/, "")),
    );
    expect([...descriptors]).toEqual([
      "font-family:'Cheongna Sans';font-style:normal;font-display:swap;font-weight:45 920;",
    ]);
  });

  it("maps each character to one face only", () => {
    const seen = new Set<number>();
    for (const face of faces) {
      for (const code of face.codes) {
        expect(seen.has(code), `U+${code.toString(16)} in two faces`).toBe(false);
        seen.add(code);
      }
    }
  });

  it("covers every character of the app and the bundled dataset with the core file (else re-run scripts/pretendard-css.ts)", () => {
    const covered = new Set(core?.codes);
    const missing = [...siteCharacters(root)].filter(
      (code) => inFont.has(code) && !covered.has(code),
    );
    expect(missing.map((code) => String.fromCodePoint(code)).join("")).toBe("");
  });

  it("keeps the core file small enough to fetch on a phone's first visit", () => {
    const bytes = statSync(coreFile).size;
    expect(bytes).toBeGreaterThan(30 * 1024);
    expect(bytes).toBeLessThan(120 * 1024);
  });

  it("names the core file, a Modified Version under the OFL, without the Reserved Font Name and keeps its notices", async () => {
    const names = readNames(await fontverter.convert(readFileSync(coreFile), "sfnt"));
    const name = (id: number) =>
      names.find((record) => record.nameID === id && record.platformID === 3)?.text;
    expect(name(1)).toBe("Cheongna Sans Variable");
    expect(name(6)).toBe("CheongnaSansVariable-Regular");
    const identifying = names.filter(
      (record) => [1, 3, 4, 6, 16, 17, 25].includes(record.nameID) || record.nameID >= 256,
    );
    expect(identifying.filter((record) => /pretendard/i.test(record.text))).toEqual([]);
    expect(name(0)).toMatch(/Copyright .* Kil Hyung-jin/);
    expect(name(13)).toMatch(/SIL Open Font License/);
  });
});
