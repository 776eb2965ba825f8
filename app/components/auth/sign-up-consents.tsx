import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { AgeConfirm } from "~/components/ui/age-confirm";
import { FieldError } from "~/components/ui/forms";
import { CheckboxField } from "~/components/ui/conform-fields";
import { PrivacyConsent } from "~/components/ui/privacy-consent";
import { SIGN_UP_PRIVACY_NOTICE } from "~/domain/privacy-notice";

/**
 * What every new member gives: the 만 14세 이상 confirmation, then the two consents (the terms,
 * and the collection of personal data).
 */
export function SignUpConsents({
  fields,
}: {
  /** The sign-up schemas' three fields (registerSchema, kakaoSignUpSchema). */
  fields: Record<"ageConfirm" | "agreeTerms" | "agreePrivacy", FieldMetadata<string>>;
}) {
  const { ageConfirm: age, agreeTerms: terms, agreePrivacy: privacy } = fields;
  return (
    <>
      <AgeConfirm
        input={getInputProps(age, { type: "checkbox" })}
        error={age.errors?.[0]}
        errorId={age.errorId}
      />
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
