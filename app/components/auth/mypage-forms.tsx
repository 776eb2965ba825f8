// My page forms: profile, password change (e-mail accounts), account deletion (confirmation).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import {
  FormAlert,
  PhoneField,
  SubmitButton,
  SuccessNotice,
  TextField,
} from "~/components/ui/forms";
import { InterestsField } from "~/components/auth/interests-field";
import { useZodForm } from "~/components/hooks/use-zod-form";
import {
  changePasswordSchema,
  DELETE_CONFIRMATION_TEXT,
  deleteAccountSchema,
  PASSWORD_MIN_LENGTH,
  profileSchema,
} from "~/domain/account";

export type Profile = {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  birthDate: string;
  interests: string[];
};

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

const card = "rounded-2xl border border-slate-200 bg-white p-6";

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
    <section aria-labelledby="profile-heading" className={card}>
      <h2 id="profile-heading" className="text-lg font-bold text-ink">
        회원 정보
      </h2>
      <p className="mt-1 text-sm text-muted">아이디(이메일): {profile.email || "없음"}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="profile" />
        <div className="sm:col-span-2">
          <FormAlert id={form.errorId} errors={form.errors} />
          {saved ? <SuccessNotice>회원 정보가 저장되었습니다.</SuccessNotice> : null}
        </div>
        <TextField field={fields.name} label="이름" autoComplete="name" />
        <PhoneField field={fields.phoneNumber} label="휴대폰 번호" />
        <div className="sm:col-span-2">
          <TextField field={fields.address} label="주소" autoComplete="street-address" />
        </div>
        <TextField field={fields.birthDate} label="생년월일" type="date" autoComplete="bday" />
        <div className="sm:col-span-2">
          <InterestsField field={fields.interests} />
        </div>
        <div className="sm:col-span-2 sm:max-w-xs">
          <SubmitButton busy={busy} label="저장하기" busyLabel="저장 중..." />
        </div>
      </Form>
    </section>
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
    <section aria-labelledby="password-heading" className={card}>
      <h2 id="password-heading" className="text-lg font-bold text-ink">
        비밀번호 변경
      </h2>
      <p className="mt-1 text-sm text-muted">
        변경하면 모든 기기에서 로그아웃되며, 새 비밀번호로 다시 로그인합니다.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3 sm:max-w-md">
        <input type="hidden" name="intent" value="password" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.currentPassword}
          label="현재 비밀번호"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          field={fields.password}
          label="새 비밀번호"
          type="password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN_LENGTH}자 이상 입력해주세요.`}
        />
        <TextField
          field={fields.passwordConfirm}
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton busy={busy} label="비밀번호 변경" busyLabel="변경 중..." />
      </Form>
    </section>
  );
}

export function DeleteAccountForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useBusy("delete");
  const [form, fields] = useForm({
    id: "delete",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
  });
  return (
    <section
      aria-labelledby="delete-heading"
      className="rounded-2xl border border-red-200 bg-white p-6"
    >
      <h2 id="delete-heading" className="text-lg font-bold text-red-800">
        회원 탈퇴
      </h2>
      <p className="mt-1 text-sm text-muted">
        탈퇴하면 계정과 회원 정보가 삭제되며 되돌릴 수 없습니다. 신청 기록은 센터의 운영 기록으로
        보관되지만 회원 정보와의 연결은 삭제됩니다.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3 sm:max-w-md">
        <input type="hidden" name="intent" value="delete" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.confirmation}
          label={`확인을 위해 '${DELETE_CONFIRMATION_TEXT}'를 입력해주세요.`}
          autoComplete="off"
        />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? "처리 중..." : "회원 탈퇴"}
        </button>
      </Form>
    </section>
  );
}
