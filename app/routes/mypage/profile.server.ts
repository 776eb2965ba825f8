// My page's profile form (intent "profile"): the member's name, phone and interests (주소 and
// 생년월일 are not collected: decision 248).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { getAccountsService } from "~/backends/app.server";
import { profileSchema } from "~/domain/my-page-forms";
import type { SessionUser } from "~/domain/session-user";

export async function saveProfile(user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") {
    return data(
      { intent: "profile" as const, result: submission.reply(), saved: false },
      { status: 400 },
    );
  }
  const { intent: _intent, ...changes } = submission.value;
  await getAccountsService().updateProfile(user.uid, changes);
  return { intent: "profile" as const, result: submission.reply(), saved: true };
}
