// What the width tests measure in the page (phone-width.spec.ts, widths.spec.ts): what sticks out
// past the screen, labels set on two lines, Korean words broken inside, header boxes overlapping.
import type { Page } from "@playwright/test";

/**
 * What sticks out past the screen: elements whose box leaves [0, width] and that no ancestor
 * scrolls sideways; and what a clipping box cuts off that a person would need to press. Visually
 * hidden text (1 px), the honeypot (aria-hidden) and slides a carousel moves are not a person's to
 * see. The page's own width catches what no box shows (a hidden label placed past the edge).
 */
export async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(
        el.getAttribute("class") ?? "",
      )
        .split(/\s+/)
        .slice(0, 4)
        .join(".")} "${(el.textContent ?? "").trim().slice(0, 20)}"`;
    const interactive = "a[href], button, input:not([type=hidden]), select, textarea";
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left >= -1.5 && box.right <= width + 1.5) continue;
      // Hidden from everyone, or a slide the carousel's own buttons and swipe bring into view.
      if (el.closest("[aria-hidden=true], [inert], [aria-roledescription=slide]")) continue;
      // The content of a closed <details> is not shown (Chrome still lays it out for a script).
      if (el.closest("details:not([open]) > :not(summary)")) continue;
      let clip: string | null = null;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== "visible") {
          clip = overflow;
          break;
        }
      }
      if (clip === "auto" || clip === "scroll") continue; // reachable by scrolling that box
      if (clip && !el.matches(interactive)) continue; // cut-off decoration inside a clipping box
      problems.push(`${name(el)} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    }
    return {
      pageWidth: document.documentElement.scrollWidth,
      width,
      problems: problems.slice(0, 8),
    };
  });
}

/**
 * Where the text reads wrongly at this width, each as a short description:
 * - a label of the header (its links and buttons) or of a button anywhere set on two lines;
 * - a Korean word broken between two of its letters, or an application number (A-000005) broken;
 * - two of the header's visible links and buttons overlapping, or one past the screen's edge.
 * Hidden things (no box) are skipped: the closed menus, the label a phone does not show.
 * `scope: "header"` looks at the header alone (quick enough to run at every few pixels).
 */
export async function textProblemsOf(page: Page, scope: "page" | "header" = "page") {
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      if (el.closest("details:not([open]) > :not(summary)")) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== "hidden";
    };
    const label = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);

    // The text fragments of an element, one rectangle per line part of each text node.
    const fragments = (el: Element) => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Visually hidden text (sr-only, 1 px) is no line a person sees.
        if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement))
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) rects.push(rect);
      }
      return rects;
    };
    // Lines: fragments whose vertical extents overlap sit on one line (a small and a large
    // font side by side have different tops).
    const lineCount = (rects: DOMRect[]) => {
      const sorted = [...rects].sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const rect of sorted) {
        if (rect.top >= bottom - 2) {
          lines += 1;
          bottom = rect.bottom;
        } else bottom = Math.max(bottom, rect.bottom);
      }
      return lines;
    };

    const header = document.querySelector("header[data-scrolled]");
    const headerControls = header
      ? [...header.querySelectorAll("a[href], button")].filter(
          (el) => shown(el) && !el.closest("#mobile-menu, [id$=-panel], [id$=-menu]"),
        )
      : [];
    const buttons =
      scope === "header"
        ? []
        : [
            ...document.querySelectorAll(
              "button, [role=button], input[type=submit], .btn-primary, .btn-secondary",
            ),
          ].filter((el) => shown(el) && !el.closest("[aria-hidden=true]"));
    for (const el of new Set([...headerControls, ...buttons])) {
      const rects = fragments(el);
      if (rects.length && lineCount(rects) > 1) problems.push(`two lines: "${label(el)}"`);
    }

    for (const [i, a] of headerControls.entries())
      for (const b of headerControls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const overlap =
          Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 &&
          Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
        if (overlap) problems.push(`header overlap: "${label(a)}" × "${label(b)}"`);
      }
    const width = document.documentElement.clientWidth;
    for (const el of headerControls) {
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`header past edge: "${label(el)}"`);
    }
    if (scope === "header") return problems;

    // A break inside a word: between two letters of which one is Hangul, or inside A-000005.
    const hangul = /\p{Script=Hangul}/u;
    const letter = /[\p{L}\p{N}]/u;
    const applicationNumber = /[A-Z]-\d{6}/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (!text.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      if (node.parentElement.closest("script, style, noscript, [aria-hidden=true]")) continue;
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const parts = [...whole.getClientRects()].filter((r) => r.width > 0);
      if (lineCount(parts) < 2) continue;
      const numbers = [...text.matchAll(applicationNumber)].map(
        (m) => [m.index, m.index + m[0].length] as const,
      );
      let previousTop: number | null = null;
      for (let at = 0; at < text.length; at++) {
        const char = text.charAt(at); // offsets count UTF-16 units, as a range's do
        if (/\s/.test(char)) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getBoundingClientRect();
        if (rect.height === 0) continue;
        const before = text.charAt(at - 1);
        if (previousTop !== null && rect.top > previousTop + rect.height / 2) {
          const inWord =
            letter.test(before) && letter.test(char) && (hangul.test(before) || hangul.test(char));
          const inNumber = numbers.some(([start, end]) => at > start && at < end);
          if (inWord || inNumber)
            problems.push(`broken word: "${text.slice(Math.max(0, at - 6), at + 6).trim()}"`);
        }
        previousTop = rect.top;
      }
    }
    return [...new Set(problems)].slice(0, 12);
  }, scope);
}
