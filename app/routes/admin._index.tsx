import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPageMeta } from "~/seo/private-meta";
import { Link, useLoaderData } from "@remix-run/react";
import { adminErrorBoundary } from "~/components/admin/admin-error";
import { count } from "~/components/admin/format";
import { formatSeoulDate } from "~/domain/seoul-time";
import { RegistrationsChart } from "~/components/admin/registrations-chart";
import { StudioLinks } from "~/components/admin/studio-links";
import { AttendanceRates } from "~/components/admin/attendance-rates";
import { FigureTable, type FigureColumn } from "~/components/admin/figure-table";
import { SectionCard } from "~/components/ui/section-card";
import { attendanceRate } from "~/domain/attendance";
import { studioLinks } from "~/domain/studio-links";
import { inquiryLabel } from "~/domain/inquiry";
import { FIGURE_LABELS, totalFigures } from "~/domain/application-figures";
import { computeDashboardStatistics, startOfSeoulMonth } from "~/domain/statistics";
import {
  getApplicationStore,
  getAttendanceStore,
  getInquiryStore,
  getProgramsWithSeats,
  getUserStore,
  requireAdminAccess,
  getSettings,
} from "~/backends/app.server";

const WAITING_SHOWN = 5;

/** The figures in the dashboard's order, each named as what it counts (decision 137). */
const FIGURES = ["received", "seated", "waiting", "cancelled"] as const;
const FIGURE_COLUMNS: FigureColumn<{ [key in (typeof FIGURES)[number]]: number }>[] = FIGURES.map(
  (key) => ({ label: FIGURE_LABELS[key].column, value: (row) => count(row[key]) }),
);

function BoxLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-sm text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { admin, record } = await requireAdminAccess(request, context);
  const now = new Date();
  const [users, perProgram, waiting, programs, attendance] = await Promise.all([
    getUserStore().list(),
    getApplicationStore().figuresByProgramSince(startOfSeoulMonth(now)),
    getInquiryStore().list({ status: "대기중", page: 1, pageSize: WAITING_SHOWN }),
    getProgramsWithSeats(),
    getAttendanceStore().countsByProgram(),
  ]);
  // The waiting inquiries are shown with their writers' names; the user figures are counts only.
  if (waiting.items.length)
    await record({
      action: "list",
      target: "inquiries",
      subjects: waiting.items.map((i) => i.id),
      detail: "status=대기중 (대시보드)",
    });
  const titles = new Map(programs.map((p) => [p.id, p.title]));
  const applicationsByProgram = perProgram
    .map((p) => ({ ...p, title: titles.get(p.programId) ?? `프로그램 ${p.programId}` }))
    .sort((a, b) => b.received - a.received || a.programId - b.programId);
  // Counts per class, no person named: not an access record's read (decision 206).
  const attendanceByProgram = attendance.map((c) => ({
    ...c,
    title: titles.get(c.programId) ?? `프로그램 ${c.programId}`,
    rate: attendanceRate(c),
  }));
  return {
    adminName: admin.name || admin.email,
    studioLinks: studioLinks(getSettings().SANITY_STUDIO_URL),
    statistics: computeDashboardStatistics(users, now),
    applicationsThisMonth: totalFigures(perProgram),
    applicationsByProgram,
    attendanceByProgram,
    waitingInquiries: {
      total: waiting.total,
      latest: waiting.items.map((i) => ({
        id: i.id,
        sequenceNumber: i.sequenceNumber,
        title: i.title,
        name: i.name,
        createdAt: i.createdAt,
      })),
    },
  };
}

function StatCard({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-brand-900">
        {count(value)}
        {hint ? <span className="ml-1 text-xs font-normal text-muted">{hint}</span> : null}
      </dd>
    </div>
  );
}

export default function AdminDashboard() {
  const {
    adminName,
    statistics: s,
    applicationsThisMonth,
    applicationsByProgram,
    attendanceByProgram,
    waitingInquiries,
    studioLinks: studio,
  } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">대시보드</h1>
        <p className="mt-1 text-sm text-muted">{adminName}님, 안녕하세요.</p>
      </div>
      <StudioLinks links={studio} />
      <section aria-labelledby="stats-users">
        <h2 id="stats-users" className="mb-3 text-lg font-semibold">
          회원 현황
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <StatCard label="전체 회원" value={s.totalUsers} />
          <StatCard label="최근 한 달 신규 가입" value={s.newUsersThisMonth} />
          <StatCard label="관리자" value={s.adminCount} />
          <StatCard
            label="활성 / 비활성"
            value={s.userStatus.active}
            hint={`/ ${count(s.userStatus.inactive)}`}
          />
          <StatCard label="카카오 가입" value={s.kakaoUsers} />
          <StatCard label="이메일 가입" value={s.emailUsers} />
          <StatCard label="답변 대기 문의" value={waitingInquiries.total} />
        </dl>
      </section>
      <section aria-labelledby="stats-applications-month">
        <h2 id="stats-applications-month" className="mb-1 text-lg font-semibold">
          이번 달 신청 현황
        </h2>
        <p className="mb-3 text-sm text-muted">
          이번 달에 들어온 신청과, 그 신청이 지금 어떤 상태인지입니다.
        </p>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {FIGURES.map((key) => (
            <StatCard
              key={key}
              label={FIGURE_LABELS[key].card}
              value={applicationsThisMonth[key]}
            />
          ))}
        </dl>
      </section>
      <RegistrationsChart months={s.registrationsByMonth} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          headingId="stats-applications"
          title="이번 달 프로그램별 신청"
          look="admin"
          action={<BoxLink to="/admin/applications">신청 관리</BoxLink>}
        >
          <FigureTable
            rows={applicationsByProgram}
            columns={FIGURE_COLUMNS}
            href={(p) => `/admin/applications?program=${p.programId}`}
            empty="이번 달 신청이 아직 없습니다."
          />
        </SectionCard>
        <SectionCard
          headingId="stats-inquiries"
          title={`답변 대기 문의 (${count(waitingInquiries.total)}건)`}
          look="admin"
          action={<BoxLink to="/admin/inquiries?status=대기중">전체 보기</BoxLink>}
        >
          {waitingInquiries.latest.length ? (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {waitingInquiries.latest.map((i) => (
                <li key={i.id} className="flex justify-between gap-3 py-2">
                  <Link
                    to={`/admin/inquiries/${i.id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {inquiryLabel(i.sequenceNumber)} {i.title}
                  </Link>
                  <span className="shrink-0 text-muted">
                    {i.name} · {formatSeoulDate(i.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted">답변을 기다리는 문의가 없습니다.</p>
          )}
        </SectionCard>
      </div>
      <AttendanceRates rows={attendanceByProgram} />
    </div>
  );
}

export const meta: MetaFunction = () => adminPageMeta("대시보드");

export const ErrorBoundary = adminErrorBoundary("/", "홈으로");
