import { Form, Link } from "@remix-run/react";
import type { SessionUser } from "~/accounts/types";

// The accounts issue turns this into the full profile menu (image, badge, outside click, Escape).
export function ProfileMenu({ user }: { user: SessionUser }) {
  return (
    <div className="flex items-center gap-3">
      <Link to="/mypage">{user.name || "사용자"}</Link>
      <Form method="post" action="/logout">
        <button type="submit">로그아웃</button>
      </Form>
    </div>
  );
}
