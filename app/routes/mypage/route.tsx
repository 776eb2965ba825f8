import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { mySessions } from "~/accounts/my-sessions.server";
import { ChangePasswordForm, ProfileForm } from "~/components/auth/mypage-forms";
import { DeleteAccountForm } from "~/components/auth/mypage-leave";
import { MyDataDownload } from "~/components/auth/mypage-my-data";
import { MyApplications, MyInquiries } from "~/components/auth/mypage-records";
import { MySessions } from "~/components/auth/mypage-sessions";
import { MyAttendance } from "~/components/auth/mypage-attendance";
import { VerifyEmailBanner } from "~/components/auth/verify-email-banner";
import {
  certificateDeps,
  getAccountsService,
  getApplicationStore,
  getCurrentSession,
  getProgramsWithSeats,
  requireUser,
} from "~/backends/app.server";
import { CANCELLED_STATUS, formatApplicationNumber, statusLabel } from "~/domain/application";
import { applicantMayCancel, cancelDeadline, cancelDeadlineNote } from "~/domain/cancellation";
import { waitingPlaces } from "~/services/waiting-places.server";
import { myAttendance } from "~/services/my-attendance.server";
import { getInquiryStore } from "~/backends/app.server";
import { MEMBER_INQUIRY_LIMIT } from "~/records/inquiries/contract";
import { SENT_MAIL_KEPT_MS } from "~/records/outbox/contract";
import { withdrawalNotice } from "~/domain/withdrawal";
import { headersWithRetryAfter } from "~/security/retry-after";
import { cancelApplication } from "~/routes/mypage/cancel-application.server";
import { deleteAccount } from "~/routes/mypage/delete-account.server";
import { changePassword } from "~/routes/mypage/password.server";
import { saveProfile } from "~/routes/mypage/profile.server";
import { resendVerificationMail } from "~/routes/mypage/verify-email.server";

const intentSchema = z.object({
  intent: z.enum(["profile", "password", "delete", "verify-email", "cancel-application"]),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const accounts = getAccountsService();
  const [profile, hasPassword, applications, inquiries, sessions, programs] = await Promise.all([
    accounts.loadProfile(user.uid),
    accounts.hasPassword(user.uid),
    getApplicationStore().listForUser(user.uid),
    // Only inquiries sent signed in: a typed address proves nothing (issue 44).
    getInquiryStore().listForMember(user.uid, MEMBER_INQUIRY_LIMIT),
    getCurrentSession(request).then((current) => mySessions(accounts, current, user.uid)),
    getProgramsWithSeats(),
  ]);
  const [places, attendance] = await Promise.all([
    waitingPlaces(applications, getApplicationStore()),
    // Only the member's own applications are read: nothing in the request chooses whose.
    myAttendance(applications, certificateDeps()),
  ]);
  const now = new Date();
  return {
    profile: {
      name: profile?.name ?? user.name,
      email: profile?.email ?? user.email,
      phoneNumber: profile?.phoneNumber ?? "",
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
    attendance,
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

// Each form has its own action beside this file; this one only picks it by the form's intent.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = intentSchema.safeParse({ intent: formData.get("intent") });
  if (!intent.success) throw data("알 수 없는 요청입니다.", { status: 400 });
  switch (intent.data.intent) {
    case "profile":
      return saveProfile(user, formData);
    case "password":
      return changePassword(request, context.clientAddress, user, formData);
    case "delete":
      return deleteAccount(request, user, formData);
    case "verify-email":
      return resendVerificationMail(user, context.clientAddress);
    case "cancel-application":
      return cancelApplication(request, user, formData);
  }
}

export default function MyPage() {
  const {
    profile,
    hasPassword,
    needsVerification,
    applications,
    inquiries,
    attendance,
    sessions,
    withdrawal,
  } = useLoaderData<typeof loader>();
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
      <MyAttendance items={attendance} />
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
