// Text, phone, select, textarea and checkbox fields wired from Conform: Conform's helpers set
// aria-invalid and aria-describedby, the kit (forms.tsx) draws the label, the hint and the error.
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { Field, FieldError, fieldClass } from "~/components/ui/forms";
import type { FieldMark, FormField } from "~/components/ui/forms";
import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from "~/domain/phone";

type InputType = "text" | "email" | "password" | "tel" | "date";

type FieldLabelProps<Schema> = {
  field: FormField<Schema>;
  label: ReactNode;
  mark?: FieldMark;
  hint?: string;
  className?: string;
};

/** A Conform field's label, hint and error around the control `render` draws (given the hint's id). */
function ConformField<Schema>({
  field,
  label,
  mark,
  hint,
  className,
  render,
}: FieldLabelProps<Schema> & { render: (hintId: string | undefined) => ReactNode }) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <Field
      id={field.id}
      label={label}
      mark={mark}
      hint={hint}
      hintId={hintId}
      errorId={field.errorId}
      error={field.errors}
      className={className}
    >
      {render(hintId)}
    </Field>
  );
}

const invalid = (field: FormField<unknown>) => Boolean(field.errors?.length);

export function TextField<Schema>({
  field,
  label,
  mark,
  hint,
  className,
  type = "text",
  ...rest
}: FieldLabelProps<Schema> & { type?: InputType } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "name" | "id" | "form" | "className"
  >) {
  return (
    <ConformField
      {...{ field, label, mark, hint, className }}
      render={(hintId) => {
        const props = getInputProps(field, { type, ariaDescribedBy: hintId });
        return (
          <input {...props} key={props.key} {...rest} className={fieldClass(invalid(field))} />
        );
      }}
    />
  );
}

/** A phone number, formatted as it is typed ("010-1234-5678"). */
export function PhoneField<Schema>(
  props: FieldLabelProps<Schema> & { autoComplete?: "tel" | "off" },
) {
  return (
    <TextField
      autoComplete="tel"
      {...props}
      type="tel"
      inputMode="numeric"
      placeholder="010-1234-5678"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      onInput={(event) => {
        const input = event.currentTarget;
        const formatted = formatPhoneInput(input.value);
        if (formatted !== input.value) input.value = formatted;
      }}
    />
  );
}

export function SelectField<Schema>({
  field,
  label,
  mark,
  hint,
  className,
  children,
  ...rest
}: FieldLabelProps<Schema> & { children: ReactNode } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "name" | "id" | "form" | "className"
  >) {
  return (
    <ConformField
      {...{ field, label, mark, hint, className }}
      render={(hintId) => {
        const props = getSelectProps(field, { ariaDescribedBy: hintId });
        return (
          <select {...props} key={props.key} {...rest} className={fieldClass(invalid(field))}>
            {children}
          </select>
        );
      }}
    />
  );
}

export function TextareaField<Schema>({
  field,
  label,
  mark,
  hint,
  className,
  ...rest
}: FieldLabelProps<Schema> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "form" | "className">) {
  return (
    <ConformField
      {...{ field, label, mark, hint, className }}
      render={(hintId) => {
        const props = getTextareaProps(field, { ariaDescribedBy: hintId });
        return (
          <textarea {...props} key={props.key} {...rest} className={fieldClass(invalid(field))} />
        );
      }}
    />
  );
}

/** A single checkbox with its label beside it and its error below (consents, confirmations). */
export function CheckboxField<Schema>({
  field,
  children,
  tone = "brand",
}: {
  field: FormField<Schema>;
  children: ReactNode;
  /** "danger" for destructive confirmations. */
  tone?: "brand" | "danger";
}) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-2 text-sm">
        <input
          {...props}
          key={props.key}
          className={`mt-3.5 size-4 shrink-0 ${tone === "danger" ? "accent-red-700" : "accent-brand-600"}`}
        />
        <label htmlFor={field.id} className="py-3">
          {children}
        </label>
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
