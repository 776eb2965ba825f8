// The front (decision 165): a global external Application Load Balancer with a serverless NEG to
// the service, Cloud CDN honouring the site's own Cache-Control, a Google-managed certificate
// for the domain, the X-Front-Secret request header, and port 80 answering with a redirect.
import path from "node:path";
import { gcloud, type Context } from "../lib/context";
import { secretValue } from "./project";

export const FRONT_HEADER = "X-Front-Secret";

export function front(ctx: Context) {
  const { sh, names, config } = ctx;
  const exists = (...describe: string[]) =>
    Boolean(sh.query("gcloud", gcloud(ctx, "compute", ...describe, "--format=value(name)")));
  const create = (...args: string[]) => sh.change("gcloud", gcloud(ctx, "compute", ...args));

  if (!exists("addresses", "describe", names.address, "--global"))
    create("addresses", "create", names.address, "--global", "--ip-version=IPV4");
  if (!exists("network-endpoint-groups", "describe", names.neg, `--region=${config.region}`))
    create(
      "network-endpoint-groups",
      "create",
      names.neg,
      `--region=${config.region}`,
      "--network-endpoint-type=serverless",
      `--cloud-run-service=${config.service}`,
    );

  // The header's value is the FRONT_SECRET version the service was given in this deploy.
  const header = {
    secret: `${FRONT_HEADER}:${secretValue(ctx, "front-secret")}`,
    label: `${FRONT_HEADER}:FRONT_SECRET`,
  };
  const described = sh.query(
    "gcloud",
    gcloud(
      ctx,
      "compute",
      "backend-services",
      "describe",
      names.backend,
      "--global",
      "--format=json",
    ),
  );
  if (!described) {
    sh.change("gcloud", [
      ...gcloud(
        ctx,
        "compute",
        "backend-services",
        "create",
        names.backend,
        "--global",
        "--load-balancing-scheme=EXTERNAL_MANAGED",
        "--enable-cdn",
        "--cache-mode=USE_ORIGIN_HEADERS",
        "--enable-logging",
      ),
      "--custom-request-header",
      header,
    ]);
    create(
      "backend-services",
      "add-backend",
      names.backend,
      "--global",
      `--network-endpoint-group=${names.neg}`,
      `--network-endpoint-group-region=${config.region}`,
    );
  } else {
    const backend = JSON.parse(described) as {
      customRequestHeaders?: string[];
      backends?: unknown[];
    };
    if (!backend.backends?.length)
      create(
        "backend-services",
        "add-backend",
        names.backend,
        "--global",
        `--network-endpoint-group=${names.neg}`,
        `--network-endpoint-group-region=${config.region}`,
      );
    if (!backend.customRequestHeaders?.includes(header.secret))
      sh.change("gcloud", [
        ...gcloud(ctx, "compute", "backend-services", "update", names.backend, "--global"),
        "--custom-request-header",
        header,
      ]);
  }

  if (!exists("url-maps", "describe", names.urlMap, "--global"))
    create("url-maps", "create", names.urlMap, `--default-service=${names.backend}`, "--global");
  if (!exists("ssl-certificates", "describe", names.certificate, "--global"))
    create(
      "ssl-certificates",
      "create",
      names.certificate,
      `--domains=${config.domain}`,
      "--global",
    );
  if (!exists("target-https-proxies", "describe", names.httpsProxy, "--global"))
    create(
      "target-https-proxies",
      "create",
      names.httpsProxy,
      `--url-map=${names.urlMap}`,
      `--ssl-certificates=${names.certificate}`,
      "--global",
    );
  if (!exists("forwarding-rules", "describe", names.httpsRule, "--global"))
    create(
      "forwarding-rules",
      "create",
      names.httpsRule,
      "--global",
      "--load-balancing-scheme=EXTERNAL_MANAGED",
      `--address=${names.address}`,
      `--target-https-proxy=${names.httpsProxy}`,
      "--ports=443",
    );

  // Port 80: one URL map whose only answer is a 301 to https.
  if (!exists("url-maps", "describe", names.redirectMap, "--global"))
    create(
      "url-maps",
      "import",
      names.redirectMap,
      `--source=${path.join(ctx.root, "deploy/front/http-redirect.yaml")}`,
      "--global",
      "--quiet",
    );
  if (!exists("target-http-proxies", "describe", names.httpProxy, "--global"))
    create(
      "target-http-proxies",
      "create",
      names.httpProxy,
      `--url-map=${names.redirectMap}`,
      "--global",
    );
  if (!exists("forwarding-rules", "describe", names.httpRule, "--global"))
    create(
      "forwarding-rules",
      "create",
      names.httpRule,
      "--global",
      "--load-balancing-scheme=EXTERNAL_MANAGED",
      `--address=${names.address}`,
      `--target-http-proxy=${names.httpProxy}`,
      "--ports=80",
    );

  const ip = sh.query(
    "gcloud",
    gcloud(
      ctx,
      "compute",
      "addresses",
      "describe",
      names.address,
      "--global",
      "--format=value(address)",
    ),
  );
  ctx.next.push(
    `DNS: point ${config.domain} (A record) at ${ip ?? "<the load balancer's address>"}; the certificate is issued once it resolves.`,
  );
}
