// Leaving the Studio's preview mode: the "미리보기 종료" button posts here. The cookie is cleared
// and the browser goes back to the page it was on (now the published version).
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endPerspectiveCookie, endPreviewCookie } from "~/content/preview-mode.server";
import { safeRedirectPath } from "~/content/preview-rules";
import { PRIVATE_CACHE_CONTROL } from "~/http/cache-control";
import { privateText } from "~/http/answers";

export async function loader() {
  return privateText(405, "POST 요청만 받습니다.", { Allow: "POST" });
}

export async function action({ request }: ActionFunctionArgs) {
  // The page to return to travels in the form's address, so no body is read.
  const back = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  const headers = new Headers({ "Cache-Control": PRIVATE_CACHE_CONTROL });
  headers.append("Set-Cookie", await endPreviewCookie());
  headers.append("Set-Cookie", await endPerspectiveCookie());
  return redirect(back, { status: 303, headers });
}
