// Who is signed in, for a page that came from the page cache (decision 233): a member is given the
// page every visitor gets, and the header asks here for its menu after hydration, when the browser
// remembers a sign-in. The same fields the root loader gives a rendered page; never cached.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "~/backends/app.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  return Response.json({ user }, { headers: { "Cache-Control": "private, no-store" } });
}
