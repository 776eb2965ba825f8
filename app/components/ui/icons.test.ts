import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/ui/icons";
import { SHORTCUT_ICON_KEYS, shortcutSymbol } from "~/content/shortcut-icons";

const sprite = readFileSync(path.join(import.meta.dirname, "icons.svg"), "utf8");
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe("icon sprite", () => {
  it("draws every icon the components name, every shortcut key and the fallback", () => {
    const wanted = [
      ...ICON_NAMES,
      ...SHORTCUT_ICON_KEYS.map(shortcutSymbol),
      shortcutSymbol("no-such-key"),
    ];
    expect(wanted.filter((id) => !symbolIds.includes(id))).toEqual([]);
  });

  it("has a drawing for every icon the Studio offers editors", () => {
    const schema = readFileSync(
      path.join(import.meta.dirname, "../../../studio/schemaTypes/homePage.ts"),
      "utf8",
    );
    const list = schema.slice(schema.indexOf('name: "icon"'));
    const offered = [...list.slice(0, list.indexOf("]")).matchAll(/value: "([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(offered).toEqual([...SHORTCUT_ICON_KEYS]);
  });

  it("gives every symbol one id", () => {
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
  });
});

describe("shortcutSymbol", () => {
  it("maps CMS keys and their aliases to the sprite, unknown keys to the star", () => {
    expect(shortcutSymbol("music")).toBe("shortcut-music");
    expect(shortcutSymbol("mic")).toBe("shortcut-vocal");
    expect(shortcutSymbol("plane")).toBe("shortcut-study-abroad");
    expect(shortcutSymbol("unheard-of")).toBe("shortcut-default");
  });
});
