// Not nested under auth.kakao.tsx (the trailing "_"): that route only starts a login.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  checkPassword,
  getAccountsService,
  requirePendingKakao,
  signedInRedirect,
} from "~/backends/app.server";
import { authFailure, failureLimited } from "~/accounts/action-helpers.server";
import { deviceOf } from "~/accounts/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { AuthForm, CurrentPasswordField } from "~/components/auth/auth-form";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { linkKakaoSchema } from "~/domain/auth-forms";
import { maskEmail } from "~/domain/email-address";
import { headersWithRetryAfter } from "~/security/retry-after";

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await requirePendingKakao(request, "pendingLink");
  return { maskedEmail: maskEmail(pending.email) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePendingKakao(request, "pendingLink");
  const submission = parseWithZod(await request.formData(), { schema: linkKakaoSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  // The password is checked under a login's limits (decision 150).
  try {
    const { redirectTo, ...profile } = pending;
    const checked = await checkPassword(request, context.clientAddress, pending.email, () =>
      getAccountsService().linkSocialIdentity(
        profile,
        pending.email,
        submission.value.password,
        deviceOf(request),
      ),
    );
    if (checked.refused) return failureLimited(checked.retryAfterSeconds, submission, ["password"]);
    return signedInRedirect(
      request,
      checked.value.sessionToken,
      redirectTo,
      { message: ACCOUNT_MESSAGES.kakaoLinked },
      pending.email,
    );
  } catch (error) {
    return authFailure(error, submission, ["password"]);
  }
}

export default function LinkKakaoPage() {
  const { maskedEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(linkKakaoSchema, { lastResult: actionData?.result });
  return (
    <AuthShell
      title="카카오 계정 연결"
      footer={
        <Link to="/find-password" className="underline">
          비밀번호를 잊으셨나요?
        </Link>
      }
    >
      <p className="mb-4 text-sm text-ink">
        카카오 계정의 이메일 <strong>{maskedEmail}</strong>(으)로 이미 가입된 계정이 있습니다. 기존
        계정의 비밀번호를 입력하면 카카오 로그인이 이 계정에 연결됩니다.
      </p>
      <AuthForm form={form} submit="연결하고 로그인" busyLabel="확인 중...">
        <CurrentPasswordField field={fields.password} label="기존 계정 비밀번호" />
      </AuthForm>
    </AuthShell>
  );
}

export const meta: MetaFunction = () => [{ title: "카카오 계정 연결 | 청라 문화교육센터" }];
