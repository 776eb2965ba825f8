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

export function CatalogueDialog(props: {
  initialProgramId: number | null;
  applicant: ApplicantDefaults | null;
  onClose: () => void;
  onSubmitted: (receipt: ApplicationReceipt) => void;
}) {
  const [catalogue, setCatalogue] = useState<readonly CatalogueProgram[] | null>(null);
  const { initialProgramId } = props;
  useEffect(() => {
    let current = true;
    takeCatalogue().then(
      (programs) => current && setCatalogue(programs),
      () => {
        if (!current) return;
        const query = initialProgramId === null ? "" : `?program=${initialProgramId}`;
        window.location.assign(`/apply${query}`);
      },
    );
    return () => {
      current = false;
    };
  }, [initialProgramId]);
  return catalogue ? <ApplicationDialog catalogue={catalogue} {...props} /> : <DialogLoading />;
}
