// Form pieces of the account pages: a labelled field with its error tied by aria-describedby,
// the form-level alert, and the shell every account page shares.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

export function inputClass(invalid: boolean) {
  return [
    "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm",
    "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200",
    invalid ? "border-red-500" : "border-slate-300",
  ].join(" ");
}

type InputType = "text" | "email" | "password" | "tel" | "date";

export function TextField({
  field,
  label,
  type = "text",
  hint,
  ...rest
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  hint?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form">) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        {...props}
        key={props.key}
        {...rest}
        className={inputClass(Boolean(field.errors?.length))}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
      {errors?.[0] ?? ""}
    </p>
  );
}

export function FormAlert({ errors, id }: { errors: string[] | undefined; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800"
    >
      {children}
    </div>
  );
}

export function AuthShell({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-ink">{title}</h1>
        {children}
        {footer ? (
          <div className="mt-6 border-t border-slate-100 pt-4 text-sm text-muted">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className="btn-primary w-full justify-center disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
