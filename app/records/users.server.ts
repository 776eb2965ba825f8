// The users store of this process (its backend chosen once in app/backends.server.ts),
// answering a store outage with the Korean 503.
import { getBackends } from "~/backends.server";
import type { UsersStore } from "~/records/users.types";
import { answeringStoreOutages } from "~/store/unavailable.server";

export type { UserRecord, UsersStore, UserChanges, NewUser } from "~/records/users.types";

let store: UsersStore | undefined;

export function getUsers(): UsersStore {
  store ??= answeringStoreOutages(() => getBackends().users());
  return store;
}
