// The dashboard's 스튜디오 section: what is changed in the Studio, not here, with its links
// (shown only when the site knows the Studio's address, SANITY_STUDIO_URL).
import type { StudioLink } from "~/domain/studio-links";

export function StudioLinks({ links }: { links: StudioLink[] }) {
  if (!links.length) return null;
  return (
    <section aria-labelledby="studio-links">
      <h2 id="studio-links" className="mb-1 text-lg font-semibold">
        스튜디오에서 편집하는 내용
      </h2>
      <p className="mb-3 text-sm text-muted">
        프로그램, 공지사항, 페이지와 사이트 설정은 이 관리자 화면이 아니라 스튜디오에서 수정합니다.
        게시하면 사이트에 곧 반영됩니다.
      </p>
      <ul className="grid gap-2 md:grid-cols-2">
        {links.map((link) => (
          <li key={link.href} className="rounded-xl border border-slate-200 bg-white p-4">
            <a
              href={link.href}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {link.label}
              <span className="sr-only"> (스튜디오, 새 창)</span>
            </a>
            <p className="mt-1 text-sm text-muted">{link.what}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
