// Where a form may send someone back to after signing in.

/** Only same-site paths: anything else (other hosts, `//x`, `/\x`) falls back to `/`. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
    return fallback;
  if (value.includes("\\") || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
