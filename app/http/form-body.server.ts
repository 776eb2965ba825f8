// Form posts to pages reach Remix actions, which read them with request.formData(); a body that
// is not a form (JSON, text, a broken multipart, nothing at all) would make that throw and the
// visitor would get a 500. Every form on the site posts urlencoded (none uploads files), so
// anything else is refused with 415 and a Korean message by the request-body gate
// (request-body.server.ts). JSON APIs live under /api/.

export const UNSUPPORTED_BODY_MESSAGE =
  "지원하지 않는 요청 형식입니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";

const READ_ONLY = new Set(["GET", "HEAD", "OPTIONS"]);

/** Pure: whether a request to `path` with this method and Content-Type may reach an action. */
export function acceptsFormBody(
  method: string,
  path: string,
  contentType: string | undefined,
): boolean {
  if (READ_ONLY.has(method) || path.startsWith("/api/")) return true;
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === "application/x-www-form-urlencoded";
}
