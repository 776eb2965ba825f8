// The dialog's class picker (requirements §3): search box, category buttons, cards.
import { useId, useState } from "react";
import { filterCatalogue, type CatalogueProgram } from "~/components/application/catalogue";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "~/content/types";
import { WAITLIST_LABEL } from "~/domain/recruitment";
import { fieldClass } from "~/components/ui/forms";

export function ProgramSelector({
  programs,
  selectedId,
  onSelect,
  searchRef,
}: {
  programs: readonly CatalogueProgram[];
  selectedId: number | null;
  onSelect: (program: CatalogueProgram) => void;
  searchRef?: React.Ref<HTMLInputElement>;
}) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<Category | "all">("all");
  const searchId = useId();
  const matches = filterCatalogue(programs, query, category);
  const filters: { value: Category | "all"; label: string }[] = [
    { value: "all", label: "전체" },
    ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
  ];

  return (
    <div className="grid gap-3">
      <label htmlFor={searchId} className="sr-only">
        프로그램 검색
      </label>
      <input
        ref={searchRef}
        id={searchId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        placeholder="프로그램 검색..."
        autoComplete="off"
        className={fieldClass(false)}
      />
      <div role="group" aria-label="카테고리" className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={category === f.value}
            onClick={() => setCategory(f.value)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors ${
              category === f.value
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 bg-white text-ink hover:bg-brand-50"
            }`}
          >
            {f.label}
          </button>
        ))}
      </div>
      {matches.length === 0 ? (
        <p
          className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-muted"
          role="status"
        >
          검색 결과가 없습니다.
        </p>
      ) : (
        <ul className="grid max-h-72 gap-2 overflow-y-auto pr-1" aria-label="프로그램 목록">
          {matches.map((program) => (
            <li key={program.id}>
              <button
                type="button"
                disabled={program.isClosed}
                aria-pressed={selectedId === program.id}
                onClick={() => onSelect(program)}
                className="w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-left transition-colors enabled:hover:border-brand-400 enabled:hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
              >
                <span className="flex items-center gap-2 text-xs font-semibold text-brand-700">
                  {CATEGORY_LABELS[program.category]}
                  {program.isClosed ? (
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700">
                      {program.closedLabel ?? "마감"}
                    </span>
                  ) : null}
                  {program.waitlist ? (
                    <span className="rounded-full bg-accent-100 px-2 py-0.5 text-accent-600">
                      {WAITLIST_LABEL}
                    </span>
                  ) : null}
                </span>
                <span className="mt-0.5 block font-bold text-ink">{program.title}</span>
                <span className="mt-0.5 block text-sm text-muted">{program.schedule}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
