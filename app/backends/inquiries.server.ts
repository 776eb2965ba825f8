// The inquiries store of this process (its backend chosen once in app/backends/backends.server.ts),
// answering a store outage with the Korean 503.
import { getBackends } from "~/backends/backends.server";
import { once } from "~/once";
import { answeringStoreOutages } from "~/store/unavailable.server";
import type { InquiryRecords } from "~/records/inquiries/contract";

export const getInquiryRecords = once<InquiryRecords>(() =>
  answeringStoreOutages(() => getBackends().inquiries()),
);
