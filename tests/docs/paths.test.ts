// The documents name today's files: a page or decision record that names `app/…`, `tests/…`,
// `scripts/…`, `deploy/…` or `bench/…`, or links to a file, names one that exists. After a move,
// the page names the new path, or keeps the old one with what became of it: a path that exists
// later on the same line ("`old` (now `new`)", an old → new table row), or "removed", "deleted",
// "gone" or "no longer" on that line or the next.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const checkedFolders = ["app", "tests", "scripts", "deploy", "bench"];
const skippedFolders = new Set(["node_modules", "build", "coverage", ".cache"]);

/** A path in backticks under one of the checked folders, up to its first space or backtick. */
const codePath = /`((?:app|tests|scripts|deploy|bench)\/[^`\s]*)`/g;
/** A Markdown link to a file of the repo: not a web address, not an anchor on the same page. */
const markdownLink = /\]\((?!https?:|mailto:|#)([^)\s]+)\)/g;
const saysItIsGone = /\b(removed|deleted|gone|no longer)\b/i;

function markdownFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** `app/x.ts:12`, `app/x.ts#L3`, `app/x/` and a sentence's last `app/x.ts.` name `app/x.ts`. */
function bareRepoPath(written: string): string | null {
  if (/[*{}<>$]/.test(written)) return null; // a pattern or a placeholder, not one file
  return written.replace(/[#:].*$/, "").replace(/[/.,;)]+$/, "");
}

function exists(pathFromRoot: string): boolean {
  return existsSync(join(root, pathFromRoot));
}

interface Miss {
  file: string;
  line: number;
  path: string;
}

function missingPaths(file: string, text = readFileSync(join(root, file), "utf8")): Miss[] {
  const lines = text.split("\n");
  return lines.flatMap((line, index) => {
    const context = `${line}\n${lines[index + 1] ?? ""}`;
    const named = [...line.matchAll(codePath)].map((match) => ({
      path: bareRepoPath(match[1] ?? ""),
      at: match.index,
    }));
    const linked = [...line.matchAll(markdownLink)].map((match) => ({
      path: relative(root, resolve(root, dirname(file), (match[1] ?? "").replace(/#.*$/, ""))),
      at: match.index,
    }));
    return [...named, ...linked].flatMap(({ path, at }) => {
      if (path === null || exists(path)) return [];
      const laterPathExists = [...line.slice(at + 1).matchAll(codePath)].some((later) => {
        const laterPath = bareRepoPath(later[1] ?? "");
        return laterPath !== null && exists(laterPath);
      });
      if (laterPathExists || saysItIsGone.test(context)) return [];
      return [{ file, line: index + 1, path }];
    });
  });
}

const documents = [
  "README.md",
  ...markdownFiles("docs"),
  ...checkedFolders.flatMap((folder) => markdownFiles(folder)),
];

describe("paths named in the documents", () => {
  it("reads the docs, the decision records and the READMEs", () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/architecture.md",
        "docs/decisions/125-folders-by-role-and-one-name-scheme.md",
        "app/server/README.md",
      ]),
    );
  });

  it("names only files and folders that exist, or says what became of them", () => {
    expect(documents.flatMap((file) => missingPaths(file))).toEqual([]);
  });

  it("catches a path that is gone, and accepts one whose line says what became of it", () => {
    const page = [
      "`app/no-such-module.ts` renders the page.",
      "`app/no-such-module.ts` (now `tests/docs/paths.test.ts`) renders the page.",
      "| `app/no-such-module.ts` | `tests/docs/paths.test.ts` |",
      "`app/no-such-module.ts` was",
      "removed by a later decision.",
      "See [the map](../no-such-page.md) and [testing](../testing.md#benchmarks).",
    ].join("\n");
    expect(missingPaths("docs/decisions/000-example.md", page)).toEqual([
      { file: "docs/decisions/000-example.md", line: 1, path: "app/no-such-module.ts" },
      { file: "docs/decisions/000-example.md", line: 6, path: "docs/no-such-page.md" },
    ]);
  });
});
