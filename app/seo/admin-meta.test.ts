// Every administrator's page stays out of search results: a child route's meta replaces its
// parent's (admin.tsx), so each one must say noindex itself.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminPageMeta } from "./private-meta";

const ROUTES = path.join(import.meta.dirname, "../routes");

function adminPageSources(): Array<[string, string]> {
  return readdirSync(ROUTES)
    .filter((name) => name.startsWith("admin.") && name !== "admin.tsx" && !name.endsWith(".ts"))
    .map((name) => path.join(ROUTES, name, name.endsWith(".tsx") ? "" : "route.tsx"))
    .filter((file) => existsSync(file))
    .map((file) => [path.relative(ROUTES, file), readFileSync(file, "utf8")]);
}

describe("an administrator's page", () => {
  it("is titled for the administrator and kept out of search results", () => {
    expect(adminPageMeta("회원 관리")).toEqual([
      { title: "회원 관리 | 관리자" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("takes its meta from adminPageMeta wherever it has a meta of its own", () => {
    const withMeta = adminPageSources().filter(([, source]) =>
      source.includes("export const meta"),
    );
    expect(withMeta.length).toBeGreaterThanOrEqual(12);
    for (const [file, source] of withMeta) expect(source, file).toMatch(/adminPageMeta\(/);
  });
});
