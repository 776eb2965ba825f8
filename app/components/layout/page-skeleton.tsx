/** Shown in place of the page while the next one loads after a navigation (decision 025). */
export function PageSkeleton() {
  return (
    <div
      data-testid="page-skeleton"
      role="status"
      aria-live="polite"
      className="container-page py-12"
    >
      <span className="sr-only">페이지를 불러오는 중입니다…</span>
      <div aria-hidden="true">
        <div className="skeleton h-8 w-2/5" />
        <div className="skeleton mt-4 h-4 w-3/5" />
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-3">
              <div className="skeleton aspect-[4/3] w-full" />
              <div className="skeleton h-5 w-4/5" />
              <div className="skeleton h-4 w-3/5" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export function CardRowSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="space-y-3">
          <div className="skeleton aspect-[4/3] w-full" />
          <div className="skeleton h-5 w-4/5" />
          <div className="skeleton h-4 w-3/5" />
        </div>
      ))}
    </div>
  );
}
