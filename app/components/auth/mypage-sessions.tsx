// My page: the member's signed-in devices (sessions), each with "end this session", and
// "log out everywhere". The forms post to /mypage/sessions, which checks each id is the member's own.
import { Form, useNavigation } from "@remix-run/react";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import type { MySession } from "~/domain/sessions";
import { SectionCard } from "~/components/ui/section-card";

export type { MySession };

export const SESSIONS_ACTION = "/mypage/sessions";

export function MySessions({ items }: { items: MySession[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === SESSIONS_ACTION;
  return (
    <SectionCard headingId="my-sessions" title="로그인된 기기" look="member">
      <p className="mt-1 text-sm text-muted">
        로그인한 기기와 마지막 사용 시각입니다. 로그인은 14일 뒤, 또는 7일 동안 사용하지 않으면
        자동으로 끝납니다.
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-ink">
                {item.device}
                {item.current ? (
                  <span className="ml-2 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    현재 기기
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-muted">
                {`마지막 사용 ${formatSeoulLongDateTime(item.lastSeenAt)} · 로그인 ${formatSeoulLongDateTime(item.createdAt)}`}
              </p>
            </div>
            <Form method="post" action={SESSIONS_ACTION}>
              <input type="hidden" name="intent" value="end" />
              <input type="hidden" name="sessionId" value={item.id} />
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-60"
              >
                이 세션 종료
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" action={SESSIONS_ACTION} className="mt-4">
        <input type="hidden" name="intent" value="end-all" />
        <button type="submit" disabled={busy} className="btn-primary disabled:opacity-60">
          모든 기기에서 로그아웃
        </button>
      </Form>
    </SectionCard>
  );
}
