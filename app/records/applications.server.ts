// The applications store of this process: the backend is chosen once, from settings
// (FIREBASE_PROJECT_ID → Cloud Firestore; otherwise the embedded SQLite store).
import { getEnv } from "~/env.server";
import type { ApplicationRecords } from "~/records/applications";
import { createFirestoreApplications } from "~/records/applications.firestore.server";
import { createSqliteApplications } from "~/records/applications.sqlite.server";
import { getDatabase } from "~/store/firebase.server";
import { getDb } from "~/store/sqlite.server";
import { answeringStoreOutages } from "~/store/unavailable.server";

let records: ApplicationRecords | undefined;

export function getApplicationRecords(): ApplicationRecords {
  records ??= answeringStoreOutages(() =>
    getEnv().storeBackend === "firebase"
      ? createFirestoreApplications(getDatabase())
      : createSqliteApplications(getDb()),
  );
  return records;
}

/** Forgets the chosen store (tests that switch DATA_DIR or backends). */
export function resetApplicationRecords() {
  records = undefined;
}
