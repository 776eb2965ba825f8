// The copy-back's command line (pure), and the runbook's commands parsed by it: a step that names
// a flag the script does not take, or a script the package does not have, fails here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCopyBackArgs } from "./firestore-copy-back";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("npm run firestore:copy-back's arguments", () => {
  it("takes the restored database, into (default) unless told, the collections and a dry run", () => {
    expect(parseCopyBackArgs(["--from", "restore-0930"])).toEqual({
      from: "restore-0930",
      to: "(default)",
      dryRun: false,
    });
    expect(
      parseCopyBackArgs([
        "--from",
        "restore-0930",
        "--to",
        "scratch-db",
        "--collections",
        " applications, users ,",
        "--dry-run",
      ]),
    ).toEqual({
      from: "restore-0930",
      to: "scratch-db",
      collections: ["applications", "users"],
      dryRun: true,
    });
  });

  it("refuses a missing or malformed database, the same one twice, and unknown flags", () => {
    for (const argv of [
      [],
      ["--from", ""],
      ["--from", "Restore_0930"],
      ["--from", "restore-0930", "--to", "restore-0930"],
      ["--from", "(default)"],
      ["--from", "restore-0930", "--collection-ids", "users"],
      ["restore-0930"],
    ])
      expect(parseCopyBackArgs(argv), argv.join(" ")).toHaveProperty("error");
  });

  it("parses every copy-back command the runbook gives, and the package runs the script", () => {
    const runbook = readFileSync(path.join(ROOT, "docs/deploying.md"), "utf8");
    const commands = [...runbook.matchAll(/npm run firestore:copy-back -- ([^`#\n]+)/g)].map((m) =>
      m[1]!.replace(/\s+/g, " ").trim(),
    );
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands)
      expect(parseCopyBackArgs(command.split(" ")), command).not.toHaveProperty("error");
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts["firestore:copy-back"]).toContain("scripts/firestore-copy-back.ts");
  });
});
