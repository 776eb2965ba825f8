import { Link } from "@remix-run/react";

// Without JavaScript this is a link to the application page; the dialog enhances it.
export function ApplyButton({
  programId,
  className,
  children = "수강신청",
}: {
  programId?: number;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Link to={programId ? `/apply?program=${programId}` : "/apply"} className={className}>
      {children}
    </Link>
  );
}
