// /applications/:id/cancel?token=… : the single-use link in the applicant's confirmation e-mail.
// Opening it only shows the application (mail scanners open links); the button posts the cancel.
// A used link says "이미 취소된 신청입니다" (the hash stays after the cancel, decision 183); a wrong
// one answers 410 with a message that reveals nothing.
import { data } from "@remix-run/node";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getApplicationStore, serviceDeps } from "~/backends/app.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { formatApplicationNumber, statusLabel } from "~/domain/application";
import { applicantMayCancel, cancelDeadlineNote, CANCEL_MESSAGES } from "~/domain/cancellation";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import { cancelTokenMatches } from "~/records/applications/key.server";
import { cancelByApplicant, classTermsOf } from "~/services/cancel-application.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The application the link opens, or null (unknown id, wrong or used token). */
async function openedApplication(id: string | undefined, token: string) {
  if (!id || id.length > 64) return null;
  const application = await getApplicationStore().get(id);
  return application && cancelTokenMatches(application.cancelTokenHash, token) ? application : null;
}

const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 100) : "");

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

export default function CancelApplicationPage() {
  const loaded = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (done)
    return (
      <AuthShell title="수강신청 취소">
        <p
          role={done.ok ? "status" : "alert"}
          className={done.ok ? "text-sm text-green-800" : "text-sm text-red-800"}
        >
          {done.message}
        </p>
        {"mailed" in done && done.mailed ? (
          <p className="mt-2 text-sm text-muted">취소 확인 메일을 보내드렸습니다.</p>
        ) : null}
        <Link to="/services" className="btn-primary mt-4 inline-flex">
          다른 프로그램 보기
        </Link>
      </AuthShell>
    );
  if (loaded.state === "cancelled")
    return (
      <AuthShell title="수강신청 취소">
        <p role="status" className="text-sm font-semibold text-ink">
          {CANCEL_MESSAGES.already}
        </p>
        <p className="mt-2 text-sm text-muted">
          신청번호 {loaded.number} · {loaded.programTitle}
        </p>
        <Link to="/services" className="btn-primary mt-4 inline-flex">
          다른 프로그램 보기
        </Link>
      </AuthShell>
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
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">신청번호</dt>
        <dd className="font-semibold">{application.number}</dd>
        <dt className="text-muted">프로그램</dt>
        <dd>{application.programTitle}</dd>
        <dt className="text-muted">신청자</dt>
        <dd>{application.name}</dd>
        <dt className="text-muted">신청일시</dt>
        <dd>{application.createdAt}</dd>
        <dt className="text-muted">상태</dt>
        <dd>{application.status}</dd>
      </dl>
      {mayCancel ? (
        <Form method="post" className="mt-5">
          <input type="hidden" name="token" value={token} />
          {deadlineNote ? <p className="text-sm text-muted">{deadlineNote}</p> : null}
          <p className="mt-1 text-sm text-ink">취소한 뒤에는 되돌릴 수 없습니다.</p>
          <button type="submit" className="btn-primary mt-3" disabled={busy}>
            {busy ? "취소하는 중…" : "신청 취소하기"}
          </button>
        </Form>
      ) : (
        <p role="alert" className="mt-5 text-sm text-red-800">
          {CANCEL_MESSAGES.tooLate}
        </p>
      )}
    </AuthShell>
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = () => [
  { title: "수강신청 취소 | 청라 문화교육센터" },
  { name: "robots", content: "noindex" },
  // The token is in the URL: keep it out of other sites' logs. Not "no-referrer": with it the
  // browser's own post of the form (pressed before the page's code ran) says `Origin: null`,
  // which the cross-site check refuses (decision 145).
  { name: "referrer", content: "same-origin" },
];
