import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/accounts/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { adminName: admin.name || admin.email };
}

export default function AdminHome() {
  const { adminName } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-2xl font-bold text-ink">관리자 페이지</h1>
      <p className="mt-2 text-sm text-muted">{adminName}님, 환영합니다.</p>
    </section>
  );
}
