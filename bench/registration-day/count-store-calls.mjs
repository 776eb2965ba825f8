// Loaded into each instance with `node --import` (bench/registration-day/run.ts): counts the
// instance's calls to Firestore by method (commit, batchGetDocuments, runQuery,
// runAggregationQuery…) at the client library's two entry points for them. On SIGUSR2 it writes
// the counts so far to `<STORE_CALLS_DIR>/<pid>.json`. If the library no longer has those entry
// points it writes `{ "uncounted": true }`, and the bench prints no figure rather than a wrong one.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const dir = process.env.STORE_CALLS_DIR;
const counts = {};
let counted = false;
try {
  // The copy firebase-admin loads (a CommonJS module: one instance for every importer).
  const require = createRequire(path.join(process.cwd(), "server.js"));
  const admin = require.resolve("firebase-admin/firestore");
  const { Firestore } = require(require.resolve("@google-cloud/firestore", { paths: [admin] }));
  for (const name of ["request", "requestStream"]) {
    const original = Firestore.prototype[name];
    if (typeof original !== "function") throw new Error(`Firestore.prototype.${name} is gone`);
    Firestore.prototype[name] = function (method, ...rest) {
      counts[method] = (counts[method] ?? 0) + 1;
      return original.call(this, method, ...rest);
    };
  }
  counted = true;
} catch (error) {
  console.error(`store calls not counted: ${error instanceof Error ? error.message : error}`);
}
if (dir)
  process.on("SIGUSR2", () => {
    const file = path.join(dir, `${process.pid}.json`);
    writeFileSync(file, JSON.stringify(counted ? counts : { uncounted: true }));
  });
