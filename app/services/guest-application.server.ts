// 비회원 신청 조회·취소 (decisions 182, 234): finds an application by its number and lets it through
// only when the name, the phone and the 조회 코드 match, so a wrong number, name or code look the
// same from outside. A member's application is never found here: members use my page.
import { formatApplicationNumber, statusLabel } from "~/domain/application";
import { applicantMayCancel, cancelDeadlineNote } from "~/domain/cancellation";
import {
  matchesGuestLookup,
  parseApplicationNumber,
  type GuestLookup,
} from "~/domain/guest-lookup";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import type { Application } from "~/records/applications/contract";
import { lookupCodeMatches } from "~/records/applications/key.server";
import { classTermsOf } from "~/services/cancel-application.server";
import type { ServiceDeps } from "~/services/deps.server";

/**
 * The guest application these details name, or null: no such number, the name, phone or code
 * differ, no code was made (before decision 234), or a member made it.
 */
export async function findGuestApplication(
  lookup: GuestLookup,
  deps: Pick<ServiceDeps, "applications">,
): Promise<Application | null> {
  const number = parseApplicationNumber(lookup.number);
  if (number === null) return null;
  const application = await deps.applications.getByNumber(number);
  if (!application || application.userId !== null) return null;
  const codeMatches = lookupCodeMatches(application.lookupCodeHash, lookup.code);
  return codeMatches && matchesGuestLookup(application, lookup) ? application : null;
}

/** What the page shows of a found application: only what the visitor gave or was told. */
export async function guestView(
  application: Application,
  deps: Pick<ServiceDeps, "applications" | "programs">,
  now = new Date(),
) {
  const { deadline } = await classTermsOf(application.programId, deps);
  return {
    number: formatApplicationNumber(application.number),
    programTitle: application.programTitle,
    name: application.name,
    createdAt: formatSeoulLongDateTime(application.createdAt),
    status: statusLabel(application.status, await deps.applications.placeInLine(application)),
    mayCancel: applicantMayCancel(application.status, deadline, now),
    cancelled: application.status === "취소",
    deadlineNote: cancelDeadlineNote(deadline),
  };
}

export type GuestView = Awaited<ReturnType<typeof guestView>>;
