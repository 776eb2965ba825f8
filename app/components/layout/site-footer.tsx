import { useInAppLinks } from "~/components/ui/server-markup";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { LogoMark } from "~/components/layout/logo";
import { telHref } from "~/domain/contact-links";
import type { SiteSettings } from "~/content/types";

/** The footer's 바로가기, in order; the video channel, when the settings name one, comes after 3. */
const SHORTCUTS = [
  ["/about", "센터 소개"],
  ["/notices", "공지사항"],
  ["/faq", "자주 묻는 질문"],
  ["/terms", "이용약관"],
  ["/privacy", "개인정보처리방침"],
  ["/contact", "문의하기"],
  ["/applications/lookup", "비회원 신청 조회"],
] as const;

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  // Plain links, so the server can render the footer without a router, once per settings
  // (cacheAs below); in the browser they navigate within the app once this code has come.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the same in every render of a build
  const inAppLinks = import.meta.env.SSR ? undefined : useInAppLinks();
  // On a phone every entry is a 44 px target (issue 50 §3); wider screens keep the plain list.
  const linkClass =
    "inline-flex min-h-11 items-center text-sm text-slate-300 hover:text-white hover:underline underline-offset-4 md:min-h-0";
  // The privacy policy is set apart from the other links, as the Korean privacy rules ask.
  const shortcut = ([href, label]: (typeof SHORTCUTS)[number]) => (
    <li key={href}>
      <a
        href={href}
        className={href === "/privacy" ? `${linkClass} font-semibold text-white` : linkClass}
      >
        {label}
      </a>
    </li>
  );
  // The placeholder height (until the footer is first drawn) is about a phone's real footer: a
  // shorter one made axe judge the copyright line against white on long pages.
  return (
    <footer
      onClick={inAppLinks}
      className="mt-20 print:hidden bg-brand-900 text-slate-200 [contain-intrinsic-height:auto_47rem] [content-visibility:auto]"
    >
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <div>
          <a href="/" className="inline-flex min-h-11 items-center gap-2.5">
            <LogoMark className="h-9 w-9" />
            <span className="text-lg font-bold text-white">{settings.centreName}</span>
          </a>
          <address className="mt-5 space-y-2.5 text-sm not-italic text-slate-300">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{settings.address}</span>
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                대표 전화{" "}
                <a href={telHref(settings.phone)} className="hover:text-white hover:underline">
                  {settings.phone}
                </a>
              </span>
            </p>
            {settings.businessHours && (
              <p className="flex gap-2">
                <ClockIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{settings.businessHours}</span>
              </p>
            )}
          </address>
        </div>

        <nav aria-label="바닥글 메뉴">
          <h2 className="text-sm font-bold text-white">바로가기</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 md:mt-4 md:grid-cols-1 md:gap-y-2.5">
            {SHORTCUTS.slice(0, 3).map(shortcut)}
            {settings.videoChannelUrl && (
              <li>
                <a
                  href={settings.videoChannelUrl}
                  className={linkClass}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  영상 채널<span className="sr-only"> (새 창)</span>
                </a>
              </li>
            )}
            {SHORTCUTS.slice(3).map(shortcut)}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold text-white">고객센터</h2>
          <p className="mt-4 text-xs text-slate-300">고객센터 전화</p>
          <a
            href={telHref(settings.customerCentrePhone)}
            className="flex min-h-11 items-center gap-2 text-2xl font-bold tracking-tight text-white hover:text-accent-400"
          >
            <PhoneIcon className="h-5 w-5" />
            <span className="sr-only">고객센터 전화 </span>
            {settings.customerCentrePhone}
          </a>
          <a
            href={`mailto:${settings.supportEmail}`}
            className="flex min-h-11 items-center gap-2 text-sm text-slate-300 hover:text-white"
          >
            <MailIcon className="h-4 w-4" />
            {settings.supportEmail}
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-xs text-slate-400">{settings.copyright}</p>
      </div>
    </footer>
  );
}

/** Shows the settings only: the server renders it once per settings (DeferredIsland, decision 231). */
SiteFooter.cacheAs = "site-footer";
