// A local fake of Sanity's query API holding the bundled dataset as an imported project would
// (assets on the CDN). Tests point @sanity/client at it (apiHost) or start instances with
// SANITY_API_HOST; a test can change a document, as an editor publishing would, and make the
// next reads fail. No network.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";
import { parseNdjson, resolveExportAssets } from "~/content/local-dataset.server";
import { DATASET_FILE } from "../../studio/seed/build-dataset";

type SanityDocument = { _id: string; _type: string; [field: string]: unknown };
export type SeenRequest = { method: string; path: string; perspective: string | null };

export type FakeSanity = {
  apiHost: string;
  project: string;
  dataset: string;
  /** Every request received, in order (clear it with `seen.length = 0`). */
  seen: SeenRequest[];
  /** The next `count` requests answer 503. */
  failNext: (count: number) => void;
  document: (id: string) => SanityDocument | undefined;
  /** Publishes a change: merges `fields` into the document (it must exist). */
  updateDocument: (id: string, fields: Record<string, unknown>) => SanityDocument;
  close: () => Promise<void>;
};

function importedDataset(project: string, dataset: string): SanityDocument[] {
  return resolveExportAssets(parseNdjson(readFileSync(DATASET_FILE, "utf8"))).map((doc) => {
    if (doc._type !== "sanity.imageAsset") return doc as SanityDocument;
    const [, hash, size, ext] = /^image-(\w+)-(\d+x\d+)-(\w+)$/.exec(doc._id)!;
    return { ...doc, url: `https://cdn.sanity.io/images/${project}/${dataset}/${hash}-${size}.${ext}` } as SanityDocument;
  });
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeSanity(options: { project?: string; dataset?: string } = {}): Promise<FakeSanity> {
  const project = options.project ?? "fake1234";
  const dataset = options.dataset ?? "staging";
  const documents = importedDataset(project, dataset);
  const seen: SeenRequest[] = [];
  let failing = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    seen.push({ method: req.method ?? "", path: url.pathname, perspective: url.searchParams.get("perspective") });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (failing > 0) {
      failing--;
      return send(503, { error: "Service Unavailable", message: "try again" });
    }
    if (!/^\/v[\d-]+\/data\/query\/[\w-]+$/.test(url.pathname)) return send(404, { error: "Not Found" });
    let query: string;
    const params: Record<string, unknown> = {};
    if (req.method === "POST") {
      const body = JSON.parse(await readBody(req)) as { query: string; params?: Record<string, unknown> };
      query = body.query;
      Object.assign(params, body.params);
    } else {
      query = url.searchParams.get("query") ?? "";
      for (const [key, value] of url.searchParams) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
    }
    try {
      const result = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
      send(200, { query, result, ms: 1 });
    } catch (error) {
      send(400, { error: { description: String(error), type: "queryParseError" } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    project,
    dataset,
    seen,
    failNext: (count) => void (failing = count),
    document: (id) => documents.find((doc) => doc._id === id),
    updateDocument(id, fields) {
      const index = documents.findIndex((doc) => doc._id === id);
      if (index < 0) throw new Error(`no document ${id} in the fake dataset`);
      documents[index] = { ...documents[index]!, ...fields, _id: id };
      return documents[index]!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
