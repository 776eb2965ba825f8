// The frame of an admin page meant for paper (수강생 명단, 출석부): the class and term in the
// heading, a 인쇄하기 button and, without JavaScript, the browser's own print command in words.
// The site's header, footer and admin menu are hidden in print (print:hidden); the sheet's
// rules (A4, repeated table heads, rows kept whole) are in app/styles/app.css under @media print.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function PrintSheet({
  kind,
  title,
  term,
  schedule,
  links,
  children,
}: {
  kind: string;
  title: string;
  term: string | null;
  schedule: string;
  links: { to: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <article className="print-sheet break-keep">
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="btn-secondary">
            {link.label}
          </Link>
        ))}
        <button type="button" onClick={() => window.print()} className="btn-primary nojs:hidden">
          인쇄하기
        </button>
        <p className="text-sm text-muted js:hidden">
          브라우저의 인쇄 메뉴(Ctrl+P, Mac은 ⌘+P)로 인쇄하세요.
        </p>
      </div>
      <header className="mb-4 border-b-2 border-ink pb-2">
        <p className="text-sm font-semibold text-muted">청라 문화교육센터 · {kind}</p>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm">
          {[term ? `수강 기간 ${term}` : "수강 기간 미정", schedule].filter(Boolean).join(" · ")}
        </p>
      </header>
      {children}
    </article>
  );
}
