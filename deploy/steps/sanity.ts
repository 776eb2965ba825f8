// Sanity: the Studio (Sanity-hosted, built with the site's address for the Presentation tool),
// the site's origin in the project's CORS list, and the publish webhook to the site.
import { curlConfig, gcloud, type Context } from "../lib/context";

/** Leaves out Sanity's own documents (assets, releases, system groups): only content purges. */
export const WEBHOOK_FILTER = '!string::startsWith(_type, "sanity.") && !(_id in path("_.**"))';
export const WEBHOOK_API = "https://api.sanity.io/v2021-10-04/hooks/projects";

function studioEnv(ctx: Context): Record<string, string> {
  return {
    SANITY_STUDIO_PROJECT_ID: ctx.config.sanityProject!,
    SANITY_STUDIO_DATASET: ctx.config.sanityDataset,
    SANITY_STUDIO_SITE_URL: ctx.names.siteUrl,
  };
}

export function studio(ctx: Context) {
  const { sh, names } = ctx;
  const options = { cwd: `${ctx.root}/studio`, env: studioEnv(ctx) };
  // The Studio's host name on sanity.studio is the service's name.
  sh.change("sanity", ["deploy", "--yes", "--url", ctx.config.service], options);
  const origins = sh.query("sanity", ["cors", "list"], options) ?? "";
  if (!origins.split(/\s+/).includes(names.siteUrl))
    sh.change("sanity", ["cors", "add", names.siteUrl, "--no-credentials"], options);
}

/** The content the site starts from (the Studio's seed), imported into a new dataset only. */
export const SEED_DATASET = "seed/production.ndjson";

/**
 * The dataset the site reads: created public when missing (the site reads published content
 * without a token; the startup probe reads the site settings, so without it no revision becomes
 * ready), and the bundled content imported then, on the first deploy only: an existing dataset
 * holds the editors' content and is never written to (decision 252).
 */
export function dataset(ctx: Context) {
  const { sh, config } = ctx;
  const options = { cwd: `${ctx.root}/studio`, env: studioEnv(ctx) };
  const listed = sh.query("sanity", ["dataset", "list"], options) ?? "";
  if (listed.split(/\s+/).includes(config.sanityDataset)) return;
  sh.change(
    "sanity",
    ["dataset", "create", config.sanityDataset, "--visibility", "public"],
    options,
  );
  sh.change(
    "sanity",
    ["dataset", "import", SEED_DATASET, config.sanityDataset, "--missing"],
    options,
  );
}

type Hook = { name?: string; url?: string; description?: string };

/** The mark in the webhook's description: which version of the webhook secret signs it. */
export const secretMark = (version: string) => `(signed with secret version ${version})`;

export function webhook(ctx: Context) {
  const { sh, config, names } = ctx;
  const token = process.env.SANITY_AUTH_TOKEN;
  if (!token && !sh.dryRun)
    throw new Error("SANITY_AUTH_TOKEN (a token that may manage the project's webhooks) is needed");
  const url = `${WEBHOOK_API}/${config.sanityProject}`;
  const auth: [string, string] = ["header", `Authorization: Bearer ${token ?? ""}`];
  ctx.say(`GET ${url} (the project's webhooks)`);
  const listed = sh.query("curl", ["--silent", "--fail", "--config", "-"], {
    input: curlConfig([["url", url], auth]),
  });
  const target = `${names.siteUrl}/api/webhooks/sanity`;
  const hooks = listed ? (JSON.parse(listed) as Hook[]) : [];
  const secretName = names.secret("sanity-webhook-secret");
  const version = ctx.versions.get(secretName) ?? "latest";
  const mark = secretMark(version);
  const existing = hooks.find((h) => h.url === target);
  if (existing?.description?.includes(mark)) return;
  // Signed with another version (a rotation, decision 171): the service already accepts the new
  // one, so the hook is made again with it. Sanity's own `sanity hook delete <name>` removes it.
  if (existing?.name)
    sh.change("sanity", ["hook", "delete", existing.name], {
      cwd: `${ctx.root}/studio`,
      env: studioEnv(ctx),
    });
  const secret = sh.read(
    "gcloud",
    gcloud(ctx, "secrets", "versions", "access", version, `--secret=${secretName}`),
  );
  const body = {
    type: "document",
    name: `${config.service} publish`,
    description: `Purges the site's caches when content is published (docs/deploying.md) ${mark}`,
    url: target,
    dataset: config.sanityDataset,
    httpMethod: "POST",
    apiVersion: "v2025-02-19",
    includeDrafts: false,
    rule: {
      on: ["create", "update", "delete"],
      filter: WEBHOOK_FILTER,
      projection: "{_id, _type}",
    },
    secret,
  };
  ctx.say(`POST ${url}: webhook "${body.name}" to ${target}`);
  sh.change("curl", ["--silent", "--fail", "--config", "-"], {
    input: curlConfig([
      ["url", url],
      ["request", "POST"],
      auth,
      ["header", "Content-Type: application/json"],
      ["data", JSON.stringify(body)],
    ]),
  });
}
