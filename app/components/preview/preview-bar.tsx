// Shown only in the Studio's preview mode (root.tsx loads this file lazily, so visitors' pages
// never carry it): says the page shows unpublished changes, ends preview with a plain form post
// (works before and without JavaScript), and then loads Sanity's visual-editing overlay.
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { parsePreviewPerspective, perspectiveLabel } from "~/content/preview-perspective";
import type { StudioDataset } from "./use-studio-perspective";

const VisualEditingOverlay = lazy(() => import("./visual-editing-overlay"));

/**
 * `tokenRefused`: Sanity refused the site's viewer token, so the page shows published content.
 * `perspective`: what the editor chose in the Presentation tool (the cookie's value).
 */
export default function PreviewBar({
  tokenRefused = false,
  perspective,
  studio,
}: {
  tokenRefused?: boolean;
  perspective: string;
  studio: StudioDataset;
}) {
  const location = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const back = `${location.pathname}${location.search}`;
  const shown = parsePreviewPerspective(perspective) ?? "drafts";
  return (
    <>
      <section
        aria-label="미리보기 안내"
        className="relative z-[90] flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-amber-200 px-4 py-2 text-sm text-slate-900"
      >
        {tokenRefused ? (
          <p role="alert">
            <strong>미리보기가 설정되지 않았습니다</strong>: 사이트의 미리보기 권한(뷰어 토큰)을
            Sanity가 거부하여 게시된 내용만 보입니다. 운영자에게 알려 주세요.
          </p>
        ) : (
          <p>
            <strong>미리보기 중</strong> ({perspectiveLabel(shown)}):{" "}
            {shown === "published"
              ? "방문자가 보는 게시된 내용입니다. 스튜디오에서 보기 방식을 바꿀 수 있습니다."
              : "아직 게시하지 않은 변경 내용이 보입니다. 방문자에게는 게시된 내용만 보입니다."}
          </p>
        )}
        {/* The published page may not be framed: inside the Studio it opens in the whole window. */}
        <form
          method="post"
          action={`/api/preview-mode/disable?redirectTo=${encodeURIComponent(back)}`}
          target="_top"
        >
          <button
            type="submit"
            className="rounded-md bg-slate-900 px-3 py-1 font-semibold text-white hover:bg-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            미리보기 종료
          </button>
        </form>
      </section>
      {mounted && !tokenRefused ? (
        <Suspense fallback={null}>
          <VisualEditingOverlay studio={studio} perspective={perspective} />
        </Suspense>
      ) : null}
    </>
  );
}
