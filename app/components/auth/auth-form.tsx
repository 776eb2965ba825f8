// The pieces the account forms share (login, sign-up, the finders, the reset, the Kakao pages, the
// code step and my page): the posted form with its alert and submit button, the e-mail and password
// fields, the new password with its confirmation, and the footer's links to the other pages.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { TextField } from "~/components/ui/conform-fields";
import { FormAlert, HiddenFields, SubmitButton, type FormField } from "~/components/ui/forms";
import { PASSWORD_MIN_LENGTH } from "~/domain/account-fields";

/** A posted account form: the form's alert first, the hidden values, the fields, the button. */
export function AuthForm({
  form,
  busy: busyWhen,
  submit,
  busyLabel,
  hidden = {},
  className = "space-y-3",
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>;
  /** Whether the button shows its busy label; by default while the page submits or loads. */
  busy?: boolean;
  submit: string;
  busyLabel: string;
  /** Values posted as they are (the page to return to, the reset token, the form's intent). */
  hidden?: Record<string, string>;
  className?: string;
  children?: ReactNode;
}) {
  const navigating = useNavigation().state !== "idle";
  const busy = busyWhen ?? navigating;
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <HiddenFields values={hidden} />
      {children}
      <SubmitButton busy={busy} label={submit} busyLabel={busyLabel} />
    </Form>
  );
}

export function EmailField({ field }: { field: FormField }) {
  return (
    <TextField field={field} label="이메일" type="email" autoComplete="email" inputMode="email" />
  );
}

/** The password the account has now (sign-in, linking Kakao, changing it). */
export function CurrentPasswordField({
  field,
  label = "비밀번호",
}: {
  field: FormField;
  label?: string;
}) {
  return <TextField field={field} label={label} type="password" autoComplete="current-password" />;
}

/** A new password and its confirmation ("비밀번호" at sign-up, "새 비밀번호" when it changes). */
export function NewPasswordFields({
  password,
  confirm,
  label,
}: {
  password: FormField;
  confirm: FormField;
  label: "비밀번호" | "새 비밀번호";
}) {
  return (
    <>
      <TextField
        field={password}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`}
      />
      <TextField
        field={confirm}
        label={`${label} 확인`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** The footer's links to the other account pages, each a full-height touch target. */
export function AuthLinks({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <span className="flex gap-3">
      {links.map(({ to, label }) => (
        <Link key={to} to={to} className="inline-flex min-h-11 items-center underline">
          {label}
        </Link>
      ))}
    </span>
  );
}
