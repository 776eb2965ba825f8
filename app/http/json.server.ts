// HTTP details of POST /api/applications: content type, a capped body read, JSON answers.
import { APPLICATION_MESSAGES } from "~/domain/application";

/** An application is well under 4 KB; 16 KB leaves room for long Korean messages and nothing more. */
export const APPLICATION_BODY_LIMIT_BYTES = 16 * 1024;

export type JsonBodyResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; message: string };

export function isJsonContentType(header: string | null): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || Boolean(type?.endsWith("+json"));
}

/** Reads at most `limit` bytes (stops reading past it, whatever Content-Length claims) and parses a JSON object. */
export async function readJsonObject(
  request: Request,
  limit = APPLICATION_BODY_LIMIT_BYTES,
): Promise<JsonBodyResult> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return { ok: false, status: 415, message: APPLICATION_MESSAGES.unsupportedType };
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    return { ok: false, status: 413, message: APPLICATION_MESSAGES.bodyTooLarge };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413, message: APPLICATION_MESSAGES.bodyTooLarge };
      }
      chunks.push(value);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)));
  } catch {
    return { ok: false, status: 400, message: APPLICATION_MESSAGES.malformedJson };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, status: 400, message: APPLICATION_MESSAGES.malformedJson };
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}

/** A JSON answer with its length declared (small answers then skip the server's compression). */
export function jsonAnswer(
  body: unknown,
  status: number,
  headers: Record<string, string> = {},
): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(text)),
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
