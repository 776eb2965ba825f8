// A class's recruitment terms for unit tests: open, with no dates, seats or cut-off unless given.
import type { RecruitmentTerms } from "~/domain/recruitment";

export const recruitmentTermsOf = (over: Partial<RecruitmentTerms> = {}): RecruitmentTerms => ({
  status: "open",
  opensOn: null,
  closesOn: null,
  capacity: null,
  markedClosed: false,
  startsOn: null,
  cancelUntil: null,
  ...over,
});
