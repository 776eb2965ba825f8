import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  getAccountsService,
  rateLimits,
  requireAnonymous,
  getSettings,
  signedInRedirect,
  signInPageData,
} from "~/backends/app.server";
import { authFailure, rateLimited } from "~/accounts/action-helpers.server";
import { deviceOf } from "~/accounts/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { AuthForm, EmailField, NewPasswordFields } from "~/components/auth/auth-form";
import { PhoneField, TextField } from "~/components/ui/conform-fields";
import { InterestsField } from "~/components/auth/interests-field";
import { KakaoButton } from "~/components/auth/kakao-button";
import { SignUpConsents } from "~/components/auth/sign-up-consents";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { registerSchema } from "~/domain/auth-forms";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { headersWithRetryAfter } from "~/security/retry-after";
import { log } from "~/log.server";
import { privateMeta } from "~/seo/private-meta";

const HIDDEN = ["password", "passwordConfirm"];

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  return signInPageData(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  }
  const limited = await rateLimited(
    rateLimits,
    "register",
    context.clientAddress,
    submission,
    HIDDEN,
  );
  if (limited) return limited;
  const { email, password, name, phoneNumber, interests, redirectTo } = submission.value;
  try {
    const accounts = getAccountsService();
    // The schema requires both boxes ticked: the consents are given now.
    const consentedAt = new Date().toISOString();
    const signedIn = await accounts.register(
      {
        email,
        password,
        name,
        phoneNumber,
        interests,
        termsConsentAt: consentedAt,
        privacyConsentAt: consentedAt,
      },
      deviceOf(request),
    );
    // The account works at once; the address counts as the member's only after the link comes back.
    // A mail failure never undoes the sign-up: my page offers to send it again.
    await accounts
      .sendEmailVerification(signedIn.uid, getSettings().siteUrl)
      .catch((error) => log.error({ error }, "[register] the verification mail could not be sent"));
    return signedInRedirect(
      request,
      signedIn.sessionToken,
      safeRedirectPath(redirectTo),
      { message: ACCOUNT_MESSAGES.registered },
      email,
    );
  } catch (error) {
    return authFailure(error, submission, HIDDEN);
  }
}

export default function RegisterPage() {
  const { redirectTo, kakaoEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(registerSchema, { lastResult: actionData?.result });
  const loginHref = redirectTo === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo })}`;

  return (
    <AuthShell
      title="회원가입"
      footer={
        <span>
          이미 회원이신가요?{" "}
          <Link to={loginHref} className="font-semibold text-brand-700 underline">
            로그인
          </Link>
        </span>
      }
    >
      {kakaoEnabled ? (
        <div className="mb-6">
          <KakaoButton redirectTo={redirectTo} />
          <p className="mt-3 text-center text-xs text-muted">또는 이메일로 가입하기</p>
        </div>
      ) : null}
      <AuthForm form={form} submit="가입하기" busyLabel="가입 중..." hidden={{ redirectTo }}>
        <EmailField field={fields.email} />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.passwordConfirm}
          label="비밀번호"
        />
        <TextField field={fields.name} label="이름" autoComplete="name" />
        <PhoneField field={fields.phoneNumber} label="전화번호 (선택)" />
        <InterestsField field={fields.interests} />
        <SignUpConsents fields={fields} />
      </AuthForm>
    </AuthShell>
  );
}

export const meta = privateMeta({
  title: "회원가입",
  description:
    "청라 문화교육센터 회원가입: 가입하면 프로그램 신청과 신청 내역 확인이 간편해집니다.",
});
