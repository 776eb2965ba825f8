import type { CatalogueProgram, ProgramSummary } from "~/content/types";
import { cancelDeadline, lateApplicationNote, receiptTermsLine } from "~/domain/cancellation";
import { classFacts } from "~/domain/class-facts";
import { briefLotteryLine } from "~/domain/lottery";
import { closedLabel } from "~/domain/recruitment";

/**
 * The dialog's catalogue from `programs` (with their seats taken): every class, closed ones
 * included (shown, not selectable).
 */
export function toApplicationCatalogue(
  programs: ProgramSummary[],
  now = new Date(),
): CatalogueProgram[] {
  return programs.map((program) => {
    const { id, title, description, category, schedule, isClosed, recruitment } = program;
    return {
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
      // A lottery's receipt names its draw's day first (decision 270).
      termsLine:
        [briefLotteryLine(recruitment), receiptTermsLine(recruitment)]
          .filter(Boolean)
          .join(" · ") || null,
      facts: classFacts(program),
    };
  });
}
