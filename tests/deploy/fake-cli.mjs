// A stand-in for gcloud, firebase, sanity and curl in the deploy rehearsal: it records every call
// (FAKE_LOG, one JSON line each) and keeps what exists in a state file (FAKE_STATE), so "describe"
// answers "not found" until a "create" made the thing, and a second deploy finds it all there.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

const [tool, ...args] = process.argv.slice(2);
const statePath = process.env.FAKE_STATE;
const state = existsSync(statePath)
  ? JSON.parse(readFileSync(statePath, "utf8"))
  : { resources: {}, apis: [], iam: {}, firebase: [], cors: [], hooks: [], secrets: {} };
let stdin = "";
try {
  stdin = readFileSync(0, "utf8");
} catch {
  stdin = "";
}
const method = tool === "curl" ? (/^request = "(\w+)"$/m.exec(stdin)?.[1] ?? "GET") : undefined;
// The Studio's build reads its settings from the environment: record those, and where it ran.
const studioEnv =
  tool === "sanity"
    ? Object.fromEntries(
        Object.entries(process.env).filter(([k]) => k.startsWith("SANITY_STUDIO_")),
      )
    : undefined;
appendFileSync(
  process.env.FAKE_LOG,
  JSON.stringify({ tool, args, stdinBytes: stdin.length, method, cwd: process.cwd(), studioEnv }) +
    "\n",
);

const flag = (name) => {
  const eq = args.find((a) => a.startsWith(`--${name}=`));
  if (eq) return eq.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
/** Every value of a flag given more than once (gcloud's repeated --threshold-rule). */
const flags = (name) =>
  args.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const positional = args.filter(
  (a, i) => !a.startsWith("-") && !["--custom-request-header", "--config"].includes(args[i - 1]),
);
const project = flag("project") ?? "";

function resolve(value, path) {
  return path.split(".").reduce((v, k) => (v == null ? undefined : v[k]), value);
}
function print(value) {
  const format = flag("format") ?? "";
  if (format === "json") return console.log(JSON.stringify(value));
  const field = /^value\((.+)\)$/.exec(format)?.[1];
  const list = Array.isArray(value) ? value : [value];
  console.log(list.map((v) => (field ? (resolve(v, field) ?? "") : JSON.stringify(v))).join("\n"));
}
function done(code = 0) {
  writeFileSync(statePath, JSON.stringify(state, null, 2));
  process.exit(code);
}
function notFound() {
  console.error("ERROR: (gcloud) NOT_FOUND");
  done(1);
}

function gcloud() {
  const VERBS = [
    "describe",
    "create",
    "deploy",
    "update",
    "delete",
    "list",
    "list-configs",
    "add-iam-policy-binding",
    "get-iam-policy",
    "enable",
    "replace",
    "import",
    "submit",
    "access",
    "get-key-string",
    "add-backend",
    "print-access-token",
    "execute",
    "update-traffic",
  ];
  const at = positional.findIndex((w) => VERBS.includes(w));
  const group = positional.slice(0, at).join(" ");
  const verb = positional[at];
  const rest = positional.slice(at + 1);
  let name = rest.at(-1);
  if (group === "firestore databases" || group === "firestore backups schedules")
    name = flag("database");
  if (group === "secrets versions") name = flag("secret");
  const key = `${group}:${name}`;
  const resources = state.resources;

  if (verb === "get-iam-policy") return print({ bindings: state.iam[key] ?? [] });
  if (verb === "add-iam-policy-binding" && flag("member") === "allUsers")
    // Domain-restricted sharing (an organization policy many organizations set) refuses it.
    return refuse(
      "FAILED_PRECONDITION: One or more users named in the policy do not belong to a permitted customer.",
    );
  if (verb === "add-iam-policy-binding") {
    const bindings = (state.iam[key] ??= []);
    const role = flag("role");
    let binding = bindings.find((b) => b.role === role);
    if (!binding) bindings.push((binding = { role, members: [] }));
    binding.members.push(flag("member"));
    return;
  }
  switch (group) {
    case "services":
      if (verb === "list") return console.log(state.apis.join("\n"));
      state.apis.push(...rest);
      return;
    case "auth":
      return console.log("fake-access-token");
    case "billing projects":
      return print({ billingAccountName: "billingAccounts/000000-FAKE00-000000" });
    case "services api-keys": {
      const keys = Object.values(resources).filter((r) => r.kind === "api-key");
      if (verb === "list")
        return print(keys.filter((k) => `displayName=${k.displayName}` === flag("filter")));
      if (verb === "create") {
        resources[`api-key:${flag("display-name")}`] = {
          kind: "api-key",
          displayName: flag("display-name"),
          name: `projects/${project}/locations/global/keys/k1`,
        };
        return;
      }
      return console.log("fake-api-key-string");
    }
    case "iam service-accounts":
      if (verb === "create")
        return void (resources[`${group}:${name}@${project}.iam.gserviceaccount.com`] = {
          email: name,
        });
      break;
    case "secrets":
      if (verb === "create") {
        state.secrets[name] = [stdin];
        resources[key] = { name: `projects/${project}/secrets/${name}` };
        return;
      }
      break;
    case "secrets versions": {
      const versions = state.secrets[name];
      if (!versions) return notFound();
      if (verb === "describe")
        return print({ name: `projects/${project}/secrets/${name}/versions/${versions.length}` });
      if (verb === "access")
        return process.stdout.write(
          versions[Number(rest[0] === "latest" ? versions.length : rest[0]) - 1],
        );
      break;
    }
    case "builds": {
      // Since mid-2024 a new project's default build account may be the Compute Engine default
      // account with no roles: a build without a named account, or one whose account cannot
      // write logs, read the uploaded source and push to the repository, fails.
      const account = flag("service-account");
      if (!account)
        return refuse(
          "build failed: the default build service account (PROJECT_NUMBER-compute@developer.gserviceaccount.com) lacks artifactregistry.repositories.uploadArtifacts",
        );
      const member = `serviceAccount:${account.split("/").at(-1)}`;
      const repo = flag("substitutions").split("=")[1].split("/")[2];
      const has = (k, role) =>
        (state.iam[k] ?? []).some((b) => b.role === role && b.members.includes(member));
      for (const [k, role] of [
        [`projects:${project}`, "roles/logging.logWriter"],
        [`projects:${project}`, "roles/storage.objectViewer"],
        [`artifacts repositories:${repo}`, "roles/artifactregistry.writer"],
      ])
        if (!has(k, role)) return refuse(`build failed: ${member} lacks ${role} on ${k}`);
      for (const pair of flag("substitutions").split(","))
        resources[`artifacts docker images:${pair.split("=")[1]}`] = {
          image_summary: { digest: "sha256:fake" },
        };
      return;
    }
    case "run services":
      if (verb === "replace") {
        const yaml = readFileSync(name, "utf8");
        const service = /^metadata:\n {2}name: (\S+)/m.exec(yaml)[1];
        const sha = /deploy-config-sha: "([0-9a-f]+)"/.exec(yaml)[1];
        // The startup probe (/healthz/ready) reads the site settings: a revision whose dataset
        // is missing or empty (or private, with no read token) never becomes ready.
        const dataset = /- name: SANITY_DATASET\s+value: "?([\w-]+)"?/.exec(yaml)?.[1];
        if (dataset) {
          const found = (state.datasets ?? []).find((d) => d.name === dataset);
          if (!found?.documents || found.visibility !== "public")
            return refuse(
              `Revision '${service}-00001' is not ready and cannot serve traffic. The user-provided container failed the configured startup probe checks.`,
            );
        }
        resources[`run services:${service}`] = {
          spec: { template: { metadata: { annotations: { "deploy-config-sha": sha } } } },
        };
        state.serviceYaml = yaml;
        // Each replace makes a revision (newest first); the template's traffic block sends all
        // of it to the latest one, a pinned revision included.
        const revisions = (state.revisions ??= []);
        const revision = `${service}-${String(revisions.length + 1).padStart(5, "0")}-abc`;
        revisions.unshift({ name: revision, image: /^\s*- image: (\S+)/m.exec(yaml)?.[1] });
        if (/latestRevision: true/.test(yaml)) state.traffic = { [revision]: 100 };
        return;
      }
      if (verb === "update-traffic") {
        const [revision, percent] = flag("to-revisions").split("=");
        if (!(state.revisions ?? []).some((r) => r.name === revision)) return notFound();
        state.traffic = { [revision]: Number(percent) };
        return;
      }
      break;
    case "run revisions": {
      const revisions = state.revisions ?? [];
      if (verb === "list") return console.log(revisions.map((r) => r.name).join("\n"));
      const found = revisions.find((r) => r.name === name);
      if (!found) return notFound();
      // --format='value(spec.containers[0].image)'
      if ((flag("format") ?? "").includes("image")) return console.log(found.image);
      return print({
        metadata: { name: found.name },
        spec: { containers: [{ image: found.image }] },
      });
    }
    case "run jobs":
      if (verb === "execute") return execute(name);
      if (verb === "update") {
        const job = resources[key];
        if (!job) return notFound();
        const image = flag("image");
        if (image)
          job.args = [...job.args.filter((a) => !a.startsWith("--image=")), `--image=${image}`];
        for (const label of (flag("remove-labels") ?? "").split(",").filter(Boolean))
          delete job.metadata.labels[label];
        return;
      }
      if (verb === "deploy") {
        const [label, value] = flag("labels").split("=");
        resources[key] = {
          metadata: { labels: { [label]: value } },
          args: args.filter((a) => a.startsWith("--")),
        };
        return;
      }
      break;
    case "compute backend-services":
      if (verb === "create") {
        resources[key] = {
          name,
          customRequestHeaders: [flag("custom-request-header")],
          backends: [],
        };
        return;
      }
      if (verb === "add-backend")
        return void resources[key].backends.push(flag("network-endpoint-group"));
      if (verb === "update")
        return void (resources[key].customRequestHeaders = [flag("custom-request-header")]);
      break;
    case "compute addresses":
      if (verb === "create") return void (resources[key] = { name, address: "203.0.113.7" });
      break;
    case "firestore databases":
      if (verb === "create" || verb === "update") {
        resources[key] = {
          name,
          pointInTimeRecoveryEnablement: args.includes("--enable-pitr")
            ? "POINT_IN_TIME_RECOVERY_ENABLED"
            : "POINT_IN_TIME_RECOVERY_DISABLED",
        };
        return;
      }
      break;
    case "logging buckets":
      // The project's _Default bucket always exists, keeping logs 30 days until changed.
      if (verb === "describe") return print(resources[key] ?? { retentionDays: 30 });
      resources[key] = { retentionDays: Number(flag("retention-days")) };
      return;
    case "firestore backups schedules":
      if (verb === "list") return print(resources[key]?.schedules ?? []);
      resources[key] = {
        schedules: [
          ...(resources[key]?.schedules ?? []),
          { dailyRecurrence: {}, retention: flag("retention") },
        ],
      };
      return;
    case "monitoring uptime":
      return uptime(verb, name);
    case "alpha monitoring policies": {
      const policies = Object.values(resources).filter((r) => r.kind === "policy");
      if (verb === "list") return print(policies);
      const policy = JSON.parse(readFileSync(flag("policy-from-file"), "utf8"));
      const id =
        verb === "update" ? name : `projects/${project}/alertPolicies/${policies.length + 1}`;
      resources[`policy:${id}`] = { ...policy, kind: "policy", name: id };
      return;
    }
    case "beta monitoring channels": {
      const channels = Object.values(resources).filter((r) => r.kind === "channel");
      if (verb === "list")
        return print(
          channels.filter((c) => `labels.email_address="${c.email}"` === flag("filter")),
        );
      const email = flag("channel-labels").split("=")[1];
      resources[`channel:${email}`] = {
        kind: "channel",
        email,
        name: `projects/${project}/notificationChannels/77`,
      };
      return;
    }
    case "billing budgets":
      return budgets(verb, name);
  }
  if (verb === "describe") return resources[key] ? print(resources[key]) : notFound();
  if (["create", "import", "deploy", "replace"].includes(verb)) resources[key] = { name };
}

/**
 * `gcloud run jobs execute J --wait`: a run of the job, its log entries kept (state.executions) as
 * Cloud Logging would. The backup job's Auth export carries the password hashes only when its
 * account holds Firebase Authentication Admin on the project; with less, Identity Toolkit answers
 * every hash as "REDACTED" and the job logs backup.incomplete (docs/backups.md).
 */
function execute(name) {
  const job = state.resources[`run jobs:${name}`];
  if (!job) return notFound();
  const account = job.args.find((a) => a.startsWith("--service-account="))?.slice(18);
  const member = `serviceAccount:${account}`;
  const holds = (role) =>
    (state.iam[`projects:${project}`] ?? []).some(
      (b) => b.role === role && b.members.includes(member),
    );
  const command = job.args.find((a) => a.startsWith("--args="))?.slice(7) ?? "";
  const events = command.startsWith("run,backup")
    ? [holds("roles/firebaseauth.admin") ? "backup.done" : "backup.incomplete"]
    : command.startsWith("run,retention")
      ? ["retention.done"]
      : [];
  (state.executions ??= []).push({ job: name, events });
  console.error(`Execution [${name}-0001] has successfully completed.`);
}

function refuse(message) {
  console.error(`ERROR: (gcloud) ${message}`);
  done(1);
}

/** Uptime checks as the API keeps them (UptimeCheckConfig); `update` takes only its own flags. */
function uptime(verb, name) {
  const resources = state.resources;
  const checks = Object.values(resources).filter((r) => r.kind === "uptime");
  if (verb === "list-configs")
    return print(checks.filter((c) => `displayName="${c.displayName}"` === flag("filter")));
  if (verb === "create") {
    state.uptimeSeq = (state.uptimeSeq ?? 0) + 1;
    const id = `ready-check-${state.uptimeSeq}`;
    const labels = Object.fromEntries(
      flag("resource-labels")
        .split(",")
        .map((p) => p.split("=")),
    );
    resources[`uptime:${id}`] = {
      kind: "uptime",
      displayName: name,
      name: `projects/${project}/uptimeCheckConfigs/${id}`,
      monitoredResource: { type: "uptime_url", labels },
      httpCheck: {
        path: flag("path") ?? "/",
        useSsl: flag("protocol") === "https",
        acceptedResponseStatusCodes: (flag("status-classes") ?? "2xx")
          .split(",")
          .map((c) => ({ statusClass: `STATUS_CLASS_${c.toUpperCase()}` })),
      },
      period: `${Number(flag("period") ?? 1) * 60}s`,
      timeout: `${flag("timeout") ?? 10}s`,
    };
    return;
  }
  const check = resources[`uptime:${name}`];
  if (!check) return notFound();
  if (verb === "delete") {
    // The API refuses to delete a check an alert policy names.
    const named = Object.values(resources).some(
      (r) => r.kind === "policy" && JSON.stringify(r).includes(`check_id=\\"${name}\\"`),
    );
    if (named) return refuse(`FAILED_PRECONDITION: ${name} is referenced by an alert policy`);
    return void delete resources[`uptime:${name}`];
  }
  if (verb === "update") {
    const allowed = ["path", "period", "timeout", "set-status-classes", "project"];
    const unknown = args.filter(
      (a) => a.startsWith("--") && !allowed.includes(a.slice(2).split("=")[0]),
    );
    if (unknown.length) return refuse(`unrecognized arguments: ${unknown.join(" ")}`);
    if (flag("path")) check.httpCheck.path = flag("path");
    if (flag("period")) check.period = `${Number(flag("period")) * 60}s`;
    if (flag("timeout")) check.timeout = `${flag("timeout")}s`;
    if (flag("set-status-classes"))
      check.httpCheck.acceptedResponseStatusCodes = flag("set-status-classes")
        .split(",")
        .map((c) => ({ statusClass: `STATUS_CLASS_${c.toUpperCase()}` }));
    return;
  }
  return print(check);
}

/** Budgets as the API keeps them (Budget): the amount, the threshold rules, the channel. */
function budgets(verb, name) {
  const resources = state.resources;
  const all = Object.values(resources).filter((r) => r.kind === "budget");
  const account = flag("billing-account");
  const rule = (text) => {
    const parts = Object.fromEntries(text.split(",").map((p) => p.split("=")));
    return {
      thresholdPercent: Number(parts.percent),
      // The API leaves the basis out when it is the default, current spend.
      ...(parts.basis ? { spendBasis: parts.basis.toUpperCase().replace("-", "_") } : {}),
    };
  };
  const amount = (text) => {
    const [, units, currency] = /^(\d+)(?:\.\d+)?([A-Z]{3})?$/.exec(text) ?? [];
    if (!units) return refuse(`invalid --budget-amount: ${text}`);
    return { specifiedAmount: { currencyCode: currency ?? "KRW", units } };
  };
  // The Budget API, called with user credentials, needs a quota project (gcloud's
  // --billing-project); creating a budget needs billing.budgets.create on the billing account,
  // which a project owner does not have (Billing Account Costs Manager or Administrator does).
  if (!flag("billing-project"))
    return refuse(
      "PERMISSION_DENIED: billingbudgets.googleapis.com requires a quota project when called with user credentials",
    );
  if (verb === "list")
    return print(all.filter((b) => b.name.startsWith(`billingAccounts/${account}/`)));
  if (process.env.FAKE_NO_BILLING_ROLE && (verb === "create" || verb === "update"))
    return refuse(
      `PERMISSION_DENIED: Permission 'billing.budgets.${verb}' denied on resource 'billingAccounts/${account}'`,
    );
  if (verb === "create") {
    const id = `budget-${all.length + 1}`;
    resources[`budget:${id}`] = {
      kind: "budget",
      name: `billingAccounts/${account}/budgets/${id}`,
      displayName: flag("display-name"),
      budgetFilter: { projects: [flag("filter-projects")] },
      amount: amount(flag("budget-amount")),
      thresholdRules: flags("threshold-rule").map(rule),
      ...(flag("notifications-rule-monitoring-notification-channels")
        ? {
            notificationsRule: {
              monitoringNotificationChannels: flag(
                "notifications-rule-monitoring-notification-channels",
              ).split(","),
            },
          }
        : {}),
    };
    return;
  }
  if (verb === "update") {
    const budget = resources[`budget:${name}`];
    if (!budget || !budget.name.startsWith(`billingAccounts/${account}/`)) return notFound();
    if (flag("threshold-rule"))
      return refuse("unrecognized arguments: --threshold-rule (update takes --add-threshold-rule)");
    if (flag("budget-amount")) budget.amount = amount(flag("budget-amount"));
    if (args.includes("--clear-threshold-rules")) budget.thresholdRules = [];
    budget.thresholdRules.push(...flags("add-threshold-rule").map(rule));
    const channels = flag("notifications-rule-monitoring-notification-channels");
    if (channels)
      budget.notificationsRule = { monitoringNotificationChannels: channels.split(",") };
    return;
  }
  return refuse(`fake gcloud: billing budgets ${verb} is not modelled`);
}

function firebase() {
  if (args[0] === "projects:list")
    return console.log(
      JSON.stringify({
        status: "success",
        result: state.firebase.map((projectId) => ({ projectId })),
      }),
    );
  if (args[0] === "projects:addfirebase") return void state.firebase.push(args[1]);
  // Deploying indexes applies firestore.indexes.json's field overrides: `"indexes": []` turns
  // that field's single-field indexes off, and a query filtering or ordering on it then fails
  // (FAILED_PRECONDITION: the query requires an index). The emulator does not enforce indexes.
  if (args[0] === "deploy" && flag("only")?.includes("firestore:indexes")) {
    const file = JSON.parse(readFileSync("firestore.indexes.json", "utf8"));
    state.fieldIndexes = (file.fieldOverrides ?? []).map((o) => ({
      collectionGroup: o.collectionGroup,
      fieldPath: o.fieldPath,
      ttl: Boolean(o.ttl),
      indexed: (o.indexes ?? []).some(
        (i) => i.order && (i.queryScope ?? "COLLECTION") === "COLLECTION",
      ),
    }));
  }
  console.log("✔  Deploy complete!");
}

function sanity() {
  if (args[0] === "cors" && args[1] === "list") return console.log(state.cors.join("\n"));
  if (args[0] === "cors" && args[1] === "add") return void state.cors.push(args[2]);
  if (args[0] === "hook" && args[1] === "delete") {
    const at = state.hooks.findIndex((h) => h.name === args[2]);
    if (at < 0) {
      console.error(`Hook with name "${args[2]} not found"`);
      return done(1);
    }
    return void state.hooks.splice(at, 1);
  }
  if (args[0] === "dataset") {
    const datasets = (state.datasets ??= []);
    if (args[1] === "list") return console.log(datasets.map((d) => d.name).join("\n"));
    if (args[1] === "create") {
      if (datasets.some((d) => d.name === args[2])) {
        console.error(`Dataset "${args[2]}" already exists`);
        return done(1);
      }
      return void datasets.push({ name: args[2], visibility: flag("visibility"), documents: 0 });
    }
    if (args[1] === "import") {
      const found = datasets.find((d) => d.name === args[3]);
      if (!found) {
        console.error(`Dataset "${args[3]}" not found`);
        return done(1);
      }
      const text = readFileSync(args[2], "utf8");
      found.documents += text.trim().split("\n").length;
      found.imports = (found.imports ?? 0) + 1;
      return;
    }
  }
  if (args[0] === "tokens")
    return console.log(
      JSON.stringify({ id: "tok1", key: `sk-viewer-${Date.now()}`, roles: [{ name: "viewer" }] }),
    );
  console.log("Success! Studio deployed");
}

/** curl --fail on an HTTP error: exit 22, the status on stderr. */
function fail(status, message) {
  console.error(`curl: (22) The requested URL returned error: ${status} (${message})`);
  done(22);
}

function curl() {
  const config = Object.fromEntries(
    [...stdin.matchAll(/^(\w+) = "((?:[^"\\]|\\.)*)"$/gm)]
      .filter((m) => m[1] !== "header")
      .map((m) => [m[1], m[2].replace(/\\(.)/g, "$1")]),
  );
  const method = config.request ?? "GET";
  if (config.url.includes("identityPlatform:initializeAuth")) {
    if (method !== "POST") return fail(404, "NOT_FOUND");
    state.authInitialized = true;
    return console.log("{}");
  }
  if (config.url.includes("identitytoolkit")) {
    // A project whose Authentication was never set up has no config to read or patch: the API
    // answers 404 CONFIGURATION_NOT_FOUND until identityPlatform:initializeAuth ran.
    if (!state.authInitialized) return fail(404, "CONFIGURATION_NOT_FOUND");
    // The project's password hash parameters: output only, on every read of the config.
    const withHash = (auth) => ({
      ...auth,
      signIn: {
        ...auth.signIn,
        hashConfig: {
          algorithm: "SCRYPT",
          signerKey: "ZmFrZS1zaWduZXIta2V5",
          saltSeparator: "Bw==",
          rounds: 8,
          memoryCost: 14,
        },
      },
    });
    if (method === "GET")
      return console.log(
        JSON.stringify(
          withHash(
            state.auth ?? {
              signIn: { email: { enabled: false } },
              authorizedDomains: ["localhost"],
            },
          ),
        ),
      );
    state.auth = JSON.parse(config.data);
    return console.log(JSON.stringify(withHash(state.auth)));
  }
  if (config.url.includes("/hooks/projects/")) {
    if (method === "GET") return console.log(JSON.stringify(state.hooks));
    state.hooks.push(JSON.parse(config.data));
    return console.log("{}");
  }
  console.error(`fake curl: no answer for ${config.url}`);
  done(22);
}

({ gcloud, firebase, sanity, curl })[tool]();
done(0);
