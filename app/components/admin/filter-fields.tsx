// The admin lists' filter form (issue 46): a GET form of labelled fields, 검색 and 초기화. A page
// states its fields; the form, the labels and the buttons are the same on every list.
import { Form, Link, useSearchParams } from "@remix-run/react";
import { compactFieldClass } from "~/components/ui/forms";

const fieldClass = `mt-1 block min-h-11 ${compactFieldClass}`;
const labelClass = "text-sm font-medium";

/** The filter form: submits to the list's own address; 초기화 goes back to it without a filter. */
export function ListFilter({ resetTo, children }: { resetTo: string; children: React.ReactNode }) {
  const [searchParams] = useSearchParams();
  return (
    // Keyed by the address: 초기화 and the pager change it without remounting the route.
    <Form
      key={searchParams.toString()}
      method="get"
      role="search"
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      {children}
      <button type="submit" className="btn-primary">
        검색
      </button>
      <Link to={resetTo} className="btn-secondary">
        초기화
      </Link>
    </Form>
  );
}

// A field's id is filter-<its name>: one filter form a page.
const idOf = (name: string) => `filter-${name}`;

/** A text field of the filter, taking the row's spare width; `suggestions` offers values. */
export function FilterText({
  name,
  label,
  value,
  type = "search",
  placeholder,
  suggestions,
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: "search" | "email";
  placeholder?: string;
  suggestions?: readonly string[];
}) {
  const listId = suggestions ? `${idOf(name)}-suggestions` : undefined;
  return (
    <div className="min-w-0 flex-1 basis-56">
      <label htmlFor={idOf(name)} className={labelClass}>
        {label}
      </label>
      <input
        id={idOf(name)}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        maxLength={type === "search" ? 100 : undefined}
        placeholder={placeholder}
        list={listId}
        className={`${fieldClass} w-full`}
      />
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

/** A choice of the filter, 전체 first; an option is a value or a [value, label] pair. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  options: readonly (string | readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={idOf(name)} className={labelClass}>
        {label}
      </label>
      <select id={idOf(name)} name={name} defaultValue={value ?? ""} className={fieldClass}>
        <option value="">전체</option>
        {options.map((option) => {
          const [optionValue, optionLabel] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** A date range: two date inputs named `from` and `to` (YYYY-MM-DD, Seoul days). */
export function DateRangeFields({
  label,
  from,
  to,
}: {
  label: string;
  from: string | undefined;
  to: string | undefined;
}) {
  const fields = [
    { name: "from", suffix: "부터", value: from },
    { name: "to", suffix: "까지", value: to },
  ];
  return (
    <>
      {fields.map(({ name, suffix, value }) => (
        <div key={name}>
          <label htmlFor={idOf(name)} className={labelClass}>
            {label} ({suffix})
          </label>
          <input
            id={idOf(name)}
            name={name}
            type="date"
            defaultValue={value ?? ""}
            className={fieldClass}
          />
        </div>
      ))}
    </>
  );
}
