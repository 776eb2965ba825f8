// The 만 14세 이상 confirmation (decision 212): a required checkbox described by what a child
// should do instead. Its props come from the form (Conform or plain), as PrivacyConsent's do.
import type { InputHTMLAttributes } from "react";
import { FieldError } from "~/components/ui/forms";
import { RequiredCheckbox } from "~/components/ui/required-checkbox";
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
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <RequiredCheckbox
        {...{ input, error, errorId }}
        label={AGE_CONFIRM_LABEL}
        describedBy={guidanceId}
      />
      <p id={guidanceId} className="mt-1 pl-6 text-muted">
        {CHILD_GUIDANCE}
      </p>
      <FieldError id={errorId} errors={error} reserveSpace={false} className="pl-6" />
    </div>
  );
}
