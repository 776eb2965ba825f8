// What the root ErrorBoundary shows in <main>: its code and words load only when an error page is
// shown, not with every page (decision 117).
import { isRouteErrorResponse } from "@remix-run/react";
import { ErrorPage, NOT_FOUND_TITLE, StoreUnavailablePage } from "~/components/layout/error-page";

export default function RootErrorBody({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 503) return <StoreUnavailablePage />;
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <ErrorPage
        status={404}
        title={NOT_FOUND_TITLE}
        message="주소가 바뀌었거나 삭제된 페이지입니다. 아래 버튼으로 이동해 주세요."
      />
    );
  return (
    <ErrorPage
      title="일시적인 오류가 발생했습니다"
      message="불편을 드려 죄송합니다. 잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 연락해 주세요."
    />
  );
}
