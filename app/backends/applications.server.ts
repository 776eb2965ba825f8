// The applications store of this process (its backend chosen once in app/backends/backends.server.ts),
// answering a store outage with the Korean 503.
import { getBackends } from "~/backends/backends.server";
import type { ApplicationRecords } from "~/records/applications/contract";
import { once } from "~/once";
import { answeringStoreOutages } from "~/store/unavailable.server";

export const getApplicationRecords = once<ApplicationRecords>(() =>
  answeringStoreOutages(() => getBackends().applications()),
);
