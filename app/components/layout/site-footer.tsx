import { Link } from "@remix-run/react";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { LogoMark } from "~/components/layout/logo";
import { telHref } from "~/domain/contact-links";
import type { SiteSettings } from "~/content/types";

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const linkClass = "text-sm text-slate-300 hover:text-white hover:underline underline-offset-4";
  return (
    <footer className="mt-20 bg-brand-900 text-slate-200 [contain-intrinsic-height:auto_40rem] [content-visibility:auto]">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5">
            <LogoMark className="h-9 w-9" />
            <span className="text-lg font-bold text-white">{settings.centreName}</span>
          </Link>
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
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5 md:grid-cols-1">
            <li>
              <Link to="/about" className={linkClass}>
                센터 소개
              </Link>
            </li>
            <li>
              <Link to="/notices" className={linkClass}>
                공지사항
              </Link>
            </li>
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
            <li>
              <Link to="/terms" className={linkClass}>
                이용약관
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={`${linkClass} font-semibold text-white`}>
                개인정보처리방침
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                문의하기
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold text-white">고객센터</h2>
          <p className="mt-4 text-xs text-slate-300">고객센터 전화</p>
          <a
            href={telHref(settings.customerCentrePhone)}
            className="mt-1 flex items-center gap-2 text-2xl font-bold tracking-tight text-white hover:text-accent-400"
          >
            <PhoneIcon className="h-5 w-5" />
            <span className="sr-only">고객센터 전화 </span>
            {settings.customerCentrePhone}
          </a>
          <a
            href={`mailto:${settings.supportEmail}`}
            className="mt-3 flex items-center gap-2 text-sm text-slate-300 hover:text-white"
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
