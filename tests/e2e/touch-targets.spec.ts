// Touch targets (issue 50, item 3): on a phone (360 px) every control of a page, in its header,
// main content and footer, is at least 44×44 px, its label counting for a checkbox or radio.
// Links inside running text are exempt, as WCAG 2.5.5 exempts inline targets. Staff write texts on
// their phones too: the staff texts page and the admin menu above it are held to the same.
import type { Page } from "@playwright/test";
import { expect, test } from "./admin-fixture";

const MIN = 44;
const PAGES = ["/", "/program/7", "/apply", "/login", "/register", "/contact", "/notices"];

type Small = { what: string; width: number; height: number };

/** Visible controls smaller than MIN in either direction. */
async function smallTargets(page: Page, region = "main"): Promise<Small[]> {
  return page.evaluate(
    ([min, region]) => {
      const selector =
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]";
      const found: { what: string; width: number; height: number }[] = [];
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>(`${region} :is(${selector})`),
      )) {
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "none") continue;
        let box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // Visually hidden (the skip link until focused, sr-only controls) or off screen.
        if (box.width <= 1 || box.height <= 1 || el.closest("[aria-hidden=true], [inert]"))
          continue;
        // A link in running text: an inline target, exempt.
        if (el.tagName === "A" && style.display === "inline") {
          const parent = el.parentElement;
          const text = parent?.textContent?.trim() ?? "";
          if (parent && text.length > (el.textContent?.trim().length ?? 0)) continue;
        }
        // A checkbox or radio: its label is part of the target.
        if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
          const label =
            el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
          if (label) {
            const l = label.getBoundingClientRect();
            box = new DOMRect(
              Math.min(box.left, l.left),
              Math.min(box.top, l.top),
              Math.max(box.right, l.right) - Math.min(box.left, l.left),
              Math.max(box.bottom, l.bottom) - Math.min(box.top, l.top),
            );
          }
        }
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          const name =
            el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
          const where = el.id ? `#${el.id}` : (el.getAttribute("name") ?? "");
          found.push({
            what: `${el.tagName.toLowerCase()}${where ? ` ${where}` : ""} "${name}"`,
            width: Math.round(box.width),
            height: Math.round(box.height),
          });
        }
      }
      return found;
    },
    [MIN, region] as const,
  );
}

test.describe("touch targets at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });
  for (const path of PAGES) {
    test(`${path}: every control is at least ${MIN}×${MIN} px`, async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
      const small = await smallTargets(page);
      expect(small, JSON.stringify(small, null, 2)).toEqual([]);
    });
  }

  test(`the header, its open menu and the footer: every control is at least ${MIN}×${MIN} px`, async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    // Hydrated: the bar's 수강신청 link became the dialog's button (hidden on a phone).
    await expect(
      page
        .getByRole("banner")
        .getByRole("button", { name: "수강신청", includeHidden: true })
        .first(),
    ).toBeAttached();
    const found: Record<string, Small[]> = {};
    const note = (where: string, small: Small[]) => {
      if (small.length) found[where] = small;
    };
    note("header", await smallTargets(page, "header"));
    await page.locator("footer").scrollIntoViewIfNeeded(); // drawn once near (content-visibility)
    note("footer", await smallTargets(page, "footer"));
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    note("phone menu", await smallTargets(page, "#mobile-menu"));
    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });

  test(`the staff texts page and the admin menu: every control is at least ${MIN}×${MIN} px`, async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin(page, "/admin/programs/5/texts");
    await expect(page.getByRole("heading", { name: /문자 보내기/ })).toBeVisible();
    const small = await smallTargets(page);
    expect(small, JSON.stringify(small, null, 2)).toEqual([]);
  });
});
