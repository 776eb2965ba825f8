import type { CatalogueProgram } from "~/content/types";
import { getPrograms } from "~/content/content.server";
import { closedLabel } from "~/domain/recruitment";

/** The dialog's catalogue, for the root loader: every class, closed ones included (shown, not selectable). */
export async function loadApplicationCatalogue(): Promise<CatalogueProgram[]> {
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
  }));
}
