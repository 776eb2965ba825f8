import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { CheckboxField, FieldError } from "~/components/ui/forms";
import { PrivacyConsent } from "~/components/ui/privacy-consent";
import { SIGN_UP_PRIVACY_NOTICE } from "~/domain/privacy-notice";

/** The two consents every new member gives: the terms, and the collection of personal data. */
export function SignUpConsents({
  terms,
  privacy,
}: {
  terms: FieldMetadata<string>;
  privacy: FieldMetadata<string>;
}) {
  return (
    <>
      <CheckboxField field={terms}>
        <Link to="/terms" target="_blank" className="underline">
          이용약관
        </Link>
        에 동의합니다. <span className="text-red-600">(필수)</span>
      </CheckboxField>
      <div>
        <PrivacyConsent
          notice={SIGN_UP_PRIVACY_NOTICE}
          input={getInputProps(privacy, { type: "checkbox" })}
          label="개인정보 수집·이용에 동의합니다."
          errorId={`${privacy.id}-consent-error`}
        />
        <FieldError id={privacy.errorId} errors={privacy.errors} />
      </div>
    </>
  );
}
