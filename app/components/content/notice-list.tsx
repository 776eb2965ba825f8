import { Link } from "@remix-run/react";
import type { NoticeSummary } from "~/content/types";

/** Notice titles with their dates, pinned ones marked; the board and the home page share it. */
export function NoticeList({
  notices,
  compact = false,
}: {
  notices: NoticeSummary[];
  compact?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {notices.map((notice) => (
        <li key={notice.id}>
          <Link
            to={`/notices/${notice.id}`}
            className={`flex items-center gap-3 hover:bg-slate-50 ${compact ? "px-1 py-3" : "px-2 py-4"}`}
          >
            {notice.pinned && <PinnedBadge />}
            {notice.scheduledFor && <ScheduledBadge at={notice.scheduledFor} />}
            <span className="min-w-0 flex-1 truncate font-semibold text-ink">{notice.title}</span>
            <time dateTime={notice.day} className="shrink-0 text-sm text-muted">
              {notice.dateLabel}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The Studio's preview only: this notice appears to visitors at `at` (Seoul time). */
export function ScheduledBadge({ at }: { at: string }) {
  return (
    <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
      예약 게시 {at}
    </span>
  );
}

export function PinnedBadge() {
  return (
    <span className="shrink-0 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-700">
      중요
    </span>
  );
}
