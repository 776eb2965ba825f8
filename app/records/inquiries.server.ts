// The inquiries store of this process: Firestore when Firebase is configured, SQLite otherwise.
import { getEnv } from "~/env.server";
import { getDatabase } from "~/store/firebase.server";
import { getDb } from "~/store/sqlite.server";
import { answeringStoreOutages } from "~/store/unavailable.server";
import type { InquiryRecords } from "./inquiries";
import { createFirestoreInquiries } from "./inquiries.firestore.server";
import { createSqliteInquiries } from "./inquiries.sqlite.server";

let records: InquiryRecords | undefined;

export function getInquiryRecords(): InquiryRecords {
  records ??= answeringStoreOutages(() =>
    getEnv().storeBackend === "firebase"
      ? createFirestoreInquiries(getDatabase())
      : createSqliteInquiries(getDb()),
  );
  return records;
}

/** Forgets the store (tests that switch DATA_DIR or the backend). */
export function resetInquiryRecords() {
  records = undefined;
}
