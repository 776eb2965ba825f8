// The card every account page (login, sign-up, password reset…) sits in.
import type { ReactNode } from "react";

export function AuthShell({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-ink">{title}</h1>
        {children}
        {footer ? (
          <div className="mt-6 border-t border-slate-100 pt-4 text-sm text-muted">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}

/** The one line an account or application page answers with: a status when it went well, else an alert. */
export function OutcomeLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={ok ? "text-sm text-green-800" : "text-sm text-red-800"}
    >
      {children}
    </p>
  );
}
