// The content version (decision 290): one value every instance compares with what it last read,
// changed by each publish. Firestore in production (firestore.server.ts), SQLite on the embedded
// default (sqlite.server.ts); both pass tests/integration/content-version.contract.test.ts.

export type ContentVersionStore = {
  /** The current version; null before the first publish. */
  read(): Promise<string | null>;
  /** A publish: stores a new version, different from every earlier one, and returns it. */
  bump(): Promise<string>;
};
