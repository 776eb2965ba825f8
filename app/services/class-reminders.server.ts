// The reminder the day before 개강 (issue 48 §3, decision 266): for every class starting tomorrow
// (Seoul), one text to each seated applicant's mobile number, once per person (number) and class
// however often and on however many instances it runs: the text outbox keeps the key.
import { reminderText } from "~/domain/application-texts";
import { seoulDay } from "~/domain/seoul-time";
import type { TextMessage } from "~/domain/text-message";
import type { ProgramSummary } from "~/content/types";
import type { ApplicationStore } from "~/records/applications/contract";

export type ReminderDeps = {
  programs(): Promise<ProgramSummary[]>;
  applications: Pick<ApplicationStore, "list">;
  enqueueOnce(text: TextMessage, key: string): Promise<boolean>;
  siteUrl: string;
};

/** Writes tomorrow's reminders not written before; returns how many were new. */
export async function remindTomorrow(deps: ReminderDeps, now = new Date()): Promise<number> {
  const tomorrow = seoulDay(new Date(now.getTime() + 24 * 3600_000));
  let written = 0;
  for (const program of await deps.programs()) {
    if (program.recruitment.startsOn !== tomorrow) continue;
    for (const status of ["접수", "확정"] as const) {
      for (let page = 1; ; page++) {
        const { items } = await deps.applications.list(
          { programId: program.id, status },
          { page, pageSize: 100 },
        );
        for (const a of items) {
          const text = reminderText(a, { siteUrl: deps.siteUrl, startsOn: tomorrow });
          if (text && (await deps.enqueueOnce(text, `reminder:${program.id}:${text.to}`)))
            written += 1;
        }
        if (items.length < 100) break;
      }
    }
  }
  return written;
}
