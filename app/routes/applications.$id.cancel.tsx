// /applications/:id/cancel?token=… : the single-use link in the applicant's confirmation e-mail.
// Opening it only shows the application (mail scanners open links); the button posts the cancel.
// A used link says "이미 취소된 신청입니다" (the hash stays after the cancel, decision 183); a wrong
// one answers 410 with a message that reveals nothing.
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getApplicationStore, serviceDeps } from "~/backends/app.server";
import { AuthShell, OutcomeLine } from "~/components/auth/auth-shell";
import { ApplicationFacts, CancelForm } from "~/components/application/guest-cancel";
import { answerHeaders } from "~/http/answers";
import { secretLinkMeta } from "~/seo/private-meta";
import { formatApplicationNumber, statusLabel } from "~/domain/application";
import { applicantMayCancel, cancelDeadlineNote, CANCEL_MESSAGES } from "~/domain/cancellation";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import { cancelTokenMatches } from "~/records/applications/key.server";
import { cancelByApplicant, classTermsOf } from "~/services/cancel-application.server";
import type { ReactNode } from "react";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The application the link opens, or null (unknown id, wrong or used token). */
async function openedApplication(id: string | undefined, token: string) {
  if (!id || id.length > 64) return null;
  const application = await getApplicationStore().get(id);
  return application && cancelTokenMatches(application.cancelTokenHash, token) ? application : null;
}

const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 100) : "");

export const headers = answerHeaders;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const application = await openedApplication(params.id, token);
  if (!application) return data({ state: "invalid" as const }, { status: 410, headers: NO_STORE });
  // Used up, as far as cancelling goes: 410 still, with the words for what happened.
  if (application.status === "취소")
    return data(
      {
        state: "cancelled" as const,
        number: formatApplicationNumber(application.number),
        programTitle: application.programTitle,
      },
      { status: 410, headers: NO_STORE },
    );
  const deps = serviceDeps();
  const { deadline } = await classTermsOf(application.programId, deps);
  return data(
    {
      state: "open" as const,
      token,
      application: {
        number: formatApplicationNumber(application.number),
        programTitle: application.programTitle,
        name: application.name,
        createdAt: formatSeoulLongDateTime(application.createdAt),
        status: statusLabel(application.status, await deps.applications.placeInLine(application)),
      },
      mayCancel: applicantMayCancel(application.status, deadline, new Date()),
      deadlineNote: cancelDeadlineNote(deadline),
    },
    { headers: NO_STORE },
  );
}

export async function action({ params, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const application = await openedApplication(params.id, tokenOf(form.get("token")));
  if (!application)
    return data(
      { message: CANCEL_MESSAGES.badLink, ok: false },
      { status: 410, headers: NO_STORE },
    );
  const result = await cancelByApplicant(application, serviceDeps());
  switch (result.outcome) {
    case "cancelled":
    case "already":
      // The status is set here on purpose: on a document POST (no JavaScript) Remix runs the
      // loader after this action, the loader finds the link used up (410), and an action answer
      // without a status of its own would be sent with the loader's 410.
      return data(
        {
          message:
            result.outcome === "cancelled" ? CANCEL_MESSAGES.cancelled : CANCEL_MESSAGES.already,
          ok: true,
          mailed: result.outcome === "cancelled",
        },
        { status: 200, headers: NO_STORE },
      );
    case "too-late":
      return data(
        { message: CANCEL_MESSAGES.tooLate, ok: false },
        { status: 409, headers: NO_STORE },
      );
    default:
      return data(
        { message: CANCEL_MESSAGES.badLink, ok: false },
        { status: 410, headers: NO_STORE },
      );
  }
}

/** The page once there is nothing left to cancel: what happened, and the way to other classes. */
function Closed({ children }: { children: ReactNode }) {
  return (
    <AuthShell title="수강신청 취소">
      {children}
      <Link to="/services" className="btn-primary mt-4 inline-flex">
        다른 프로그램 보기
      </Link>
    </AuthShell>
  );
}

export default function CancelApplicationPage() {
  const loaded = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (done)
    return (
      <Closed>
        <OutcomeLine ok={done.ok}>{done.message}</OutcomeLine>
        {"mailed" in done && done.mailed ? (
          <p className="mt-2 text-sm text-muted">취소 확인 메일을 보내드렸습니다.</p>
        ) : null}
      </Closed>
    );
  if (loaded.state === "cancelled")
    return (
      <Closed>
        <p role="status" className="text-sm font-semibold text-ink">
          {CANCEL_MESSAGES.already}
        </p>
        <p className="mt-2 text-sm text-muted">
          신청번호 {loaded.number} · {loaded.programTitle}
        </p>
      </Closed>
    );
  if (loaded.state === "invalid")
    return (
      <AuthShell title="수강신청 취소">
        <p role="alert" className="text-sm text-red-800">
          {CANCEL_MESSAGES.badLink}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/applications/lookup" className="btn-primary inline-flex">
            신청 조회·취소
          </Link>
          <Link to="/contact" className="btn-secondary inline-flex">
            문의하기
          </Link>
        </div>
      </AuthShell>
    );
  const { application, mayCancel, deadlineNote, token } = loaded;
  return (
    <AuthShell title="수강신청 취소">
      <ApplicationFacts application={application} />
      {mayCancel ? (
        <CancelForm
          proof={{ token }}
          deadlineNote={deadlineNote}
          busy={busy}
          className="mt-5"
          buttonClassName="btn-primary mt-3"
        />
      ) : (
        <p role="alert" className="mt-5 text-sm text-red-800">
          {CANCEL_MESSAGES.tooLate}
        </p>
      )}
    </AuthShell>
  );
}

export const meta = secretLinkMeta("수강신청 취소 | 청라 문화교육센터");
