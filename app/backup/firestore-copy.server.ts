// The Firestore half of a restore (docs/deploying.md, "Restore a backup"): Google restores a
// backup or a point in time into a *new* database; the site reads only `(default)`, so what was
// lost is copied back from that database, document by document with its subcollections. A document
// with the same path is overwritten; others in the target are left as they are.
import {
  DocumentReference,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from "firebase-admin/firestore";

export type CopyResult = {
  /** Documents written (or, in a dry run, that would be), by top-level collection. */
  byCollection: Record<string, number>;
  documents: number;
};

export type CopyOptions = {
  /** Top-level collections to copy (all of them when absent). */
  collections?: readonly string[];
  /** Count only, write nothing. */
  dryRun?: boolean;
};

/**
 * Pure: a document's data with every reference pointing into `to` (a reference read from the
 * restored database names that database; written as is, it would keep pointing there).
 */
export function retarget(value: unknown, to: Firestore): unknown {
  if (value instanceof DocumentReference) return to.doc(value.path);
  if (Array.isArray(value)) return value.map((v) => retarget(v, to));
  if (value !== null && typeof value === "object" && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, retarget(v, to)]));
  }
  return value; // Timestamps, GeoPoints, bytes, numbers, strings… are the same in any database
}

/** Copies the documents (and their subcollections, at any depth) of `from` into `to`. */
export async function copyDocuments(
  from: Firestore,
  to: Firestore,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const tops = options.collections
    ? options.collections.map((id) => from.collection(id))
    : await from.listCollections();
  const byCollection: Record<string, number> = {};
  const writer = options.dryRun ? undefined : to.bulkWriter();
  let failure: Error | undefined;
  writer?.onWriteError((error) => {
    // The SDK retries what can be retried; the first final failure stops the copy.
    if (error.failedAttempts < 5) return true;
    failure ??= new Error(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  const walk = async (collection: CollectionReference, top: string) => {
    // listDocuments also names documents that only hold subcollections.
    for (const ref of await collection.listDocuments()) {
      const snapshot = await ref.get();
      if (snapshot.exists) {
        byCollection[top] = (byCollection[top] ?? 0) + 1;
        // A final failure is kept by onWriteError; the promise's own rejection adds nothing.
        writer
          ?.set(to.doc(ref.path), retarget(snapshot.data(), to) as DocumentData)
          .catch(() => undefined);
      }
      for (const sub of await ref.listCollections()) await walk(sub, top);
    }
  };
  for (const collection of tops) {
    byCollection[collection.id] ??= 0;
    await walk(collection, collection.id);
  }
  await writer?.close();
  if (failure) throw failure;
  return { byCollection, documents: Object.values(byCollection).reduce((a, b) => a + b, 0) };
}
