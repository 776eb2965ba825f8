// A honeypot for public forms: a text field that people never see (visually hidden, skipped by
// keyboard and screen readers) and bots that fill every input do fill. Any form may reuse it:
// render <HoneypotField /> inside the form and check `isHoneypotTripped(value)` on the server.
// Shared by browser and server (no I/O).

/** The field's name: plausible enough that form-filling bots write into it. */
export const HONEYPOT_FIELD = "website";

/** True when the hidden field carries anything a person could not have typed into it. */
export function isHoneypotTripped(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== "string") return true;
  return value.trim() !== "";
}

/** Reads the honeypot from a parsed JSON body or from FormData. */
export function honeypotValue(source: FormData | Record<string, unknown>): unknown {
  return source instanceof FormData ? source.get(HONEYPOT_FIELD) : source[HONEYPOT_FIELD];
}
