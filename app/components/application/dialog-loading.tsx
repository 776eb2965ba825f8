// The overlay shown while the application dialog's code or class list is on its way (the
// provider's Suspense fallback and the dialog's own wait for the list).
export function DialogLoading() {
  return (
    <div
      className="fixed inset-0 z-[100] flex items-center justify-center bg-black/50"
      role="status"
    >
      <span className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-ink shadow">
        신청서를 여는 중...
      </span>
    </div>
  );
}
