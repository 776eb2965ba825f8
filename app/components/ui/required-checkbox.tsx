// The required checkbox row of a consent box (만 14세 이상, 개인정보 수집·이용): its props come from
// the form (Conform or plain); it is described by the box's text, the form's own ids and its error.
import type { InputHTMLAttributes, ReactNode } from "react";

export function RequiredCheckbox({
  input,
  label,
  error,
  errorId,
  describedBy,
}: {
  /** The checkbox's own props: id, name, defaultChecked, aria-* from the form library. */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  label: ReactNode;
  error?: string | undefined;
  errorId: string;
  /** The id of the box's text that explains what is agreed to. */
  describedBy: string;
}) {
  const ids = [describedBy, ...(input["aria-describedby"]?.split(" ") ?? []), error ? errorId : ""];
  return (
    <div className="flex items-start gap-2">
      <input
        {...input}
        type="checkbox"
        aria-describedby={[...new Set(ids)].filter(Boolean).join(" ")}
        aria-invalid={error ? true : input["aria-invalid"]}
        className="mt-3.5 size-4 shrink-0 accent-brand-600"
      />
      <label htmlFor={input.id} className="py-3 font-medium text-ink">
        {label} <span className="text-red-600">(필수)</span>
      </label>
    </div>
  );
}
