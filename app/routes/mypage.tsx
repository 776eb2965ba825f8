import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { authFailure, failureLimited } from "~/accounts/action-helpers.server";
import { getAccounts } from "~/accounts/accounts.server";
import { requireUser } from "~/accounts/guards.server";
import { checkPassword, passwordAttemptOf } from "~/accounts/login-limits.server";
import { mySessions } from "~/accounts/my-sessions.server";
import { resendVerificationMail } from "~/accounts/resend-verification.server";
import { RefusedDeletionError } from "~/accounts/service.server";
import { signedOutRedirect } from "~/accounts/session.server";
import { ChangePasswordForm, ProfileForm } from "~/components/auth/mypage-forms";
import { DeleteAccountForm } from "~/components/auth/mypage-leave";
import { MyDataDownload } from "~/components/auth/mypage-my-data";
import { MyApplications, MyInquiries } from "~/components/auth/mypage-records";
import { MySessions } from "~/components/auth/mypage-sessions";
import { VerifyEmailBanner } from "~/components/auth/verify-email-banner";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "~/domain/my-page-forms";
import { getApplicationRecords } from "~/backends/applications.server";
import { getPrograms } from "~/content/content.server";
import { CANCELLED_STATUS, formatApplicationNumber, statusLabel } from "~/domain/application";
import {
  applicantMayCancel,
  cancelDeadline,
  cancelDeadlineNote,
  CANCEL_MESSAGES,
} from "~/domain/cancellation";
import { cancelByApplicant } from "~/services/cancel-application.server";
import { serviceDeps } from "~/services/deps.server";
import { waitingPlaces } from "~/services/waiting-places.server";
import { getInquiryRecords } from "~/backends/inquiries.server";
import { MEMBER_INQUIRY_LIMIT } from "~/records/inquiries/contract";
import { SENT_MAIL_KEPT_MS } from "~/records/outbox/contract";
import { withdrawalNotice } from "~/domain/withdrawal";
import { redirectWithToast } from "~/toast.server";
import { headersWithRetryAfter } from "~/security/retry-after";

const intentSchema = z.object({
  intent: z.enum(["profile", "password", "delete", "verify-email", "cancel-application"]),
});

const cancelSchema = z.object({ applicationId: z.string().trim().min(1).max(64) });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const accounts = getAccounts();
  const [profile, hasPassword, applications, inquiries, sessions, programs] = await Promise.all([
    accounts.loadProfile(user.uid),
    accounts.hasPassword(user.uid),
    getApplicationRecords().listForUser(user.uid),
    // What was sent under the address joins only once the member proved it is theirs.
    getInquiryRecords().listForMember(
      { userId: user.uid, email: user.emailVerified ? user.email : null },
      MEMBER_INQUIRY_LIMIT,
    ),
    mySessions(request, user.uid),
    getPrograms(),
  ]);
  const places = await waitingPlaces(applications, getApplicationRecords());
  const now = new Date();
  return {
    profile: {
      name: profile?.name ?? user.name,
      email: profile?.email ?? user.email,
      phoneNumber: profile?.phoneNumber ?? "",
      address: profile?.address ?? "",
      birthDate: profile?.birthDate ?? "",
      interests: profile?.interests ?? [],
    },
    provider: profile?.provider ?? user.provider,
    hasPassword,
    needsVerification: hasPassword && !user.emailVerified,
    applications: applications.map(({ id, number, programId, programTitle, status, createdAt }) => {
      const program = programs.find((p) => p.id === programId);
      const deadline = program ? cancelDeadline(program.recruitment) : null;
      return {
        id,
        number: formatApplicationNumber(number),
        programId,
        programTitle,
        status: statusLabel(status, places.get(id) ?? null),
        createdAt,
        cancellable: applicantMayCancel(status, deadline, now),
        cancelNote: status === CANCELLED_STATUS ? "" : cancelDeadlineNote(deadline),
      };
    }),
    inquiries: inquiries.map(({ id, title, status, response, createdAt, answeredAt }) => ({
      id,
      title,
      status,
      response,
      createdAt,
      answeredAt,
    })),
    sessions,
    // What 회원 탈퇴 deletes and keeps, with the member's own counts (decision 213).
    withdrawal: withdrawalNotice({
      applications: applications.length,
      inquiries: inquiries.length,
      sentMailDays: Math.round(SENT_MAIL_KEPT_MS / 86_400_000),
      isAdmin: user.isAdmin,
    }),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = intentSchema.safeParse({ intent: formData.get("intent") });
  if (!intent.success) throw data("알 수 없는 요청입니다.", { status: 400 });
  const accounts = getAccounts();

  if (intent.data.intent === "verify-email")
    return resendVerificationMail(user, context.clientAddress);

  if (intent.data.intent === "cancel-application") {
    const parsed = cancelSchema.safeParse({ applicationId: formData.get("applicationId") });
    const application = parsed.success
      ? await getApplicationRecords().get(parsed.data.applicationId)
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
          message:
            result.outcome === "too-late" ? CANCEL_MESSAGES.tooLate : CANCEL_MESSAGES.notFound,
        },
        { status: result.outcome === "too-late" ? 409 : 404 },
      );
    return redirectWithToast(request, "/mypage", {
      message: result.outcome === "cancelled" ? CANCEL_MESSAGES.cancelled : CANCEL_MESSAGES.already,
    });
  }

  if (intent.data.intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") {
      return data(
        { intent: "profile" as const, result: submission.reply(), saved: false },
        { status: 400 },
      );
    }
    const { intent: _intent, ...changes } = submission.value;
    await accounts.updateProfile(user.uid, changes);
    return { intent: "profile" as const, result: submission.reply(), saved: true };
  }

  if (intent.data.intent === "password") {
    const hidden = ["currentPassword", "password", "passwordConfirm"];
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    if (submission.status !== "success") {
      return data(
        {
          intent: "password" as const,
          result: submission.reply({ hideFields: hidden }),
          saved: false,
        },
        { status: 400 },
      );
    }
    // Checking the current password is a password guess like a login: the same limits.
    const attempt = await passwordAttemptOf(request, context.clientAddress, user.email);
    try {
      const checked = await checkPassword(attempt, () =>
        accounts.changePassword(
          user.uid,
          submission.value.currentPassword,
          submission.value.password,
        ),
      );
      if (checked.refused) {
        const limited = failureLimited(checked.retryAfterSeconds, submission, hidden);
        return data(
          { intent: "password" as const, result: limited.data.result, saved: false },
          limited.init ?? undefined,
        );
      }
    } catch (error) {
      const failure = authFailure(error, submission, hidden, {
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

  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  if (submission.status !== "success") {
    return data(
      { intent: "delete" as const, result: submission.reply(), saved: false },
      { status: 400 },
    );
  }
  try {
    await accounts.deleteAccount(user.uid);
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

export default function MyPage() {
  const { profile, hasPassword, needsVerification, applications, inquiries, sessions, withdrawal } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: "profile" | "password" | "delete") =>
    actionData && actionData.intent === intent ? actionData.result : undefined;

  return (
    <div className="container-page space-y-6 py-10">
      <h1 className="text-2xl font-bold text-ink">마이페이지</h1>
      {needsVerification ? (
        <VerifyEmailBanner
          email={profile.email}
          outcome={actionData && "verification" in actionData ? actionData.verification : undefined}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <MyApplications
          items={applications}
          error={
            actionData && actionData.intent === "cancel-application" && "message" in actionData
              ? actionData.message
              : null
          }
        />
        <MyInquiries items={inquiries} />
      </div>
      <ProfileForm
        profile={profile}
        lastResult={resultFor("profile")}
        saved={Boolean(actionData && "saved" in actionData && actionData.saved)}
      />
      {hasPassword ? <ChangePasswordForm lastResult={resultFor("password")} /> : null}
      <MySessions items={sessions} />
      <MyDataDownload />
      <DeleteAccountForm lastResult={resultFor("delete")} notice={withdrawal} />
    </div>
  );
}

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export const meta: MetaFunction = () => [{ title: "마이페이지 | 청라 문화교육센터" }];
