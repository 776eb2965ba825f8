// Fills the deploy's templates (the service, the alert policies): every ${NAME} must have a
// value, so a template and the script cannot drift apart silently.
import { createHash } from "node:crypto";

export function fill(template: string, values: Record<string, string>): string {
  const missing = new Set<string>();
  const out = template.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing.add(name);
    return value ?? "";
  });
  if (missing.size) throw new Error(`template needs ${[...missing].join(", ")}`);
  return out;
}

export const sha = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

const INDENT = " ".repeat(12);

/** `env` entries with a plain value, in the service's indentation. */
export function plainEnv(entries: [string, string][]): string {
  return entries
    .map(([name, value]) => `${INDENT}- name: ${name}\n${INDENT}  value: ${JSON.stringify(value)}`)
    .join("\n");
}

/** `env` entries read from Secret Manager at a pinned version. */
export function secretEnv(entries: { env: string; secret: string; version: string }[]): string {
  return entries
    .map(
      ({ env, secret, version }) =>
        `${INDENT}- name: ${env}\n${INDENT}  valueFrom:\n${INDENT}    secretKeyRef:\n` +
        `${INDENT}      name: ${secret}\n${INDENT}      key: "${version}"`,
    )
    .join("\n");
}
