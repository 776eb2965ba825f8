// Not nested under mypage/route.tsx (the trailing "_"): the member's signed-in devices on their
// own page, and the action my page's session forms post to.
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  getAccountsService,
  getCurrentSession,
  requireUser,
  signedOutRedirect,
} from "~/backends/app.server";
import { mySessions } from "~/accounts/my-sessions.server";
import { MySessions } from "~/components/auth/mypage-sessions";
import { SESSION_MESSAGES } from "~/domain/sessions";
import { redirectWithToast } from "~/toast.server";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end"), sessionId: z.string().trim().min(1).max(100) }),
  z.object({ intent: z.literal("end-all") }),
]);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    sessions: await mySessions(getAccountsService(), await getCurrentSession(request), user.uid),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const parsed = schema.safeParse({
    intent: form.get("intent"),
    sessionId: form.get("sessionId") ?? undefined,
  });
  if (!parsed.success) return data({ message: SESSION_MESSAGES.badRequest }, { status: 400 });
  const accounts = getAccountsService();

  if (parsed.data.intent === "end-all") {
    await accounts.endAllSessions(user.uid);
    return signedOutRedirect(request, "/login", {
      message: SESSION_MESSAGES.endedAll,
      kind: "info",
    });
  }

  const current = await getCurrentSession(request);
  if (current?.session.id === parsed.data.sessionId) {
    return signedOutRedirect(request, "/", {
      message: SESSION_MESSAGES.endedCurrent,
      kind: "info",
    });
  }
  // Only the member's own sessions can be ended: another member's id is "not found".
  if (!(await accounts.endOwnSession(user.uid, parsed.data.sessionId))) {
    return data({ message: SESSION_MESSAGES.notFound }, { status: 404 });
  }
  return redirectWithToast(request, "/mypage", { message: SESSION_MESSAGES.ended, kind: "info" });
}

export default function MySessionsPage() {
  const { sessions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="container-page space-y-6 py-10">
      <h1 className="text-2xl font-bold text-ink">로그인된 기기 관리</h1>
      {actionData?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {actionData.message}
        </p>
      ) : null}
      <MySessions items={sessions} />
      <Link to="/mypage" className="inline-block text-sm underline">
        마이페이지로 돌아가기
      </Link>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "로그인된 기기 | 청라 문화교육센터" }];
