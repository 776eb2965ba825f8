// The users store of this process: Firestore when Firebase is configured, SQLite otherwise.
import { getEnv } from "~/env.server";
import { createFirestoreUsers } from "~/records/users-firestore.server";
import { createSqliteUsers } from "~/records/users-sqlite.server";
import type { UsersStore } from "~/records/users.types";
import { getDatabase } from "~/store/firebase.server";
import { getDb } from "~/store/sqlite.server";
import { answeringStoreOutages } from "~/store/unavailable.server";

export type { UserRecord, UsersStore, UserChanges, NewUser } from "~/records/users.types";

let store: UsersStore | undefined;

export function getUsers(): UsersStore {
  store ??= answeringStoreOutages(() =>
    getEnv().storeBackend === "firebase" ? createFirestoreUsers(getDatabase()) : createSqliteUsers(getDb()),
  );
  return store;
}
