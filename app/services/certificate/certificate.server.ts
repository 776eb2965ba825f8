// GET /mypage/certificate's use case (issue 46 §3, decision 261): the signed-in member's own
// application, not cancelled or waiting, in a class whose 수료 기준 they reached, as a PDF. Any
// other application is a Korean 404 (whether it exists is not told); one short of the 기준 a 403.
import { ATTENDANCE_MESSAGES } from "~/domain/attendance";
import { CANCELLED_STATUS, WAITING_STATUS } from "~/domain/application";
import { certificateFileName, type CertificateFacts } from "~/domain/certificate";
import { termLine } from "~/domain/class-facts";
import { seoulDay } from "~/domain/seoul-time";
import type { ApplicationStore } from "~/records/applications/contract";
import { standing, type ClassAttendanceDeps } from "~/services/my-attendance.server";

export type CertificateDeps = ClassAttendanceDeps & {
  applications: ApplicationStore;
  centreName: () => Promise<string>;
};

// A resource route: a refusal is a plain Response with the Korean message as text, no page.
const refusal = (status: 403 | 404, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
const notFound = () => refusal(404, ATTENDANCE_MESSAGES.noCertificate);

export async function memberCertificate(
  uid: string,
  applicationId: string | null,
  deps: CertificateDeps,
  now = new Date(),
): Promise<{ pdf: Uint8Array; fileName: string }> {
  if (!applicationId || !/^[\w-]{1,100}$/.test(applicationId)) throw notFound();
  const application = await deps.applications.get(applicationId);
  if (
    !application ||
    application.userId !== uid ||
    application.status === CANCELLED_STATUS ||
    application.status === WAITING_STATUS
  )
    throw notFound();
  const [program, marks] = await Promise.all([
    deps.program(application.programId),
    deps.attendance.listForApplications([application.id]),
  ]);
  const { sessions, completion } = standing(program, marks);
  if (!program || !sessions || !completion) throw notFound();
  if (!completion.reached) throw refusal(403, ATTENDANCE_MESSAGES.notReached);
  const facts: CertificateFacts = {
    centreName: await deps.centreName(),
    name: application.name,
    programId: application.programId,
    programTitle: program.title,
    applicationNumber: application.number,
    term: termLine(program.recruitment.startsOn, program.endsOn) ?? "",
    attended: completion.attended,
    sessions,
    issuedOn: seoulDay(now),
  };
  // Loaded on the first certificate: pdf-lib and the 700 KB font stay out of the server's start.
  const { certificatePdf } = await import("./pdf.server");
  return { pdf: await certificatePdf(facts), fileName: certificateFileName(facts) };
}
