// The icon-bar shortcuts' icon keys (the Studio's list) and older or looser spellings editors
// may have typed, resolved once on the server to the sprite symbol the page draws.

/** The keys the Studio offers; the sprite (components/ui/icons.svg) has `shortcut-<key>` for each. */
export const SHORTCUT_ICON_KEYS = [
  "ranking",
  "music",
  "vocal",
  "drum",
  "english",
  "study-abroad",
  "coding",
  "pilates",
  "about",
  "contact",
] as const;

const SHORTCUT_ALIASES: Record<string, (typeof SHORTCUT_ICON_KEYS)[number]> = {
  trophy: "ranking",
  "live-ranking": "ranking",
  note: "music",
  mic: "vocal",
  microphone: "vocal",
  chat: "english",
  conversation: "english",
  plane: "study-abroad",
  study: "study-abroad",
  code: "coding",
  yoga: "pilates",
  health: "pilates",
  question: "about",
  help: "about",
  info: "about",
  mail: "contact",
  inquiry: "contact",
};

/** The sprite symbol for a CMS icon key (a star for a key we have no drawing for). */
export function shortcutSymbol(key: string) {
  const known = SHORTCUT_ALIASES[key] ?? key;
  return (SHORTCUT_ICON_KEYS as readonly string[]).includes(known)
    ? `shortcut-${known}`
    : "shortcut-default";
}
