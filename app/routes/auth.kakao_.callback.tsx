// Not nested under auth.kakao.tsx (the trailing "_"): that route only starts a login.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import {
  getAccountsService,
  finishKakaoLogin,
  commitSession,
  getSession,
  signedInRedirect,
} from "~/backends/app.server";
import { AuthError } from "~/records/identity/contract";
import { deviceOf } from "~/accounts/session.server";
import { log } from "~/log.server";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { authErrorMessage } from "~/domain/auth-errors";
import { redirectWithToast } from "~/toast.server";

const FAILED = "카카오 로그인에 실패했습니다. 다시 시도해주세요.";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const checks = session.get("oauth");
  session.unset("oauth");
  const fail = (message: string) =>
    redirectWithToast(request, "/login", { message, kind: "error" }, { session });
  const params = new URL(request.url).searchParams;
  if (!checks || params.has("error")) return fail(FAILED);

  let profile;
  try {
    profile = await finishKakaoLogin(request, checks);
  } catch (error) {
    log.warn({ error }, "[kakao] callback rejected");
    return fail(FAILED);
  }
  try {
    const result = await getAccountsService().socialLogin(profile, deviceOf(request));
    if (result.kind === "needs-link") {
      session.set("pendingLink", {
        ...profile,
        email: result.email,
        redirectTo: checks.redirectTo,
      });
      return redirect("/auth/kakao/link", {
        headers: { "Set-Cookie": await commitSession(session) },
      });
    }
    if (result.kind === "needs-consent") {
      session.set("pendingSignup", { ...profile, redirectTo: checks.redirectTo });
      return redirect("/auth/kakao/consent", {
        headers: { "Set-Cookie": await commitSession(session) },
      });
    }
    return signedInRedirect(request, result.signedIn.sessionToken, checks.redirectTo, {
      message: ACCOUNT_MESSAGES.socialLoggedIn,
    });
  } catch (error) {
    if (error instanceof AuthError) return fail(authErrorMessage(error.code));
    throw error;
  }
}
