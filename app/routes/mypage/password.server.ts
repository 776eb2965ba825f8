// My page's password form (intent "password"): the current password proven, a new one set, every
// session ended and the member sent to sign in again.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { checkPassword, getAccountsService, signedOutRedirect } from "~/backends/app.server";
import { authFailure, failureLimited } from "~/accounts/action-helpers.server";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { changePasswordSchema } from "~/domain/my-page-forms";
import type { SessionUser } from "~/domain/session-user";

const HIDDEN = ["currentPassword", "password", "passwordConfirm"];

export async function changePassword(
  request: Request,
  clientAddress: string,
  user: SessionUser,
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return data(
      {
        intent: "password" as const,
        result: submission.reply({ hideFields: HIDDEN }),
        saved: false,
      },
      { status: 400 },
    );
  }
  // Checking the current password is a password guess like a login: the same limits.
  try {
    const checked = await checkPassword(request, clientAddress, user.email, () =>
      getAccountsService().changePassword(
        user.uid,
        submission.value.currentPassword,
        submission.value.password,
      ),
    );
    if (checked.refused) {
      const limited = failureLimited(checked.retryAfterSeconds, submission, HIDDEN);
      return data(
        { intent: "password" as const, result: limited.data.result, saved: false },
        limited.init ?? undefined,
      );
    }
  } catch (error) {
    const failure = authFailure(error, submission, HIDDEN, {
      "wrong-password": ACCOUNT_MESSAGES.currentPasswordWrong,
      "invalid-credential": ACCOUNT_MESSAGES.currentPasswordWrong,
    });
    return data(
      { intent: "password" as const, result: failure.data.result, saved: false },
      failure.init ?? undefined,
    );
  }
  return signedOutRedirect(request, "/login?redirectTo=%2Fmypage", {
    message: ACCOUNT_MESSAGES.passwordChanged,
  });
}
