// The one form kit of the site (public, account and admin forms alike): a labelled field whose
// error is announced and tied to the control by aria-describedby, the form-level alert, the success
// notice and the submit button. The fields wired from Conform are in conform-fields.tsx; hand-wired
// controls (the application fieldset) pass `invalid` and the error to `Field` themselves.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/** A Conform field of any form (Conform's own helpers accept the same). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormField<Schema = unknown> = FieldMetadata<Schema, any, any>;

/** Whether the label marks the field as required (*) or optional ((선택)); none by default. */
export type FieldMark = "required" | "optional";

/** The full-width text, select and textarea control (textareas grow downwards only); red border once invalid. */
export function fieldClass(invalid: boolean) {
  return [
    "mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm",
    "placeholder:text-slate-400 resize-y",
    "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200",
    invalid ? "border-red-500" : "border-slate-300",
  ].join(" ");
}

/** A small control for filters and table rows (admin lists). */
export const compactFieldClass = "rounded-lg border border-slate-300 bg-white px-3 py-2";

export function Label({
  htmlFor,
  mark,
  children,
}: {
  htmlFor: string;
  mark?: FieldMark | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
      {mark === "required" ? (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      ) : null}
      {mark === "optional" ? (
        <span className="ml-1 text-xs font-normal text-muted">(선택)</span>
      ) : null}
    </label>
  );
}

/**
 * The error under a field, announced politely. It keeps its line when empty so the form does not
 * jump; `reserveSpace={false}` renders nothing until there is an error (the compact dialog).
 */
export function FieldError({
  id,
  errors,
  reserveSpace = true,
  className = "",
}: {
  id: string;
  errors: string | string[] | undefined;
  reserveSpace?: boolean;
  className?: string;
}) {
  const message = Array.isArray(errors) ? errors[0] : errors;
  if (!message && !reserveSpace) return null;
  return (
    <p
      id={id}
      className={`mt-1 text-sm font-medium text-red-700 ${reserveSpace ? "min-h-5" : ""} ${className}`}
      aria-live="polite"
    >
      {message ?? ""}
    </p>
  );
}

/** Every error of the form as a whole (not of one field), as an alert. */
export function FormAlert({
  errors,
  id,
  className = "",
}: {
  errors: string[] | undefined;
  id?: string;
  className?: string;
}) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}
    >
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** A label, one control, an optional hint and the error: the shape of every field. */
export function Field({
  id,
  label,
  mark,
  hint,
  hintId,
  errorId,
  error,
  reserveSpace,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  mark?: FieldMark | undefined;
  hint?: ReactNode;
  hintId?: string | undefined;
  errorId: string;
  error: string | string[] | undefined;
  reserveSpace?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} mark={mark}>
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={error} reserveSpace={reserveSpace} />
    </div>
  );
}

/** Values a form posts as they are (the intent, the page to return to, a token or proof). */
export function HiddenFields({ values }: { values: Record<string, string | number> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
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
