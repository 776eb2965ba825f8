import { requireAdmin } from "~/backends/app.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";

// Guards this layout's own data. Remix runs child loaders in parallel with this one, so every
// /admin/* loader and action must start with requireAdmin(request) too.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { adminName: admin.name || admin.email };
}

const MENU = [
  ["/admin", "대시보드"],
  ["/admin/users", "회원 관리"],
  ["/admin/inquiries", "문의 관리"],
  ["/admin/applications", "신청 관리"],
  ["/admin/lottery", "추첨 관리"],
  ["/admin/access-records", "접속기록"],
] as const;

export default function AdminLayout() {
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50"}`;
  return (
    <div className="container-page py-8 print:p-0">
      <nav
        aria-label="관리자 메뉴"
        className="mb-6 flex flex-wrap gap-2 border-b border-slate-200 pb-4 print:hidden"
      >
        {MENU.map(([to, label]) => (
          <NavLink key={to} to={to} end={to === "/admin"} className={link}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "관리자 | 청라 문화교육센터" },
  { name: "robots", content: "noindex" },
];
