// A collection notice (개인정보 수집·이용 안내: items, purpose, retention, the right to refuse)
// with its required consent checkbox. The notice text lives in domain/privacy-notice.ts; the
// checkbox's props come from the form (Conform or plain), so every form keeps its own wiring.
import { Link } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldError } from "~/components/ui/forms";
import { RequiredCheckbox } from "~/components/ui/required-checkbox";
import type { PrivacyNotice } from "~/domain/privacy-notice";

export function PrivacyConsent({
  notice,
  input,
  label = "위 내용을 확인했으며 개인정보 수집·이용에 동의합니다.",
  error,
  errorId,
  className = "",
}: {
  notice: PrivacyNotice;
  /** The checkbox's own props: id, name, defaultChecked, aria-* from the form library. */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  label?: ReactNode;
  error?: string | undefined;
  errorId: string;
  className?: string;
}) {
  const noticeId = `${input.id}-notice`;
  return (
    <div className={`rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm ${className}`}>
      <div id={noticeId}>
        <p className="font-semibold text-ink">개인정보 수집·이용 안내</p>
        <dl className="mt-2 grid gap-1.5 text-ink">
          <NoticeRow term="수집 항목">{notice.items}</NoticeRow>
          <NoticeRow term="수집·이용 목적">{notice.purpose}</NoticeRow>
          <NoticeRow term="보유 기간">{notice.retention}</NoticeRow>
        </dl>
        <p className="mt-2 text-muted">
          {notice.refusal}{" "}
          <Link
            to="/privacy"
            target="_blank"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            개인정보처리방침 보기
          </Link>
        </p>
      </div>
      <RequiredCheckbox {...{ input, label, error, errorId }} describedBy={noticeId} />
      <FieldError id={errorId} errors={error} reserveSpace={false} className="pl-6" />
    </div>
  );
}

function NoticeRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-[7rem_1fr]">
      <dt className="font-semibold text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
