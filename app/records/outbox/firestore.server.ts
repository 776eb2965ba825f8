// Firebase mode's outbox: the Trigger Email extension's collection. A change's mails are
// documents created in the change's own Firestore transaction, in exactly the shape the extension
// reads (decision 090), so the extension sends a mail exactly when its change committed.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { toMailDocument, type Mail } from "~/domain/mail";

/** Where mail documents go: the collection and, when the site names one, the sender. */
export type MailCollection = { name: string; from?: string };

export const DEFAULT_MAIL_COLLECTION: MailCollection = { name: "mail" };

/** Inside `tx` (after its reads): one new document per mail. */
export function writeMailDocuments(
  db: Firestore,
  tx: Transaction,
  target: MailCollection,
  mails: readonly Mail[],
): void {
  const collection = db.collection(target.name);
  for (const mail of mails) tx.create(collection.doc(), toMailDocument(mail, target.from));
}
