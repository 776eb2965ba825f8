// /verify-email?code=… : the link from the verification mail. Opening it only reads the code and
// names the address (mail scanners, previews and Safe Links open links with a GET and no cookies);
// the owner's press on the button posts the code and verifies (decision 145). Cross-site posts are
// refused before the body is read (app/security/request-body.server.ts).
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { getAccountsService, getSessionUser } from "~/backends/app.server";
import { AuthError } from "~/records/identity/contract";
import { AuthShell, OutcomeLine } from "~/components/auth/auth-shell";
import { answerHeaders } from "~/http/answers";
import { secretLinkMeta } from "~/seo/private-meta";
import { authErrorMessage } from "~/domain/auth-errors";
import { EMAIL_VERIFICATION_MESSAGES } from "~/domain/email-verification";
import { log } from "~/log.server";

type Outcome = "verified" | "already-verified" | "invalid" | "missing" | "unavailable";

const NO_STORE = { "Cache-Control": "private, no-store" };

const codeOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 1024) : "");

const answer = (outcome: Outcome, status: number) =>
  data({ state: outcome }, { status, headers: NO_STORE });

/** A code that cannot be read or used: dead (410, or kindly "already verified"), or the auth side down (503). */
async function failure(error: unknown, request: Request) {
  if (!(error instanceof AuthError)) throw error;
  if (error.code !== "invalid-action-code") {
    log.error({ error }, "[verify-email] the code could not be checked or applied");
    return answer("unavailable", 503);
  }
  // A second click on a used link, by a member whose address is verified: say so kindly.
  if ((await getSessionUser(request))?.emailVerified) return answer("already-verified", 200);
  return answer("invalid", 410);
}

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const code = codeOf(new URL(request.url).searchParams.get("code"));
  if (!code) return answer("missing", 400);
  try {
    const { email } = await getAccountsService().checkEmailVerification(code);
    return data({ state: "confirm" as const, code, email }, { headers: NO_STORE });
  } catch (error) {
    return failure(error, request);
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const code = codeOf((await request.formData()).get("code"));
  if (!code) return answer("missing", 400);
  try {
    await getAccountsService().verifyEmail(code);
    // The status is explicit: it outranks the loader's 410 for the code just used.
    return answer("verified", 200);
  } catch (error) {
    return failure(error, request);
  }
}

// The page's own loader would only find the code used; the action's answer is what is shown.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === "POST" ? false : defaultShouldRevalidate);

const MESSAGES: Record<Outcome, string> = {
  verified: EMAIL_VERIFICATION_MESSAGES.verified,
  "already-verified": EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
  invalid: EMAIL_VERIFICATION_MESSAGES.invalidLink,
  missing: EMAIL_VERIFICATION_MESSAGES.missingLink,
  unavailable: authErrorMessage("network-request-failed"),
};

export default function VerifyEmailPage() {
  const opened = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const shown = done ?? opened;
  if (shown.state === "confirm")
    return (
      <AuthShell title="이메일 인증">
        <p className="break-all text-sm text-ink">
          {EMAIL_VERIFICATION_MESSAGES.confirmPrompt(shown.email)}
        </p>
        <p className="mt-2 text-sm text-muted">{EMAIL_VERIFICATION_MESSAGES.confirmNotYours}</p>
        <Form method="post" className="mt-5">
          <input type="hidden" name="code" value={shown.code} />
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy
              ? EMAIL_VERIFICATION_MESSAGES.confirming
              : EMAIL_VERIFICATION_MESSAGES.confirmButton}
          </button>
        </Form>
      </AuthShell>
    );
  const ok = shown.state === "verified" || shown.state === "already-verified";
  return (
    <AuthShell title="이메일 인증">
      <OutcomeLine ok={ok}>{MESSAGES[shown.state]}</OutcomeLine>
      <Link to="/mypage" className="btn-primary mt-4 inline-flex">
        마이페이지로 가기
      </Link>
    </AuthShell>
  );
}

export const meta = secretLinkMeta("이메일 인증 | 청라 문화교육센터");
