import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { signedOutRedirect } from "~/accounts/session.server";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { toastHeader } from "~/toast.server";

// A GET must not sign anyone out (links and prefetches would); it just goes home.
export async function loader(_: LoaderFunctionArgs) {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  return signedOutRedirect(request, "/", {
    "Set-Cookie": await toastHeader(ACCOUNT_MESSAGES.loggedOut, "info"),
  });
}
