// /applications/lookup: 비회원 신청 조회·취소 (decisions 182, 234). A visitor types the name, phone,
// 신청번호 and 조회 코드 of a guest application and sees it; the cancel is a second POST with the
// same four, checked again. Nothing acts on a GET; every POST counts against the address's limit,
// a failed one also against the phone's and the number's from any address; a wrong number, name,
// phone or code get the one same answer.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { rateLimited } from "~/accounts/action-helpers.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { FormAlert, SubmitButton } from "~/components/ui/forms";
import { PhoneField, TextField } from "~/components/ui/conform-fields";
import { CANCEL_MESSAGES, GUEST_CANCEL_NOTICES, type GuestNotice } from "~/domain/cancellation";
import {
  GUEST_LOOKUP_MESSAGES,
  guestLookupSchema,
  parseApplicationNumber,
  type GuestLookup,
} from "~/domain/guest-lookup";
import { cancelByApplicant } from "~/services/cancel-application.server";
import { rateLimits, serviceDeps } from "~/backends/app.server";
import { rateLimitKeyOf, TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import {
  findGuestApplication,
  guestView,
  type GuestView,
} from "~/services/guest-application.server";
import { privateHeadersWithRetryAfter } from "~/security/retry-after";
import { ApplicationFacts, CancelForm, Notice } from "~/components/application/guest-cancel";
import { privateMeta } from "~/seo/private-meta";

const NO_STORE = { "Cache-Control": "private, no-store" };

type Answer = {
  result: SubmissionResult<string[]>;
  found: (GuestView & { proof: GuestLookup }) | null;
  notice: GuestNotice | null;
};
const answer = (body: Answer, status = 200) => data(body, { status, headers: NO_STORE });

export const headers = privateHeadersWithRetryAfter;

export async function loader() {
  return data(null, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: guestLookupSchema });
  if (submission.status !== "success")
    return answer({ result: submission.reply(), found: null, notice: null }, 400);
  const limited = await rateLimited(
    rateLimits,
    "applicationLookup",
    context.clientAddress,
    submission,
  );
  if (limited) return limited;
  // Failures per phone and per number, from any address: more addresses buy no more guesses.
  const failureKeys = [
    ["applicationLookupPhone", rateLimitKeyOf(submission.value.phone)],
    ["applicationLookupNumber", String(parseApplicationNumber(submission.value.number))],
  ] as const;
  for (const [rule, key] of failureKeys) {
    const allowed = await rateLimits.check(rule, key);
    if (!allowed.allowed)
      return data(
        { result: submission.reply({ formErrors: [TOO_MANY_REQUESTS_MESSAGE] }) },
        { status: 429, headers: { "Retry-After": String(allowed.retryAfterSeconds) } },
      );
  }

  const deps = serviceDeps();
  const application = await findGuestApplication(submission.value, deps);
  if (!application) {
    for (const [rule, key] of failureKeys) await rateLimits.recordFailure(rule, key);
    return answer(
      {
        result: submission.reply({ formErrors: [GUEST_LOOKUP_MESSAGES.notFound] }),
        found: null,
        notice: null,
      },
      404,
    );
  }

  // What the cancel button posts again: the details that found this application, not whatever
  // the fields hold by the time it is pressed.
  const proof = submission.value;
  if (form.get("intent") !== "cancel")
    return answer({
      result: submission.reply(),
      found: { ...(await guestView(application, deps)), proof },
      notice: null,
    });

  const cancel = await cancelByApplicant(application, deps);
  const shown = cancel.outcome === "not-found" ? application : cancel.application;
  const notice = GUEST_CANCEL_NOTICES[cancel.outcome];
  return answer(
    { result: submission.reply(), found: { ...(await guestView(shown, deps)), proof }, notice },
    cancel.outcome === "too-late" ? 409 : 200,
  );
}

export default function GuestLookupPage() {
  // A 429 answers `result` alone; the other answers are an Answer.
  const reply = useActionData<typeof action>() as Partial<Answer> | undefined;
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useZodForm(guestLookupSchema, {
    lastResult: reply?.result,
    validate: "onSubmit",
  });
  const found = reply?.found ?? null;
  const notice = reply?.notice ?? null;

  return (
    <AuthShell
      title="신청 조회·취소"
      footer={
        <span>
          로그인한 채로 신청하셨다면{" "}
          <Link to="/mypage" className="underline">
            마이페이지
          </Link>
          에서 보고 취소할 수 있습니다.
        </span>
      }
    >
      <p className="mb-4 text-sm text-muted">
        신청할 때 입력한 이름과 전화번호, 신청 완료 화면이나 확인 메일에 있는 신청번호(A-000123)와
        조회 코드를 입력해주세요.
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField field={fields.name} label="이름" autoComplete="name" />
        <PhoneField field={fields.phone} label="전화번호" />
        <TextField
          field={fields.number}
          label="신청번호"
          placeholder="A-000123"
          autoComplete="off"
          autoCapitalize="characters"
        />
        <TextField
          field={fields.code}
          label="조회 코드"
          placeholder="ABCD-1234"
          autoComplete="off"
          autoCapitalize="characters"
        />
        <p className="text-xs text-muted">
          조회 코드가 없는 예전 신청은 확인 메일의 취소 링크를 쓰시거나 센터로 문의해주세요. 조회
          코드를 잊으셨다면{" "}
          <Link to="/applications/lookup/phone" className="underline">
            전화번호 문자 인증
          </Link>
          으로 찾을 수 있습니다.
        </p>
        <SubmitButton busy={busy} label="조회하기" busyLabel="조회하는 중..." />
      </Form>

      {found ? (
        <section aria-label="조회한 신청" className="mt-6 border-t border-slate-100 pt-5">
          {notice ? <Notice notice={notice} /> : null}
          <ApplicationFacts application={found} statusTestId="lookup-status" />
          {found.mayCancel ? (
            <CancelForm
              proof={{ intent: "cancel", ...found.proof }}
              deadlineNote={found.deadlineNote}
              busy={busy}
              className="mt-4"
              buttonClassName="btn-primary mt-3 w-full"
            />
          ) : !found.cancelled && !notice ? (
            <p role="alert" className="mt-4 text-sm text-red-800">
              {CANCEL_MESSAGES.tooLate}
            </p>
          ) : null}
        </section>
      ) : null}
    </AuthShell>
  );
}

export const meta = privateMeta({
  title: "신청 조회·취소",
  description:
    "비회원으로 신청한 프로그램을 이름, 전화번호, 신청번호와 조회 코드로 확인하고 취소합니다.",
});
