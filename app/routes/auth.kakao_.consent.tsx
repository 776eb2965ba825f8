// Not nested under auth.kakao.tsx (the trailing "_"): that route only starts a login.
// A first Kakao login of someone new ends here: the same two consents as the sign-up form,
// given before the account exists (decision 086).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getAccountsService, requirePendingKakao, signedInRedirect } from "~/backends/app.server";
import { authFailure } from "~/accounts/action-helpers.server";
import { deviceOf } from "~/accounts/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { SignUpConsents } from "~/components/auth/sign-up-consents";
import { AuthForm } from "~/components/auth/auth-form";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { kakaoSignUpSchema } from "~/domain/auth-forms";

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await requirePendingKakao(request, "pendingSignup");
  return { name: pending.name };
}

export async function action({ request }: ActionFunctionArgs) {
  const pending = await requirePendingKakao(request, "pendingSignup");
  const submission = parseWithZod(await request.formData(), { schema: kakaoSignUpSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const consentedAt = new Date().toISOString();
  try {
    const { redirectTo, ...profile } = pending;
    const result = await getAccountsService().socialLogin(profile, deviceOf(request), {
      termsConsentAt: consentedAt,
      privacyConsentAt: consentedAt,
    });
    // Meanwhile the address may have become an e-mail account's: that account's password first.
    if (result.kind !== "signed-in") throw redirect("/login");
    return signedInRedirect(request, result.signedIn.sessionToken, redirectTo, {
      message: result.created ? ACCOUNT_MESSAGES.kakaoRegistered : ACCOUNT_MESSAGES.socialLoggedIn,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return authFailure(error, submission, []);
  }
}

export default function KakaoConsentPage() {
  const { name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(kakaoSignUpSchema, { lastResult: actionData?.result });
  return (
    <AuthShell
      title="카카오로 회원가입"
      footer={
        <Link to="/login" className="underline">
          취소하고 로그인 화면으로
        </Link>
      }
    >
      <p className="mb-4 text-sm text-ink">
        {name ? `${name}님, ` : ""}청라 문화교육센터에 처음 오셨습니다. 아래 내용에 동의하시면
        카카오 계정으로 가입이 완료됩니다.
      </p>
      <AuthForm form={form} submit="동의하고 가입하기" busyLabel="가입 중...">
        <SignUpConsents fields={fields} />
      </AuthForm>
    </AuthShell>
  );
}

export const meta: MetaFunction = () => [{ title: "카카오로 회원가입 | 청라 문화교육센터" }];
