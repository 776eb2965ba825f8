// What every deploy step gets: the parameters, the derived names, the shell, and small helpers
// for the idempotent "look, then create only what is missing" pattern.
import type { Config, Names } from "./config";
import type { Shell } from "./shell";

export type Context = {
  config: Config;
  names: Names;
  sh: Shell;
  root: string;
  say: (line: string) => void;
  /** Secret versions resolved by the secrets step, by secret name. */
  versions: Map<string, string>;
  /** What the operator does next, printed after everything else (the DNS record). */
  next: string[];
};

/** gcloud with the project always named (never the CLI's current configuration). */
export function gcloud(ctx: Context, ...args: string[]): string[] {
  return [...args, `--project=${ctx.config.project}`];
}

type Policy = { bindings?: { role: string; members?: string[] }[] };

/** Whether an IAM policy (JSON from get-iam-policy) already grants `role` to `member`. */
export function grants(policyJson: string | undefined, role: string, member: string): boolean {
  if (!policyJson) return false;
  const policy = JSON.parse(policyJson) as Policy;
  return Boolean(policy.bindings?.some((b) => b.role === role && b.members?.includes(member)));
}

/** Text for `curl --config -`: the URL, headers and body stay off the command line. */
export function curlConfig(entries: [string, string][]): string {
  const esc = (v: string) => v.replaceAll("\\", "\\\\").replaceAll('"', '\\"');
  return entries.map(([k, v]) => `${k} = "${esc(v)}"`).join("\n") + "\n";
}
