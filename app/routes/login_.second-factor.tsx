import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  getAccountsService,
  getCurrentSession,
  getSecondFactorService,
  rateLimits,
  getSession,
} from "~/backends/app.server";
import { loginPathFor } from "~/accounts/guards.server";
import { groupedSecret } from "~/accounts/totp.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { AuthForm } from "~/components/auth/auth-form";
import { TextField } from "~/components/ui/conform-fields";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { SECOND_FACTOR_MESSAGES, secondFactorSchema } from "~/domain/second-factor";
import { headersWithRetryAfter } from "~/security/retry-after";
import { TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The signed-in administrator and whether this session passed already; anyone else goes elsewhere. */
async function administrator(request: Request) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  const current = await getCurrentSession(request);
  if (!current) throw redirect(loginPathFor(request));
  if (!current.user.isAdmin) throw redirect("/");
  return { user: current.user, redirectTo, passed: current.session.secondFactorAt !== null };
}

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, redirectTo, passed } = await administrator(request);
  // Not a redirect: after the enrolment's action this loader runs again, and its page must still
  // show the recovery codes that action answered with.
  if (passed) return data({ redirectTo, enrolment: null, passed }, { headers: NO_STORE });
  const factors = getSecondFactorService();
  const enrolment = (await factors.isEnrolled(user.uid))
    ? null
    : await factors.enrolment(user.uid, user.email);
  const shown = enrolment && { ...enrolment, secret: groupedSecret(enrolment.secret) };
  return data({ redirectTo, enrolment: shown, passed }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, passed } = await administrator(request);
  if (passed) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")));
  const submission = parseWithZod(await request.formData(), { schema: secondFactorSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), recoveryCodes: null }, { status: 400 });
  }
  const limit = await rateLimits.check("secondFactorFailure", user.uid);
  if (!limit.allowed) {
    return data(
      {
        result: submission.reply({ formErrors: [TOO_MANY_REQUESTS_MESSAGE] }),
        recoveryCodes: null,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const { code, redirectTo } = submission.value;
  const factors = getSecondFactorService();
  const enrolling = !(await factors.isEnrolled(user.uid));
  const recoveryCodes = enrolling ? await factors.confirm(user.uid, code) : null;
  const outcome = enrolling
    ? recoveryCodes
      ? "ok"
      : "wrong"
    : await factors.verify(user.uid, code);
  if (outcome !== "ok") {
    if (outcome === "wrong") await rateLimits.recordFailure("secondFactorFailure", user.uid);
    const message =
      outcome === "replayed"
        ? SECOND_FACTOR_MESSAGES.codeUsed
        : enrolling
          ? SECOND_FACTOR_MESSAGES.enrolCodeWrong
          : SECOND_FACTOR_MESSAGES.codeWrong;
    return data(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["code"] }),
        recoveryCodes: null,
      },
      { status: 400 },
    );
  }
  const token = (await getSession(request)).get("token") ?? "";
  if (!(await getAccountsService().markSecondFactor(token))) throw redirect(loginPathFor(request));
  const target = safeRedirectPath(redirectTo, "/admin");
  // The recovery codes exist only in this answer: shown once, stored hashed.
  if (recoveryCodes) return data({ result: null, recoveryCodes, target }, { headers: NO_STORE });
  throw await redirectWithToast(request, target, { message: SECOND_FACTOR_MESSAGES.verified });
}

export default function SecondFactorPage() {
  const { redirectTo, enrolment, passed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(secondFactorSchema, {
    lastResult: actionData?.result ?? undefined,
  });

  if (actionData?.recoveryCodes) {
    return (
      <AuthShell title="복구 코드를 보관하세요">
        <p className="text-sm text-muted">
          휴대폰을 잃어버렸을 때 인증 코드 대신 한 번씩 쓸 수 있는 코드입니다. 이 화면을 벗어나면
          다시 볼 수 없으니 안전한 곳에 적어 두세요.
        </p>
        <ul aria-label="복구 코드" className="my-4 grid grid-cols-2 gap-2 font-mono text-base">
          {actionData.recoveryCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
        <Link
          to={"target" in actionData ? actionData.target : "/admin"}
          className="block rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white"
        >
          보관했습니다. 관리자 페이지로 이동
        </Link>
      </AuthShell>
    );
  }

  if (passed) {
    return (
      <AuthShell title="관리자 2단계 인증">
        <p className="mb-4 text-sm text-ink">이 기기에서는 인증을 마쳤습니다.</p>
        <Link to={redirectTo} className="font-semibold text-brand-700 underline">
          계속하기
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={enrolment ? "관리자 2단계 인증 등록" : "관리자 2단계 인증"}>
      {enrolment ? (
        <div className="mb-6 space-y-3 text-sm text-ink">
          <p>
            관리자 계정은 비밀번호와 함께 인증 앱(Google Authenticator, Microsoft Authenticator
            등)의 6자리 코드가 필요합니다. 인증 앱으로 QR 코드를 찍어 등록하세요.
          </p>
          <img
            src={enrolment.qrCode}
            alt="인증 앱에 등록할 QR 코드"
            width={200}
            height={200}
            className="mx-auto h-[200px] w-[200px]"
          />
          <p>
            휴대폰에서 보고 있다면{" "}
            <a href={enrolment.uri} className="font-semibold text-brand-700 underline">
              인증 앱에서 열기
            </a>
          </p>
          <p>
            QR 코드를 찍을 수 없으면 이 키를 앱에 직접 입력하세요:
            <code
              data-testid="totp-secret"
              className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono"
            >
              {enrolment.secret}
            </code>
          </p>
        </div>
      ) : (
        <p className="mb-4 text-sm text-ink">
          인증 앱에 표시된 6자리 코드를 입력하세요. 휴대폰이 없으면 복구 코드를 입력할 수 있습니다.
        </p>
      )}
      <AuthForm form={form} submit="확인" busyLabel="확인 중..." hidden={{ redirectTo }}>
        <TextField
          field={fields.code}
          label="인증 코드"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
        />
      </AuthForm>
      {enrolment ? null : (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-muted underline">
            휴대폰이 없나요? 복구 코드로 인증
          </summary>
          <Form method="post" className="mt-3 flex gap-2">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <label htmlFor="recovery-code" className="sr-only">
              복구 코드
            </label>
            <input
              id="recovery-code"
              name="code"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              placeholder="XXXXX-XXXXX"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 font-mono"
            />
            <button type="submit" className="rounded-lg border border-slate-300 px-3 py-2">
              복구 코드로 인증
            </button>
          </Form>
        </details>
      )}
    </AuthShell>
  );
}

export const meta: MetaFunction = () => [
  { title: "관리자 인증 | 청라 문화교육센터" },
  { name: "robots", content: "noindex" },
];
