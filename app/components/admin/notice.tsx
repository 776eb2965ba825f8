import { useEffect, useRef } from "react";

/** The outcome of the last action (after its redirect), announced and focusable. */
export function Notice({
  message,
  tone = "success",
}: {
  message: string | null;
  tone?: "success" | "warning";
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  const colours =
    tone === "success"
      ? "border-brand-200 bg-brand-50 text-brand-900"
      : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`mb-4 rounded-lg border px-4 py-3 text-sm ${colours}`}
    >
      {message}
    </div>
  );
}
