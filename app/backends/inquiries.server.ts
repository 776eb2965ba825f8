// The inquiries store of this process (its backend chosen once in app/backends.server.ts),
// answering a store outage with the Korean 503.
import { getBackends } from "~/backends/backends.server";
import { answeringStoreOutages } from "~/store/unavailable.server";
import type { InquiryRecords } from "~/records/inquiries/contract";

let records: InquiryRecords | undefined;

export function getInquiryRecords(): InquiryRecords {
  records ??= answeringStoreOutages(() => getBackends().inquiries());
  return records;
}
