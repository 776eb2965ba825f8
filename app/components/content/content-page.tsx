import { PageHeader } from "~/components/layout/page-header";
import { RichText } from "~/components/content/portable-text";
import { ContentImage } from "~/components/ui/content-image";
import type { Page } from "~/content/types";

/** A CMS list page's heading band with the page's body as its lead (전체 프로그램, 동영상 강의). */
export function PageIntro({ page, eyebrow }: { page: Page; eyebrow: string }) {
  return (
    <PageHeader title={page.title} eyebrow={eyebrow}>
      <div className="mt-6 max-w-3xl">
        <RichText value={page.body} />
      </div>
    </PageHeader>
  );
}

/** A CMS page: heading band, optional illustration, Portable Text body, then any extras. */
export function ContentPage({
  page,
  eyebrow,
  children,
  aside,
}: {
  page: Page;
  eyebrow?: string;
  children?: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <article>
      <PageHeader title={page.title} eyebrow={eyebrow} />
      <div className="container-page">
        <div className={aside ? "grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]" : ""}>
          <div className="max-w-3xl">
            <ContentImage
              image={page.image}
              priority
              sizes="(min-width: 768px) 48rem, 100vw"
              className="mb-8 h-auto w-full rounded-2xl object-cover"
            />
            <RichText value={page.body} />
          </div>
          {aside && <aside className="lg:pt-2">{aside}</aside>}
        </div>
        {children}
      </div>
    </article>
  );
}
