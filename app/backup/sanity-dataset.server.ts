// The content half of a backup: the whole dataset (drafts and asset documents included) from
// Sanity's Export API, as the NDJSON `sanity dataset import` reads. Asset files stay on Sanity's
// CDN; the documents keep their references (docs/backups.md says what that covers).
export type SanityExportSettings = {
  projectId: string;
  dataset: string;
  /** A token that reads the dataset (drafts need one): the Viewer token. */
  token?: string;
  /** Tests only: a local fake of the API (no project subdomain). */
  apiHost?: string;
};

/** The Export API's version (its reference page documents this path). */
export const EXPORT_API_VERSION = "v2021-06-07";
const TIMEOUT_MS = 5 * 60_000;

export function exportUrl(settings: SanityExportSettings): string {
  const base = settings.apiHost ?? `https://${settings.projectId}.api.sanity.io`;
  return `${base}/${EXPORT_API_VERSION}/data/export/${encodeURIComponent(settings.dataset)}`;
}

/**
 * Pure: the documents of an export stream, checked line by line. The API can end a broken stream
 * with an error object instead of failing the request, so a line without _id fails the backup.
 */
export function checkedExport(ndjson: string): { lines: string[]; types: Map<string, number> } {
  const lines = ndjson.split("\n").filter((line) => line.trim() !== "");
  const types = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const doc = JSON.parse(line) as { _id?: unknown; _type?: unknown; error?: unknown };
    if (typeof doc._id !== "string" || typeof doc._type !== "string") {
      throw new Error(`Sanity export line ${index + 1} is not a document: ${line.slice(0, 200)}`);
    }
    types.set(doc._type, (types.get(doc._type) ?? 0) + 1);
  }
  return { lines, types };
}

export async function exportSanityDataset(
  settings: SanityExportSettings,
  doFetch: typeof fetch = fetch,
): Promise<{ ndjson: string; documents: number }> {
  const response = await doFetch(exportUrl(settings), {
    headers: settings.token ? { authorization: `Bearer ${settings.token}` } : {},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(
      `Sanity export answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  }
  const { lines } = checkedExport(await response.text());
  return { ndjson: lines.length ? `${lines.join("\n")}\n` : "", documents: lines.length };
}
