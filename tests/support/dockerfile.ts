// Reads the Dockerfile the way the production-install test needs it: the instructions of each
// stage (continuation lines joined), and a COPY's flags, sources and destination.

export type Instruction = { keyword: string; args: string };
export type Stage = { from: string; name?: string; instructions: Instruction[] };

export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === "FROM") {
      const [image = "", , name] = args.split(/\s+/);
      stages.push({ from: image, name, instructions: [] });
    } else {
      stages
        .at(-1)
        ?.instructions.push({ keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, " ") });
    }
  }
  return stages;
}

export type Copy = { from?: string; sources: string[]; destination: string };

export function parseCopy(args: string): Copy {
  const words = args.split(" ");
  const flags = words.filter((w) => w.startsWith("--"));
  const paths = words.filter((w) => !w.startsWith("--"));
  const from = flags.find((f) => f.startsWith("--from="))?.slice("--from=".length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
}
