import { Link } from "@remix-run/react";
import { SpriteIcon } from "~/components/ui/icons";
import { ServerMarkup, useInAppLinks } from "~/components/ui/server-markup";
import type { IconLink } from "~/content/types";

/** The home shortcut bar, exactly as the CMS lists it (labels, paths, 'new' markers). */
export function IconBar({ links }: { links: IconLink[] }) {
  const followLink = useInAppLinks();
  return (
    <nav aria-label="바로가기" className="container-page -mt-10 relative z-10">
      <ServerMarkup
        as="ul"
        data={links}
        onClick={followLink}
        className="grid grid-cols-5 gap-y-4 rounded-2xl border border-slate-200 bg-white px-2 py-5 shadow-lg sm:px-4 lg:grid-cols-10"
      >
        {links.map((link) => (
          <li key={link.path + link.label}>
            <Link
              to={link.path}
              className="group flex flex-col items-center gap-2 rounded-xl px-1 py-1 text-center"
            >
              <span className="relative flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white sm:h-14 sm:w-14">
                <SpriteIcon id={link.icon} className="h-7 w-7" />
                {link.isNew && (
                  <span className="absolute -right-1.5 -top-1.5 rounded-full bg-accent-600 px-1.5 py-px text-[0.625rem] font-extrabold uppercase leading-4 text-white">
                    <span aria-hidden="true">N</span>
                    <span className="sr-only">새 메뉴</span>
                  </span>
                )}
              </span>
              <span className="text-xs font-semibold leading-tight text-ink sm:text-sm">
                {link.label}
              </span>
            </Link>
          </li>
        ))}
      </ServerMarkup>
    </nav>
  );
}
