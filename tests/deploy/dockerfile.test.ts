// The image is reproducible and keeps keys out: every FROM names its base by digest (or an
// earlier stage), and both upload filters (.dockerignore for the build context, .gcloudignore for
// `gcloud builds submit`) leave key files and local settings behind.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDockerfile } from "../support/dockerfile";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the Dockerfile", () => {
  it("pins every base image by digest", () => {
    const stages = parseDockerfile(read("Dockerfile"));
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const earlier = new Set<string>();
    for (const stage of stages) {
      if (!earlier.has(stage.from))
        expect(stage.from).toMatch(/^[\w./-]+(:[\w.-]+)?@sha256:[0-9a-f]{64}$/);
      if (stage.name) earlier.add(stage.name);
    }
    // The site's image is the last stage (deploy/cloudbuild.yaml builds --target=runtime).
    expect(stages.at(-1)?.name).toBe("runtime");
  });

  it("starts the server as the container's own process, so Cloud Run's SIGTERM reaches its drain", () => {
    const runtime = parseDockerfile(read("Dockerfile")).at(-1)!;
    const cmd = runtime.instructions.filter((i) => i.keyword === "CMD").at(-1);
    // Exec form, no shell or npm in between: server.js's own SIGTERM handler runs (decision 165).
    expect(JSON.parse(cmd!.args)).toEqual(["node", "server.js"]);
    expect(runtime.instructions.some((i) => i.keyword === "ENTRYPOINT")).toBe(false);
    expect(read("server.js")).toMatch(/process\.on\("SIGTERM", \(\) => shutdown\("SIGTERM"\)\)/);
  });
});

const KEY_PATTERNS = [
  ".env",
  ".env.*",
  "*.pem",
  "*.key",
  "service-account*.json",
  "*credentials*.json",
  "data/",
  ".npmrc",
  "firebase/extensions/*.env.*",
];

describe.each([
  [".dockerignore", (p: string) => (p.startsWith("firebase/") ? p : `**/${p}`)],
  [".gcloudignore", (p: string) => p],
])("%s", (file, form) => {
  const lines = read(file)
    .split("\n")
    .map((l) => l.trim());
  it("leaves out key files and local settings", () => {
    for (const pattern of KEY_PATTERNS) {
      const wanted = pattern === "data/" ? ["data/", "**/data/"] : [form(pattern)];
      expect(
        wanted.some((w) => lines.includes(w)),
        `${file}: ${form(pattern)}`,
      ).toBe(true);
    }
    expect(lines).toContain(file === ".dockerignore" ? "!**/.env.example" : "!.env.example");
  });
});
