import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  checkPassword,
  getAccountsService,
  requireAnonymous,
  signInPageData,
  signedInRedirect,
} from "~/backends/app.server";
import { authFailure, failureLimited } from "~/accounts/action-helpers.server";
import { secondFactorPathFor } from "~/accounts/guards.server";
import { deviceOf } from "~/accounts/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { AuthForm, AuthLinks, CurrentPasswordField, EmailField } from "~/components/auth/auth-form";
import { KakaoButton } from "~/components/auth/kakao-button";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { loginSchema } from "~/domain/auth-forms";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { headersWithRetryAfter } from "~/security/retry-after";
import { privateMeta } from "~/seo/private-meta";

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  return signInPageData(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  // Counted before the check, given back on success (decision 150): members who sign in never
  // lock out the others on the same network, and a burst of guesses stops at the limit.
  const { email, password, redirectTo } = submission.value;
  try {
    const checked = await checkPassword(request, context.clientAddress, email, () =>
      getAccountsService().login(email, password, deviceOf(request)),
    );
    if (checked.refused) return failureLimited(checked.retryAfterSeconds, submission, ["password"]);
    const { sessionToken } = checked.value;
    // An administrator's password opens nothing yet: the code step comes next (decision 195),
    // and says "로그인되었습니다" when it is passed; with no page to return to, the admin area.
    const isAdmin = (await getAccountsService().resolveSession(sessionToken))?.user.isAdmin;
    const target = safeRedirectPath(redirectTo);
    if (isAdmin)
      return signedInRedirect(
        request,
        sessionToken,
        secondFactorPathFor(target === "/" ? "/admin" : target),
        undefined,
        email,
      );
    return signedInRedirect(
      request,
      sessionToken,
      target,
      { message: ACCOUNT_MESSAGES.loggedIn },
      email,
    );
  } catch (error) {
    return authFailure(error, submission, ["password"]);
  }
}

export default function LoginPage() {
  const { redirectTo, kakaoEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(loginSchema, { lastResult: actionData?.result });
  const registerHref =
    redirectTo === "/" ? "/register" : `/register?${new URLSearchParams({ redirectTo })}`;

  return (
    <AuthShell
      title="로그인"
      footer={
        <div className="flex flex-wrap justify-between gap-2">
          <span>
            아직 회원이 아니신가요?{" "}
            <Link to={registerHref} className="font-semibold text-brand-700 underline">
              회원가입
            </Link>
          </span>
          <AuthLinks
            links={[
              { to: "/find-id", label: "아이디 찾기" },
              { to: "/find-password", label: "비밀번호 찾기" },
            ]}
          />
        </div>
      }
    >
      <AuthForm form={form} submit="로그인" busyLabel="로그인 중..." hidden={{ redirectTo }}>
        <EmailField field={fields.email} />
        <CurrentPasswordField field={fields.password} />
      </AuthForm>
      {kakaoEnabled ? (
        <div className="mt-4">
          <KakaoButton redirectTo={redirectTo} label="카카오로 로그인" />
        </div>
      ) : null}
    </AuthShell>
  );
}

export const meta = privateMeta({
  title: "로그인",
  description: "청라 문화교육센터에 로그인하고 프로그램 신청과 신청 내역을 확인하세요.",
});
