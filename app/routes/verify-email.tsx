import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getAccounts } from "~/accounts/accounts.server";
import { AuthError } from "~/accounts/identity/contract";
import { getSessionUser } from "~/accounts/session.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { authErrorMessage } from "~/domain/account";
import { EMAIL_VERIFICATION_MESSAGES } from "~/domain/email-verification";

type Outcome = "verified" | "already-verified" | "invalid" | "missing" | "unavailable";

const NO_STORE = { "Cache-Control": "private, no-store" };

// The link from the verification mail: opening it uses the single-use code (as Firebase's own
// handler does), so one click finishes the job.
export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("code")?.slice(0, 1024) ?? "";
  const answer = (outcome: Outcome, status = 200) =>
    data({ outcome }, { status, headers: NO_STORE });
  if (!code) return answer("missing", 400);
  try {
    await getAccounts().verifyEmail(code);
    return answer("verified");
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (error.code !== "invalid-action-code") {
      console.error("[verify-email] the code could not be applied", error);
      return answer("unavailable", 503);
    }
    // A second click on a used link, by a member whose address is verified: say so kindly.
    if ((await getSessionUser(request))?.emailVerified) return answer("already-verified");
    return answer("invalid", 410);
  }
}

const MESSAGES: Record<Outcome, string> = {
  verified: EMAIL_VERIFICATION_MESSAGES.verified,
  "already-verified": EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
  invalid: EMAIL_VERIFICATION_MESSAGES.invalidLink,
  missing: EMAIL_VERIFICATION_MESSAGES.missingLink,
  unavailable: authErrorMessage("network-request-failed"),
};

export default function VerifyEmailPage() {
  const { outcome } = useLoaderData<typeof loader>();
  const ok = outcome === "verified" || outcome === "already-verified";
  return (
    <AuthShell title="이메일 인증">
      <p
        role={ok ? "status" : "alert"}
        className={ok ? "text-sm text-green-800" : "text-sm text-red-800"}
      >
        {MESSAGES[outcome]}
      </p>
      <Link to="/mypage" className="btn-primary mt-4 inline-flex">
        마이페이지로 가기
      </Link>
    </AuthShell>
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = () => [
  { title: "이메일 인증 | 청라 문화교육센터" },
  // The code is in the URL: keep it out of other sites' logs.
  { name: "referrer", content: "no-referrer" },
];
