// The content version in Firestore (decision 290): one document, `contentVersion/current`, that
// the publish webhook overwrites and every instance reads at most once a second.
import { randomUUID } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import type { ContentVersionStore } from "./contract";

export const CONTENT_VERSION_DOCUMENT = "contentVersion/current";

export function createFirestoreContentVersionStore(
  db: Firestore,
  path = CONTENT_VERSION_DOCUMENT,
): ContentVersionStore {
  const document = db.doc(path);
  return {
    async read() {
      const version: unknown = (await document.get()).get("version");
      return typeof version === "string" ? version : null;
    },
    async bump() {
      // A fresh value rather than a counter: one write, no transaction; only equality is compared.
      const version = randomUUID();
      await document.set({ version, at: FieldValue.serverTimestamp() });
      return version;
    },
  };
}
