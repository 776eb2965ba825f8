import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminErrorBoundary } from "~/components/admin/admin-error";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { ConfirmDeleteSection } from "~/components/admin/confirm-delete";
import { Notice } from "~/components/admin/notice";
import { compactFieldClass, FormAlert, Label } from "~/components/ui/forms";
import { TextareaField } from "~/components/ui/conform-fields";
import { confirmDeleteSchema } from "~/domain/admin-users";
import {
  answerFormSchema,
  DEFAULT_ANSWER_STATUS,
  INQUIRY_MESSAGES,
  INQUIRY_STATUSES,
  InquiryNotFoundError,
  inquiryLabel,
} from "~/domain/inquiry";
import { getInquiryStore, recordAccess, requireAdmin, serviceDeps } from "~/backends/app.server";
import { answerInquiry } from "~/services/inquiries.server";
import { SectionCard } from "~/components/ui/section-card";

const deleteSchema = confirmDeleteSchema("삭제하려면 확인란에 체크해주세요.");

const NOTICES = {
  answered: {
    message: `${INQUIRY_MESSAGES.answered} 문의하신 분께 이메일로 보냈습니다.`,
    tone: "success",
  },
  "answered-no-mail": {
    message: `${INQUIRY_MESSAGES.answered} 다만 이메일 발송에 실패했습니다. 잠시 후 다시 저장하거나 직접 연락해주세요.`,
    tone: "warning",
  },
} as const;

async function findInquiry(id: string | undefined) {
  try {
    return await getInquiryStore().get(id ?? "");
  } catch (error) {
    if (error instanceof InquiryNotFoundError)
      throw data({ message: INQUIRY_MESSAGES.notFound }, { status: 404 });
    throw error;
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const inquiry = await findInquiry(params.id);
  await recordAccess(
    { admin, clientAddress: context.clientAddress },
    { action: "view", target: "inquiries", subjects: [inquiry.id] },
  );
  const notice =
    NOTICES[new URL(request.url).searchParams.get("notice") as keyof typeof NOTICES] ?? null;
  return { inquiry, notice };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const accessor = { admin, clientAddress: context.clientAddress };
  const formData = await request.formData();
  const inquiry = await findInquiry(params.id);
  const records = getInquiryStore();

  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: deleteSchema });
    if (submission.status !== "success")
      return data({ form: "delete" as const, result: submission.reply() }, { status: 400 });
    await recordAccess(accessor, { action: "delete", target: "inquiries", subjects: [inquiry.id] });
    await records.delete(inquiry.id);
    return redirect("/admin/inquiries?notice=deleted");
  }

  const submission = parseWithZod(formData, { schema: answerFormSchema });
  if (submission.status !== "success")
    return data({ form: "answer" as const, result: submission.reply() }, { status: 400 });
  await recordAccess(accessor, {
    action: "answer",
    target: "inquiries",
    subjects: [inquiry.id],
    detail: `status=${submission.value.status}`,
  });
  // The answer is saved first; a mail failure is reported to the admin, never undoes the answer.
  const { mailed } = await answerInquiry(inquiry.id, submission.value, serviceDeps());
  return redirect(
    `/admin/inquiries/${inquiry.id}?notice=${mailed ? "answered" : "answered-no-mail"}`,
  );
}

export default function AdminInquiry() {
  const { inquiry, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [answerForm, answerFields] = useForm({
    id: "inquiry-answer",
    lastResult: actionData?.form === "answer" ? actionData.result : undefined,
    defaultValue: { response: inquiry.response ?? "", status: DEFAULT_ANSWER_STATUS },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: answerFormSchema }),
  });
  return (
    <div className="max-w-3xl">
      <Link to="/admin/inquiries" className="text-sm text-brand-700 hover:underline">
        ← 문의 목록
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">
        {inquiryLabel(inquiry.sequenceNumber)} {inquiry.title}
      </h1>
      {notice ? <Notice message={notice.message} tone={notice.tone} /> : null}
      <dl className="mt-4 grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-4 text-sm">
        <dt className="text-muted">상태</dt>
        <dd data-testid="inquiry-status" className="font-semibold">
          {inquiry.status}
        </dd>
        <dt className="text-muted">유형</dt>
        <dd>{inquiry.category}</dd>
        <dt className="text-muted">이름</dt>
        <dd>
          {inquiry.name}
          {inquiry.userId ? (
            <Link
              to={`/admin/users/${encodeURIComponent(inquiry.userId)}`}
              className="ml-2 text-brand-700 hover:underline"
            >
              회원 정보
            </Link>
          ) : (
            <span className="ml-2 text-muted">(비회원)</span>
          )}
        </dd>
        <dt className="text-muted">이메일</dt>
        <dd>{inquiry.email}</dd>
        <dt className="text-muted">전화번호</dt>
        <dd>{inquiry.phone || "-"}</dd>
        <dt className="text-muted">접수</dt>
        <dd>{formatSeoulDateTime(inquiry.createdAt)}</dd>
        <dt className="text-muted">최근 변경</dt>
        <dd>{formatSeoulDateTime(inquiry.updatedAt)}</dd>
        <dt className="text-muted">개인정보 동의</dt>
        <dd>
          {inquiry.privacyConsentAt ? formatSeoulDateTime(inquiry.privacyConsentAt) : "기록 없음"}
        </dd>
      </dl>
      <SectionCard
        headingId="inquiry-message-title"
        title="문의 내용"
        look="admin"
        className="mt-4"
      >
        <p className="mt-2 whitespace-pre-wrap text-sm leading-7">{inquiry.message}</p>
      </SectionCard>

      <SectionCard
        headingId="inquiry-answer-title"
        title={
          <>
            답변{" "}
            {inquiry.answeredAt ? (
              <span className="text-sm font-normal text-muted">
                (최근 저장 {formatSeoulDateTime(inquiry.answeredAt)})
              </span>
            ) : null}
          </>
        }
        look="admin"
        className="mt-6"
      >
        <Form method="post" {...getFormProps(answerForm)} className="mt-3 grid gap-3">
          <FormAlert errors={answerForm.errors} id={answerForm.errorId} />
          <input type="hidden" name="intent" value="answer" />
          <TextareaField field={answerFields.response} label="답변 내용" rows={8} />
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <Label htmlFor={answerFields.status.id}>저장 후 상태</Label>
              <select
                {...getSelectProps(answerFields.status)}
                className={`mt-1 block ${compactFieldClass}`}
              >
                {INQUIRY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "저장 중..." : "답변 저장 및 메일 발송"}
            </button>
          </div>
        </Form>
      </SectionCard>

      <ConfirmDeleteSection
        id="inquiry-delete"
        schema={deleteSchema}
        lastResult={actionData?.form === "delete" ? actionData.result : undefined}
        title="문의 삭제"
        consent="이 문의를 삭제하는 데 동의합니다. (되돌릴 수 없습니다)"
      />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "문의 상세 | 관리자" }];

export const ErrorBoundary = adminErrorBoundary("/admin/inquiries", "문의 목록으로");
