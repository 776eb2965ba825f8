// 아이디 찾기 and 비밀번호 찾기: the card links to the login and to the other finder, says what the
// form asks for, and shows below the form what it found or sent.
import type { ReactNode } from "react";
import { AuthShell } from "~/components/auth/auth-shell";
import { AuthLinks } from "~/components/auth/auth-form";
import { SuccessNotice } from "~/components/ui/forms";

export function RecoveryShell({
  title,
  other,
  intro,
  done,
  children,
}: {
  title: string;
  /** The other finder's page. */
  other: { to: string; label: string };
  intro: string;
  /** What the form found or sent, or null before. */
  done: ReactNode;
  /** The form. */
  children: ReactNode;
}) {
  return (
    <AuthShell
      title={title}
      footer={<AuthLinks links={[{ to: "/login", label: "로그인" }, other]} />}
    >
      <p className="mb-4 text-sm text-muted">{intro}</p>
      {children}
      {done ? (
        <div className="mt-4">
          <SuccessNotice>{done}</SuccessNotice>
        </div>
      ) : null}
    </AuthShell>
  );
}
