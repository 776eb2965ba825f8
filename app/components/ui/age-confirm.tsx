// The 만 14세 이상 confirmation (decision 212): a required checkbox described by what a child
// should do instead. Its props come from the form (Conform or plain), as PrivacyConsent's do.
import type { InputHTMLAttributes } from "react";
import { FieldError } from "~/components/ui/forms";
import { AGE_CONFIRM_LABEL, CHILD_GUIDANCE } from "~/domain/child-age";

export function AgeConfirm({
  input,
  error,
  errorId,
}: {
  /** The checkbox's own props: id, name, defaultChecked, aria-* from the form library. */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  error?: string | undefined;
  errorId: string;
}) {
  const guidanceId = `${input.id}-guidance`;
  const describedBy = [
    ...new Set([
      guidanceId,
      ...(input["aria-describedby"]?.split(" ") ?? []),
      error ? errorId : "",
    ]),
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <div className="flex items-start gap-2">
        <input
          {...input}
          type="checkbox"
          aria-describedby={describedBy}
          aria-invalid={error ? true : input["aria-invalid"]}
          className="mt-3.5 size-4 shrink-0 accent-brand-600"
        />
        <label htmlFor={input.id} className="py-3 font-medium text-ink">
          {AGE_CONFIRM_LABEL} <span className="text-red-600">(필수)</span>
        </label>
      </div>
      <p id={guidanceId} className="mt-1 pl-6 text-muted">
        {CHILD_GUIDANCE}
      </p>
      <FieldError id={errorId} errors={error} reserveSpace={false} className="pl-6" />
    </div>
  );
}
