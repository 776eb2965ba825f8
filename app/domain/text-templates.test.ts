import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APPLICATION_TEXT_TEMPLATES } from "./application-texts";
import { INQUIRY_TEXT_TEMPLATE } from "./inquiry-texts";
import {
  fillTemplate,
  fillWording,
  templateWording,
  TEMPLATE_NAMES,
  type TextTemplate,
} from "./text-templates";

const templates: TextTemplate[] = [
  ...Object.values(APPLICATION_TEXT_TEMPLATES),
  INQUIRY_TEXT_TEMPLATE,
];
const values = (slots: readonly string[]) =>
  Object.fromEntries(slots.map((slot, i) => [slot, `값${i}`]));

describe("알림톡 templates: one wording for the SMS text and the Kakao template", () => {
  it("names each slot once as its #{변수}, and the SMS text is the template filled", () => {
    for (const template of templates) {
      const wording = templateWording(template);
      for (const slot of template.slots)
        expect(wording.split(`#{${slot}}`), `${template.name}: ${slot}`).toHaveLength(2);
      expect(wording.match(/#\{[^}]+\}/g)).toHaveLength(template.slots.length);
      const filled = fillTemplate(template, values(template.slots));
      // What SOLAPI makes of the template and the variables is the SMS text, byte for byte.
      expect(fillWording(wording, filled.template.variables)).toBe(filled.text);
      expect(TEMPLATE_NAMES).toContain(filled.template.name);
    }
  });

  it("has a template for every name the settings read", () => {
    expect(templates.map((t) => t.name).sort()).toEqual([...TEMPLATE_NAMES].sort());
  });

  it("lists every template in docs/texts.md exactly, for staff to register with Kakao", () => {
    const docs = readFileSync("docs/texts.md", "utf8");
    for (const template of templates) {
      expect(docs).toContain(`SOLAPI_KAKAO_TEMPLATE_${template.name.toUpperCase()}`);
      expect(docs, template.name).toContain(`\`\`\`text\n${templateWording(template)}\n\`\`\``);
    }
  });
});
