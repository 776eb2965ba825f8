// Runs the provider CLIs for the deploy command. Every command is printed before it runs (with
// `--dry-run` only printed); a secret never appears: it travels on stdin, or its argument is
// marked secret and printed as <NAME>. Read-only checks say whether a thing exists; in a dry run
// they are printed and answer "missing", so the printout is the whole sequence from a blank project.
import { spawnSync } from "node:child_process";

/** One argument; a secret one is passed as is but printed as its label. */
export type Arg = string | { secret: string; label: string };

export type RunOptions = {
  /** Text on stdin (secret values travel here, never on the command line). */
  input?: string;
  /** Working directory (the Studio's commands run in studio/). */
  cwd?: string;
  /** Extra environment for this command. */
  env?: Record<string, string>;
};

export type Result = { ok: boolean; stdout: string; stderr: string };

export class Shell {
  readonly printed: string[] = [];

  constructor(
    private readonly options: {
      dryRun: boolean;
      root: string;
      path: string;
      print: (line: string) => void;
    },
  ) {}

  get dryRun() {
    return this.options.dryRun;
  }

  private show(tool: string, args: Arg[], cwd?: string) {
    const words = [tool, ...args.map((a) => (typeof a === "string" ? quote(a) : `<${a.label}>`))];
    const line = (cwd && cwd !== this.options.root ? `(cd ${cwd}) ` : "") + words.join(" ");
    this.printed.push(line);
    this.options.print(`${this.dryRun ? "[dry-run] " : "$ "}${line}`);
  }

  private exec(tool: string, args: Arg[], options: RunOptions): Result {
    const result = spawnSync(
      tool,
      args.map((a) => (typeof a === "string" ? a : a.secret)),
      {
        cwd: options.cwd ?? this.options.root,
        input: options.input,
        encoding: "utf8",
        env: { ...process.env, ...options.env, PATH: this.options.path },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.error) throw new Error(`${tool} could not start: ${result.error.message}`);
    return { ok: result.status === 0, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
  }

  /** A read-only question (describe, list): its answer, or undefined when it failed (not found). */
  query(tool: string, args: Arg[], options: RunOptions = {}): string | undefined {
    this.show(tool, args, options.cwd);
    if (this.dryRun) return undefined;
    const result = this.exec(tool, args, options);
    return result.ok ? result.stdout.trim() : undefined;
  }

  /** A read that must succeed and whose answer is secret (never printed). */
  read(tool: string, args: Arg[], options: RunOptions = {}): string {
    this.show(tool, args, options.cwd);
    if (this.dryRun) return "";
    const result = this.exec(tool, args, options);
    if (!result.ok) throw new Error(`${tool} ${args[0] ?? ""} failed:\n${result.stderr.trim()}`);
    return result.stdout.trim();
  }

  /** A change; a failure stops the deploy with the tool's own message. */
  change(tool: string, args: Arg[], options: RunOptions = {}): string {
    this.show(tool, args, options.cwd);
    if (this.dryRun) return "";
    const result = this.exec(tool, args, options);
    if (!result.ok) {
      const what = args.filter((a): a is string => typeof a === "string" && !a.startsWith("-"));
      throw new Error(`${tool} ${what.slice(0, 4).join(" ")} failed:\n${result.stderr.trim()}`);
    }
    return result.stdout.trim();
  }
}

function quote(word: string): string {
  return /^[\w@%+=:,./()-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
