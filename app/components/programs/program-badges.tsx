import { isFree } from "~/domain/program";
import type { Recruitment } from "~/domain/recruitment";
import { recruitmentBadge, type RecruitmentBadge as Badge } from "~/domain/recruitment-badge";
import { CATEGORY_LABELS, type Category } from "~/content/types";

const CATEGORY_STYLES: Record<Category, string> = {
  music: "bg-violet-100 text-violet-800",
  education: "bg-sky-100 text-sky-800",
  health: "bg-emerald-100 text-emerald-800",
  technical: "bg-amber-100 text-amber-900",
};

export function CategoryBadge({ category }: { category: Category }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${CATEGORY_STYLES[category]}`}
    >
      {CATEGORY_LABELS[category]}
    </span>
  );
}

const RECRUITMENT_STYLES: Record<Badge["tone"], string> = {
  open: "bg-emerald-700 text-white",
  closing: "bg-accent-600 text-white",
  upcoming: "bg-sky-700 text-white",
  closed: "bg-rose-600 text-white",
};

/** 모집중 / D-n / 대기접수 / 모집예정 / 마감; "D-3" is read out as words. */
export function RecruitmentBadge({
  recruitment,
}: {
  recruitment: Pick<Recruitment, "phase" | "daysLeft">;
}) {
  const badge = recruitmentBadge(recruitment);
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${RECRUITMENT_STYLES[badge.tone]}`}
      data-recruitment={recruitment.phase}
    >
      {badge.spoken ? (
        <>
          <span aria-hidden="true">{badge.label}</span>
          <span className="sr-only">{badge.spoken}</span>
        </>
      ) : (
        badge.label
      )}
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
