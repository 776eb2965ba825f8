// The users store of this process (its backend chosen once in app/backends/backends.server.ts),
// answering a store outage with the Korean 503.
import { getBackends } from "~/backends/backends.server";
import type { UsersStore } from "~/records/users/contract";
import { once } from "~/once";
import { answeringStoreOutages } from "~/store/unavailable.server";

export type { UserRecord, UsersStore, UserChanges, NewUser } from "~/records/users/contract";

export const getUsers = once<UsersStore>(() => answeringStoreOutages(() => getBackends().users()));
