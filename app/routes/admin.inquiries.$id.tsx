import { parseWithZod } from "@conform-to/zod/v4";
import { adminPageMeta } from "~/seo/private-meta";
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminErrorBoundary } from "~/components/admin/admin-error";
import { namedNotice } from "~/domain/page-notice";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { ConfirmDeleteSection } from "~/components/admin/confirm-delete";
import { Notice } from "~/components/admin/notice";
import { InquiryAnswerForm, type AnswerRoute } from "~/components/admin/inquiry-answer-form";
import { confirmDeleteSchema } from "~/domain/admin-users";
import {
  answerFormSchema,
  INQUIRY_MESSAGES,
  InquiryNotFoundError,
  inquiryLabel,
} from "~/domain/inquiry";
import { answerChannel, answerTextBudget, answerTooLongMessage } from "~/domain/inquiry-texts";
import { getInquiryStore, requireAdminAccess, serviceDeps } from "~/backends/app.server";
import { answerInquiry } from "~/services/inquiries.server";
import { SectionCard } from "~/components/ui/section-card";

const NOTICES = {
  answered: {
    message: `${INQUIRY_MESSAGES.answered} 문의하신 분께 이메일로 보냈습니다.`,
    tone: "success",
  },
  "answered-no-mail": {
    message: `${INQUIRY_MESSAGES.answered} 다만 이메일 발송에 실패했습니다. 잠시 후 다시 저장하거나 직접 연락해주세요.`,
    tone: "warning",
  },
  "answered-text": {
    message: `${INQUIRY_MESSAGES.answered} 문의하신 분께 문자로 보냈습니다.`,
    tone: "success",
  },
  "answered-no-text": {
    message: `${INQUIRY_MESSAGES.answered} 다만 문자로 보낼 수 없었습니다. 남긴 번호로 직접 연락해주세요.`,
    tone: "warning",
  },
  "answered-call": {
    message: `${INQUIRY_MESSAGES.answered} 이메일이 없고 문자 발송이 꺼져 있어 답변을 보내지 못했습니다. 남긴 번호로 전화해 알려주세요.`,
    tone: "warning",
  },
} as const;

const ANSWERED_NOTICE = {
  mail: { true: "answered", false: "answered-no-mail" },
  text: { true: "answered-text", false: "answered-no-text" },
  call: { true: "answered-call", false: "answered-call" },
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
  const { record } = await requireAdminAccess(request, context);
  const inquiry = await findInquiry(params.id);
  await record({ action: "view", target: "inquiries", subjects: [inquiry.id] });
  const notice = namedNotice(new URL(request.url).searchParams, NOTICES);
  const answerRoute: AnswerRoute = {
    channel: answerChannel(inquiry, serviceDeps().textsOn ?? false),
    email: inquiry.email,
    phone: inquiry.phone,
    budget: answerTextBudget(inquiry),
  };
  return { inquiry, notice, answerRoute };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { record } = await requireAdminAccess(request, context);
  const formData = await request.formData();
  const inquiry = await findInquiry(params.id);
  const records = getInquiryStore();

  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: confirmDeleteSchema });
    if (submission.status !== "success")
      return data({ form: "delete" as const, result: submission.reply() }, { status: 400 });
    await record({ action: "delete", target: "inquiries", subjects: [inquiry.id] });
    await records.delete(inquiry.id);
    return redirect("/admin/inquiries?notice=deleted");
  }

  const submission = parseWithZod(formData, { schema: answerFormSchema });
  if (submission.status !== "success")
    return data({ form: "answer" as const, result: submission.reply() }, { status: 400 });
  await record({
    action: "answer",
    target: "inquiries",
    subjects: [inquiry.id],
    detail: `status=${submission.value.status}`,
  });
  // The answer is saved first; a mail failure is reported to the admin, never undoes the answer.
  const answered = await answerInquiry(inquiry, submission.value, serviceDeps());
  if (answered.outcome === "too-long") {
    const message = answerTooLongMessage(answered.budget, answered.bytes);
    const result = submission.reply({ fieldErrors: { response: [message] } });
    return data({ form: "answer" as const, result }, { status: 400 });
  }
  const notice = ANSWERED_NOTICE[answered.channel][`${answered.sent}`];
  return redirect(`/admin/inquiries/${inquiry.id}?notice=${notice}`);
}

export default function AdminInquiry() {
  const { inquiry, notice, answerRoute } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <Link to="/admin/inquiries" className="text-sm text-brand-700 hover:underline">
        ← 문의 목록
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">
        {inquiryLabel(inquiry.sequenceNumber)} {inquiry.title}
      </h1>
      {notice ? <Notice message={notice.message} tone={notice.tone} /> : null}
      {inquiry.answerUndeliveredAt ? (
        <p
          data-testid="answer-undelivered"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          답변 문자가 전달되지 않았습니다({formatSeoulDateTime(inquiry.answerUndeliveredAt)}). 남긴
          번호({inquiry.phone})로 전화해주세요.
        </p>
      ) : null}
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
        <dd>{inquiry.email || "-"}</dd>
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
        <InquiryAnswerForm
          route={answerRoute}
          response={inquiry.response}
          lastResult={actionData?.form === "answer" ? actionData.result : undefined}
        />
      </SectionCard>

      <ConfirmDeleteSection
        id="inquiry-delete"
        title="문의 삭제"
        consent="이 문의를 삭제하는 데 동의합니다. (되돌릴 수 없습니다)"
      />
    </div>
  );
}

export const meta: MetaFunction = () => adminPageMeta("문의 상세");

export const ErrorBoundary = adminErrorBoundary("/admin/inquiries", "문의 목록으로");
