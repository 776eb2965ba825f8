// bench/a11y: axe (WCAG 2.0–2.2 A + AA) on every public page at 412 px and 1350 px, against the
// built app; prints the violation count per page and width. Goal: zero everywhere.
//   npx tsx bench/a11y/run.ts        (BUILD_DIR=build by default)
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { startBuiltServer } from "../../tests/support/built-server";
import { PUBLIC_PAGES, WCAG_TAGS } from "../../tests/e2e/a11y-pages";

const server = await startBuiltServer({ buildDir: process.env.BUILD_DIR ?? "build" });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
let total = 0;
try {
  console.log(`${"page".padEnd(18)} ${"412 px".padStart(7)} ${"1350 px".padStart(8)}`);
  for (const path of PUBLIC_PAGES) {
    const counts: string[] = [];
    for (const width of [412, 1350]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: "ko-KR",
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      total += violations.length;
      counts.push(String(violations.length));
      for (const v of violations)
        console.log(`    ${width}px ${path}: ${v.id} (${v.impact}) ${v.help}`);
      await context.close();
    }
    console.log(`${path.padEnd(18)} ${counts[0]!.padStart(7)} ${counts[1]!.padStart(8)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\n${total} violations in total (goal: 0)`);
process.exitCode = total === 0 ? 0 : 1;
