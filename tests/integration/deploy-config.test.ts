// The deploy recipe agrees with the code: every setting the Cloud Run service passes is one the
// server reads, its probes hit the health routes, Hosting rewrites to the service by its name,
// and every secret it mounts is created by the README's commands.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const service = read("deploy/cloudrun/service.yaml");
const readme = read("README.md");

describe("deploy/", () => {
  it("passes only settings app/env.server.ts knows", () => {
    const known = new Set(
      [...read("app/env.server.ts").matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]),
    );
    const passed = [...service.matchAll(/- name: ([A-Z][A-Z0-9_]+)\s*(?:#.*)?$/gm)].map(
      (m) => m[1]!,
    );
    expect(passed.length).toBeGreaterThan(5);
    for (const name of passed) expect(known.has(name), name).toBe(true);
    for (const needed of [
      "SITE_URL",
      "SESSION_SECRET",
      "FIREBASE_PROJECT_ID",
      "MAIL_COLLECTION",
      "TRUST_PROXY",
    ]) {
      expect(passed, needed).toContain(needed);
    }
  });

  it("probes the readiness and liveness routes on the container's port", () => {
    expect(service).toMatch(/startupProbe:\s+httpGet:\s+path: \/healthz\/ready\s+port: 8080/);
    expect(service).toMatch(/livenessProbe:\s+httpGet:\s+path: \/healthz\/live\s+port: 8080/);
    expect(existsSync(path.join(ROOT, "app/routes/healthz_.ready.ts"))).toBe(true);
    expect(existsSync(path.join(ROOT, "app/routes/healthz_.live.ts"))).toBe(true);
    expect(read("Dockerfile")).toMatch(/^EXPOSE 8080$/m);
  });

  it("fronts the service by its name and region with Firebase Hosting", () => {
    const name = /^metadata:\s+name: (\S+)/m.exec(service)?.[1];
    const region = /cloud\.googleapis\.com\/location: (\S+)/.exec(service)?.[1];
    const hosting = JSON.parse(read("deploy/firebase.json")) as {
      hosting: {
        public: string;
        rewrites: { source: string; run: { serviceId: string; region: string } }[];
      };
    };
    expect(hosting.hosting.rewrites).toEqual([{ source: "**", run: { serviceId: name, region } }]);
    expect(existsSync(path.join(ROOT, "deploy", hosting.hosting.public))).toBe(true);
  });

  it("mounts only secrets the README creates", () => {
    const mounted = [...service.matchAll(/secretKeyRef:\s+name: (\S+)/g)].map((m) => m[1]!);
    expect(mounted.length).toBeGreaterThan(0);
    for (const secret of mounted)
      expect(readme, secret).toContain(`gcloud secrets create ${secret}`);
  });
});
