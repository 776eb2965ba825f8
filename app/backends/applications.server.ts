// The applications store of this process (its backend chosen once in app/backends.server.ts),
// answering a store outage with the Korean 503.
import { getBackends } from "~/backends/backends.server";
import type { ApplicationRecords } from "~/records/applications/contract";
import { answeringStoreOutages } from "~/store/unavailable.server";

let records: ApplicationRecords | undefined;

export function getApplicationRecords(): ApplicationRecords {
  records ??= answeringStoreOutages(() => getBackends().applications());
  return records;
}
