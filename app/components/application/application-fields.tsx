// The applicant's fields (name, phone, email, preferred time, companions, message), shared by the
// dialog and the no-JS /apply page. Errors come from Conform; a field's error hides as soon as
// the field is edited (spec section 4) and returns on the next submit if still wrong.
import { useCallback, useState } from "react";
import { PrivacyConsent } from "~/components/ui/privacy-consent";
import { Field, fieldClass } from "~/components/ui/forms";
import { COMPANION_OPTIONS, PREFERRED_TIMES } from "~/domain/application";
import { APPLICATION_PRIVACY_NOTICE } from "~/domain/privacy-notice";
import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from "~/domain/phone";

/** What the fieldset needs of a Conform field (the schema's preprocessing leaves its types unknown). */
type ApplicantField = {
  id: string;
  name: string;
  key: string | undefined;
  errorId: string;
  errors?: string[] | undefined;
  initialValue: unknown;
};

function initial(field: ApplicantField, fallback = ""): string {
  return typeof field.initialValue === "string" ? field.initialValue : fallback;
}
export type ApplicantFields = {
  name: ApplicantField;
  phone: ApplicantField;
  email: ApplicantField;
  preferredTime: ApplicantField;
  companions: ApplicantField;
  message: ApplicantField;
  consent: ApplicantField;
};

/** Tracks which fields were edited since the last submit: their errors are hidden until then. */
export function useEditedSinceSubmit() {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const markEdited = useCallback(
    (name: string) => setEdited((s) => (s.has(name) ? s : new Set(s).add(name))),
    [],
  );
  const resetEdited = useCallback(() => setEdited(new Set()), []);
  return { edited, markEdited, resetEdited };
}

/** The error a field shows: Conform's (browser) or the server's, unless edited since the submit. */
export function visibleError(
  field: { name: string; errors?: string[] | undefined },
  edited: ReadonlySet<string>,
  serverErrors?: Partial<Record<string, string[]>>,
): string | undefined {
  if (edited.has(field.name)) return undefined;
  return field.errors?.[0] ?? serverErrors?.[field.name]?.[0];
}

function describedBy(field: ApplicantField, error: string | undefined) {
  return error ? field.errorId : undefined;
}

export function ApplicantFieldset({
  fields,
  edited,
  serverErrors,
  onEdit,
}: {
  fields: ApplicantFields;
  edited: ReadonlySet<string>;
  serverErrors?: Partial<Record<string, string[]>>;
  onEdit: (name: string) => void;
}) {
  const errors = {
    name: visibleError(fields.name, edited, serverErrors),
    phone: visibleError(fields.phone, edited, serverErrors),
    email: visibleError(fields.email, edited, serverErrors),
    preferredTime: visibleError(fields.preferredTime, edited, serverErrors),
    companions: visibleError(fields.companions, edited, serverErrors),
    message: visibleError(fields.message, edited, serverErrors),
    consent: visibleError(fields.consent, edited, serverErrors),
  };
  const edit = (field: ApplicantField) => () => onEdit(field.name);

  return (
    <div className="grid gap-4">
      <Field
        id={fields.name.id}
        label="이름"
        mark="required"
        errorId={fields.name.errorId}
        error={errors.name}
        reserveSpace={false}
      >
        <input
          id={fields.name.id}
          name={fields.name.name}
          key={fields.name.key}
          defaultValue={initial(fields.name)}
          type="text"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(fields.name, errors.name)}
          aria-required="true"
          onInput={edit(fields.name)}
          className={fieldClass(Boolean(errors.name))}
        />
      </Field>

      <Field
        id={fields.phone.id}
        label="전화번호"
        mark="required"
        errorId={fields.phone.errorId}
        error={errors.phone}
        reserveSpace={false}
      >
        <input
          id={fields.phone.id}
          name={fields.phone.name}
          key={fields.phone.key}
          defaultValue={initial(fields.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-1234-5678"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy(fields.phone, errors.phone)}
          aria-required="true"
          onInput={(event) => {
            const input = event.currentTarget;
            const formatted = formatPhoneInput(input.value);
            if (formatted !== input.value) input.value = formatted;
            onEdit(fields.phone.name);
          }}
          className={fieldClass(Boolean(errors.phone))}
        />
      </Field>

      <Field
        id={fields.email.id}
        label="이메일"
        mark="optional"
        errorId={fields.email.errorId}
        error={errors.email}
        reserveSpace={false}
      >
        <input
          id={fields.email.id}
          name={fields.email.name}
          key={fields.email.key}
          defaultValue={initial(fields.email)}
          type="email"
          autoComplete="email"
          placeholder="example@email.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy(fields.email, errors.email)}
          onInput={edit(fields.email)}
          className={fieldClass(Boolean(errors.email))}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fields.preferredTime.id}
          label="희망 시간대"
          mark="optional"
          errorId={fields.preferredTime.errorId}
          error={errors.preferredTime}
          reserveSpace={false}
        >
          <select
            id={fields.preferredTime.id}
            name={fields.preferredTime.name}
            key={fields.preferredTime.key}
            defaultValue={initial(fields.preferredTime, "")}
            aria-invalid={errors.preferredTime ? true : undefined}
            aria-describedby={describedBy(fields.preferredTime, errors.preferredTime)}
            onChange={edit(fields.preferredTime)}
            className={fieldClass(Boolean(errors.preferredTime))}
          >
            <option value="">선택 안 함</option>
            {PREFERRED_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fields.companions.id}
          label="동반 인원"
          mark="optional"
          errorId={fields.companions.errorId}
          error={errors.companions}
          reserveSpace={false}
        >
          <select
            id={fields.companions.id}
            name={fields.companions.name}
            key={fields.companions.key}
            defaultValue={initial(fields.companions, "0")}
            aria-invalid={errors.companions ? true : undefined}
            aria-describedby={describedBy(fields.companions, errors.companions)}
            onChange={edit(fields.companions)}
            className={fieldClass(Boolean(errors.companions))}
          >
            {COMPANION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <Field
        id={fields.message.id}
        label="남기실 말씀"
        mark="optional"
        errorId={fields.message.errorId}
        error={errors.message}
        reserveSpace={false}
      >
        <textarea
          id={fields.message.id}
          name={fields.message.name}
          key={fields.message.key}
          defaultValue={initial(fields.message)}
          rows={2}
          placeholder="궁금한 점이나 전달할 내용을 적어주세요."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(fields.message, errors.message)}
          onInput={edit(fields.message)}
          className={`${fieldClass(Boolean(errors.message))} resize-y`}
        />
      </Field>

      <PrivacyConsent
        key={fields.consent.key}
        notice={APPLICATION_PRIVACY_NOTICE}
        input={{
          id: fields.consent.id,
          name: fields.consent.name,
          defaultChecked: fields.consent.initialValue === "on",
          onChange: edit(fields.consent),
        }}
        error={errors.consent}
        errorId={fields.consent.errorId}
      />
    </div>
  );
}
