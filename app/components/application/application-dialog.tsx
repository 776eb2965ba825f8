// The application dialog '프로그램 신청' (requirements §3): a modal with a focus trap,
// Escape and overlay-click close, the class selector, the applicant form (Conform + the shared
// zod schema, no native validation) and a JSON post to /api/applications.
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useId, useRef, useState } from "react";
import {
  ApplicantFieldset,
  useEditedSinceSubmit,
  visibleError,
} from "~/components/application/application-fields";
import type { CatalogueProgram } from "~/components/application/catalogue";
import { ProgramSelector } from "~/components/application/program-selector";
import {
  sendApplication,
  type ApplicationReceipt,
} from "~/components/application/send-application";
import { useFocusTrap } from "~/components/application/use-focus-trap";
import { applicationFormSchema, newIdempotencyKey } from "~/domain/application";
import { ApplicationSubmit, generalMessage } from "~/components/application/application-submit";
import { ClassFactList } from "~/components/application/class-fact-list";
import { HoneypotField } from "~/components/ui/honeypot-field";

// The confirmation follows a dialog, so it travels in the dialog's chunk.
export { ApplicationConfirmation } from "~/components/application/application-confirmation";

/** A signed-in member's saved details; `phone` once the dialog has asked for it (resources.applicant). */
export type ApplicantDefaults = { name: string; email: string; phone?: string };

export function ApplicationDialog({
  catalogue,
  initialProgramId,
  applicant,
  onClose,
  onSubmitted,
}: {
  catalogue: readonly CatalogueProgram[];
  initialProgramId: number | null;
  applicant: ApplicantDefaults | null;
  onClose: () => void;
  onSubmitted: (receipt: ApplicationReceipt) => void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const pressedOnOverlay = useRef(false);
  const initial = catalogue.find((p) => p.id === initialProgramId) ?? null;
  const [program, setProgram] = useState<CatalogueProgram | null>(
    initial && !initial.isClosed ? initial : null,
  );
  const [selectorOpen, setSelectorOpen] = useState(program === null);
  const [busy, setBusy] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string[]>>>({});
  const idempotencyKey = useRef(newIdempotencyKey());
  const { edited, markEdited, resetEdited } = useEditedSinceSubmit();

  useFocusTrap(dialogRef, onClose);

  const [form, fields] = useForm({
    id: "application-dialog",
    defaultValue: applicant
      ? { name: applicant.name, email: applicant.email, phone: applicant.phone ?? "" }
      : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: applicationFormSchema, disableAutoCoercion: true }),
    onSubmit: async (event, { formData }) => {
      event.preventDefault();
      setBusy(true);
      try {
        // The API records the consent only when it is sent (decision 031's payload has no such
        // field).
        const values = {
          ...Object.fromEntries(formData),
          consent: formData.get("consent") === "on",
          ageConfirm: formData.get("ageConfirm") === "on",
        };
        const result = await sendApplication(values, idempotencyKey.current);
        if (result.ok) {
          // The schema trims the address: spaces alone are no address, so no mail is promised.
          const email = formData.get("email");
          onSubmitted({
            ...result.receipt,
            emailGiven: typeof email === "string" && email.trim() !== "",
            termsLine: program?.termsLine ?? null,
            lateNote: program?.lateNote ?? null,
          });
          onClose();
          return;
        }
        setServerMessage(result.message);
        setServerErrors(result.errors ?? {});
      } finally {
        setBusy(false);
      }
    },
  });

  // A full class takes the application as 대기: the dialog says so before it is sent.
  const waitlist = program?.waitlist ?? false;
  const programError = visibleError(fields.programId, edited, serverErrors);
  const message = generalMessage(fields, edited, serverMessage, serverErrors);

  // The key names one submission: a retry or double tap of the same content reuses it, an edit
  // makes a new one (so an edited form is never refused as a reused key).
  const contentChanged = () => {
    idempotencyKey.current = newIdempotencyKey();
  };

  const choose = (chosen: CatalogueProgram) => {
    contentChanged();
    setProgram(chosen);
    setSelectorOpen(false);
    markEdited(fields.programId.name);
  };

  useEffect(() => {
    if (!selectorOpen) return;
    searchRef.current?.focus();
  }, [selectorOpen]);

  return (
    <div
      className="fixed inset-0 z-[100] flex items-end justify-center bg-black/50 p-0 sm:items-center sm:p-4"
      onMouseDown={(event) => {
        pressedOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a click that starts and ends on the overlay closes (not a text selection dragged out).
        if (event.target === event.currentTarget && pressedOnOverlay.current) onClose();
        pressedOnOverlay.current = false;
      }}
      data-testid="application-overlay"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex max-h-[92dvh] w-full max-w-lg flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {waitlist ? "프로그램 대기 신청" : "프로그램 신청"}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="닫기"
            className="rounded-full p-2 text-muted hover:bg-slate-100 hover:text-ink"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <div className="overflow-y-auto px-5 py-4">
          {initial?.isClosed && !program ? (
            <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              ‘{initial.title}’ 프로그램은 지금 신청할 수 없습니다 · {initial.closedLabel ?? "마감"}
              . 다른 프로그램을 선택해주세요.
            </p>
          ) : null}

          {selectorOpen ? (
            <section aria-label="프로그램 선택" className="mb-5">
              <ProgramSelector
                programs={catalogue}
                selectedId={program?.id ?? null}
                onSelect={choose}
                searchRef={searchRef}
              />
            </section>
          ) : program ? (
            <div className="mb-5 flex items-start justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
              <div>
                <p className="text-xs font-semibold text-brand-700">선택한 프로그램</p>
                <p className="font-bold text-ink" data-testid="selected-program">
                  {program.title}
                </p>
                <ClassFactList facts={program.facts} schedule={program.schedule} />
                {waitlist ? (
                  <p className="mt-1 text-sm font-medium text-amber-800">
                    정원이 모두 찼습니다. 지금 신청하시면 대기 순번을 받고, 자리가 나면 이메일로
                    (이메일이 없으면 전화로) 알려드립니다.
                  </p>
                ) : null}
                {program.lateNote ? (
                  <p className="mt-1 text-sm font-medium text-amber-800" data-testid="late-note">
                    {program.lateNote}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => setSelectorOpen(true)}
                className="btn-secondary shrink-0 px-4 py-1.5"
              >
                변경
              </button>
            </div>
          ) : null}
          {programError ? (
            <p
              id={fields.programId.errorId}
              className="-mt-3 mb-4 text-sm font-medium text-red-600"
            >
              {programError}
            </p>
          ) : null}

          <form
            id={form.id}
            noValidate
            onSubmit={(event) => {
              resetEdited();
              setServerMessage(null);
              setServerErrors({});
              form.onSubmit(event);
            }}
            aria-busy={busy}
          >
            <input
              type="hidden"
              name={fields.programId.name}
              value={program ? String(program.id) : ""}
            />
            <input type="hidden" name={fields.programTitle.name} value={program?.title ?? ""} />
            <HoneypotField />
            <ApplicantFieldset
              fields={fields}
              edited={edited}
              serverErrors={serverErrors}
              onEdit={(name) => {
                contentChanged();
                markEdited(name);
                setServerMessage(null);
              }}
            />
            <ApplicationSubmit
              message={message}
              busy={busy}
              label={waitlist ? "대기 신청하기" : "신청하기"}
              inDialog
            />
          </form>
        </div>
      </div>
    </div>
  );
}
