// The signed-in member's saved name, phone and e-mail, for the application dialog to fill in
// (decision 184). Asked by the dialog's code only when the page says a member is signed in, so the
// phone never travels in every page's data; never cached (it is personal and the member may sign out).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAccountsService, getSessionUser } from "~/backends/app.server";
import { applicantDefaults } from "~/accounts/applicant-defaults.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  return Response.json(
    { applicant: user ? await applicantDefaults(user, getAccountsService()) : null },
    { headers: PRIVATE },
  );
}
