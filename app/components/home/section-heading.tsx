import { Link } from "@remix-run/react";
import { ArrowRightIcon } from "~/components/ui/icons";

/** A home section's eyebrow, heading and optional "전체보기" link. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  viewAll,
}: {
  id: string;
  eyebrow: string;
  title: string;
  viewAll?: { to: string; label: string };
}) {
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
          to={viewAll.to}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {viewAll.label}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      )}
    </div>
  );
}
