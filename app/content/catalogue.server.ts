import type { CatalogueProgram } from "~/content/types";
import { getPrograms } from "~/content/content.server";
import { cancelDeadline, lateApplicationNote, receiptTermsLine } from "~/domain/cancellation";
import { closedLabel } from "~/domain/recruitment";

/** The dialog's catalogue, for the root loader: every class, closed ones included (shown, not selectable). */
export async function loadApplicationCatalogue(now = new Date()): Promise<CatalogueProgram[]> {
  const programs = await getPrograms();
  return programs.map(({ id, title, description, category, schedule, isClosed, recruitment }) => ({
    id,
    title,
    description,
    category,
    schedule,
    isClosed,
    closedLabel: closedLabel(recruitment),
    waitlist: recruitment.phase === "full",
    // Applying is still allowed, with a warning (decision 200).
    lateNote: isClosed ? null : lateApplicationNote(cancelDeadline(recruitment), now),
    termsLine: receiptTermsLine(recruitment),
  }));
}
