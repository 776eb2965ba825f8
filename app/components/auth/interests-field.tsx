// The optional interests as a group of checkboxes (fieldset + legend for screen readers).
import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/ui/forms";
import { INTEREST_OPTIONS } from "~/domain/account-fields";

export function InterestsField({ field }: { field: FieldMetadata<string[] | undefined> }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">관심 분야 (선택)</legend>
      <div className="mt-1 flex flex-wrap gap-x-3">
        {getCollectionProps(field, { type: "checkbox", options: [...INTEREST_OPTIONS] }).map(
          (props) => (
            <label
              key={props.key}
              className="inline-flex min-h-11 min-w-11 items-center gap-1.5 pr-1 text-sm"
            >
              <input {...props} key={props.key} className="h-4 w-4 accent-brand-600" />
              {props.value}
            </label>
          ),
        )}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
