// What the guest's ways to an application show (the mailed cancel link and 신청 조회): the
// application's facts, the line above them and the cancel form's close (the deadline, the warning,
// the button).
import { Form } from "@remix-run/react";
import { HiddenFields } from "~/components/ui/forms";
import type { GuestNotice } from "~/domain/cancellation";

export type ApplicationFactsView = {
  number: string;
  programTitle: string;
  name: string;
  createdAt: string;
  status: string;
};

export function ApplicationFacts({
  application,
  statusTestId,
}: {
  application: ApplicationFactsView;
  statusTestId?: string;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">신청번호</dt>
      <dd className="font-semibold">{application.number}</dd>
      <dt className="text-muted">프로그램</dt>
      <dd>{application.programTitle}</dd>
      <dt className="text-muted">신청자</dt>
      <dd>{application.name}</dd>
      <dt className="text-muted">신청일시</dt>
      <dd>{application.createdAt}</dd>
      <dt className="text-muted">상태</dt>
      <dd data-testid={statusTestId}>{application.status}</dd>
    </dl>
  );
}

/** What came of the guest's last step (a cancel, a sent code), announced as status or alert. */
export function Notice({ notice }: { notice: GuestNotice }) {
  return (
    <p
      role={notice.ok ? "status" : "alert"}
      className={`mb-3 text-sm font-semibold ${notice.ok ? "text-green-800" : "text-red-800"}`}
    >
      {notice.message}
    </p>
  );
}

/** The cancel form: what proves the guest (posted as it is), the deadline, the warning, the button. */
export function CancelForm({
  proof,
  deadlineNote,
  busy,
  className,
  buttonClassName,
}: {
  proof: Record<string, string | number>;
  deadlineNote: string | null;
  busy: boolean;
  className: string;
  buttonClassName: string;
}) {
  return (
    <Form method="post" className={className}>
      <HiddenFields values={proof} />
      {deadlineNote ? <p className="text-sm text-muted">{deadlineNote}</p> : null}
      <p className="mt-1 text-sm text-ink">취소한 뒤에는 되돌릴 수 없습니다.</p>
      <button type="submit" className={buttonClassName} disabled={busy}>
        {busy ? "취소하는 중…" : "신청 취소하기"}
      </button>
    </Form>
  );
}
