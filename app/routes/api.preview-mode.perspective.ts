// The editor switched perspective in the Presentation tool while it is open (decision 203): the
// preview bar hears it over comlink and posts it here; this keeps it in the
// `sanity-preview-perspective` cookie, and the bar then reloads the page's data. Only a browser
// in preview may set it, and only to a perspective this site reads.
import type { ActionFunctionArgs } from "@remix-run/node";
import { perspectiveSetCookie, readPreview } from "~/content/preview-mode.server";
import { effectivePerspective, parsePreviewPerspective } from "~/content/preview-perspective";
import { PRIVATE_CACHE_CONTROL } from "~/http/cache-control";
import { getSettings } from "~/backends/app.server";
import { privateText } from "~/http/answers";

export async function loader() {
  return privateText(405, "POST 요청만 받습니다.", { Allow: "POST" });
}

export async function action({ request }: ActionFunctionArgs) {
  const env = getSettings();
  if (!env.previewEnabled) return privateText(404, "미리보기가 설정되지 않았습니다.");
  if (!(await readPreview(request.headers.get("Cookie"))))
    return privateText(
      403,
      "미리보기 중이 아닙니다. 스튜디오의 프레젠테이션 화면에서 미리보기를 다시 열어 주세요.",
    );
  const form = new URLSearchParams(await request.text());
  const asked = parsePreviewPerspective(form.get("perspective"));
  if (!asked)
    return privateText(
      400,
      "알 수 없는 보기 방식입니다. 게시된 내용, 초안 또는 릴리스를 골라 주세요.",
    );
  const perspective = effectivePerspective(asked, env.SANITY_API_VERSION);
  return new Response(null, {
    status: 204,
    headers: {
      "Set-Cookie": await perspectiveSetCookie(perspective),
      "Cache-Control": PRIVATE_CACHE_CONTROL,
    },
  });
}
