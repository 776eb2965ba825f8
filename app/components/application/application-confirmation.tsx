import type { ApplicationReceipt } from "~/components/application/send-application";
import { formatApplicationNumber } from "~/domain/application-number";
import { receiptWording } from "~/domain/application-receipt";
import { GuestLookupNote } from "~/components/application/guest-lookup-note";

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
  const wording = receiptWording(receipt.status, receipt.waitingPlace, receipt.emailGiven);
  return (
    <div
      className="pointer-events-auto w-full max-w-md rounded-2xl border border-brand-200 bg-white p-5 shadow-2xl"
      data-testid="application-confirmation"
    >
      <p className="text-base font-bold text-brand-800">{wording.title}</p>
      <p className="mt-1 text-sm text-ink">
        신청번호 <strong className="font-bold">{formatApplicationNumber(receipt.number)}</strong> ·{" "}
        {receipt.programTitle}
      </p>
      {receipt.termsLine ? (
        <p className="mt-1 text-sm text-ink" data-testid="receipt-terms">
          {receipt.termsLine}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-muted">{wording.body}</p>
      {receipt.lateNote ? (
        <p className="mt-1 text-sm font-medium text-amber-800">{receipt.lateNote}</p>
      ) : null}
      {receipt.guest ? <GuestLookupNote code={receipt.lookupCode} /> : null}
      <button type="button" onClick={onDismiss} className="btn-secondary mt-3 px-4 py-1.5">
        확인
      </button>
    </div>
  );
}
