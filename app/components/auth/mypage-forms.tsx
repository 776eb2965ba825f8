// My page forms: profile, password change (e-mail accounts). Leaving: mypage-leave.tsx.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { FormAlert, SubmitButton, SuccessNotice } from "~/components/ui/forms";
import { PhoneField, TextField } from "~/components/ui/conform-fields";
import { InterestsField } from "~/components/auth/interests-field";
import { useZodForm } from "~/components/hooks/use-zod-form";
import { AuthForm, CurrentPasswordField, NewPasswordFields } from "~/components/auth/auth-form";
import { changePasswordSchema, profileSchema } from "~/domain/my-page-forms";
import type { UserRecord } from "~/records/users/contract";
import { SectionCard } from "~/components/ui/section-card";

/** What the profile form shows of the member's record. */
type Profile = Pick<UserRecord, "name" | "email" | "phoneNumber" | "interests">;

export function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function ProfileForm({
  profile,
  lastResult,
  saved,
}: {
  profile: Profile;
  lastResult: SubmissionResult<string[]> | undefined;
  saved: boolean;
}) {
  const busy = useBusy("profile");
  const [form, fields] = useZodForm(profileSchema, {
    id: "profile",
    lastResult,
    defaultValue: { ...profile, intent: "profile" },
  });
  return (
    <SectionCard headingId="profile-heading" title="회원 정보" look="member">
      <p className="mt-1 text-sm text-muted">아이디(이메일): {profile.email || "없음"}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="profile" />
        <div className="sm:col-span-2">
          <FormAlert id={form.errorId} errors={form.errors} />
          {saved ? <SuccessNotice>회원 정보가 저장되었습니다.</SuccessNotice> : null}
        </div>
        <TextField field={fields.name} label="이름" autoComplete="name" />
        <PhoneField field={fields.phoneNumber} label="전화번호" />
        <div className="sm:col-span-2">
          <InterestsField field={fields.interests} />
        </div>
        <div className="sm:col-span-2 sm:max-w-xs">
          <SubmitButton busy={busy} label="저장하기" busyLabel="저장 중..." />
        </div>
      </Form>
    </SectionCard>
  );
}

export function ChangePasswordForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useBusy("password");
  const [form, fields] = useZodForm(changePasswordSchema, { id: "password", lastResult });
  return (
    <SectionCard headingId="password-heading" title="비밀번호 변경" look="member">
      <p className="mt-1 text-sm text-muted">
        변경하면 모든 기기에서 로그아웃되며, 새 비밀번호로 다시 로그인합니다.
      </p>
      <AuthForm
        form={form}
        busy={busy}
        submit="비밀번호 변경"
        busyLabel="변경 중..."
        hidden={{ intent: "password" }}
        className="mt-4 space-y-3 sm:max-w-md"
      >
        <CurrentPasswordField field={fields.currentPassword} label="현재 비밀번호" />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.passwordConfirm}
          label="새 비밀번호"
        />
      </AuthForm>
    </SectionCard>
  );
}
