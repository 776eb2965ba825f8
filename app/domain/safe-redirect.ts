// Where a form may send someone back to after signing in.

/**
 * Only same-site paths: anything else (other hosts, `//x`, `/\x`) falls back to `/`. Letters
 * beyond ASCII (a typed `?status=대기중`) are percent-encoded: a Location header cannot carry them.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
    return fallback;
  if (value.includes("\\") || /[\u0000-\u001f]/.test(value)) return fallback;
  try {
    return value.replace(/[^\u0000-\u007f]+/gu, (letters) => encodeURIComponent(letters));
  } catch {
    return fallback; // a lone surrogate cannot be encoded
  }
}
