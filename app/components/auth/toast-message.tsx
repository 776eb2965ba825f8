// The one-time message after a redirect ("로그인되었습니다."), announced politely. It sits in the
// page's flow below the header, so it never covers a control (decision 242); it stays until it is
// closed or the visitor goes to another page, since a message that vanished by itself would move
// the page under a finger about to tap.
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import type { Toast } from "~/domain/toast";

export default function ToastMessage({ toast }: { toast: Toast | null }) {
  const { pathname } = useLocation();
  // The message and the page it came with; a closed one keeps no page.
  const [shown, setShown] = useState({ toast, pathname: toast ? pathname : null });
  if (shown.toast !== toast) setShown({ toast, pathname: toast ? pathname : null });
  const visible = shown.toast && shown.pathname === pathname ? shown.toast : null;
  return (
    <div aria-live="polite" role="status" className="container-page print:hidden">
      {visible ? (
        <div
          data-testid="toast"
          className={`my-3 flex items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold shadow-sm ${
            visible.kind === "error" ? "bg-red-700 text-white" : "bg-brand-800 text-white"
          }`}
        >
          <span>{visible.message}</span>
          <button
            type="button"
            onClick={() => setShown({ toast, pathname: null })}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-lg text-white/80 hover:text-white"
            aria-label="알림 닫기"
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
