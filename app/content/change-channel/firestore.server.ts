// The Firestore side of the content change feed (decision 095): announcements in
// `contentChanges`, one heartbeat document, and an onSnapshot listener on recent announcements.
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { ChangeChannel } from "./contract";
import type { AnnouncedChange } from "../change-feed";

export const CONTENT_CHANGES_COLLECTION = "contentChanges";
const HEARTBEAT_ID = "_heartbeat";
/** Announcements are kept a day (Firestore TTL on `expireAt`, docs/deploying.md). */
const KEEP_MS = 24 * 60 * 60_000;

export function createFirestoreChangeChannel(
  db: Firestore,
  collection = CONTENT_CHANGES_COLLECTION,
): ChangeChannel {
  const changes = db.collection(collection);
  const expireAt = () => Timestamp.fromMillis(Date.now() + KEEP_MS);
  return {
    listen(onBatch, onError) {
      // Only recent announcements: what came before is covered by the purge-all on (re)start.
      const since = Timestamp.fromMillis(Date.now() - 60_000);
      return changes.where("at", ">=", since).onSnapshot((snapshot) => {
        const batch: AnnouncedChange[] = [];
        for (const change of snapshot.docChanges()) {
          if (change.type !== "added" || change.doc.id === HEARTBEAT_ID) continue;
          const data = change.doc.data();
          batch.push({
            changeId: change.doc.id,
            origin: String(data.origin ?? ""),
            documentId: data.documentId,
            documentType: data.documentType,
          });
        }
        onBatch(batch);
      }, onError);
    },
    async announce(change) {
      await changes.add({ ...change, at: FieldValue.serverTimestamp(), expireAt: expireAt() });
    },
    async beat(origin) {
      await changes
        .doc(HEARTBEAT_ID)
        .set({ origin, at: FieldValue.serverTimestamp(), expireAt: expireAt() });
    },
  };
}
