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

/** A text field of the filter; `wide` takes the row's spare width (a search box). */
export function FilterText({
  id,
  name,
  label,
  value,
  type = "search",
  placeholder,
  list,
  wide = false,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  type?: "search" | "email";
  placeholder?: string;
  /** The id of a datalist offering values. */
  list?: string;
  wide?: boolean;
}) {
  return (
    <div className={wide ? "min-w-0 flex-1 basis-56" : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        maxLength={type === "search" ? 100 : undefined}
        placeholder={placeholder}
        list={list}
        className={`${fieldClass} w-full`}
      />
    </div>
  );
}

/** A choice of the filter, 전체 first; an option is a value or a [value, label] pair. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  options: readonly (string | readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={fieldClass}>
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
  idPrefix,
  label,
  from,
  to,
}: {
  idPrefix: string;
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
          <label htmlFor={`${idPrefix}-${name}`} className={labelClass}>
            {label} ({suffix})
          </label>
          <input
            id={`${idPrefix}-${name}`}
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
