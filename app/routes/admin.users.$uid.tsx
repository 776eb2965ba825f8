import { getFormProps, useForm } from "@conform-to/react";
import { adminPageMeta } from "~/seo/private-meta";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminErrorBoundary } from "~/components/admin/admin-error";
import { namedNotice } from "~/domain/page-notice";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { ConfirmDeleteSection } from "~/components/admin/confirm-delete";
import { Notice } from "~/components/admin/notice";
import { FormAlert } from "~/components/ui/forms";
import { SelectField } from "~/components/ui/conform-fields";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { isAdministrator } from "~/domain/administrator";
import {
  isConfiguredAdministrator,
  ROLE_LABELS,
  USER_STATUS_LABELS,
  confirmDeleteSchema,
  userUpdateSchema,
} from "~/domain/admin-users";
import { MemberRecords } from "~/components/admin/member-records";
import { MEMBER_INQUIRY_LIMIT } from "~/records/inquiries/contract";
import { MemberNotes } from "~/components/admin/staff-notes";
import { STAFF_NOTE_MESSAGES } from "~/domain/staff-notes";
import { isNoteIntent, staffNoteAction } from "~/services/staff-notes.server";
import {
  getAccountsService,
  getApplicationStore,
  getInquiryStore,
  getStaffNoteStore,
  getUserStore,
  requireAdminAccess,
  getSettings,
} from "~/backends/app.server";
import { withConsistentAdminFlag } from "~/records/users/contract";
import { SectionCard } from "~/components/ui/section-card";

const NOTICES = {
  updated: ACCOUNT_MESSAGES.userUpdated,
  "note-added": STAFF_NOTE_MESSAGES.added,
  "note-deleted": STAFF_NOTE_MESSAGES.deleted,
} as const;

function userNotFound() {
  return data({ message: ACCOUNT_MESSAGES.userNotFound }, { status: 404 });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { admin, record } = await requireAdminAccess(request, context);
  const user = await getUserStore().get(params.uid ?? "");
  if (!user) throw userNotFound();
  const [applications, inquiries, notes] = await Promise.all([
    getApplicationStore().listForUser(user.uid),
    // As on the member's own page: the inquiries sent signed in (decision 236).
    getInquiryStore().listForMember(user.uid, MEMBER_INQUIRY_LIMIT),
    getStaffNoteStore().listFor("user", [user.uid]),
  ]);
  await record({ action: "view", target: "users", subjects: [user.uid] });
  for (const [target, rows] of [
    ["applications", applications],
    ["inquiries", inquiries],
  ] as const)
    if (rows.length)
      await record({
        action: "list",
        target,
        subjects: rows.map((r) => r.id),
        detail: `회원 ${user.uid}의 내역`,
      });
  const adminEmail = getSettings().ADMIN_EMAIL;
  const url = new URL(request.url);
  return {
    user: {
      uid: user.uid,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      interests: user.interests,
      provider: user.provider,
      role: isAdministrator(user, adminEmail) ? ("admin" as const) : ("user" as const),
      status: user.status,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      lastLogin: user.lastLogin,
      termsConsentAt: user.termsConsentAt,
      privacyConsentAt: user.privacyConsentAt,
      emailVerified: user.emailVerified,
    },
    applications: applications.map(({ id, number, programTitle, status, createdAt }) => ({
      id,
      number,
      programTitle,
      status,
      createdAt,
    })),
    inquiries: inquiries.map(({ id, title, status, createdAt }) => ({
      id,
      title,
      status,
      createdAt,
    })),
    notes: notes.map(({ id, text, authorName, createdAt }) => ({
      id,
      text,
      authorName,
      createdAt,
    })),
    isSelf: user.uid === admin.uid,
    isFixedAdmin: isConfiguredAdministrator(user, adminEmail),
    notice: namedNotice(url.searchParams, NOTICES),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const access = await requireAdminAccess(request, context);
  const formData = await request.formData();
  const users = getUserStore();
  const target = await users.get(params.uid ?? "");
  if (!target) throw userNotFound();

  if (isNoteIntent(formData)) {
    const outcome = await staffNoteAction(
      formData,
      { kind: "user", id: target.uid },
      { ...access, notes: getStaffNoteStore() },
    );
    if (!outcome.ok)
      return data({ form: "note" as const, errors: outcome.errors }, { status: outcome.status });
    return redirect(`/admin/users/${encodeURIComponent(target.uid)}?notice=${outcome.notice}`);
  }

  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: confirmDeleteSchema });
    if (submission.status !== "success")
      return data({ form: "delete" as const, result: submission.reply() }, { status: 400 });
    // The accounts service knows who can sign in (identity backend) and the configured address.
    const refusal = await getAccountsService().deletionRefusal(target.uid);
    if (refusal)
      return data(
        { form: "delete" as const, result: submission.reply({ formErrors: [refusal] }) },
        { status: 409 },
      );
    await access.record({ action: "delete", target: "users", subjects: [target.uid] });
    await getAccountsService().deleteAccount(target.uid);
    return redirect("/admin/users?notice=deleted");
  }

  const submission = parseWithZod(formData, { schema: userUpdateSchema });
  if (submission.status !== "success")
    return data({ form: "update" as const, result: submission.reply() }, { status: 400 });
  const { role, status } = submission.value;
  const refusal = await getAccountsService().changeRefusal(target.uid, { role, status });
  if (refusal)
    return data(
      { form: "update" as const, result: submission.reply({ formErrors: [refusal] }) },
      { status: 409 },
    );
  await access.record({
    action: "change",
    target: "users",
    subjects: [target.uid],
    detail: `role=${role}, status=${status}`,
  });
  const updated = await users.update(target.uid, withConsistentAdminFlag({ role, status }));
  if (!updated) throw userNotFound();
  // Deactivation ends every session at once; reactivating later revives none of them.
  if (status === "inactive") await getAccountsService().endAllSessions(target.uid);
  return redirect(`/admin/users/${encodeURIComponent(target.uid)}?notice=updated`);
}

export default function AdminUser() {
  const { user, isSelf, isFixedAdmin, notice, applications, inquiries, notes } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [updateForm, updateFields] = useForm({
    id: "user-update",
    lastResult: actionData?.form === "update" ? actionData.result : undefined,
    defaultValue: { role: user.role, status: user.status },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: userUpdateSchema }),
  });
  return (
    <div className="max-w-3xl">
      <Link to="/admin/users" className="text-sm text-brand-700 hover:underline">
        ← 회원 목록
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">{user.name || "(이름 없음)"}</h1>
      <Notice message={notice} />
      <dl className="mt-4 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-4 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="text-muted">이메일</dt>
        {/* A long address may break (it is Latin); the column never widens the page. */}
        <dd className="[overflow-wrap:anywhere]">
          {user.email || "-"}
          {user.email ? (
            <span
              className={`ml-2 inline-block rounded whitespace-nowrap px-1.5 py-0.5 text-xs font-semibold ${user.emailVerified ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
            >
              {user.emailVerified ? "인증됨" : "미인증"}
            </span>
          ) : null}
        </dd>
        <dt className="text-muted">전화번호</dt>
        <dd>{user.phoneNumber || "-"}</dd>
        <dt className="text-muted">관심 분야</dt>
        <dd>{user.interests.length ? user.interests.join(", ") : "-"}</dd>
        <dt className="text-muted">가입 방식</dt>
        <dd>
          {user.provider === "email"
            ? "이메일"
            : user.provider === "kakao"
              ? "카카오"
              : user.provider}
        </dd>
        <dt className="text-muted">가입일</dt>
        <dd>{formatSeoulDateTime(user.createdAt)}</dd>
        <dt className="text-muted">최근 로그인</dt>
        <dd>{formatSeoulDateTime(user.lastLogin)}</dd>
        <dt className="text-muted">이용약관 동의</dt>
        <dd>{user.termsConsentAt ? formatSeoulDateTime(user.termsConsentAt) : "기록 없음"}</dd>
        <dt className="text-muted">개인정보 수집·이용 동의</dt>
        <dd>{user.privacyConsentAt ? formatSeoulDateTime(user.privacyConsentAt) : "기록 없음"}</dd>
      </dl>

      <MemberRecords applications={applications} inquiries={inquiries} />

      <MemberNotes notes={notes} errors={actionData?.form === "note" ? actionData.errors : []} />

      <SectionCard headingId="user-update-title" title="권한과 상태" look="admin" className="mt-6">
        {isFixedAdmin ? (
          <p className="mt-1 text-sm text-muted">
            관리자 지정 이메일 계정입니다. 항상 관리자이며 삭제할 수 없습니다.
          </p>
        ) : null}
        <Form
          method="post"
          {...getFormProps(updateForm)}
          className="mt-3 grid gap-4 sm:grid-cols-3 sm:items-end"
        >
          <FormAlert errors={updateForm.errors} id={updateForm.errorId} />
          <input type="hidden" name="intent" value="update" />
          <SelectField field={updateFields.role} label="권한">
            <option value="user">{ROLE_LABELS.user}</option>
            <option value="admin">{ROLE_LABELS.admin}</option>
          </SelectField>
          <SelectField field={updateFields.status} label="상태">
            <option value="active">{USER_STATUS_LABELS.active}</option>
            <option value="inactive">{USER_STATUS_LABELS.inactive}</option>
          </SelectField>
          <div className="pb-6">
            <button type="submit" className="btn-primary w-full">
              저장
            </button>
          </div>
        </Form>
        {isSelf ? (
          <p className="text-sm text-muted">
            본인 계정의 관리자 권한을 해제하면 관리자 화면을 더 이상 볼 수 없습니다.
          </p>
        ) : null}
      </SectionCard>

      <ConfirmDeleteSection
        id="user-delete"
        title="회원 삭제"
        description="계정과 회원 정보가 삭제되며 되돌릴 수 없습니다. 신청 내역은 비회원 신청으로 남습니다."
        consent="이 회원을 삭제하는 데 동의합니다."
      />
    </div>
  );
}

export const meta: MetaFunction = () => adminPageMeta("회원 정보");

export const ErrorBoundary = adminErrorBoundary("/admin/users", "회원 목록으로");
