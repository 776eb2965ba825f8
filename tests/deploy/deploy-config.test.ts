// deploy/ held to the code: the service passes only settings app/env.server.ts knows, the site
// starts in production with exactly what the service gives it, the probes hit routes that exist,
// the mail collection, TTL policies and alert events match what the app writes and logs, the
// webhook filter leaves out Sanity's system documents, and no project, service or domain is named.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { namesFor, parseConfig } from "../../deploy/lib/config";
import type { Context } from "../../deploy/lib/context";
import { fill } from "../../deploy/lib/render";
import { Shell } from "../../deploy/lib/shell";
import { monitoring, POLICY_FILES } from "../../deploy/steps/monitoring";
import { renderService, serviceSettings } from "../../deploy/steps/run";
import { WEBHOOK_FILTER } from "../../deploy/steps/sanity";
import { parseEnv } from "~/env.server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

function context(extra: string[] = []): Context {
  const config = parseConfig(
    [
      "--project",
      "p-test",
      "--region",
      "asia-northeast3",
      "--service",
      "site-one",
      "--domain",
      "www.example.test",
      "--sanity-project",
      "abc123",
      "--tag",
      "t1",
      ...extra,
    ],
    ROOT,
  );
  const names = namesFor(config);
  const ctx: Context = {
    config,
    names,
    root: ROOT,
    sh: new Shell({ dryRun: true, root: ROOT, path: "", print: () => {} }),
    say: () => {},
    versions: new Map(),
    next: [],
  };
  for (const key of [
    "session-secret",
    "health-token",
    "front-secret",
    "firebase-web-api-key",
    "sanity-webhook-secret",
    "sanity-viewer-token",
  ] as const)
    ctx.versions.set(names.secret(key), "3");
  return ctx;
}

const rotating = context([
  "--session-secret-previous",
  "2",
  "--webhook-secret-previous",
  "2",
  "--front-secret-previous",
  "2",
]);
const yaml = renderService(rotating);
const known = new Set(
  [...read("app/env.server.ts").matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!),
);

describe("the Cloud Run service", () => {
  it("passes only settings app/env.server.ts knows, secrets pinned to a version", () => {
    const passed = [...yaml.matchAll(/- name: ([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!);
    expect(passed.length).toBeGreaterThan(10);
    for (const name of passed)
      expect(known.has(name), `${name} is not read by app/env.server.ts`).toBe(true);
    expect([...yaml.matchAll(/key: "([^"]+)"/g)].map((m) => m[1])).toEqual(
      expect.arrayContaining(["3", "2"]),
    );
    expect(yaml).not.toMatch(/key: "?latest/);
  });

  it("gives the site every setting production requires: it starts with exactly these", () => {
    const { plain, secrets } = serviceSettings(context());
    const env: Record<string, string> = {
      // The Dockerfile's ENV, and what Cloud Run sets in every container.
      NODE_ENV: "production",
      PORT: "8080",
      K_SERVICE: "site-one",
      ...Object.fromEntries(plain),
      ...Object.fromEntries(
        [...yaml.matchAll(/- name: ([A-Z_]+)[^\n]*\n\s+value: "?([^"\n]+)"?/g)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      ),
      ...Object.fromEntries(secrets.map((s) => [s.env, randomBytes(32).toString("hex")])),
    };
    const parsed = parseEnv(env);
    expect(parsed.isProduction).toBe(true);
    expect(parsed.storeBackend).toBe("firebase");
    expect(parsed.mailPath).toBe("smtp");
    expect(parsed.previewEnabled).toBe(true);
    expect(parsed.siteUrl).toBe("https://www.example.test");
    // Firebase mode's accounts call Identity Toolkit with this key (app/backends/backends.server.ts).
    expect(read("app/backends/backends.server.ts")).toMatch(/if \(!env\.FIREBASE_WEB_API_KEY\)/);
    expect(env.FIREBASE_WEB_API_KEY).toBeDefined();
    // Each setting production cannot do without is there: without it the site refuses to start.
    for (const needed of ["SITE_URL", "SESSION_SECRET", "SMTP_URL", "FRONT_SECRET"]) {
      const without = { ...env };
      delete without[needed];
      expect(() => parseEnv(without), needed).toThrow(/Invalid settings/);
    }
  });

  it("probes readiness and liveness on routes the server has, on the container's port", () => {
    expect(yaml).toMatch(/startupProbe:\s+httpGet:\s+path: \/healthz\/ready\s+port: 8080/);
    expect(yaml).toMatch(/livenessProbe:\s+httpGet:\s+path: \/healthz\/live\s+port: 8080/);
    // Remix's flat route files for those paths (`_` after a segment: not nested in its layout).
    for (const file of ["healthz_.ready.ts", "healthz_.live.ts"])
      expect(existsSync(path.join(ROOT, "app/routes", file)), file).toBe(true);
    expect(read("Dockerfile")).toMatch(/^EXPOSE 8080$/m);
  });

  it("sets concurrency, the request timeout, the instance range and probe budgets the runbook states", () => {
    expect(yaml).toMatch(/^ {6}containerConcurrency: 80$/m);
    expect(yaml).toMatch(/^ {6}timeoutSeconds: 60$/m);
    expect(yaml).toContain('autoscaling.knative.dev/minScale: "1"');
    expect(yaml).toContain('autoscaling.knative.dev/maxScale: "10"');
    const scaled = renderService(context(["--min-instances", "3", "--max-instances", "20"]));
    expect(scaled).toContain('autoscaling.knative.dev/minScale: "3"');
    expect(scaled).toContain('autoscaling.knative.dev/maxScale: "20"');
    // No instance may be allowed to go: the mail sender and the change listener live there.
    expect(() => context(["--min-instances", "0"])).toThrow(/--min-instances/);
    expect(() => context(["--min-instances", "4", "--max-instances", "2"])).toThrow(
      /--max-instances/,
    );
    // A probe's whole budget: Cloud Run allows a startup probe at most 240 s.
    const budget = (probe: string) => {
      const block = new RegExp(
        `${probe}:[\\s\\S]*?periodSeconds: (\\d+)[\\s\\S]*?failureThreshold: (\\d+)`,
      ).exec(yaml);
      expect(block, probe).not.toBeNull();
      return Number(block![1]) * Number(block![2]);
    };
    expect(budget("startupProbe")).toBeLessThanOrEqual(240);
    expect(budget("livenessProbe")).toBeGreaterThanOrEqual(30);
    // Cloud Run sends SIGKILL 10 s after SIGTERM: the site process gives up draining within that.
    expect(read("server.js")).toMatch(/process\.on\("SIGTERM"/);
    const drain = /const DRAIN_MS = (\d[\d_]*);/.exec(read("app/server/site-process.server.ts"));
    expect(Number(drain?.[1]?.replace(/_/g, ""))).toBeLessThanOrEqual(10_000);
  });

  it("is reached only through the load balancer, keeps its CPU, and trusts two proxies", () => {
    expect(yaml).toContain("run.googleapis.com/ingress: internal-and-cloud-load-balancing");
    expect(yaml).toContain('run.googleapis.com/cpu-throttling: "false"');
    expect(Number(/minScale: "(\d+)"/.exec(yaml)?.[1])).toBeGreaterThanOrEqual(1);
    expect(yaml).toMatch(/- name: TRUST_PROXY\s+value: "2"/);
  });
});

describe("Firestore and mail config", () => {
  const indexes = JSON.parse(read("firebase/firestore.indexes.json")) as {
    fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
  };
  const ttl = indexes.fieldOverrides
    .filter((o) => o.ttl)
    .map((o) => `${o.collectionGroup}.${o.fieldPath}`);

  it("has a TTL policy on every collection the app lets expire, on the field it writes", () => {
    expect(ttl.sort()).toEqual([
      "health.expireAt",
      "mail.delivery.expireAt",
      "rateLimits.expireAt",
      "sessions.expiresAt",
      "texts.expireAt",
    ]);
    expect(read("app/records/texts/firestore.server.ts")).toMatch(
      /TEXT_COLLECTION = "texts"[\s\S]*expireAt:/,
    );
    expect(read("app/records/sessions/firestore.server.ts")).toMatch(
      /collectionName = "sessions"[\s\S]*expiresAt: Timestamp/,
    );
    expect(read("app/records/rate-limits/firestore.server.ts")).toMatch(
      /RATE_LIMITS_COLLECTION = "rateLimits"[\s\S]*expireAt:/,
    );
    expect(read("app/backends/backends.server.ts")).toMatch(
      /collection\("health"\)[\s\S]*expireAt:/,
    );
  });

  it("installs no mail extension: the site sends its own mail, stamping the TTL field", () => {
    // Firebase Extensions shut down on 31 March 2027 (decision 254).
    const firebase = JSON.parse(read("firebase/firebase.json")) as Record<string, unknown>;
    expect(firebase.extensions).toBeUndefined();
    expect(yaml).not.toContain("MAIL_COLLECTION");
    expect(yaml).toMatch(/- name: SMTP_URL\s+valueFrom:\s+secretKeyRef:\s+name: site-one-smtp-url/);
    // The own sender's collection is the default one, whose sent mail the TTL policy deletes.
    expect(read("app/jobs/mail-sender.server.ts")).toContain('env.MAIL_COLLECTION ?? "mail"');
    expect(ttl).toContain("mail.delivery.expireAt");
    expect(read("app/records/outbox/firestore.server.ts")).toContain('"delivery.expireAt"');
  });
});

describe("alerts", () => {
  const events = /export type LogEvent =([^;]+);/.exec(read("app/log.server.ts"))![1]!;
  const values = {
    SERVICE: "site-one",
    PROJECT: "p-test",
    DOMAIN: "www.example.test",
    UPTIME_CHECK_ID: "check-1",
  };

  it.each(POLICY_FILES)("%s is a policy on this service, on events the server logs", (file) => {
    const policy = JSON.parse(fill(read(`deploy/alerts/${file}`), values)) as {
      displayName: string;
      conditions: object[];
    };
    expect(policy.displayName).toContain("site-one");
    const text = JSON.stringify(policy);
    for (const [, event] of text.matchAll(/jsonPayload\.event=\\"([\w.]+)\\"/g))
      expect(events).toContain(`"${event}"`);
    if (/conditionMatchedLog/.test(text)) expect(text).toContain("notificationRateLimit");
  });

  it("are not created without --alert-email: a policy nobody is told of is no alert", () => {
    const ctx = context();
    const live = {
      ...ctx,
      sh: new Shell({ dryRun: false, root: ROOT, path: "", print: () => {} }),
    };
    expect(() => monitoring(live)).toThrow(/--alert-email/);
  });

  it("covers the uptime check, the 5xx rate, stuck mail, the content version and the budget", () => {
    const all = POLICY_FILES.map((f) => read(`deploy/alerts/${f}`)).join("\n");
    expect(all).toContain("uptime_check/check_passed");
    expect(all).toContain('response_code_class=\\"5xx\\"');
    expect(all).toContain('jsonPayload.event=\\"mail.stuck\\"');
    expect(all).toContain('jsonPayload.event=\\"content_version.down\\"');
    expect(JSON.parse(read("deploy/alerts/budget.json")).thresholds.length).toBeGreaterThan(0);
  });

  it("takes a budget amount as a number, with or without a currency code", () => {
    expect(context(["--budget-amount", "400000"]).config.budgetAmount).toBe("400000");
    expect(context(["--budget-amount", "250.50USD"]).config.budgetAmount).toBe("250.50USD");
    for (const bad of ["30만", "1.2.3", "300,000", "abc"])
      expect(() => context(["--budget-amount", bad]), bad).toThrow(/--budget-amount/);
  });

  it("takes Kakao's REST API key as a flag, but its secret only from a file or the environment", () => {
    const on = context(["--kakao-client-id", "0123456789abcdef0123456789abcdef"]);
    expect(on.config.kakaoClientId).toBe("0123456789abcdef0123456789abcdef");
    expect(() => context(["--kakao-client-secret", "s3cret"])).toThrow(/kakao-client-secret/);
    expect(() => context(["--kakao-client-id", "key with spaces"])).toThrow(/--kakao-client-id/);
    expect(() => context(["--kakao-client-secret-file", "/tmp/x"])).toThrow(
      /needs --kakao-client-id/,
    );
    expect(context([]).config.kakaoClientId).toBeUndefined();
  });
});

describe("the Sanity webhook's filter", () => {
  it("passes content documents and leaves out Sanity's own", async () => {
    const documents = [
      { _id: "program-1", _type: "program" },
      { _id: "notice-1", _type: "notice" },
      { _id: "image-abc-100x100-jpg", _type: "sanity.imageAsset" },
      { _id: "file-abc-pdf", _type: "sanity.fileAsset" },
      { _id: "_.groups.administrator", _type: "system.group" },
    ];
    const result = await (
      await evaluate(parse(`*[${WEBHOOK_FILTER}]._id`), { dataset: documents })
    ).get();
    expect(result).toEqual(["program-1", "notice-1"]);
  });
});

describe("deploy/ and firebase/", () => {
  it("name no project, service, domain or region: all of it comes from the command line", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(ROOT, dir))) {
        const rel = `${dir}/${entry}`;
        if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
        else if (!/\.env\.[^/]+$/.test(entry)) files.push(rel);
      }
    };
    walk("deploy");
    walk("firebase");
    for (const file of files)
      expect(read(file), file).not.toMatch(
        /cheongna|centre|cnculture|\.kr\b|asia-northeast\d|https:\/\/[\w.-]+\.run\.app|-docker\.pkg\.dev\/[a-z]/i,
      );
  });
});

describe("the runbook's local credentials", () => {
  // Application-default credentials from `gcloud auth application-default login` carry no quota
  // project: Identity Toolkit (firebase-admin's auth calls) refuses them until one is set.
  it.each(["docs/deploying.md", "docs/accounts.md"])(
    "%s sets a quota project wherever it signs in with application-default credentials",
    (file) => {
      const text = read(file);
      const logins = [...text.matchAll(/application-default login/g)].length;
      const quota = [...text.matchAll(/application-default set-quota-project/g)].length;
      expect(quota).toBeGreaterThanOrEqual(logins);
    },
  );
});

describe("the runbook's roll back", () => {
  // The jobs run the site's image with its settings: a rollback of the service alone leaves the
  // nightly retention and backup on the newer image, against the older revision's data shape.
  it("puts the retention and backup jobs back on the revision's image too", () => {
    const section = /## Roll back\n([\s\S]*?)\n## /.exec(read("docs/deploying.md"))![1]!;
    expect(section).toMatch(/gcloud run jobs update S-retention [^\n]*--image=/);
    expect(section).toMatch(/gcloud run jobs update S-backup [^\n]*--image=/);
  });
});
