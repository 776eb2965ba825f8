// The bundled dataset is a real Sanity export: it imports with `sanity dataset import`
// (every asset address resolves the way the importer resolves it, every array item has a key,
// every reference has a target) and it is current with its sources and the artwork.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { allArtwork, OUTPUT_DIR } from "../../studio/seed/artwork/generate";
import { DATASET_FILE, datasetText } from "../../studio/seed/build-dataset";

type Node = Record<string, unknown>;
const text = readFileSync(DATASET_FILE, "utf8");
const documents = text
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Node);

/** Every object in a document with its path, for structural checks. */
function* walk(
  value: unknown,
  at: string,
): Generator<{ node: Node; at: string; parentIsArray: boolean }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      if (item && typeof item === "object" && !Array.isArray(item))
        yield { node: item as Node, at: `${at}[${i}]`, parentIsArray: true };
      yield* walkChildren(item, `${at}[${i}]`);
    }
  } else if (value && typeof value === "object") {
    yield* walkChildren(value, at);
  }
}
function* walkChildren(
  value: unknown,
  at: string,
): Generator<{ node: Node; at: string; parentIsArray: boolean }> {
  if (Array.isArray(value)) return yield* walk(value, at);
  if (!value || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value)) {
    if (inner && typeof inner === "object" && !Array.isArray(inner))
      yield { node: inner as Node, at: `${at}.${key}`, parentIsArray: false };
    yield* walk(inner, `${at}.${key}`);
  }
}

describe("bundled dataset (studio/seed/production.ndjson)", () => {
  it("is current with the seed sources (npm --prefix studio run seed:dataset)", () => {
    expect(text).toBe(datasetText());
  });

  it("has documents with valid, unique ids and a type", () => {
    const ids = documents.map((d) => d._id as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of documents) {
      expect(d._id).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/);
      expect(d._type).toMatch(/^[a-zA-Z][\w]*$/);
    }
  });

  it("gives every object in an array a unique _key, as the Studio requires", () => {
    for (const doc of documents) {
      for (const { node, at, parentIsArray } of walk(doc, doc._id as string)) {
        if (parentIsArray) expect(typeof node._key, at).toBe("string");
      }
      for (const value of Object.values(doc)) {
        if (!Array.isArray(value)) continue;
        const keys = value.flatMap((item) =>
          item && typeof item === "object" ? [(item as Node)._key] : [],
        );
        expect(new Set(keys).size, `${doc._id}`).toBe(keys.length);
      }
    }
  });

  it("references only documents it contains", () => {
    const ids = new Set(documents.map((d) => d._id));
    for (const doc of documents) {
      for (const { node, at } of walk(doc, doc._id as string)) {
        if (typeof node._ref === "string") expect(ids.has(node._ref), at).toBe(true);
      }
    }
  });

  it("addresses every image the way `sanity dataset import` resolves it, to a file that exists", () => {
    // The importer takes `type@url`, and replaces a leading file://./ with the folder of the file.
    const base = pathToFileURL(path.dirname(DATASET_FILE)).href;
    let images = 0;
    for (const doc of documents) {
      for (const { node, at } of walk(doc, doc._id as string)) {
        if (!("_sanityAsset" in node)) continue;
        images++;
        const match = /^(file|image)@([a-z]+:\/\/.*)/.exec(String(node._sanityAsset));
        expect(match?.[1], at).toBe("image");
        const url = new URL(match![2]!.replace(/^file:\/\/\.\//i, `${base}/`));
        const file = fileURLToPath(url);
        expect(existsSync(file), `${at} → ${file}`).toBe(true);
        expect(path.dirname(file)).toBe(OUTPUT_DIR);
        expect(String(node.alt ?? ""), `${at} alt`).toMatch(/[가-힣]/);
      }
    }
    expect(images).toBeGreaterThan(40);
  });
});

describe("artwork (public/content)", () => {
  it("is current with its generator (npm --prefix studio run seed:artwork)", () => {
    const artwork = allArtwork();
    const files = readdirSync(OUTPUT_DIR)
      .filter((f) => f.endsWith(".svg"))
      .sort();
    expect(files).toEqual(artwork.map((a) => a.file).sort());
    for (const a of artwork)
      expect(readFileSync(path.join(OUTPUT_DIR, a.file), "utf8"), a.file).toBe(a.svg);
  });

  it("is small and states its size", () => {
    for (const a of allArtwork()) {
      expect(Buffer.byteLength(a.svg), a.file).toBeLessThan(8 * 1024);
      expect(a.svg).toContain(`width="${a.width}" height="${a.height}"`);
      expect(a.file).toMatch(new RegExp(`-${a.width}x${a.height}\\.svg$`));
      expect(a.svg).toMatch(/<title>[^<]*[가-힣][^<]*<\/title>/);
    }
  });
});
