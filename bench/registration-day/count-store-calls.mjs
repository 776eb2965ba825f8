// Loaded into each instance with `node --import` (bench/registration-day/run.ts): counts the
// instance's calls to Firestore by method (commit, batchGetDocuments, runQuery,
// runAggregationQuery…) at the client library's two entry points for them. On SIGUSR2 it writes
// the counts so far to `<STORE_CALLS_DIR>/<pid>.json`. If the library no longer has those entry
// points it writes `{ "uncounted": true }`, and the bench prints no figure rather than a wrong one.
//
// With STORE_CALLS_TRACE=1 it also keeps every call's start, end, outcome and documents, under
// the idempotency key of the request that made it (and when that request came and was answered),
// so the bench can show where its slowest applications spent their time.
import { AsyncLocalStorage } from "node:async_hooks";
import { writeFileSync } from "node:fs";
import { Server } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { performance } from "node:perf_hooks";

const dir = process.env.STORE_CALLS_DIR;
const tracing = process.env.STORE_CALLS_TRACE === "1";
const counts = {};
const requests = {}; // by idempotency key: { receivedAt, answeredAt, calls: [...] }
let counted = false;

const now = () => performance.timeOrigin + performance.now();
const requestOf = new AsyncLocalStorage();

if (tracing) {
  // Everything the server's handler starts or awaits runs under the request's key.
  const { emit } = Server.prototype;
  Server.prototype.emit = function (event, request, response, ...rest) {
    const key = event === "request" ? request.headers["idempotency-key"] : undefined;
    if (typeof key !== "string") return emit.call(this, event, request, response, ...rest);
    const traced = { receivedAt: now(), answeredAt: null, calls: [] };
    requests[key] = traced;
    response.once("finish", () => (traced.answeredAt = now()));
    return requestOf.run(key, () => emit.call(this, event, request, response, ...rest));
  };
}

/** A document's path below `…/documents/`. */
const short = (name) => String(name ?? "").replace(/^.*?\/documents(\/|$)/, "");

/** What a call touches: the documents it writes or reads, or the collection it queries. */
function touched(method, request) {
  if (method === "commit")
    return (request.writes ?? []).map((write) => {
      const name = short(write.update?.name ?? write.delete ?? write.transform?.document);
      const condition = write.currentDocument;
      if (condition?.exists === false) return `create ${name}`;
      if (condition?.updateTime) return `update-if-unchanged ${name}`;
      return write.delete ? `delete ${name}` : `set ${name}`;
    });
  if (method === "batchGetDocuments") return (request.documents ?? []).map(short);
  const query = request.structuredQuery ?? request.structuredAggregationQuery?.structuredQuery;
  const parent = short(request.parent);
  const collection = query?.from?.[0]?.collectionId ?? "?";
  if (query) return [parent ? `${parent}/${collection}` : collection];
  return [];
}

function begin(method, request) {
  const traced = requests[requestOf.getStore()];
  if (!traced) return null;
  const call = {
    method,
    inTransaction: Boolean(request?.transaction || request?.newTransaction),
    touches: touched(method, request ?? {}),
    startedAt: now(),
    endedAt: null,
    outcome: null,
  };
  traced.calls.push(call);
  return call;
}

const end = (call, outcome) => {
  if (call && call.endedAt === null) Object.assign(call, { endedAt: now(), outcome });
};

try {
  // The copy firebase-admin loads (a CommonJS module: one instance for every importer).
  const require = createRequire(path.join(process.cwd(), "server.js"));
  const admin = require.resolve("firebase-admin/firestore");
  const { Firestore } = require(require.resolve("@google-cloud/firestore", { paths: [admin] }));
  for (const name of ["request", "requestStream"]) {
    const original = Firestore.prototype[name];
    if (typeof original !== "function") throw new Error(`Firestore.prototype.${name} is gone`);
    // request(method, request, …) and requestStream(method, bidirectional, request, …)
    const streaming = name === "requestStream";
    Firestore.prototype[name] = function (method, ...args) {
      counts[method] = (counts[method] ?? 0) + 1;
      const result = original.call(this, method, ...args);
      if (!tracing) return result;
      const call = begin(method, streaming ? args[1] : args[0]);
      const failed = (error) => end(call, error?.code ?? "error");
      if (!streaming) result.then(() => end(call, "ok"), failed);
      else
        result.then((stream) => {
          stream.once("error", failed);
          stream.once("close", () => end(call, "ok"));
        }, failed);
      return result;
    };
  }
  counted = true;
} catch (error) {
  console.error(`store calls not counted: ${error instanceof Error ? error.message : error}`);
}
if (dir)
  process.on("SIGUSR2", () => {
    const file = path.join(dir, `${process.pid}.json`);
    const written = counted ? { counts, ...(tracing ? { requests } : {}) } : { uncounted: true };
    writeFileSync(file, JSON.stringify(written));
  });
