// The privacy policy's 보유 및 이용 기간 (the `retentionPeriods` block of a CMS page): built from
// the same numbers the retention job enforces (~/domain/retention, decision 209), never typed by
// hand, so what the policy promises and what the job does cannot drift apart.
import { RETENTION_POLICY, RETENTION_POLICY_NOTE } from "~/domain/retention";

export function RetentionPeriods({ caption }: { caption?: string }) {
  return (
    <div className="my-4" data-retention-periods="">
      {caption && <p className="mb-2">{caption}</p>}
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {RETENTION_POLICY.map((row) => (
          <div key={row.record} className="px-4 py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold text-slate-900">{row.record}</dt>
            <dd className="mt-1 sm:mt-0">
              <span className="text-slate-900">{row.period}</span>
              {row.detail && (
                <span className="mt-1 block text-sm text-slate-600">{row.detail}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">{RETENTION_POLICY_NOTE}</p>
    </div>
  );
}
