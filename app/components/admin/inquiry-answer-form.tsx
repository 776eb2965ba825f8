// The answer form of 문의 상세: where the answer will go (mail, a text, or a call when texts are
// off), and for a text the size of the answer as staff type it against what one LMS holds
// (decision 286). The server counts the same way and refuses an answer that does not fit.
import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { compactFieldClass, FormAlert, Label } from "~/components/ui/forms";
import { TextareaField } from "~/components/ui/conform-fields";
import { answerFormSchema, DEFAULT_ANSWER_STATUS, INQUIRY_STATUSES } from "~/domain/inquiry";
import { answerBytes, type AnswerChannel } from "~/domain/inquiry-texts";

export type AnswerRoute = {
  channel: AnswerChannel;
  email: string;
  phone: string;
  /** The bytes one LMS leaves for the answer after the greeting. */
  budget: number;
};

const BUTTON: Record<AnswerChannel, string> = {
  mail: "답변 저장 및 메일 발송",
  text: "답변 저장 및 문자 발송",
  call: "답변 저장",
};

export function ChannelNote({ route }: { route: AnswerRoute }) {
  if (route.channel === "mail")
    return <p className="text-sm text-muted">답변은 {route.email} 주소로 메일로 보냅니다.</p>;
  if (route.channel === "text")
    return (
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        이메일 없이 휴대전화 번호만 남긴 문의입니다. 답변은 {route.phone} 번호로 문자(장문 LMS)로
        보내므로 {route.budget.toLocaleString("ko-KR")}바이트(한글 1자 2바이트, 영문·숫자 1바이트)
        안에 써주세요.
      </p>
    );
  return (
    <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {route.phone
        ? `이메일이 없고 문자 발송이 꺼져 있어(SOLAPI 설정 없음) 답변이 자동으로 전달되지 않습니다. 저장한 뒤 ${route.phone} 번호로 전화해 알려주세요.`
        : "이메일도 휴대전화 번호도 없는 문의라 답변이 자동으로 전달되지 않습니다."}
    </p>
  );
}

export function ByteCount({ bytes, budget }: { bytes: number; budget: number }) {
  const over = bytes > budget;
  return (
    <p className={`-mt-2 text-sm ${over ? "font-semibold text-red-700" : "text-muted"}`}>
      <span data-testid="answer-bytes">
        {bytes.toLocaleString("ko-KR")} / {budget.toLocaleString("ko-KR")}바이트
      </span>
      <span role="status">
        {over ? ` · ${(bytes - budget).toLocaleString("ko-KR")}바이트 줄여야 보낼 수 있습니다` : ""}
      </span>
    </p>
  );
}

export function InquiryAnswerForm({
  route,
  response,
  lastResult,
}: {
  route: AnswerRoute;
  /** The answer saved before, if any. */
  response: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "inquiry-answer",
    lastResult,
    defaultValue: { response: response ?? "", status: DEFAULT_ANSWER_STATUS },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: answerFormSchema }),
  });
  const shown = fields.response.initialValue;
  const [bytes, setBytes] = useState(() => answerBytes(typeof shown === "string" ? shown : ""));
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
      <FormAlert errors={form.errors} id={form.errorId} />
      <ChannelNote route={route} />
      <input type="hidden" name="intent" value="answer" />
      <TextareaField
        field={fields.response}
        label="답변 내용"
        rows={8}
        onInput={(event) => setBytes(answerBytes(event.currentTarget.value))}
      />
      {route.channel === "text" ? <ByteCount bytes={bytes} budget={route.budget} /> : null}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={fields.status.id}>저장 후 상태</Label>
          <select {...getSelectProps(fields.status)} className={`mt-1 block ${compactFieldClass}`}>
            {INQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "저장 중..." : BUTTON[route.channel]}
        </button>
      </div>
    </Form>
  );
}
