// GET/POST /admin/programs/:id/attendance?day=YYYY-MM-DD: staff mark one session's 출결 (issue
// 46 §3), on a phone in the classroom: the seated down the page, 출석 / 지각 / 결석 each, one save.
// Administrators only (the guard is each function's first line); the read is recorded as a list,
// the save as a change naming everyone marked, before it is written (decision 206).
import { adminPageMeta } from "~/seo/private-meta";
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { classDeps, requireAdminAccess } from "~/backends/app.server";
import { adminErrorBoundary } from "~/components/admin/admin-error";
import { AttendanceForm, SessionPicker } from "~/components/admin/attendance-form";
import { FormAlert } from "~/components/ui/forms";
import { ATTENDANCE_MESSAGES } from "~/domain/attendance";
import { formatDayWithWeekday } from "~/domain/seoul-time";
import { saveAttendance, sessionAttendance } from "~/services/attendance.server";
import { redirectWithToast } from "~/toast.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const access = await requireAdminAccess(request, context);
  const day = new URL(request.url).searchParams.get("day");
  return sessionAttendance(classDeps(access), params.id, day);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const access = await requireAdminAccess(request, context);
  const outcome = await saveAttendance(
    classDeps(access),
    params.id,
    await request.formData(),
    access.admin,
  );
  if (!outcome.ok) return data({ errors: [outcome.message] }, { status: outcome.status });
  return redirectWithToast(
    request,
    `/admin/programs/${params.id}/attendance?day=${outcome.day}`,
    { message: ATTENDANCE_MESSAGES.saved },
    { status: 303 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminPageMeta(`출결 입력${data ? ` · ${data.title}` : ""}`);

export default function AttendancePage() {
  const session = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { programId, day, days, people, counts } = session;
  const unmarked = people.length - counts.출석 - counts.지각 - counts.결석;
  return (
    <div className="mx-auto grid max-w-2xl gap-4 break-keep">
      <header>
        <p className="text-sm font-semibold text-muted">출결 입력</p>
        <h1 className="text-2xl font-bold text-brand-900">{session.title}</h1>
        <p className="mt-1 text-sm text-muted">
          {[session.term ? `수강 기간 ${session.term}` : "수강 기간 미정", session.schedule]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <nav aria-label="이 프로그램의 다른 화면" className="mt-1 flex flex-wrap gap-x-4 text-sm">
          <Link
            to={`/admin/applications?program=${programId}`}
            className="inline-flex min-h-11 items-center text-brand-700 underline"
          >
            신청 관리
          </Link>
          <Link
            to={`/admin/programs/${programId}/attendance-sheet`}
            className="inline-flex min-h-11 items-center text-brand-700 underline"
          >
            출석부 인쇄
          </Link>
        </nav>
      </header>
      {session.message && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          {session.message}
        </p>
      )}
      {day && (
        <>
          <SessionPicker programId={programId} days={days} day={day} />
          <h2 className="text-lg font-semibold">
            {`${days.indexOf(day) + 1}회차 · ${formatDayWithWeekday(day)}`}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {`출석 ${counts.출석} · 지각 ${counts.지각} · 결석 ${counts.결석} · 미입력 ${unmarked}`}
          </p>
          <FormAlert errors={actionData?.errors} />
          {people.length ? (
            <AttendanceForm day={day} people={people} busy={busy} />
          ) : (
            <p className="text-muted">이 프로그램에 접수되거나 확정된 수강생이 없습니다.</p>
          )}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary("/admin/applications", "신청 관리로 돌아가기");
