// The access records of this process (their backend chosen once in app/backends/backends.server.ts),
// answering a store outage with the Korean 503: a page or change whose record cannot be written
// does not happen (decision 206).
import { getBackends } from "~/backends/backends.server";
import { once } from "~/once";
import type { AccessRecordStore } from "~/records/access-records/contract";
import { answeringStoreOutages } from "~/store/unavailable.server";

export const getAccessRecords = once<AccessRecordStore>(() =>
  answeringStoreOutages(() => getBackends().accessRecords()),
);
