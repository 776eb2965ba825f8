import { Link } from "@remix-run/react";

/** A friendly Korean error or not-found page body. */
export function ErrorPage({
  status,
  title,
  message,
}: {
  status?: number;
  title: string;
  message: string;
}) {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      {status && (
        <p
          className="text-6xl font-black tracking-tight text-brand-500 sm:text-7xl"
          aria-hidden="true"
        >
          {status}
        </p>
      )}
      <h1 className="mt-4 text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 max-w-md leading-7 text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          홈으로 가기
        </Link>
        <Link to="/services" className="btn-secondary">
          전체 프로그램 보기
        </Link>
      </div>
    </div>
  );
}

export { NOT_FOUND_TITLE } from "~/domain/not-found-title";

/** 503: the store could not write (app/backends/store-outages.server.ts); nothing was saved. */
export function StoreUnavailablePage() {
  return (
    <ErrorPage
      status={503}
      title="지금은 저장할 수 없습니다"
      message="일시적인 문제로 보내주신 내용을 저장하지 못했습니다. 입력하신 내용은 저장되지 않았으니 잠시 후 다시 보내주세요."
    />
  );
}
