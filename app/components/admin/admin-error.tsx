import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** The admin pages' error view: the Korean message of a 4xx (e.g. 문의를 찾을 수 없습니다.), else a general one. */
export function AdminErrorView({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "페이지를 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.";
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-bold text-red-900">{message}</h1>
      <Link to={backTo} className="btn-secondary mt-4">
        {backLabel}
      </Link>
    </div>
  );
}

/** An admin route's ErrorBoundary: the error view, with the way back to `backTo`. */
export function adminErrorBoundary(backTo: string, backLabel: string) {
  return function ErrorBoundary() {
    return <AdminErrorView backTo={backTo} backLabel={backLabel} />;
  };
}

/** The error view of the pages the admin menu leads to: back to the dashboard. */
export const BackToDashboardError = adminErrorBoundary("/admin", "대시보드로");
