// The end of both application forms (the dialog and the no-JS /apply page): the general message
// above the button, and the button itself.
import { APPLICATION_MESSAGES } from "~/domain/application";
import { visibleError } from "~/components/application/application-fields";

/** Every field of the form whose error may show (the class and the applicant's fields). */
const FORM_FIELDS = [
  "programId",
  "name",
  "phone",
  "email",
  "preferredTime",
  "companions",
  "message",
  "consent",
  "ageConfirm",
] as const;

type ShownField = { name: string; errors?: string[] | undefined };

/** The form's message: the server's, else a general one while any field shows its error. */
export function generalMessage(
  fields: Record<(typeof FORM_FIELDS)[number], ShownField>,
  edited: ReadonlySet<string>,
  message: string | null | undefined,
  serverErrors?: Partial<Record<string, string[]>>,
): string | null {
  if (message) return message;
  const shown = FORM_FIELDS.some((name) => visibleError(fields[name], edited, serverErrors));
  return shown ? APPLICATION_MESSAGES.invalid : null;
}

export function ApplicationSubmit({
  message,
  busy,
  label,
  inDialog = false,
}: {
  message: string | null;
  busy: boolean;
  label: string;
  /** The dialog spaces its own lines; the page's grid spaces them for it. */
  inDialog?: boolean;
}) {
  return (
    <>
      {message ? (
        <p
          role="alert"
          className={`${inDialog ? "mt-4 " : ""}rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700`}
        >
          {message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className={`btn-primary ${inDialog ? "mt-5 " : ""}w-full py-3 text-base disabled:opacity-60`}
      >
        {busy ? "처리중..." : label}
      </button>
    </>
  );
}
