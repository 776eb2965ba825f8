// Accessibility: axe (WCAG 2.0–2.2, levels A and AA) on every public page, on a phone (412 px)
// and a desktop (1350 px): zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES, WCAG_TAGS } from "./a11y-pages";

const WIDTHS = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1350, height: 900 },
];

for (const viewport of WIDTHS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(path, { waitUntil: "networkidle" });
        expect(response?.status()).toBeLessThan(400);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const summary = results.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
        }));
        expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
      });
    }
  });
}
