// A local fake of Sanity's query API (GET/POST /v<date>/data/query/<dataset>, and the Export API
// GET /v<date>/data/export/<dataset> for backups) holding the bundled
// dataset as an imported project would (assets on the CDN), evaluated with groq-js. It knows the
// perspectives the site uses: `published` (no `drafts.` or `versions.` documents), `drafts` (a
// draft replaces its published document, keeping the published id as Sanity does), release
// stacks (`rSpring,drafts`: `versions.rSpring.<id>` over drafts over published) and `raw`, and
// refuses others with 400. As the Content Lake does: documents with a dot in their id (drafts,
// preview secrets) are invisible without a token, so a tokenless drafts read sees only published
// documents; a token it does not know is answered 401, never read as no token; a request with
// `resultSourceMap` gets a content source map (found by value: see sourceMapFor), so stega is
// encoded as it is against Sanity. With `productionHosts` it serves Sanity's two hosts over TLS
// at their production names (tests/support/sanity-hosts.ts): the live API and the API CDN, which
// serves only queries and refuses the drafts perspective and release stacks. No network.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";
import { parseNdjson, resolveExportAssets } from "~/content/export-dataset.server";
import { DATASET_FILE } from "../../studio/seed/build-dataset";
import type { LocalCertificate } from "./local-tls";
import { cdnHostname, liveHostname, startSanityTunnel, type SanityTunnel } from "./sanity-hosts";

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

/** The bundled dataset after `sanity dataset import`: image assets live on the Sanity CDN. */
export function importedDataset(projectId: string, dataset: string): SanityDocument[] {
  return resolveExportAssets(parseNdjson(readFileSync(DATASET_FILE, "utf8"))).map((doc) => {
    if (doc._type !== "sanity.imageAsset") return doc as SanityDocument;
    const [, hash, size, ext] = /^image-(\w+)-(\d+x\d+)-(\w+)$/.exec(doc._id)!;
    return {
      ...doc,
      url: `https://cdn.sanity.io/images/${projectId}/${dataset}/${hash}-${size}.${ext}`,
    } as SanityDocument;
  });
}

/** What the Studio's Presentation tool writes before it opens the site (@sanity/preview-url-secret). */
export function previewSecretDocument(
  secret: string,
  studioUrl: string,
  updatedAt = new Date(),
): SanityDocument {
  return {
    // As @sanity/preview-url-secret's createPreviewSecret writes it: a draft with a random id.
    _id: `drafts.${randomBytes(16).toString("hex")}`,
    _type: "sanity.previewUrlSecret",
    _updatedAt: updatedAt.toISOString(),
    secret,
    studioUrl,
  };
}

/** Which host a request reached: Sanity's live API, its API CDN, or the one host of a plain fake. */
export type SanityHost = "live" | "cdn" | "single";

export type SeenRequest = {
  host: SanityHost;
  method: string;
  path: string;
  perspective: string | null;
  /** Whether the request carried the expected viewer token. */
  withViewerToken: boolean;
  /** Whether the client asked for a content source map (stega needs one). */
  resultSourceMap: boolean;
  query: string;
};

export type FakeSanityApi = {
  /** The live API's address from this process (with productionHosts: https://localhost:<port>). */
  apiHost: string;
  /** With productionHosts: the API CDN's address from this process. */
  cdnApiHost?: string;
  /**
   * The site's environment to reach this fake: SANITY_API_HOST for one host; with productionHosts
   * HTTPS_PROXY (the tunnel) and NODE_EXTRA_CA_CERTS, the client keeping Sanity's own addresses.
   */
  siteEnv: Record<string, string>;
  /** With productionHosts: CONNECTs refused because they named neither of Sanity's hosts. */
  refusedTunnels: string[];
  seen: SeenRequest[];
  /** Revokes the viewer token and accepts `token` instead (undefined: none). */
  setViewerToken(token: string | undefined): void;
  /** The next `count` requests answer 503. */
  failNext(count: number): void;
  /** Adds (or replaces by _id) documents, e.g. drafts and preview secrets. */
  put(...documents: SanityDocument[]): void;
  document(id: string): SanityDocument | undefined;
  /** Publishes a change as an editor would: merges `fields` into the document (it must exist). */
  updateDocument(id: string, fields: Record<string, unknown>): SanityDocument;
  close(): Promise<void>;
};

const isDraft = (id: string) => id.startsWith("drafts.");
const isVersion = (id: string) => id.startsWith("versions.");
/** Ids with a dot are private paths: only a request with a token may read them. */
const isPrivatePath = (id: string) => id.includes(".");
const NAMED_PERSPECTIVES = new Set(["published", "drafts", "previewDrafts", "raw"]);
/** What the API CDN serves: published content (the client sends drafts and stacks to the live API). */
const servedByCdn = (perspective: string | null) =>
  perspective === null || perspective === "published" || perspective === "raw";
const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The releases a dataset holds: the Studio keeps each as a `_.releases.<name>` document. */
export const releaseNames = (documents: SanityDocument[]) =>
  new Set(
    documents
      .filter((doc) => doc._id.startsWith("_.releases."))
      .map((doc) => doc._id.slice("_.releases.".length)),
  );

/**
 * Pure: the layers a `perspective` parameter names, highest first (`drafts` or a release name;
 * `published` is always the bottom), "raw", or null when the fake answers 400: `raw` in a stack,
 * or a name that is neither `drafts`/`published` nor a release the dataset holds.
 */
export function perspectiveLayers(
  perspective: string,
  releases: ReadonlySet<string> = new Set(),
): string[] | "raw" | null {
  if (perspective === "raw") return "raw";
  if (perspective === "previewDrafts") return ["drafts"];
  const parts = perspective.split(",");
  if (parts.length === 1 && NAMED_PERSPECTIVES.has(perspective))
    return perspective === "published" ? [] : ["drafts"];
  const known = (part: string) =>
    part === "drafts" || part === "published" || (RELEASE_NAME.test(part) && releases.has(part));
  if (!parts.every(known)) return null;
  return parts.filter((part) => part !== "published");
}

/** The document `layer` lays over the published id `id`, as the Content Lake names it. */
const layerId = (layer: string, id: string) =>
  layer === "drafts" ? `drafts.${id}` : `versions.${layer}.${id}`;

/**
 * Pure: the documents a query sees in `perspective`: `published` (no draft or version),
 * `drafts` (a draft replaces its published document, keeping the published id as Sanity does),
 * a release stack such as `rSpring,drafts` (the highest layer that has the document wins), or
 * `raw` (everything as stored).
 */
export function documentsInPerspective(
  documents: SanityDocument[],
  perspective: string,
): SanityDocument[] {
  const layers = perspectiveLayers(perspective, releaseNames(documents));
  if (layers === null) throw new Error(`invalid perspective ${perspective}`);
  if (layers === "raw") return documents;
  const byId = new Map(documents.map((doc) => [doc._id, doc] as const));
  const published = documents.filter((doc) => !isDraft(doc._id) && !isVersion(doc._id));
  const ids = new Set(published.map((doc) => doc._id));
  for (const doc of documents) {
    for (const layer of layers) {
      const prefix = layerId(layer, "");
      if (doc._id.startsWith(prefix)) ids.add(doc._id.slice(prefix.length));
    }
  }
  const seen: SanityDocument[] = [];
  for (const id of ids) {
    const top = layers.map((layer) => byId.get(layerId(layer, id))).find(Boolean);
    if (top) seen.push({ ...top, _id: id, _originalId: top._id });
    else if (byId.has(id)) seen.push(byId.get(id)!);
  }
  return seen;
}

type SourceMap = {
  documents: Array<{ _id: string; _type: string }>;
  paths: string[];
  mappings: Record<
    string,
    { type: "value"; source: { type: "documentValue"; document: number; path: number } }
  >;
};

const jsonPath = (segments: Array<string | number>) =>
  `$${segments.map((segment) => (typeof segment === "number" ? `[${segment}]` : `['${segment}']`)).join("")}`;

/** Every string in `value` with its path, e.g. [["title"], "바른 자세"], [["body", 0, "text"], …]. */
function stringsIn(
  value: unknown,
  at: Array<string | number> = [],
): Array<[Array<string | number>, string]> {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, [...at, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, [...at, key]));
  return [];
}

/**
 * A content source map for `result` (what the Content Lake returns with `resultSourceMap`): each
 * string of the result is mapped to the document field that holds the same text, preferring a
 * field of the same name. groq-js keeps no provenance, so this finds it by value: enough for the
 * tests' distinct titles and texts, not a general implementation. Ids, types and keys are left
 * out, as Sanity leaves out system fields.
 */
export function sourceMapFor(result: unknown, documents: SanityDocument[]): SourceMap {
  const map: SourceMap = { documents: [], paths: [], mappings: {} };
  // Every field's text, in document order, found by value (one pass: pages read many strings).
  const byValue = new Map<string, Array<{ doc: SanityDocument; path: Array<string | number> }>>();
  for (const doc of documents)
    for (const [path, value] of stringsIn(doc)) {
      if (String(path[0]).startsWith("_")) continue;
      const found = byValue.get(value);
      if (found) found.push({ doc, path });
      else byValue.set(value, [{ doc, path }]);
    }
  for (const [resultPath, text] of stringsIn(result)) {
    const key = resultPath.at(-1);
    if (typeof key === "string" && key.startsWith("_")) continue;
    const candidates = byValue.get(text);
    const best = candidates?.find(({ path }) => path.at(-1) === key) ?? candidates?.[0];
    if (!best) continue;
    const id = String(best.doc._originalId ?? best.doc._id);
    let document = map.documents.findIndex((entry) => entry._id === id);
    if (document < 0) document = map.documents.push({ _id: id, _type: best.doc._type }) - 1;
    const path = map.paths.push(jsonPath(best.path)) - 1;
    map.mappings[jsonPath(resultPath)] = {
      type: "value",
      source: { type: "documentValue", document, path },
    };
  }
  return map;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeSanityApi(options: {
  documents: SanityDocument[];
  viewerToken?: string;
  /**
   * Answer `resultSourceMap` requests with a source map, as Sanity does (the default). `false`
   * only to show what a page is without one.
   */
  sourceMaps?: boolean;
  /** Serve one host over TLS with this certificate (tests/support/local-tls.ts). */
  tls?: { key: string; cert: string };
  /**
   * Serve the live API and the API CDN of `project` over TLS at their production names; the
   * certificate must name both (localCertificate([liveHostname(p), cdnHostname(p)])).
   */
  productionHosts?: { project: string; tls: LocalCertificate };
}): Promise<FakeSanityApi> {
  const sourceMaps = options.sourceMaps ?? true;
  const documents = [...options.documents];
  let viewerToken = options.viewerToken;
  const seen: SeenRequest[] = [];
  let failing = 0;
  const handle =
    (host: SanityHost): RequestListener =>
    async (req, res) => {
      const url = new URL(req.url ?? "/", "http://fake");
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const perspective = url.searchParams.get("perspective");
      const withViewerToken =
        Boolean(viewerToken) && req.headers.authorization === `Bearer ${viewerToken}`;
      const withUnknownToken = Boolean(req.headers.authorization) && !withViewerToken;
      let query = url.searchParams.get("query") ?? "";
      const params: Record<string, unknown> = {};
      if (req.method === "POST") {
        const body = JSON.parse(await readBody(req)) as {
          query: string;
          params?: Record<string, unknown>;
        };
        query = body.query;
        Object.assign(params, body.params);
      } else {
        for (const [key, value] of url.searchParams)
          if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
      }
      seen.push({
        host,
        method: req.method ?? "",
        path: url.pathname,
        perspective,
        withViewerToken,
        resultSourceMap: url.searchParams.has("resultSourceMap"),
        query,
      });
      if (failing > 0) {
        failing--;
        return send(503, { error: "Service Unavailable", message: "try again" });
      }
      if (host === "cdn" && !/^\/v[\d-]+\/data\/query\/[\w-]+$/.test(url.pathname))
        return send(404, { error: "Not Found", message: "The API CDN serves only queries" });
      if (host === "cdn" && !servedByCdn(perspective))
        return send(400, {
          error: "Bad Request",
          message: `The API CDN does not serve the "${perspective}" perspective: use the live API`,
        });
      if (withUnknownToken)
        return send(401, { error: "Unauthorized", message: "Session not found", statusCode: 401 });
      const readable = withViewerToken
        ? documents
        : documents.filter((doc) => !isPrivatePath(doc._id));
      // The Export API (backups): every document the caller may read, one JSON line each; without
      // the token only what a private dataset shows anyone (published documents).
      if (/^\/v[\d-]+\/data\/export\/[\w-]+$/.test(url.pathname)) {
        res.writeHead(200, { "content-type": "application/x-ndjson" });
        res.end(readable.map((doc) => `${JSON.stringify(doc)}\n`).join(""));
        return;
      }
      if (!/^\/v[\d-]+\/data\/query\/[\w-]+$/.test(url.pathname))
        return send(404, { error: "Not Found" });
      const effective = perspective ?? "published";
      if (perspectiveLayers(effective, releaseNames(documents)) === null)
        return send(400, { error: "Bad Request", message: `Invalid perspective "${effective}"` });
      try {
        const dataset = documentsInPerspective(readable, effective);
        const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
        // Asked for (stega needs it): the source map comes with the result, as the Content Lake's.
        const resultSourceMap =
          sourceMaps && url.searchParams.has("resultSourceMap")
            ? sourceMapFor(result, dataset)
            : undefined;
        send(200, { query, result, ms: 1, ...(resultSourceMap ? { resultSourceMap } : {}) });
      } catch (error) {
        send(400, { error: { description: String(error), type: "queryParseError" } });
      }
    };
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  };
  const servers: Server[] = [];
  let tunnel: SanityTunnel | undefined;
  let apiHost: string;
  let cdnApiHost: string | undefined;
  let siteEnv: Record<string, string>;
  if (options.productionHosts) {
    const { project, tls } = options.productionHosts;
    const live = createTlsServer(tls, handle("live")) as unknown as Server;
    const cdn = createTlsServer(tls, handle("cdn")) as unknown as Server;
    servers.push(live, cdn);
    const [livePort, cdnPort] = [await listen(live), await listen(cdn)];
    tunnel = await startSanityTunnel({
      [liveHostname(project)]: livePort,
      [cdnHostname(project)]: cdnPort,
    });
    apiHost = `https://localhost:${livePort}`;
    cdnApiHost = `https://localhost:${cdnPort}`;
    siteEnv = {
      HTTPS_PROXY: tunnel.url,
      NO_PROXY: "localhost,127.0.0.1",
      NODE_EXTRA_CA_CERTS: tls.certFile,
    };
  } else {
    const server = options.tls
      ? (createTlsServer(options.tls, handle("single")) as unknown as Server)
      : createServer(handle("single"));
    servers.push(server);
    const port = await listen(server);
    // Over TLS by name: the certificate is made for localhost.
    apiHost = options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
    siteEnv = { SANITY_API_HOST: apiHost };
  }
  return {
    apiHost,
    cdnApiHost,
    siteEnv,
    refusedTunnels: tunnel?.refused ?? [],
    seen,
    setViewerToken: (token) => {
      viewerToken = token;
    },
    failNext: (count) => {
      failing = count;
    },
    put: (...added) => {
      for (const doc of added) {
        const at = documents.findIndex((existing) => existing._id === doc._id);
        if (at >= 0) documents[at] = doc;
        else documents.push(doc);
      }
    },
    document: (id) => documents.find((doc) => doc._id === id),
    updateDocument(id, fields) {
      const index = documents.findIndex((doc) => doc._id === id);
      if (index < 0) throw new Error(`no document ${id} in the fake dataset`);
      documents[index] = { ...documents[index]!, ...fields, _id: id };
      return documents[index]!;
    },
    close: async () => {
      await tunnel?.close();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}

/** The bundled dataset as an imported project `project`/`dataset` (the fake's usual start). */
export async function startFakeSanity(
  options: { project?: string; dataset?: string; viewerToken?: string } = {},
) {
  const project = options.project ?? "fake1234";
  const dataset = options.dataset ?? "staging";
  const api = await startFakeSanityApi({
    documents: importedDataset(project, dataset),
    viewerToken: options.viewerToken,
  });
  return { ...api, project, dataset };
}

export type FakeSanity = Awaited<ReturnType<typeof startFakeSanity>>;
