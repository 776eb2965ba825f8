// 회원 탈퇴 on my page: what is deleted at once, what is kept and why (domain/withdrawal.ts,
// decision 213), then the confirmation form.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useBusy } from "~/components/auth/mypage-forms";
import { FormAlert } from "~/components/ui/forms";
import { TextField } from "~/components/ui/conform-fields";
import { DELETE_CONFIRMATION_TEXT, deleteAccountSchema } from "~/domain/my-page-forms";
import type { WithdrawalNotice } from "~/domain/withdrawal";
import { SectionCard } from "~/components/ui/section-card";

export function DeleteAccountForm({
  lastResult,
  notice,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  notice: WithdrawalNotice;
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
    <SectionCard headingId="delete-heading" title="회원 탈퇴" look="danger">
      <p className="mt-1 text-sm text-muted">
        탈퇴는 되돌릴 수 없습니다. 탈퇴하기 전에 위의 ‘내 정보 내려받기’로 기록을 받아 두실 수
        있습니다.
      </p>
      <WithdrawalDetails notice={notice} />
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
    </SectionCard>
  );
}

function WithdrawalDetails({ notice }: { notice: WithdrawalNotice }) {
  return (
    <div className="mt-4 grid gap-4 text-sm text-ink">
      <div>
        <h3 className="font-semibold">탈퇴하면 바로 삭제되는 정보</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {notice.deletedNow.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">탈퇴 후에도 보관되는 정보</h3>
        <ul className="mt-1 space-y-2">
          {notice.kept.map((record) => (
            <li key={record.what} className="rounded-lg bg-slate-50 p-3">
              <p className="font-medium">
                {record.what}
                {record.count !== null ? (
                  <span className="ml-1 text-muted">· 지금 {record.count}건</span>
                ) : null}
              </p>
              <p className="mt-1 text-muted">
                보관 기간: {record.period} — {record.why}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-muted">
        {notice.after.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
