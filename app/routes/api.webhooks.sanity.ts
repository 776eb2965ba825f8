// Sanity's GROQ-powered publish webhook: a signed notice that a document changed. A valid
// signature changes the content version (decision 290): this instance's cached content and pages
// count no more at once, every other instance's within about 2 s (each reads the version at most
// once a second); anything else is refused with 401 and changes nothing. During a rotation a signature made with
// SANITY_WEBHOOK_SECRET_PREVIOUS is accepted too (decision 171). Set-up: docs/content.md (the publish webhook) and `.env.example`.
import type { ActionFunctionArgs } from "@remix-run/node";
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { z } from "zod";
import { contentCache, contentVersion, getSettings } from "~/backends/app.server";
import { BODY_LIMITS } from "~/security/request-body.server";
import { noStoreJson, postOnly } from "~/http/answers";

/** What the webhook's projection sends: `{_id, _type}` (other fields are ignored). */
const publishedDocument = z.object({
  _id: z.string().min(1).max(200),
  _type: z.string().min(1).max(100),
});

const MAX_BODY_BYTES = BODY_LIMITS.webhook;
/** A signature is good for 5 minutes either way of our clock: a captured notice cannot be replayed later. */
const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

export const loader = postOnly;

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly();
  const secrets = getSettings().webhookSecrets;
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  const declaredLength = Number(request.headers.get("Content-Length") ?? 0);
  if (declaredLength > MAX_BODY_BYTES)
    return noStoreJson(413, { message: "요청 본문이 너무 큽니다." });
  // The signature covers the exact bytes sent: verify the raw text, never re-encoded JSON.
  const body = await request.text();
  if (!signature || !(await signedWithAny(body, signature, secrets))) {
    return noStoreJson(401, { message: "웹훅 서명이 올바르지 않습니다." });
  }
  if (!isRecent(signature)) {
    return noStoreJson(401, { message: "웹훅 서명이 만료되었습니다. 새로 보낸 알림만 받습니다." });
  }
  const parsed = publishedDocument.safeParse(parseJson(body));
  if (!parsed.success) {
    return noStoreJson(400, { message: "웹훅 본문에 _id와 _type이 필요합니다." });
  }
  // Which document does not matter: every cached read counts no more (the body is still checked).
  const outdated = contentCache.size();
  const { stored } = await contentVersion().publish();
  if (!stored)
    return noStoreJson(503, {
      message: "다른 서버에 변경을 알리지 못했습니다. 잠시 후 다시 보내주세요.",
      outdated,
    });
  return noStoreJson(200, { ok: true, outdated });
}

/** Whether one of `secrets` (the current, then the previous) made the signature. */
async function signedWithAny(body: string, signature: string, secrets: readonly string[]) {
  for (const secret of secrets) if (await hasValidSignature(body, signature, secret)) return true;
  return false;
}

async function hasValidSignature(body: string, signature: string, secret: string) {
  try {
    return await isValidSignature(body, signature, secret);
  } catch {
    return false; // a malformed signature header is simply not a valid one
  }
}

/** Pure: whether the signature's timestamp (milliseconds) is within SIGNATURE_MAX_AGE_MS of `now`. */
function isRecent(signature: string, now = Date.now()): boolean {
  try {
    return Math.abs(now - decodeSignatureHeader(signature).timestamp) <= SIGNATURE_MAX_AGE_MS;
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
