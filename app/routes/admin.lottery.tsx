// GET /admin/lottery: every lottery class's draw (decision 270): its committed hash, and once
// drawn the seed, when, who, the seats, the line and the tickets by 신청번호. POST draws a class
// by hand once its period has closed (the same idempotent draw as the schedule's), written to the
// access records with who drew it.
import { adminPageMeta } from "~/seo/private-meta";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { getLotteryStore, getProgramsWithSeats, requireAdminAccess } from "~/backends/app.server";
import { lotteryDeps } from "~/jobs/lottery.server";
import { BackToDashboardError } from "~/components/admin/admin-error";
import { formatApplicationNumber } from "~/domain/application";
import { mayDrawByHand } from "~/domain/lottery";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import { drawClass, LOTTERY_MESSAGES } from "~/services/lottery.server";
import { redirectWithToast } from "~/toast.server";

const drawSchema = z.object({ programId: z.coerce.number().int().positive() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const access = await requireAdminAccess(request, context);
  const now = new Date();
  const programs = (await getProgramsWithSeats()).filter((p) => p.recruitment.lottery);
  const records = new Map((await getLotteryStore().list()).map((r) => [r.programId, r]));
  await access.record({
    action: "list",
    target: "applications",
    subjects: [...records.values()].flatMap((r) => r.tickets.map(formatApplicationNumber)),
    detail: "추첨 기록",
  });
  return {
    classes: programs.map((p) => {
      const record = records.get(p.id) ?? null;
      const drawn = record?.drawnAt != null;
      return {
        id: p.id,
        title: p.title,
        capacity: p.recruitment.capacity,
        drawAt: p.recruitment.lottery!.drawAt,
        mayDraw: !drawn && mayDrawByHand(p.recruitment, now),
        record: record && {
          seedHash: record.seedHash,
          committedAt: record.committedAt,
          // The seed stays secret until the draw, from staff too.
          seed: drawn ? record.seed : null,
          drawnAt: record.drawnAt,
          drawnBy: record.drawnBy,
          completedAt: record.completedAt,
          seated: record.seated,
          waiting: record.waiting,
          tickets: record.tickets,
          extras: record.extras,
        },
      };
    }),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { admin, record } = await requireAdminAccess(request, context);
  const parsed = drawSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: LOTTERY_MESSAGES["not-lottery"] }, { status: 400 });
  const { programId } = parsed.data;
  const by = `${admin.name} (${admin.email})`;
  await record({
    action: "change",
    target: "applications",
    subjects: [],
    detail: `추첨 실행: 프로그램 ${programId}`,
  });
  const result = await drawClass(programId, by, lotteryDeps());
  if (result.outcome === "not-lottery" || result.outcome === "not-closed")
    return data({ error: LOTTERY_MESSAGES[result.outcome] }, { status: 409 });
  const message =
    result.outcome === "drawn"
      ? `추첨했습니다. 선정 ${result.record.seated.length}명, 대기 ${result.record.waiting.length}명에게 결과를 알렸습니다.`
      : "이미 추첨된 프로그램입니다. 결과는 바뀌지 않았습니다.";
  return redirectWithToast(request, "/admin/lottery", { message, kind: "info" }, { status: 303 });
}

export const meta: MetaFunction = () => adminPageMeta("추첨 관리");

const numbers = (list: number[]) => list.map(formatApplicationNumber).join(", ") || "없음";

export default function AdminLottery() {
  const { classes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="admin-lottery" className="break-keep">
      <h1 id="admin-lottery" className="text-2xl font-extrabold text-brand-900">
        추첨 관리
      </h1>
      {actionData && "error" in actionData ? (
        <p role="alert" className="mt-4 rounded-lg bg-rose-50 p-3 font-semibold text-rose-800">
          {actionData.error}
        </p>
      ) : null}
      {classes.length === 0 ? (
        <p className="mt-4 text-muted">추첨 방식의 프로그램이 없습니다.</p>
      ) : null}
      {classes.map((c) => (
        <article
          key={c.id}
          className="mt-6 rounded-2xl border border-slate-200 p-5"
          data-lottery-class={c.id}
        >
          <h2 className="text-lg font-bold">
            {c.title} <span className="text-sm font-normal text-muted">(프로그램 {c.id})</span>
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
            <dt className="text-muted">추첨 일시</dt>
            <dd>{formatSeoulLongDateTime(c.drawAt)}</dd>
            <dt className="text-muted">정원</dt>
            <dd>{c.capacity === null ? "제한 없음" : `${c.capacity}명`}</dd>
            <dt className="text-muted">씨앗값 해시</dt>
            <dd className="font-mono text-xs break-all">
              {c.record?.seedHash ?? "아직 정해지지 않음"}
            </dd>
            {c.record?.seed ? (
              <>
                <dt className="text-muted">씨앗값</dt>
                <dd className="font-mono text-xs break-all">{c.record.seed}</dd>
                <dt className="text-muted">추첨</dt>
                <dd>
                  {formatSeoulLongDateTime(c.record.drawnAt!)} · {c.record.drawnBy}
                  {c.record.completedAt ? "" : " (결과 반영 중)"}
                </dd>
                <dt className="text-muted">선정</dt>
                <dd>{numbers(c.record.seated)}</dd>
                <dt className="text-muted">대기 순번</dt>
                <dd>{numbers(c.record.waiting)}</dd>
                <dt className="text-muted">추첨권</dt>
                <dd>{numbers(c.record.tickets)}</dd>
                <dt className="text-muted">같은 전화번호 추가 신청</dt>
                <dd>{numbers(c.record.extras)}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-3 text-sm">
            <a href={`/program/${c.id}/lottery`} className="underline">
              공개 결과 페이지
            </a>
          </p>
          {c.mayDraw ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="programId" value={c.id} />
              <button type="submit" className="btn-primary" disabled={busy}>
                지금 추첨하기
              </button>
            </Form>
          ) : null}
        </article>
      ))}
    </section>
  );
}

export const ErrorBoundary = BackToDashboardError;
