// Small builders for Portable Text, so the seed copy reads like prose instead of JSON.
// Keys are derived from a prefix and a counter: re-running the build yields the same file.

export type Span = { _type: "span"; _key: string; text: string; marks: string[] };
export type Block = {
  _type: "block";
  _key: string;
  style: "normal" | "h2" | "h3" | "blockquote";
  markDefs: never[];
  children: Span[];
  listItem?: "bullet" | "number";
  level?: number;
};

/** The privacy policy's retention table: its rows come from the site's code (decision 209). */
export type RetentionPeriods = { _type: "retentionPeriods"; _key: string };

export type Paragraphs = Array<
  | string
  | { h2: string }
  | { h3: string }
  | { bullets: string[] }
  | { steps: string[] }
  | { retentionPeriods: true }
>;

/** Turns prose ("## " not needed: use {h2}) into Portable Text blocks with stable keys. */
export function portableText(keyPrefix: string, parts: Paragraphs): (Block | RetentionPeriods)[] {
  let n = 0;
  const key = () => `${keyPrefix}-${(n++).toString(36)}`;
  const block = (
    text: string,
    style: Block["style"] = "normal",
    list?: "bullet" | "number",
  ): Block => ({
    _type: "block",
    _key: key(),
    style,
    markDefs: [],
    children: [{ _type: "span", _key: key(), text, marks: [] }],
    ...(list ? { listItem: list, level: 1 } : {}),
  });
  return parts.flatMap((part): (Block | RetentionPeriods)[] => {
    if (typeof part === "string") return [block(part)];
    if ("retentionPeriods" in part) return [{ _type: "retentionPeriods", _key: key() }];
    if ("h2" in part) return [block(part.h2, "h2")];
    if ("h3" in part) return [block(part.h3, "h3")];
    if ("bullets" in part) return part.bullets.map((b) => block(b, "normal", "bullet"));
    return part.steps.map((s) => block(s, "normal", "number"));
  });
}
