import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { rateLimited } from "~/accounts/action-helpers.server";
import { RecoveryShell } from "~/components/auth/recovery-shell";
import { AuthForm } from "~/components/auth/auth-form";
import { PhoneField } from "~/components/ui/conform-fields";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { getUserStore, rateLimits } from "~/backends/app.server";
import { FIND_ID_MESSAGES } from "~/domain/account-messages";
import { findIdSchema } from "~/domain/auth-forms";
import { maskEmail } from "~/domain/email-address";
import { headersWithRetryAfter } from "~/security/retry-after";
import { log } from "~/log.server";
import { privateMeta } from "~/seo/private-meta";

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: findIdSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), email: null }, { status: 400 });
  }
  const limited = await rateLimited(rateLimits, "findId", context.clientAddress, submission);
  if (limited) return limited;
  let matches;
  try {
    matches = await getUserStore().findByPhone(submission.value.phone);
  } catch (error) {
    log.error({ error }, "[find-id] lookup failed");
    return data(
      { result: submission.reply({ formErrors: [FIND_ID_MESSAGES.notFound] }), email: null },
      { status: 503 },
    );
  }
  const withEmail = matches.filter((user) => user.email);
  if (withEmail.length === 0) {
    return data(
      {
        result: submission.reply({ formErrors: [FIND_ID_MESSAGES.notFoundForPhone] }),
        email: null,
      },
      { status: 404 },
    );
  }
  // Only masked: a stranger who knows a phone number must not harvest the address.
  return { result: submission.reply(), email: maskEmail(withEmail[0]!.email) };
}

export default function FindIdPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(findIdSchema, {
    lastResult: actionData?.result,
    validate: "onSubmit",
  });
  const found = actionData && "email" in actionData ? actionData.email : null;

  return (
    <RecoveryShell
      title="아이디 찾기"
      other={{ to: "/find-password", label: "비밀번호 찾기" }}
      intro="가입할 때 입력한 전화번호로 아이디(이메일)를 찾을 수 있습니다."
      done={
        found ? (
          <>
            가입하신 아이디는 <strong data-testid="found-email">{found}</strong> 입니다.
          </>
        ) : null
      }
    >
      <AuthForm form={form} submit="아이디 찾기" busyLabel="찾는 중...">
        <PhoneField field={fields.phone} label="전화번호" />
      </AuthForm>
    </RecoveryShell>
  );
}

export const meta = privateMeta({
  title: "아이디 찾기",
  description: "가입할 때 입력한 전화번호로 청라 문화교육센터 아이디(이메일)를 찾습니다.",
});
