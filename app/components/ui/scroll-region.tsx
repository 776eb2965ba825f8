// A box that scrolls sideways (a wide table on a phone): keyboard users reach it with Tab and
// scroll it with the arrow keys, and screen readers announce it by its label (axe:
// scrollable-region-focusable).
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
