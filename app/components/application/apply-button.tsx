import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  preloadApplicationDialog,
  useApplicationDialog,
} from "~/components/application/application-dialog-provider";

/**
 * '수강신청': a link to the /apply page without JavaScript; once the page is interactive, a
 * button that opens the application dialog (with the class preselected when programId is given).
 */
export function ApplyButton({
  programId,
  className,
  children = "수강신청",
  onOpen,
}: {
  programId?: number;
  className?: string;
  children?: React.ReactNode;
  /** Called after the dialog opened (e.g. to close the mobile menu). */
  onOpen?: () => void;
}) {
  const dialog = useApplicationDialog();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (hydrated && dialog) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={preloadApplicationDialog}
        onFocus={preloadApplicationDialog}
        onClick={() => {
          dialog.openApplication(programId);
          onOpen?.();
        }}
      >
        {children}
      </button>
    );
  }
  return (
    <Link to={programId ? `/apply?program=${programId}` : "/apply"} className={className}>
      {children}
    </Link>
  );
}
