// Pretendard as a page really fetches it (decision 067): one core file for the site's own text,
// the package's subsets only for characters outside it.
import { expect, test, type Page } from "@playwright/test";
import { siteCharacters } from "../../scripts/site-characters";

function fontRequests(page: Page) {
  const files: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") files.push(new URL(request.url()).pathname);
  });
  return files;
}

test.describe("web font", () => {
  for (const path of ["/", "/program/7", "/services", "/contact", "/about"]) {
    test(`${path} fetches one font file, the core, and sets its text in Pretendard`, async ({
      page,
    }) => {
      const files = fontRequests(page);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(files).toEqual([
        expect.stringMatching(/^\/assets\/CheongnaSansVariable\.core-[\w-]+\.woff2$/),
      ]);
      const heading = (await page.locator("h1").first().textContent()) ?? "";
      expect(heading).toMatch(/[가-힣]/);
      expect(
        await page.evaluate(
          (text) => document.fonts.check('700 16px "Cheongna Sans"', text),
          heading,
        ),
      ).toBe(true);
      // check() is also true for a face the browser rejected; the face itself must have loaded.
      const used = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status !== "unloaded").map((face) => face.status),
      );
      expect(used).toEqual(["loaded"]);
    });
  }

  test("a syllable outside the core (new text from an editor) fetches the package subset that has it", async ({
    page,
  }) => {
    const files = fontRequests(page);
    await page.goto("/about");
    await page.evaluate(() => document.fonts.ready);
    // Syllables of KS X 1001 (kept for editors); the first the site's own text does not use.
    const site = siteCharacters(process.cwd());
    const rare = [..."뽀뿅쀼쁑빵뻥"].find((syllable) => !site.has(syllable.codePointAt(0)!))!;
    const loaded = await page.evaluate(async (text) => {
      const paragraph = document.createElement("p");
      paragraph.textContent = text;
      document.querySelector("main")!.append(paragraph);
      return (await document.fonts.load('16px "Cheongna Sans"', text)).length;
    }, rare);
    expect(loaded).toBe(1);
    expect(files.filter((file) => file.includes("PretendardVariable.subset."))).toHaveLength(1);
  });
});
