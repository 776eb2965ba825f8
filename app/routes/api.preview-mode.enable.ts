// Entering the Studio's preview mode (decision 100). The Presentation tool opens
// /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/… in its frame; the
// secret is one the Studio has just written to the dataset, checked there with the viewer token.
// A valid one sets the preview cookie and the editor's perspective (`sanity-preview-perspective`:
// published, drafts or a release) and sends the browser to the page; anything else is 401.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  endPreviewCookie,
  perspectiveSetCookie,
  startPreviewCookie,
} from "~/content/preview-mode.server";
import { rateLimits, getSettings } from "~/backends/app.server";
import { effectivePerspective } from "~/content/preview-perspective";
import {
  noteViewerTokenAccepted,
  noteViewerTokenRefused,
  tokenRefusalStatus,
} from "~/content/preview-access.server";
import { safeRedirectPath } from "~/content/preview-rules";
import { PRIVATE_CACHE_CONTROL } from "~/http/cache-control";
import { privateText } from "~/http/answers";
import { TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import { log } from "~/log.server";

/** A revoked or wrong viewer token: the editor can do nothing but tell the operator. */
export const PREVIEW_NOT_CONFIGURED =
  "미리보기가 설정되지 않았습니다. 사이트의 미리보기 권한(뷰어 토큰)을 Sanity가 거부했습니다. 운영자에게 알려 주세요.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = getSettings();
  if (!env.previewEnabled)
    return privateText(
      404,
      "미리보기가 설정되지 않았습니다. 운영자에게 SANITY_VIEWER_TOKEN 설정을 요청해 주세요.",
    );
  // Every attempt costs a read of the dataset: guessing (or flooding) stops here.
  const limit = await rateLimits.consume("previewEnable", context.clientAddress);
  if (!limit.allowed)
    return privateText(429, TOO_MANY_REQUESTS_MESSAGE, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  const [{ validatePreviewUrl }, { sanityViewerClient }] = await Promise.all([
    import("@sanity/preview-url-secret"),
    import("~/content/sanity-client.server"),
  ]);
  let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
  try {
    result = await validatePreviewUrl(sanityViewerClient(env), request.url);
  } catch (error) {
    const refused = tokenRefusalStatus(error);
    if (refused !== null) {
      noteViewerTokenRefused(refused, "preview entry");
      return privateText(503, PREVIEW_NOT_CONFIGURED);
    }
    log.error({ error }, "[preview] checking the preview secret failed");
    return privateText(503, "미리보기 확인에 실패했습니다. 잠시 후 스튜디오에서 다시 열어 주세요.");
  }
  noteViewerTokenAccepted();
  if (!result.isValid) {
    // A stale preview cookie ends with the refusal, so this browser is not left half in preview.
    return privateText(
      401,
      "미리보기 주소가 올바르지 않거나 만료되었습니다. 스튜디오의 프레젠테이션 화면에서 다시 열어 주세요.",
      {
        "Set-Cookie": await endPreviewCookie(),
      },
    );
  }
  const headers = new Headers({ "Cache-Control": PRIVATE_CACHE_CONTROL });
  headers.append("Set-Cookie", await startPreviewCookie(result.studioOrigin ?? null));
  // No parameter (an older Studio) or one this site cannot read: drafts, as before.
  const perspective = effectivePerspective(result.studioPreviewPerspective, env.SANITY_API_VERSION);
  headers.append("Set-Cookie", await perspectiveSetCookie(perspective));
  return redirect(safeRedirectPath(result.redirectTo), { headers });
}
