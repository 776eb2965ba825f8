// The contact form on /contact: works as a plain form post without JavaScript; with it, Conform
// validates as the visitor types (same zod schema as the server) and the phone is formatted.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useZodForm } from "~/components/hooks/use-zod-form";
import {
  contactFormSchema,
  INQUIRY_CATEGORIES,
  INQUIRY_LIMITS,
  inquiryLabel,
} from "~/domain/inquiry";
import { INQUIRY_PRIVACY_NOTICE } from "~/domain/privacy-notice";
import { PrivacyConsent } from "~/components/ui/privacy-consent";
import type { ContactFormState } from "~/domain/inquiry";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { FormAlert } from "~/components/ui/forms";
import { PhoneField, SelectField, TextareaField, TextField } from "~/components/ui/conform-fields";

export function ContactForm({
  state,
  lastResult,
}: {
  state: ContactFormState;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  const [form, fields] = useZodForm(contactFormSchema, {
    id: "contact",
    lastResult,
    defaultValue: state.defaults,
  });

  if (state.received)
    return (
      <ContactReceived
        received={state.received}
        isMember={state.isMember}
        textsOn={state.textsOn}
      />
    );

  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="text-xl font-bold text-brand-900">
        온라인 문의
      </h2>
      <p className="mt-1 text-sm text-muted">
        {answerWay(state.textsOn)}
        {state.isMember ? " 회원님의 문의와 답변은 마이페이지에서도 확인할 수 있습니다." : null}
      </p>
      <Form
        method="post"
        action="/contact"
        {...getFormProps(form)}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <FormAlert errors={form.errors} id={form.errorId} className="sm:col-span-2" />
        <HoneypotField />
        <TextField field={fields.name} label="이름" mark="required" autoComplete="name" />
        <TextField
          field={fields.email}
          label="이메일"
          type="email"
          autoComplete="email"
          hint="답변을 이 주소로 보내드립니다."
        />
        <PhoneField
          field={fields.phone}
          label="휴대전화 번호"
          hint={
            state.textsOn
              ? "이메일을 남기지 않으시면 답변을 이 번호로 문자로 보내드립니다."
              : "이메일을 남기지 않으시면 이 번호로 전화드립니다."
          }
        />
        <SelectField field={fields.category} label="문의 유형" mark="required">
          <option value="">선택해주세요</option>
          {INQUIRY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField field={fields.title} label="제목" mark="required" className="sm:col-span-2" />
        <TextareaField
          field={fields.message}
          label="문의 내용"
          mark="required"
          rows={6}
          hint={`${INQUIRY_LIMITS.messageMax.toLocaleString("ko-KR")}자 이내`}
          className="sm:col-span-2"
        />
        <PrivacyConsent
          className="sm:col-span-2"
          notice={INQUIRY_PRIVACY_NOTICE}
          input={getInputProps(fields.consent, { type: "checkbox" })}
          error={fields.consent.errors?.[0]}
          errorId={fields.consent.errorId}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
            {busy ? "보내는 중..." : "문의 보내기"}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Where the answer goes (decision 286): the e-mail, or without one the mobile number. */
function answerWay(textsOn: boolean): string {
  return `이메일이나 휴대전화 번호 중 하나는 꼭 남겨주세요. 답변은 이메일로 보내드리고, 이메일이 없으면 ${textsOn ? "휴대전화 문자로 보내드립니다" : "휴대전화로 연락드립니다"}.`;
}

function ContactReceived({
  received,
  isMember,
  textsOn,
}: {
  received: NonNullable<ContactFormState["received"]>;
  isMember: boolean;
  textsOn: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      id="contact-form"
      role="status"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8"
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900">
        문의가 접수되었습니다
      </h2>
      <p className="mt-2 text-ink">
        접수 번호{" "}
        <strong className="text-brand-800">{inquiryLabel(received.sequenceNumber)}</strong> ·{" "}
        {received.title}
      </p>
      <p className="mt-1 text-sm text-muted">
        담당자가 확인한 뒤{" "}
        {received.byEmail
          ? "남겨주신 이메일로 답변을 보내드립니다."
          : textsOn
            ? "남겨주신 휴대전화 번호로 답변을 문자로 보내드립니다."
            : "남겨주신 휴대전화 번호로 연락드립니다."}
        {isMember ? " 답변은 마이페이지에서도 확인할 수 있습니다." : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {isMember ? (
          <Link to="/mypage" className="btn-primary">
            마이페이지
          </Link>
        ) : null}
        <Link to="/contact" className="btn-secondary">
          새 문의 작성
        </Link>
      </div>
    </section>
  );
}
