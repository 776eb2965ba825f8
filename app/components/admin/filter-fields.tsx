import { Link } from "@remix-run/react";

/** A list filter's date range: two date inputs named `from` and `to` (YYYY-MM-DD, Seoul days). */
export function DateRangeFields({
  idPrefix,
  label,
  from,
  to,
  inputClass,
}: {
  idPrefix: string;
  label: string;
  from: string | undefined;
  to: string | undefined;
  inputClass: string;
}) {
  const fields = [
    { name: "from", suffix: "부터", value: from },
    { name: "to", suffix: "까지", value: to },
  ];
  return (
    <>
      {fields.map(({ name, suffix, value }) => (
        <div key={name}>
          <label htmlFor={`${idPrefix}-${name}`} className="text-sm font-medium">
            {label} ({suffix})
          </label>
          <input
            id={`${idPrefix}-${name}`}
            name={name}
            type="date"
            defaultValue={value ?? ""}
            className={inputClass}
          />
        </div>
      ))}
    </>
  );
}

/** 검색 submits the filter form; 초기화 goes back to the list without one. */
export function FilterButtons({ resetTo }: { resetTo: string }) {
  return (
    <>
      <button type="submit" className="btn-primary">
        검색
      </button>
      <Link to={resetTo} className="btn-secondary">
        초기화
      </Link>
    </>
  );
}
