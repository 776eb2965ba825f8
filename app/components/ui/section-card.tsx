// A titled box of a page, named by its heading for screen readers: my page's cards ("member", and
// "danger" for 회원 탈퇴) and the admin pages' boxes ("admin"), with an optional link beside the
// heading (the dashboard's 전체 보기).
import type { ReactNode } from "react";

const LOOKS = {
  member: {
    box: "rounded-2xl border border-slate-200 bg-white p-6",
    heading: "text-lg font-bold text-ink",
  },
  danger: {
    box: "rounded-2xl border border-red-200 bg-white p-6",
    heading: "text-lg font-bold text-red-800",
  },
  admin: { box: "rounded-xl border border-slate-200 p-4", heading: "font-semibold" },
} as const;

export function SectionCard({
  headingId,
  title,
  look,
  action,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  look: keyof typeof LOOKS;
  action?: ReactNode;
  /** Spacing and text rules of this box (mt-6, break-keep). */
  className?: string;
  children: ReactNode;
}) {
  const { box, heading } = LOOKS[look];
  const h2 = (
    <h2 id={headingId} className={heading}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className ? `${className} ${box}` : box}>
      {action ? (
        <div className="flex items-center justify-between">
          {h2}
          {action}
        </div>
      ) : (
        h2
      )}
      {children}
    </section>
  );
}
