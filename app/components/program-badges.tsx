import { isFree } from "~/domain/program";
import { CATEGORY_LABELS, type Category } from "~/content/types";

const CATEGORY_STYLES: Record<Category, string> = {
  music: "bg-violet-100 text-violet-800",
  education: "bg-sky-100 text-sky-800",
  health: "bg-emerald-100 text-emerald-800",
  technical: "bg-amber-100 text-amber-900",
};

export function CategoryBadge({ category }: { category: Category }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${CATEGORY_STYLES[category]}`}>
      {CATEGORY_LABELS[category]}
    </span>
  );
}

export function ClosedBadge() {
  return (
    <span className="inline-flex rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-bold text-white">
      모집마감
    </span>
  );
}

/** The price text; a 'paid' tag only when the class is not free (spec: '무료' hides it). */
export function PriceTag({ price }: { price: string }) {
  if (isFree(price)) {
    return (
      <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-800">
        무료
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-ink">
      <span className="rounded-full bg-accent-100 px-2 py-0.5 font-bold text-accent-600">유료</span>
      {price}
    </span>
  );
}
