// GET /program/:id/lottery: a lottery class's draw in public (decision 270): the committed
// seed's hash from the start; once drawn, the seed, the seats and the waiting order by 신청번호
// only (no names), the tickets that took part, and how to recompute it.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getLotteryStore, getProgramWithSeats } from "~/backends/app.server";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { NumberList } from "~/components/lottery/number-list";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { formatApplicationNumber } from "~/domain/application";
import { applicationPeriodLine } from "~/domain/class-facts";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import { publicDraw } from "~/records/lottery/contract";
import { pageMeta, siteFromMatches } from "~/seo/meta";

const paramsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number),
});

export async function loader({ params }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  const program = parsed.success ? await getProgramWithSeats(parsed.data.id) : null;
  const lottery = program?.recruitment.lottery;
  if (!program || !lottery)
    throw new Response("추첨으로 모집하는 프로그램을 찾을 수 없습니다.", { status: 404 });
  const draw = publicDraw(await getLotteryStore().commit(program.id));
  return {
    program: { id: program.id, title: program.title },
    period: applicationPeriodLine(program.recruitment.opensOn, program.recruitment.closesOn),
    drawAt: lottery.drawAt,
    capacity: program.recruitment.capacity,
    draw,
  };
}

const code = "font-mono text-xs break-all";

export default function LotteryResultPage() {
  const { program, period, drawAt, capacity, draw } = useLoaderData<typeof loader>();
  const drawn = draw.drawnAt !== null && draw.seed !== null;
  return (
    <article className="container-page max-w-3xl py-10 break-keep">
      <p className="text-sm text-muted">
        <Link to={`/program/${program.id}`} className="underline">
          {program.title}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-brand-900">추첨 결과</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-muted">접수 기간</dt>
        <dd>{period}</dd>
        <dt className="font-semibold text-muted">추첨 일시</dt>
        <dd>{formatSeoulLongDateTime(drawAt)}</dd>
        <dt className="font-semibold text-muted">정원</dt>
        <dd>{capacity === null ? "제한 없음" : `${capacity}명`}</dd>
        <dt className="font-semibold text-muted">씨앗값 해시 (SHA-256)</dt>
        <dd className={code} data-testid="seed-hash">
          {draw.seedHash}
        </dd>
        <dt className="font-semibold text-muted">해시 공개</dt>
        <dd>{formatSeoulLongDateTime(draw.committedAt)}</dd>
        {drawn ? (
          <>
            <dt className="font-semibold text-muted">씨앗값</dt>
            <dd className={code} data-testid="seed">
              {draw.seed}
            </dd>
            <dt className="font-semibold text-muted">추첨한 시각</dt>
            <dd>{formatSeoulLongDateTime(draw.drawnAt!)}</dd>
          </>
        ) : null}
      </dl>

      {drawn ? (
        <>
          <NumberList
            id="lottery-seated"
            title={`선정 (${draw.seated.length}명)`}
            numbers={draw.seated}
            empty="선정된 신청이 없습니다."
          />
          <NumberList
            id="lottery-waiting"
            title={`대기 순번 (${draw.waiting.length}명)`}
            numbers={draw.waiting}
            empty="대기자가 없습니다."
            ordered
          />
          <NumberList
            id="lottery-tickets"
            title={`추첨에 참여한 신청 (${draw.tickets.length}건)`}
            numbers={draw.tickets}
            empty="참여한 신청이 없습니다."
          />
          {draw.extras.length > 0 ? (
            <NumberList
              id="lottery-extras"
              title="같은 전화번호의 추가 신청 (추첨권 없이 대기 끝에)"
              numbers={draw.extras}
              empty=""
            />
          ) : null}
        </>
      ) : (
        <p className="mt-8 rounded-2xl bg-brand-50 p-5">
          아직 추첨 전입니다. 추첨 일시에 결과와 씨앗값을 이 페이지에 공개하고, 신청하신 모든 분께
          메일 또는 문자로 알려드립니다.
        </p>
      )}

      <section aria-labelledby="lottery-how" className="mt-10">
        <h2 id="lottery-how" className="text-xl font-bold text-brand-900">
          추첨 방법과 검증
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 leading-7">
          <li>
            씨앗값은 무작위 32바이트(16진수 64자)로, 접수가 끝나기 전에 정해져 위의 해시만
            공개됩니다. 씨앗값 문자열의 SHA-256이 해시와 같은지 확인할 수 있습니다.
          </li>
          <li>
            같은 전화번호의 신청은 가장 앞선 신청번호 하나만 추첨권을 가집니다. 나머지는 대기 맨
            끝에 신청번호 순으로 섭니다.
          </li>
          <li>
            추첨권마다 HMAC-SHA256(키: 씨앗값 문자열, 메시지: 신청번호 숫자)을 계산해 작은 값부터
            줄을 세웁니다. 앞에서부터 정원만큼 선정되고, 나머지는 그 순서대로 대기합니다.
          </li>
          <li>
            누구나 다시 계산할 수 있습니다:
            <ScrollRegion label="다시 계산하는 명령" className="mt-1 rounded bg-slate-50 p-2">
              <pre className="font-mono text-xs">
                npx tsx scripts/draw-verify.ts --seed 씨앗값 --tickets 번호,번호,… --seats 정원
              </pre>
            </ScrollRegion>
          </li>
        </ol>
        {drawn ? (
          <p className="mt-3 text-sm text-muted">
            예: 신청번호 {formatApplicationNumber(draw.tickets[0] ?? 1)}은(는) 숫자{" "}
            {draw.tickets[0] ?? 1}(으)로 계산합니다.
          </p>
        ) : null}
      </section>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: data ? `${data.program.title} 추첨 결과` : "추첨 결과",
    description: data
      ? `${data.program.title}의 추첨 결과와 검증용 씨앗값을 신청번호로 공개합니다.`
      : "추첨 결과",
    path: data ? `/program/${data.program.id}/lottery` : "/",
  });

export const ErrorBoundary = RouteErrorBoundary;
