// SOLAPI's delivery reports (decision 267): a POST of a JSON array of message reports, sent with
// the headers X-Solapi-Event-Name (SINGLE-REPORT) and X-Solapi-Secret (the value set in SOLAPI's
// console, SOLAPI_WEBHOOK_SECRET here). A report with the wrong secret is refused with 401 and
// changes nothing; one for an unknown message or another number matches nothing. Set-up:
// docs/texts.md.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { applyTextReports, solapiSecretMatches } from "~/jobs/text-sender.server";
import { BODY_LIMITS } from "~/security/request-body.server";
import { getSettings } from "~/backends/app.server";
import { noStoreJson, postOnly } from "~/http/answers";

const report = z.object({
  messageId: z.string().min(1).max(100),
  to: z
    .string()
    .max(20)
    .transform((v) => v.replace(/\D/g, "")),
  statusCode: z.string().max(10),
  statusMessage: z.string().max(500).optional(),
});
const reports = z.array(z.unknown()).max(1000);

export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly();
  if (!getSettings().SOLAPI_WEBHOOK_SECRET)
    return noStoreJson(404, { message: "문자 발송 결과를 받지 않습니다." });
  if (!solapiSecretMatches(request.headers.get("X-Solapi-Secret")))
    return noStoreJson(401, { message: "웹훅 비밀값이 올바르지 않습니다." });
  if (Number(request.headers.get("Content-Length") ?? 0) > BODY_LIMITS.webhook)
    return noStoreJson(413, { message: "요청 본문이 너무 큽니다." });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return noStoreJson(400, { message: "웹훅 본문이 JSON 배열이 아닙니다." });
  }
  const list = reports.safeParse(Array.isArray(body) ? body : [body]);
  if (!list.success) return noStoreJson(400, { message: "웹훅 본문이 JSON 배열이 아닙니다." });
  // A malformed entry is skipped: the rest of the batch still counts.
  const valid = list.data.flatMap((item) => {
    const parsed = report.safeParse(item);
    return parsed.success ? [{ ...parsed.data, reason: parsed.data.statusMessage ?? "" }] : [];
  });
  const matched = await applyTextReports(valid);
  return noStoreJson(200, { ok: true, received: list.data.length, matched });
}
