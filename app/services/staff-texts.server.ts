// Staff send a text to a class's applicants (issue 48 §5): the recipients (one text per mobile
// number among the chosen statuses), the preview with its count and cost, and the sending,
// recorded in the access records (decision 206) before any text is written.
import { isKoreanMobile } from "~/domain/phone";
import { staffText, type StaffTextAudience } from "~/domain/staff-texts";
import { textTo, type TextMessage } from "~/domain/text-message";
import type { Application, ApplicationStore } from "~/records/applications/contract";
import type { AccessEntry } from "~/services/access-records.server";

const STATUSES: Record<StaffTextAudience, readonly Application["status"][]> = {
  seated: ["접수", "확정"],
  waiting: ["대기"],
  both: ["접수", "확정", "대기"],
};

/** The chosen applicants of a class with a mobile number, one per number. */
export async function staffTextRecipients(
  applications: Pick<ApplicationStore, "list">,
  programId: number,
  audience: StaffTextAudience,
): Promise<Application[]> {
  const byPhone = new Map<string, Application>();
  for (const status of STATUSES[audience]) {
    for (let page = 1; ; page++) {
      const { items } = await applications.list({ programId, status }, { page, pageSize: 100 });
      for (const a of items) {
        const digits = a.phone.replace(/\D/g, "");
        if (isKoreanMobile(digits) && !byPhone.has(digits)) byPhone.set(digits, a);
      }
      if (items.length < 100) break;
    }
  }
  return [...byPhone.values()];
}

export type StaffTextDeps = {
  applications: Pick<ApplicationStore, "list">;
  /** Writes one text and wakes the sender; false when texts are off. */
  send(text: TextMessage): Promise<boolean>;
  record(entry: AccessEntry): Promise<void>;
};

/** Sends the text to the recipients; the access record first. Returns how many were written. */
export async function sendStaffText(
  deps: StaffTextDeps,
  program: { id: number; title: string },
  audience: StaffTextAudience,
  body: string,
): Promise<number> {
  const recipients = await staffTextRecipients(deps.applications, program.id, audience);
  if (recipients.length === 0) return 0;
  await deps.record({
    action: "text",
    target: "applications",
    subjects: recipients.map((a) => a.id),
    detail: `프로그램 ${program.id} ${audience}: ${body.trim().slice(0, 200)}`,
  });
  const text = staffText(program.title, body);
  let sent = 0;
  for (const a of recipients) {
    const message = textTo(a.phone, "staff", text, a.id);
    if (message && (await deps.send(message))) sent += 1;
  }
  return sent;
}
