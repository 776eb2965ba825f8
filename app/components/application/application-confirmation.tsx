import type { ApplicationReceipt } from "~/components/application/send-application";
import { formatApplicationNumber } from "~/domain/application-number";

/**
 * The confirmation after a successful application, dismissed by the visitor. It is shown inside
 * the provider's polite live region; its code comes with the dialog's (it only follows a dialog).
 */
export function ApplicationConfirmation({
  receipt,
  onDismiss,
}: {
  receipt: ApplicationReceipt;
  onDismiss: () => void;
}) {
  return (
    <div
      className="pointer-events-auto w-full max-w-md rounded-2xl border border-brand-200 bg-white p-5 shadow-2xl"
      data-testid="application-confirmation"
    >
      <p className="text-base font-bold text-brand-800">신청이 접수되었습니다.</p>
      <p className="mt-1 text-sm text-ink">
        신청번호 <strong className="font-bold">{formatApplicationNumber(receipt.number)}</strong> ·{" "}
        {receipt.programTitle}
      </p>
      <p className="mt-2 text-sm text-muted">
        담당자가 확인한 뒤 입력하신 전화번호로 수업 일정과 준비물을 안내해 드립니다. 문의하실 때
        신청번호를 알려주세요.
      </p>
      <button type="button" onClick={onDismiss} className="btn-secondary mt-3 px-4 py-1.5">
        확인
      </button>
    </div>
  );
}
