/** The coloured band at the top of each content page with its h1. */
export function PageHeader({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 sm:py-16">
        {eyebrow && eyebrow !== title && (
          <p className="text-sm font-bold tracking-wide text-brand-600">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {title}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
