// The centre's mark: a sun over two waves (Cheongna lies by the sea), drawn for this project.
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#1f6762" />
      <circle cx="24" cy="19" r="7" fill="#f5a742" />
      <path
        d="M8 31c4-4 8-4 12 0s8 4 12 0 6-3 8-1"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path
        d="M8 38c4-4 8-4 12 0s8 4 12 0 6-3 8-1"
        fill="none"
        stroke="#a9d6d0"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
