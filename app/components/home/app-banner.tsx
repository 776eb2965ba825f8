import { ContentImage } from "~/components/ui/content-image";
import type { HomePage } from "~/content/types";

export function AppBanner({ banner }: { banner: HomePage["appBanner"] }) {
  if (!banner.storeUrl) return null;
  return (
    <section aria-labelledby="app-banner-title" className="container-page mt-20">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-10 md:flex md:items-center md:justify-between md:gap-8">
        <div className="max-w-xl">
          <h2 id="app-banner-title" className="text-2xl font-extrabold sm:text-3xl">
            {banner.title}
          </h2>
          <p className="mt-3 leading-7 text-white/85">{banner.text}</p>
          <a
            href={banner.storeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-bold text-brand-800 hover:bg-brand-50"
          >
            앱 다운로드<span className="sr-only"> (새 창에서 앱 스토어 열기)</span>
          </a>
        </div>
        <ContentImage
          image={banner.image}
          className="mx-auto mt-8 h-auto w-56 md:mx-0 md:mt-0 md:w-72"
        />
      </div>
    </section>
  );
}
