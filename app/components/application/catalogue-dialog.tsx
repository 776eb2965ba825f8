// The dialog with its class list: the list is requested as soon as the dialog's code loads
// (ApplyButton preloads it on hover or focus), again for each later opening. Should it not come,
// the visitor is taken to /apply, the same form as a page.
import { useEffect, useState } from "react";
import {
  ApplicationDialog,
  type ApplicantDefaults,
} from "~/components/application/application-dialog";
import { DialogLoading } from "~/components/application/dialog-loading";
import type { CatalogueProgram } from "~/components/application/catalogue";
import type { ApplicationReceipt } from "~/components/application/send-application";

export { ApplicationConfirmation } from "~/components/application/application-dialog";

async function requestCatalogue(): Promise<CatalogueProgram[]> {
  const response = await fetch("/resources/application-catalogue");
  if (!response.ok) throw new Error(`catalogue: ${response.status}`);
  return ((await response.json()) as { programs: CatalogueProgram[] }).programs;
}

let preloaded: Promise<CatalogueProgram[]> | undefined =
  typeof window === "undefined" ? undefined : requestCatalogue();
preloaded?.catch(() => {}); // an opening asks again

function takeCatalogue() {
  const request = preloaded ?? requestCatalogue();
  preloaded = undefined;
  return request;
}

/**
 * A signed-in member's saved details with the phone, which pages do not carry; what the page
 * knew (name, e-mail) when the answer does not come.
 */
async function requestApplicant(
  known: ApplicantDefaults | null,
): Promise<ApplicantDefaults | null> {
  try {
    const response = await fetch("/resources/applicant");
    if (!response.ok) return known;
    const { applicant } = (await response.json()) as { applicant: ApplicantDefaults | null };
    return applicant ?? known;
  } catch {
    return known;
  }
}

export function CatalogueDialog(props: {
  initialProgramId: number | null;
  applicant: ApplicantDefaults | null;
  onClose: () => void;
  onSubmitted: (receipt: ApplicationReceipt) => void;
}) {
  const [catalogue, setCatalogue] = useState<readonly CatalogueProgram[] | null>(null);
  const [applicant, setApplicant] = useState<ApplicantDefaults | null>(null);
  const { initialProgramId } = props;
  // Primitives, so the root's fresh object on each render does not ask again.
  const knownName = props.applicant?.name;
  const knownEmail = props.applicant?.email;
  useEffect(() => {
    let current = true;
    // The form takes its first values once, so it waits for the member's details too.
    const known = knownName === undefined ? null : { name: knownName, email: knownEmail ?? "" };
    // A member given a cached page may open the dialog before the header's viewer answered: the
    // browser's sign-in hint (the class use-viewer.ts puts on <html>) asks too (decision 233).
    const member = known ?? document.documentElement.classList.contains("signed-in");
    Promise.all([takeCatalogue(), member ? requestApplicant(known) : null]).then(
      ([programs, details]) => {
        if (!current) return;
        setApplicant(details);
        setCatalogue(programs);
      },
      () => {
        if (!current) return;
        const query = initialProgramId === null ? "" : `?program=${initialProgramId}`;
        window.location.assign(`/apply${query}`);
      },
    );
    return () => {
      current = false;
    };
  }, [initialProgramId, knownName, knownEmail]);
  return catalogue ? (
    <ApplicationDialog {...props} catalogue={catalogue} applicant={applicant} />
  ) : (
    <DialogLoading />
  );
}
