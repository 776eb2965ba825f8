// On the server a ServerMarkup is its element with its children: the markup the browser later
// adopts without hydrating it (the browser's side is tests/e2e/hydration.spec.ts).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServerMarkup } from "./server-markup";

describe("ServerMarkup on the server", () => {
  it("renders its element, attributes and children", () => {
    const html = renderToString(
      <ServerMarkup as="ul" data={["하나"]} className="grid" aria-label="목록" data-slide>
        <li>
          <a href="/program/7">신나는 드럼 교실</a>
        </li>
      </ServerMarkup>,
    );
    expect(html).toBe(
      '<ul class="grid" aria-label="목록" data-slide="true"><li><a href="/program/7">신나는 드럼 교실</a></li></ul>',
    );
  });
});
