import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  authFailure,
  failureLimited,
  failureLimitWait,
  recordFailure,
  type FailureLimit,
} from "~/accounts/action-helpers.server";
import {
  forgetAccountCount,
  getAccountsService,
  rateLimits,
  signedOutRedirect,
} from "~/backends/app.server";
import { AuthError } from "~/records/identity/contract";
import { AuthShell } from "~/components/auth/auth-shell";
import { AuthForm, NewPasswordFields } from "~/components/auth/auth-form";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { ACCOUNT_MESSAGES, RESET_PASSWORD_MESSAGES } from "~/domain/account-messages";
import { authErrorMessage } from "~/domain/auth-errors";
import { resetPasswordSchema } from "~/domain/auth-forms";
import { headersWithRetryAfter } from "~/security/retry-after";
import { log } from "~/log.server";
import { siteFromMatches } from "~/seo/meta";
import { privatePageMeta, SECRET_IN_URL_REFERRER } from "~/seo/private-meta";

const HIDDEN = ["password", "passwordConfirm"];

type LinkState = "usable" | "invalid" | "limited" | "unavailable";

const guesses = (clientAddress: string): FailureLimit => [
  { rule: "resetPasswordFailure", key: clientAddress },
];

// Our own links carry ?token=; Firebase's action links carry ?oobCode= (mode=resetPassword).
// A dead link says so on opening, before the member types a new password.
// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const token = (params.get("token") ?? params.get("oobCode") ?? "").slice(0, 512);
  if (!token) return data({ token, state: "invalid" as LinkState }, { status: 400 });
  const wait = await failureLimitWait(rateLimits, guesses(context.clientAddress));
  if (wait !== null) {
    return data(
      { token: "", state: "limited" as LinkState },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  try {
    await getAccountsService().checkPasswordResetCode(token);
    return { token, state: "usable" as LinkState };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (error.code !== "invalid-action-code") {
      log.error({ error }, "[reset-password] the link could not be checked");
      return data({ token, state: "unavailable" as LinkState }, { status: 503 });
    }
    await recordFailure(rateLimits, guesses(context.clientAddress));
    return data({ token: "", state: "invalid" as LinkState }, { status: 410 });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  }
  const wait = await failureLimitWait(rateLimits, guesses(context.clientAddress));
  if (wait !== null) return failureLimited(wait, submission, HIDDEN);
  let uid: string;
  try {
    // The backend looks the token up before it hashes anything: a wrong guess costs no scrypt.
    uid = await getAccountsService().resetPassword(
      submission.value.token,
      submission.value.password,
    );
  } catch (error) {
    if (error instanceof AuthError && error.code === "invalid-action-code")
      await recordFailure(rateLimits, guesses(context.clientAddress));
    return authFailure(error, submission, HIDDEN);
  }
  // The password is already new: a profile that cannot be read only skips what follows.
  const profile = await getAccountsService()
    .loadProfile(uid)
    .catch(() => null);
  const email = profile?.email || undefined;
  // The mailbox is proven: what guessers used up of the account's logins is forgotten, and this
  // browser counts as one that signed in to the account (decision 150).
  if (email) await forgetAccountCount(email, context.clientAddress);
  // Every session of the account has ended; this device starts signed out too.
  return signedOutRedirect(request, "/login", { message: ACCOUNT_MESSAGES.passwordReset }, email);
}

const DEAD_LINK_MESSAGES: Record<Exclude<LinkState, "usable">, string> = {
  invalid: RESET_PASSWORD_MESSAGES.invalidToken,
  limited: authErrorMessage("too-many-requests"),
  unavailable: authErrorMessage("network-request-failed"),
};

export default function ResetPasswordPage() {
  const { token, state } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(resetPasswordSchema, { lastResult: actionData?.result });

  if (state !== "usable" || !token) {
    return (
      <AuthShell title="비밀번호 재설정">
        <p role="alert" className="text-sm text-red-800">
          {DEAD_LINK_MESSAGES[state === "usable" ? "invalid" : state]}
        </p>
        <Link to="/find-password" className="btn-primary mt-4 inline-flex">
          재설정 메일 다시 받기
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="비밀번호 재설정">
      <AuthForm form={form} submit="비밀번호 변경" busyLabel="변경 중..." hidden={{ token }}>
        <NewPasswordFields
          password={fields.password}
          confirm={fields.passwordConfirm}
          label="새 비밀번호"
        />
      </AuthForm>
      {form.errors?.includes(RESET_PASSWORD_MESSAGES.invalidToken) ? (
        <Link to="/find-password" className="mt-4 inline-block text-sm underline">
          재설정 메일 다시 받기
        </Link>
      ) : null}
    </AuthShell>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...privatePageMeta(siteFromMatches(matches), {
    title: "비밀번호 재설정",
    description: "메일로 받은 링크에서 청라 문화교육센터 계정의 새 비밀번호를 정합니다.",
  }),
  SECRET_IN_URL_REFERRER,
];
