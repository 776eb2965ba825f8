// Small form pieces shared by the contact form and the admin forms: the error under a field
// (announced, and tied to the input through Conform's aria-describedby) and the form-level alert.
import type { FieldMetadata } from "@conform-to/react";

export function fieldClass(errors: string[] | undefined) {
  return [
    "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm",
    "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200",
    errors?.length ? "border-red-500" : "border-slate-300",
  ].join(" ");
}

export function FieldError({
  field,
}: {
  field: Pick<FieldMetadata<unknown>, "errorId" | "errors">;
}) {
  return (
    <p id={field.errorId} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
      {field.errors?.[0] ?? ""}
    </p>
  );
}

export function FormAlert({ errors, id }: { errors: string[] | undefined; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
    >
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
