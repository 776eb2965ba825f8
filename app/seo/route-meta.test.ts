// The root's meta gives a page only its title (decision 276): the page's own meta replaces it and
// carries the description, canonical and Open Graph tags, so every route that renders a page has one.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.join(import.meta.dirname, "../routes");

/** Route modules (a folder route's route.tsx) with their source. */
function routeModules(): Array<[string, string]> {
  return readdirSync(ROUTES)
    .map((name) => path.join(ROUTES, name))
    .map((entry) => (statSync(entry).isDirectory() ? path.join(entry, "route.tsx") : entry))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => [path.relative(ROUTES, file), readFileSync(file, "utf8")]);
}

describe("a route that renders a page", () => {
  it("has a meta of its own", () => {
    // A page: a default export, or an error boundary alone (the 404 page's catch-all).
    const pages = routeModules().filter(([, source]) =>
      /^export (default |\{[^}]*\bdefault\b|const ErrorBoundary\b|function ErrorBoundary\b)/m.test(
        source,
      ),
    );
    expect(pages.length).toBeGreaterThanOrEqual(46);
    for (const [file, source] of pages)
      expect(source, file).toMatch(/^export (const meta\b|function meta\b|\{[^}]*\bmeta\b)/m);
  });
});
