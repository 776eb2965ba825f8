import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { signedOutRedirect } from "~/backends/app.server";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";

// A GET must not sign anyone out (links and prefetches would); it just goes home.
export async function loader(_: LoaderFunctionArgs) {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  return signedOutRedirect(request, "/", { message: ACCOUNT_MESSAGES.loggedOut, kind: "info" });
}
