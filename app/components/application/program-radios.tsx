// The no-JS /apply page's class choice: every class by category as a radio, closed ones shown but
// not selectable, with the waiting list, closure and late notes beside each title.
import type { CatalogueProgram } from "~/components/application/catalogue";
import { CATEGORIES, CATEGORY_LABELS } from "~/content/types";
import { WAITLIST_LABEL } from "~/domain/recruitment";

export function ProgramRadios({
  catalogue,
  field,
  error,
  onEdit,
}: {
  catalogue: readonly CatalogueProgram[];
  field: { name: string; errorId: string; initialValue: unknown };
  error: string | undefined;
  onEdit: (name: string) => void;
}) {
  const checkedId = typeof field.initialValue === "string" ? field.initialValue : "";
  return (
    <fieldset
      aria-describedby={error ? field.errorId : undefined}
      className="rounded-2xl border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-ink">
        프로그램
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      {CATEGORIES.map((category) => {
        const programs = catalogue.filter((p) => p.category === category);
        if (programs.length === 0) return null;
        return (
          <div key={category} className="mt-3 first:mt-1">
            <p className="text-xs font-bold text-brand-700">{CATEGORY_LABELS[category]}</p>
            <ul className="mt-1 grid gap-1.5 sm:grid-cols-2">
              {programs.map((program) => (
                <li key={program.id}>
                  <label
                    className={`flex gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${
                      program.isClosed ? "opacity-60" : "cursor-pointer hover:bg-brand-50"
                    }`}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={String(program.id)}
                      defaultChecked={checkedId === String(program.id) && !program.isClosed}
                      disabled={program.isClosed}
                      onChange={() => onEdit(field.name)}
                      className="mt-1 accent-brand-600"
                    />
                    <span>
                      <span className="font-semibold text-ink">{program.title}</span>
                      {program.waitlist ? (
                        <span className="ml-1.5 rounded-full bg-accent-100 px-2 py-0.5 text-xs text-accent-600">
                          {WAITLIST_LABEL}
                        </span>
                      ) : null}
                      {program.isClosed ? (
                        <span className="ml-1.5 rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700">
                          {program.closedLabel ?? "마감"}
                        </span>
                      ) : null}
                      <span className="block text-xs text-muted">{program.schedule}</span>
                      {program.lateNote ? (
                        <span className="mt-0.5 block text-xs font-medium text-amber-800">
                          {program.lateNote}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {error ? (
        <p id={field.errorId} className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
