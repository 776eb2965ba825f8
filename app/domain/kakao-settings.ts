// The 알림톡 settings (decision 284), read by ~/env.server.ts: the Kakao channel SOLAPI sends
// from and one approved template per kind of text, all optional. A kind with a template goes as
// 알림톡 (SMS/LMS when Kakao cannot deliver it); without one, or without the channel, as SMS/LMS.
import { z } from "zod";
import { TEMPLATE_NAMES, type TemplateName } from "~/domain/text-templates";

type TemplateSetting = `SOLAPI_KAKAO_TEMPLATE_${Uppercase<TemplateName>}`;

/** SOLAPI_KAKAO_TEMPLATE_RECEIPT, …: the setting holding a kind's template id. */
export const templateSetting = (name: TemplateName) =>
  `SOLAPI_KAKAO_TEMPLATE_${name.toUpperCase()}` as TemplateSetting;

const id = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, "an id from SOLAPI's console")
      .optional(),
  )
  .optional();

/** The settings' shape, spread into the schema of ./env.server.ts. */
export const kakaoSettingsShape = {
  /** The Kakao channel (pfId, KA01PF…) linked in SOLAPI's console. */
  SOLAPI_KAKAO_PF_ID: id,
  ...(Object.fromEntries(TEMPLATE_NAMES.map((name) => [templateSetting(name), id])) as Record<
    TemplateSetting,
    typeof id
  >),
};

export type KakaoSettings = {
  pfId: string;
  /** Template ids (KA01TP…) by name; a name without one goes as SMS/LMS. */
  templates: Partial<Record<TemplateName, string>>;
};

/** The channel and its templates, or null (no channel, no template, or no SOLAPI: SMS/LMS only). */
export function kakaoSettingsOf(
  raw: { SOLAPI_KAKAO_PF_ID?: string } & Partial<Record<TemplateSetting, string>>,
  solapiOn: boolean,
): KakaoSettings | null {
  if (!solapiOn || !raw.SOLAPI_KAKAO_PF_ID) return null;
  const templates: Partial<Record<TemplateName, string>> = {};
  for (const name of TEMPLATE_NAMES) {
    const templateId = raw[templateSetting(name)];
    if (templateId) templates[name] = templateId;
  }
  return Object.keys(templates).length ? { pfId: raw.SOLAPI_KAKAO_PF_ID, templates } : null;
}
