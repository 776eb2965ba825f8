// The users store of this process (its backend chosen once in app/backends.server.ts),
// answering a store outage with the Korean 503.
import { getBackends } from "~/backends/backends.server";
import type { UsersStore } from "~/records/users/contract";
import { answeringStoreOutages } from "~/store/unavailable.server";

export type { UserRecord, UsersStore, UserChanges, NewUser } from "~/records/users/contract";

let store: UsersStore | undefined;

export function getUsers(): UsersStore {
  store ??= answeringStoreOutages(() => getBackends().users());
  return store;
}
