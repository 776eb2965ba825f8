// The one-time message after a redirect ("로그인되었습니다."), announced politely; it hides
// itself after a few seconds (or at once with the close button).
import { useEffect, useState } from "react";
import type { Toast } from "~/domain/toast";

export default function ToastMessage({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState<Toast | null>(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), 5000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-[90] flex justify-center px-4"
    >
      {visible ? (
        <div
          data-testid="toast"
          className={`pointer-events-auto flex items-center gap-3 rounded-xl px-4 py-3 text-sm font-semibold shadow-lg ${
            visible.kind === "error" ? "bg-red-700 text-white" : "bg-brand-800 text-white"
          }`}
        >
          <span>{visible.message}</span>
          <button
            type="button"
            onClick={() => setVisible(null)}
            className="rounded px-1 text-white/80 hover:text-white"
            aria-label="알림 닫기"
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
