// The Nu Html Checker (the W3C validator's engine, npm's vnu-jar) over many documents in one run:
// the JVM takes seconds to start, so a test hands it every page it collected at once.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { javaMajorVersion } from "./firestore-emulator";

const ROOT = path.resolve(import.meta.dirname, "../..");
const VNU_JAR = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");
/** vnu.jar 26.x runs on Java 17+, which `npm test`'s set-up installs for the Firestore emulator. */
const MIN_JAVA = 17;

export type NuMessage = { document: string; line?: number; message: string; extract?: string };

/** Why the checker cannot run here, or null when it can. */
export function nuCheckerMissing(): string | null {
  const java = javaMajorVersion();
  if (java === null) return "no java on PATH (npm test's set-up installs it)";
  if (java < MIN_JAVA) return `java ${java} is older than ${MIN_JAVA}`;
  return null;
}

/** A page's HTML as a document file in `dir`, named after its path and variant. */
export function saveDocument(dir: string, name: string, html: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w가-힣-]+/g, "_") || "_"}.html`);
  writeFileSync(file, html);
  return file;
}

/** Every error (not warnings or notes) the checker finds in `files`, with the document named. */
export function nuErrors(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(error);
        try {
          const { messages } = JSON.parse(stderr) as {
            messages: {
              type: string;
              url?: string;
              lastLine?: number;
              message: string;
              extract?: string;
            }[];
          };
          resolve(
            messages
              .filter((m) => m.type === "error" || m.type === "non-document-error")
              .map((m) => ({
                document: path.basename(decodeURIComponent(m.url ?? "")),
                line: m.lastLine,
                message: m.message,
                extract: m.extract?.slice(0, 160),
              })),
          );
        } catch (parseError) {
          reject(
            new Error(`the checker's answer was not JSON: ${stderr.slice(0, 500)}`, {
              cause: parseError,
            }),
          );
        }
      },
    );
  });
}
