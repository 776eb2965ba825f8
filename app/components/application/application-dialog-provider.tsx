// Mounted once (root): holds the application dialog and the confirmation, so any ApplyButton
// (nav bar, mobile menu, class page) can open it and the dialog outlives the menu it came from.
// The dialog's code (form library, schema, selector) loads when it is first wanted, not with
// every page: ApplyButton starts the download on hover or focus (preloadApplicationDialog), and
// with it the request for the class list (./catalogue-dialog.tsx).
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ApplicantDefaults } from "~/components/application/application-dialog";
import { DialogLoading } from "~/components/application/dialog-loading";
import type { ApplicationReceipt } from "~/components/application/send-application";

const loadDialog = () => import("~/components/application/catalogue-dialog");
const ApplicationDialog = lazy(() => loadDialog().then((m) => ({ default: m.CatalogueDialog })));
const ApplicationConfirmation = lazy(() =>
  loadDialog().then((m) => ({ default: m.ApplicationConfirmation })),
);

/** Starts loading the dialog's code (no-op once loaded). */
export function preloadApplicationDialog() {
  void loadDialog();
}

type DialogApi = { openApplication: (programId?: number) => void };

const ApplicationDialogContext = createContext<DialogApi | null>(null);

/** Null outside the provider (and during server rendering): ApplyButton then stays a plain link. */
export function useApplicationDialog(): DialogApi | null {
  return useContext(ApplicationDialogContext);
}

export function ApplicationDialogProvider({
  applicant,
  children,
}: {
  /** A signed-in member's name and e-mail, filled in for them (they can still change both). */
  applicant?: ApplicantDefaults | null;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState<{ programId: number | null; session: number } | null>(null);
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const sessions = useRef(0);

  const openApplication = useCallback((programId?: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sessions.current += 1;
    setReceipt(null);
    setOpen({ programId: programId ?? null, session: sessions.current });
  }, []);

  const close = useCallback(() => {
    setOpen(null);
    const target = opener.current;
    // After React removes the dialog, give focus back to what opened it.
    requestAnimationFrame(() => target?.isConnected && target.focus());
  }, []);

  const api = useMemo(() => ({ openApplication }), [openApplication]);

  return (
    <ApplicationDialogContext.Provider value={api}>
      {children}
      {open ? (
        <Suspense fallback={<DialogLoading />}>
          <ApplicationDialog
            key={open.session}
            initialProgramId={open.programId}
            applicant={applicant ?? null}
            onClose={close}
            onSubmitted={setReceipt}
          />
        </Suspense>
      ) : null}
      {/* The live region is always there, so the confirmation put into it is announced. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[110] flex justify-center px-4"
      >
        {receipt ? (
          <Suspense fallback={null}>
            <ApplicationConfirmation receipt={receipt} onDismiss={() => setReceipt(null)} />
          </Suspense>
        ) : null}
      </div>
    </ApplicationDialogContext.Provider>
  );
}
