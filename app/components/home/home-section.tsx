import { Link } from "@remix-run/react";
import type { HTMLAttributes, ReactNode, Ref } from "react";
import { ArrowRightIcon } from "~/components/ui/icons";

type Heading = {
  id: string;
  eyebrow: string;
  title: string;
  /** Where the "전체보기" link leads; no link without it. */
  viewAll?: string;
};

/** A home section's eyebrow, heading and optional "전체보기" link. */
export function SectionHeading({ id, eyebrow, title, viewAll }: Heading) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <p className="text-sm font-bold text-accent-600">{eyebrow}</p>
        <h2 id={id} className="mt-1 text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {title}
        </h2>
      </div>
      {viewAll && (
        <Link
          to={viewAll}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          전체보기
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      )}
    </div>
  );
}

/** A home section named by its heading (`id`), its content below the heading. */
export function HomeSection({
  id,
  eyebrow,
  title,
  viewAll,
  sectionRef,
  children,
  ...rest
}: Heading & {
  sectionRef?: Ref<HTMLElement>;
  className: string;
  children: ReactNode;
} & HTMLAttributes<HTMLElement>) {
  return (
    <section ref={sectionRef} aria-labelledby={id} {...rest}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} viewAll={viewAll} />
      <div className="mt-6">{children}</div>
    </section>
  );
}
