import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { Link } from "@remix-run/react";
import type { PortableTextBlock } from "@portabletext/react";
import { RetentionPeriods } from "~/components/content/retention-periods";

const components: PortableTextComponents = {
  types: {
    retentionPeriods: ({ value }: { value: { caption?: unknown } }) => (
      <RetentionPeriods caption={typeof value.caption === "string" ? value.caption : undefined} />
    ),
  },
  marks: {
    link: ({ value, children }) => {
      const href: string = typeof value?.href === "string" ? value.href : "#";
      if (href.startsWith("/")) return <Link to={href}>{children}</Link>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
  },
};

/** Rich text from the CMS. Page headings are h1, so the body's own headings start at h2. */
export function RichText({
  value,
  className = "",
}: {
  value: PortableTextBlock[];
  className?: string;
}) {
  if (value.length === 0) return null;
  return (
    <div className={`prose-body ${className}`}>
      <PortableText value={value} components={components} />
    </div>
  );
}
