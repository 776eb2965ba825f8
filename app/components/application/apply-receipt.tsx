// The no-JS /apply page after a successful post: the receipt (number, class, what happens next)
// and, for a guest, the 조회 코드 shown once (decision 234).
import { Link } from "@remix-run/react";
import { GuestLookupNote } from "~/components/application/guest-lookup-note";
import { formatApplicationNumber } from "~/domain/application-number";

export type ApplyReceiptView = {
  number: number;
  programTitle: string;
  programId: number;
  title: string;
  body: string;
  termsLine: string | null;
  lateNote: string | null;
  guest: boolean;
  lookupCode: string | null;
};

export function ApplyReceipt({ receipt }: { receipt: ApplyReceiptView }) {
  return (
    <div className="container-page max-w-2xl py-12">
      <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <h1 className="text-2xl font-bold text-brand-900">{receipt.title}</h1>
        <p className="mt-3 text-ink">
          신청번호 <strong>{formatApplicationNumber(receipt.number)}</strong> ·{" "}
          {receipt.programTitle}
        </p>
        {receipt.termsLine ? <p className="mt-1 text-ink">{receipt.termsLine}</p> : null}
        <p className="mt-2 text-muted">{receipt.body}</p>
        {receipt.lateNote ? (
          <p className="mt-1 text-sm font-medium text-amber-800">{receipt.lateNote}</p>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={`/program/${receipt.programId}`} className="btn-secondary">
            프로그램 보기
          </Link>
          <Link to="/apply" className="btn-primary">
            다른 프로그램 신청
          </Link>
        </div>
        {receipt.guest ? <GuestLookupNote code={receipt.lookupCode} /> : null}
      </div>
    </div>
  );
}
