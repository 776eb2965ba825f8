import { Form, Link } from "@remix-run/react";
import { compactFieldClass } from "~/components/ui/forms";

export type CancelConfirmProps = { id: string; label: string; waiting: boolean; lines: string[] };

/**
 * The confirm step of 취소 and 대기 취소 (decision 193): a plain form answered by the action, so
 * it works without JavaScript; focused when it appears so a screen reader reads it first.
 */
export function CancelConfirm({ id, label, waiting, lines }: CancelConfirmProps) {
  const title = waiting ? "대기 취소 확인" : "신청 취소 확인";
  return (
    <section
      role="alertdialog"
      aria-labelledby="cancel-confirm-title"
      aria-describedby="cancel-confirm-lines"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
      tabIndex={-1}
      ref={(node) => node?.focus()}
    >
      <h2 id="cancel-confirm-title" className="font-bold text-amber-900">
        {title}: {label}
      </h2>
      <ul id="cancel-confirm-lines" className="mt-2 list-disc pl-5 text-sm text-ink">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="status" value="취소" />
        <input type="hidden" name="confirm" value="yes" />
        <div>
          <label htmlFor="cancel-reason" className="text-sm font-medium">
            취소 사유 (선택)
          </label>
          <input
            id="cancel-reason"
            name="reason"
            maxLength={200}
            className={`mt-1 block ${compactFieldClass}`}
          />
        </div>
        <button type="submit" className="btn-primary">
          {waiting ? "대기 취소하기" : "취소하기"}
        </button>
        <Link to="." className="btn-secondary">
          돌아가기
        </Link>
      </Form>
    </section>
  );
}
