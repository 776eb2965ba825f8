// My page's 회원 탈퇴 form (intent "delete"): the account deleted and the member signed out,
// unless it is the administrator the site cannot lose (409 with the reason).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { getAccountsService, signedOutRedirect } from "~/backends/app.server";
import { RefusedDeletionError } from "~/accounts/service.server";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { deleteAccountSchema } from "~/domain/my-page-forms";
import type { SessionUser } from "~/domain/session-user";

export async function deleteAccount(request: Request, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  if (submission.status !== "success") {
    return data(
      { intent: "delete" as const, result: submission.reply(), saved: false },
      { status: 400 },
    );
  }
  try {
    await getAccountsService().deleteAccount(user.uid);
  } catch (error) {
    if (!(error instanceof RefusedDeletionError)) throw error;
    return data(
      {
        intent: "delete" as const,
        result: submission.reply({ formErrors: [error.userMessage] }),
        saved: false,
      },
      { status: 409 },
    );
  }
  return signedOutRedirect(request, "/", {
    message: ACCOUNT_MESSAGES.accountDeleted,
    kind: "info",
  });
}
