// A logger writing JSON lines into memory, every level from `level` up, as the server writes
// them to stdout: the entries, and the \`event\` of those that have one.
import { Writable } from "node:stream";
import { createLogger } from "~/log.server";

export function capturedLog(level?: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    logger: createLogger(stream, level),
    entries,
    events: () => entries().flatMap((entry) => (entry.event ? [entry.event] : [])),
  };
}
