// Applications in Cloud Firestore: the entry backends/ chooses. Collection `applications`
// (document id from the idempotency key), numbers handed out in blocks from `counters/applications`
// (decision 099), one document per seat of a class with a capacity (decision 228), one lock per
// member and class (decision 235). It makes the context every operation works with (the
// database, the clock, the Trigger Email collection of its kind, new cancel links) and assembles
// the store from one module per operation under firestore/ (decision 288).
import type { Firestore } from "firebase-admin/firestore";
import type { ApplicationStore } from "~/records/applications/contract";
import { firestoreCancel } from "~/records/applications/firestore/cancel.server";
import { firestoreApplications } from "~/records/applications/firestore/context.server";
import { firestoreCreate } from "~/records/applications/firestore/create.server";
import { firestoreFigures } from "~/records/applications/firestore/figures.server";
import { firestoreReads } from "~/records/applications/firestore/reads.server";
import { firestoreStatusChanges } from "~/records/applications/firestore/status.server";
import { newCancelToken } from "~/records/applications/key.server";
import {
  DEFAULT_MAIL_COLLECTION,
  writeMailDocuments,
  type MailCollection,
} from "~/records/outbox/firestore.server";

/** `mailTo`: the Trigger Email collection each change's mails are written to, in its transaction. */
export function createFirestoreApplicationStore(
  db: Firestore,
  mailTo: MailCollection = DEFAULT_MAIL_COLLECTION,
): ApplicationStore {
  const store = firestoreApplications({
    db,
    writeMails: (tx, messages) => writeMailDocuments(db, tx, mailTo, messages),
    clock: () => new Date(),
    newCancelLink: newCancelToken,
  });
  return {
    create: firestoreCreate(store),
    cancel: firestoreCancel(store),
    ...firestoreStatusChanges(store),
    ...firestoreReads(store),
    ...firestoreFigures(store),
  };
}
