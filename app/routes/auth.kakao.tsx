import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  requireAnonymous,
  getSettings,
  beginKakaoLogin,
  commitSession,
  getSession,
} from "~/backends/app.server";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { log } from "~/log.server";
import { redirectWithToast } from "~/toast.server";

// Starting a login is a POST (the button's form), so no link or prefetch starts one by accident.
export async function loader(_: LoaderFunctionArgs) {
  return redirect("/login");
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  if (!getSettings().kakaoEnabled) return redirect("/login");
  const form = await request.formData();
  let started;
  try {
    started = await beginKakaoLogin();
  } catch (error) {
    log.error({ error }, "[kakao] discovery failed");
    return redirectWithToast(request, "/login", {
      message: "카카오 로그인을 시작할 수 없습니다. 잠시 후 다시 시도해주세요.",
      kind: "error",
    });
  }
  const session = await getSession(request);
  session.set("oauth", { ...started.checks, redirectTo: safeRedirectPath(form.get("redirectTo")) });
  return redirect(started.url.href, { headers: { "Set-Cookie": await commitSession(session) } });
}
