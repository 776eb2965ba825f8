// The applicant's fields (name, phone, email, preferred time, companions, message), shared by the
// dialog and the no-JS /apply page. Errors come from Conform; a field's error hides as soon as
// the field is edited (requirements §3) and returns on the next submit if still wrong.
import { useCallback, useState, type ReactNode } from "react";
import { AgeConfirm } from "~/components/ui/age-confirm";
import { PrivacyConsent } from "~/components/ui/privacy-consent";
import { Field, fieldClass, type FieldMark } from "~/components/ui/forms";
import { ANY_PREFERRED_TIME, COMPANION_OPTIONS, PREFERRED_TIMES } from "~/domain/application";
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
  ageConfirm: ApplicantField;
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

type ControlName = Exclude<keyof ApplicantFields, "consent" | "ageConfirm">;

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
  const error = (name: keyof ApplicantFields) => visibleError(fields[name], edited, serverErrors);
  const edit = (name: keyof ApplicantFields) => () => onEdit(fields[name].name);
  /** What every control shares: its name, first value, and the error's wiring and colour. */
  const wiring = (name: ControlName, fallback = "") => ({
    id: fields[name].id,
    name: fields[name].name,
    defaultValue: initial(fields[name], fallback),
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": error(name) ? fields[name].errorId : undefined,
    className: fieldClass(Boolean(error(name))),
  });
  const field = (name: ControlName, label: string, mark: FieldMark, control: ReactNode) => (
    <Field
      id={fields[name].id}
      label={label}
      mark={mark}
      errorId={fields[name].errorId}
      error={error(name)}
      reserveSpace={false}
    >
      {control}
    </Field>
  );

  return (
    <div className="grid gap-4">
      {field(
        "name",
        "이름",
        "required",
        <input
          {...wiring("name")}
          key={fields.name.key}
          type="text"
          autoComplete="name"
          aria-required="true"
          onInput={edit("name")}
        />,
      )}

      {field(
        "phone",
        "전화번호",
        "required",
        <input
          {...wiring("phone")}
          key={fields.phone.key}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-1234-5678"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          aria-required="true"
          onInput={(event) => {
            const input = event.currentTarget;
            const formatted = formatPhoneInput(input.value);
            if (formatted !== input.value) input.value = formatted;
            onEdit(fields.phone.name);
          }}
        />,
      )}

      {field(
        "email",
        "이메일",
        "optional",
        <input
          {...wiring("email")}
          key={fields.email.key}
          type="email"
          autoComplete="email"
          placeholder="example@email.com"
          onInput={edit("email")}
        />,
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "preferredTime",
          "희망 시간대",
          "optional",
          <select
            {...wiring("preferredTime")}
            key={fields.preferredTime.key}
            onChange={edit("preferredTime")}
          >
            <option value="">{ANY_PREFERRED_TIME}</option>
            {PREFERRED_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>,
        )}
        {field(
          "companions",
          "동반 인원",
          "optional",
          <select
            {...wiring("companions", "0")}
            key={fields.companions.key}
            onChange={edit("companions")}
          >
            {COMPANION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
        )}
      </div>

      {field(
        "message",
        "남기실 말씀",
        "optional",
        <textarea
          {...wiring("message")}
          key={fields.message.key}
          rows={2}
          placeholder="궁금한 점이나 전달할 내용을 적어주세요."
          onInput={edit("message")}
        />,
      )}

      <PrivacyConsent
        key={fields.consent.key}
        notice={APPLICATION_PRIVACY_NOTICE}
        input={{
          id: fields.consent.id,
          name: fields.consent.name,
          defaultChecked: fields.consent.initialValue === "on",
          onChange: edit("consent"),
        }}
        error={error("consent")}
        errorId={fields.consent.errorId}
      />

      <AgeConfirm
        key={fields.ageConfirm.key}
        input={{
          id: fields.ageConfirm.id,
          name: fields.ageConfirm.name,
          defaultChecked: fields.ageConfirm.initialValue === "on",
          onChange: edit("ageConfirm"),
        }}
        error={error("ageConfirm")}
        errorId={fields.ageConfirm.errorId}
      />
    </div>
  );
}
