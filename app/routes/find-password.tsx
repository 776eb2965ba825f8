import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { getAccountsService, rateLimits, getSettings } from "~/backends/app.server";
import { rateLimited } from "~/accounts/action-helpers.server";
import { AuthError } from "~/records/identity/contract";
import { RecoveryShell } from "~/components/auth/recovery-shell";
import { AuthForm, EmailField } from "~/components/auth/auth-form";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { FIND_PASSWORD_MESSAGES } from "~/domain/account-messages";
import { findPasswordSchema } from "~/domain/auth-forms";
import { headersWithRetryAfter } from "~/security/retry-after";
import { rateLimitKeyOf } from "~/security/rate-limit.server";
import { mailboxOf } from "~/domain/email-address";
import { log } from "~/log.server";
import { privateMeta } from "~/seo/private-meta";

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: findPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  const limited = await rateLimited(rateLimits, "findPassword", context.clientAddress, submission);
  if (limited) return limited;
  // Per account too (decision 238): many addresses must not fill one member's mailbox.
  const mailbox = rateLimitKeyOf(mailboxOf(submission.value.email));
  const perAccount = await rateLimits.consume("findPasswordAccount", mailbox);
  if (!perAccount.allowed) {
    const reply = submission.reply({ formErrors: [FIND_PASSWORD_MESSAGES.tooManyForAccount] });
    return data(
      { result: reply, sent: false },
      { status: 429, headers: { "Retry-After": String(perAccount.retryAfterSeconds) } },
    );
  }
  try {
    await getAccountsService().sendPasswordReset(submission.value.email, getSettings().siteUrl);
  } catch (error) {
    const fail = (message: string, status: number) =>
      data({ result: submission.reply({ formErrors: [message] }), sent: false }, { status });
    if (error instanceof AuthError && error.code === "user-not-found")
      return fail(FIND_PASSWORD_MESSAGES.userNotFound, 404);
    if (error instanceof AuthError && error.code === "invalid-email")
      return fail(FIND_PASSWORD_MESSAGES.invalidEmail, 400);
    log.error({ error }, "[find-password] reset e-mail failed");
    return fail(FIND_PASSWORD_MESSAGES.failed, 503);
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function FindPasswordPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(findPasswordSchema, {
    lastResult: actionData?.result,
    validate: "onSubmit",
  });
  const sent = Boolean(actionData && "sent" in actionData && actionData.sent);

  return (
    <RecoveryShell
      title="비밀번호 찾기"
      other={{ to: "/find-id", label: "아이디 찾기" }}
      intro="가입한 이메일로 비밀번호 재설정 링크를 보내드립니다."
      done={sent ? FIND_PASSWORD_MESSAGES.sent : null}
    >
      <AuthForm form={form} submit="재설정 메일 보내기" busyLabel="보내는 중...">
        <EmailField field={fields.email} />
      </AuthForm>
    </RecoveryShell>
  );
}

export const meta = privateMeta({
  title: "비밀번호 찾기",
  description: "가입한 이메일로 비밀번호 재설정 링크를 받아 새 비밀번호를 정합니다.",
});
