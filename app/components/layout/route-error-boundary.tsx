import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage, NOT_FOUND_TITLE, StoreUnavailablePage } from "~/components/layout/error-page";

/** A route's error boundary: keeps the nav bar and footer, shows a Korean 404 or error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        status={404}
        title={NOT_FOUND_TITLE}
        message="주소가 바뀌었거나 삭제된 페이지입니다. 아래 버튼으로 원하시는 곳으로 이동해 주세요."
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) return <StoreUnavailablePage />;
  // The server logged it once already (handleError, decision 172); the browser's console shows it here.
  if (typeof document !== "undefined") console.error(error);
  return (
    <ErrorPage
      title="페이지를 표시하지 못했습니다"
      message="일시적인 문제일 수 있습니다. 잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 연락해 주세요."
    />
  );
}
