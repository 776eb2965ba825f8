// One wording per kind of text, written once (decision 284): a template's `write` fills its named
// slots. Filled with the application's values it is the SMS/LMS text; filled with `#{slot}` it is
// the 알림톡 template staff register with Kakao (docs/texts.md lists them), so the text sent and
// the template registered cannot drift apart. Pure.

/** The 알림톡 templates, one per kind of text; a new kind joins by adding its name here. */
export const TEMPLATE_NAMES = [
  "receipt",
  "seat",
  "cancellation",
  "reminder",
  "lottery",
  "inquiry",
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export type TextTemplate<S extends string = string> = {
  name: TemplateName;
  /** Each slot appears once in the wording (a #{변수} of the template). */
  slots: readonly S[];
  write(values: Readonly<Record<S, string>>): string;
};

/** What a text carries for 알림톡: its template and the values SOLAPI fills it with. */
export type TemplateUse = { name: TemplateName; variables: Record<string, string> };

export function textTemplate<S extends string>(
  name: TemplateName,
  slots: readonly S[],
  write: (values: Readonly<Record<S, string>>) => string,
): TextTemplate<S> {
  return { name, slots, write };
}

/** `#{slot}`: how SOLAPI and Kakao name a template's variable. */
export const variableKey = (slot: string) => `#{${slot}}`;

/** The wording to register with Kakao: every slot left as its #{변수}. */
export function templateWording(template: TextTemplate): string {
  return template.write(Object.fromEntries(template.slots.map((s) => [s, variableKey(s)])));
}

/** The text for these values, and the variables SOLAPI needs to send the same words as 알림톡. */
export function fillTemplate<S extends string>(
  template: TextTemplate<S>,
  values: Readonly<Record<S, string>>,
): { text: string; template: TemplateUse } {
  const variables: Record<string, string> = {};
  for (const slot of template.slots) variables[variableKey(slot)] = values[slot];
  return { text: template.write(values), template: { name: template.name, variables } };
}

/** Pure: the wording with each #{변수} replaced by its value (what Kakao shows). */
export function fillWording(wording: string, variables: Readonly<Record<string, string>>): string {
  return wording.replace(/#\{[^}]+\}/g, (key) => variables[key] ?? key);
}
