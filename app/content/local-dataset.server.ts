// The embedded content source: the bundled dataset (Sanity's NDJSON export format, the same
// file `sanity dataset import` loads) evaluated by groq-js. Loaded and prepared once per process.
import { evaluate, parse } from "groq-js";
import bundledDataset from "../../studio/seed/production.ndjson?raw";
import { once } from "~/once";
import { parseNdjson, resolveExportAssets, type Doc } from "./export-dataset.server";

export { parseNdjson, resolveExportAssets };

const getDataset = once((): Doc[] => resolveExportAssets(parseNdjson(bundledDataset)));

const parsedQueries = new Map<string, ReturnType<typeof parse>>();

/** Runs a GROQ query over the bundled dataset, as Sanity's published perspective would. */
export async function runLocalQuery<R>(
  query: string,
  params: Record<string, unknown> = {},
): Promise<R> {
  // The parser may fold parameters into the tree, so a tree is kept per query and parameters.
  const cacheKey = `${query}\u0000${JSON.stringify(params)}`;
  let tree = parsedQueries.get(cacheKey);
  if (!tree) {
    tree = parse(query, { params });
    if (parsedQueries.size >= 500) parsedQueries.clear(); // ids come from URLs: stay bounded
    parsedQueries.set(cacheKey, tree);
  }
  const result = await evaluate(tree, { dataset: getDataset(), params });
  return (await result.get()) as R;
}
