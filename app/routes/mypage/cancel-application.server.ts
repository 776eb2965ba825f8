// My page's 신청 취소 button (intent "cancel-application"): the member cancels one of their own
// applications before the class's cancel deadline.
import { data } from "@remix-run/node";
import { z } from "zod";
import { getApplicationStore } from "~/backends/app.server";
import { CANCEL_MESSAGES } from "~/domain/cancellation";
import type { SessionUser } from "~/domain/session-user";
import { cancelByApplicant } from "~/services/cancel-application.server";
import { serviceDeps } from "~/backends/app.server";
import { redirectWithToast } from "~/toast.server";

const cancelSchema = z.object({ applicationId: z.string().trim().min(1).max(64) });

export async function cancelApplication(request: Request, user: SessionUser, formData: FormData) {
  const parsed = cancelSchema.safeParse({ applicationId: formData.get("applicationId") });
  const application = parsed.success
    ? await getApplicationStore().get(parsed.data.applicationId)
    : null;
  // Someone else's application answers as if it did not exist.
  if (!application || application.userId !== user.uid)
    return data(
      { intent: "cancel-application" as const, message: CANCEL_MESSAGES.notFound },
      { status: 404 },
    );
  const result = await cancelByApplicant(application, serviceDeps());
  if (result.outcome === "too-late" || result.outcome === "not-found")
    return data(
      {
        intent: "cancel-application" as const,
        message: result.outcome === "too-late" ? CANCEL_MESSAGES.tooLate : CANCEL_MESSAGES.notFound,
      },
      { status: result.outcome === "too-late" ? 409 : 404 },
    );
  return redirectWithToast(request, "/mypage", {
    message: result.outcome === "cancelled" ? CANCEL_MESSAGES.cancelled : CANCEL_MESSAGES.already,
  });
}
