import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  getLotteryStore,
  getProgramWithSeats,
  getProgramsWithSeats,
  getSettings,
} from "~/backends/app.server";
import { ApplyButton } from "~/components/application/apply-button";
import { RichText } from "~/components/content/portable-text";
import { LotteryNotice } from "~/components/lottery/lottery-notice";
import { ContentImage } from "~/components/ui/content-image";
import { ProgramGrid } from "~/components/programs/program-grid";
import { CategoryBadge, RecruitmentBadge } from "~/components/programs/program-badges";
import { ProgramFacts } from "~/components/programs/program-facts";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { getSiteSettings } from "~/content/content.server";
import { toProgramCard } from "~/content/program-card-data";
import { CATEGORY_LABELS } from "~/content/types";
import { cancelDeadline, lateApplicationNote } from "~/domain/cancellation";
import { classFacts } from "~/domain/class-facts";
import { closedLabel, type Recruitment } from "~/domain/recruitment";
import { formatMonthDay } from "~/domain/seoul-time";
import { NOT_FOUND_TITLE } from "~/components/layout/error-page";
import { courseJsonLd, jsonLdText } from "~/seo/json-ld";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { publicDraw } from "~/records/lottery/contract";

// Public class ids are positive integers written plainly ("7", not "07" or "7.0").
const paramsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number),
});

const RELATED_COUNT = 4;

export async function loader({ params }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  const program = parsed.success ? await getProgramWithSeats(parsed.data.id) : null;
  if (!program) throw new Response("프로그램을 찾을 수 없습니다.", { status: 404 });
  const [settings, programs, lottery] = await Promise.all([
    getSiteSettings(),
    getProgramsWithSeats(),
    // A lottery's seed is committed by the time its page is first shown (decision 270).
    program.recruitment.lottery ? getLotteryStore().commit(program.id) : null,
  ]);
  return {
    program,
    lottery: lottery && publicDraw(lottery),
    facts: classFacts(program),
    // Past the cancel deadline an application is still taken, with a warning (decision 200).
    lateNote: program.isClosed
      ? null
      : lateApplicationNote(cancelDeadline(program.recruitment), new Date()),
    related: programs
      .filter((p) => p.category === program.category && p.id !== program.id)
      .slice(0, RELATED_COUNT)
      .map(toProgramCard),
    jsonLd: jsonLdText(courseJsonLd(program, settings, getSettings().siteUrl)),
  };
}

function closedMessage(recruitment: Recruitment): string {
  switch (recruitment.phase) {
    case "upcoming":
      return closedLabel(recruitment) ?? "모집 예정";
    case "ended":
      return "접수 기간이 끝나 마감되었습니다.";
    default:
      return "이번 기수 모집이 마감되었습니다.";
  }
}

export default function ProgramPage() {
  const { program, facts, lateNote, related, jsonLd, lottery } = useLoaderData<typeof loader>();

  return (
    <article className="pb-8">
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page pt-3">
          <nav aria-label="현재 위치">
            <ol className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
              <li>
                <Link
                  to="/"
                  className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-700 hover:underline"
                >
                  홈
                </Link>
              </li>
              <li aria-hidden="true">›</li>
              <li>
                <Link
                  to="/services"
                  className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-700 hover:underline"
                >
                  전체 프로그램
                </Link>
              </li>
              <li aria-hidden="true">›</li>
              <li>
                <Link
                  to={`/services?category=${program.category}`}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-brand-700 hover:underline"
                >
                  {CATEGORY_LABELS[program.category]}
                </Link>
              </li>
              <li aria-hidden="true">›</li>
              <li aria-current="page" className="font-semibold text-ink">
                {program.title}
              </li>
            </ol>
          </nav>

          <div className="grid gap-8 py-8 lg:grid-cols-2 lg:gap-12">
            <ContentImage
              image={program.image}
              priority
              sizes="(min-width: 1024px) 36rem, 100vw"
              className="aspect-[4/3] h-auto w-full rounded-3xl object-cover shadow-lg"
            />
            <div className="flex flex-col">
              <div className="flex flex-wrap items-center gap-2">
                <CategoryBadge category={program.category} />
                <RecruitmentBadge recruitment={program.recruitment} />
              </div>
              <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
                {program.title}
              </h1>
              <p className="mt-4 text-lg leading-8 text-muted">{program.description}</p>

              <ProgramFacts
                facts={facts}
                recruitment={program.recruitment}
                instructor={program.instructor}
                price={program.price}
              />
              {lottery ? (
                <LotteryNotice
                  programId={program.id}
                  seedHash={lottery.seedHash}
                  drawn={lottery.drawnAt !== null}
                />
              ) : null}

              <div className="mt-6">
                {program.isClosed ? (
                  <div className="rounded-2xl bg-rose-50 p-5">
                    <p className="font-semibold text-rose-800">
                      {closedMessage(program.recruitment)}
                    </p>
                    {program.recruitment.phase === "upcoming" && program.recruitment.opensOn ? (
                      <p className="mt-1 text-sm text-rose-900/80">
                        {formatMonthDay(program.recruitment.opensOn)} 0시부터 이 페이지에서 신청할
                        수 있습니다.
                      </p>
                    ) : (
                      <p className="mt-1 text-sm text-rose-900/80">
                        다음 모집 일정은 문의해 주시면 안내해 드립니다.
                      </p>
                    )}
                    <Link to="/contact" className="btn-secondary mt-4">
                      {program.recruitment.phase === "upcoming"
                        ? "모집 문의하기"
                        : "다음 기수 문의하기"}
                    </Link>
                  </div>
                ) : (
                  <>
                    {program.recruitment.phase === "full" ? (
                      <p className="mb-3 text-sm text-muted">
                        정원이 모두 찼습니다. 지금 신청하시면 대기 순번을 받고, 자리가 나면 순서대로
                        접수해 드립니다. 이메일을 남기시면 메일로, 남기지 않으시면 전화로
                        알려드립니다.
                      </p>
                    ) : null}
                    {lateNote ? (
                      <p
                        role="note"
                        className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
                      >
                        {lateNote}
                      </p>
                    ) : null}
                    <ApplyButton
                      programId={program.id}
                      className="btn-primary w-full py-3.5 text-base sm:w-auto sm:px-10"
                    >
                      {program.recruitment.phase === "full"
                        ? "대기 신청하기"
                        : program.recruitment.lottery
                          ? "추첨 신청하기"
                          : "이 프로그램 신청하기"}
                    </ApplyButton>
                  </>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>

      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="max-w-3xl">
          {program.details.length > 0 && (
            <section aria-labelledby="program-details">
              <h2 id="program-details" className="text-2xl font-extrabold text-brand-900">
                프로그램 안내
              </h2>
              <ul className="mt-4 space-y-2.5">
                {program.details.map((detail) => (
                  <li key={detail} className="flex gap-3 leading-7">
                    <span
                      className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-accent-500"
                      aria-hidden="true"
                    />
                    {detail}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {program.body.length > 0 && (
            <section
              aria-label="프로그램 소개"
              className={program.details.length > 0 ? "mt-10" : ""}
            >
              <RichText value={program.body} />
            </section>
          )}
        </div>
        <ContentImage
          image={program.detailImage}
          sizes="(min-width: 1024px) 22rem, 100vw"
          className="h-auto w-full rounded-2xl"
        />
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-programs" className="container-page mt-16">
          <h2 id="related-programs" className="text-2xl font-extrabold text-brand-900">
            다른 {CATEGORY_LABELS[program.category]} 프로그램
          </h2>
          <div className="mt-6">
            <ProgramGrid programs={related} eagerFirstPicture={false} />
          </div>
        </section>
      )}
      <script
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) return [{ title: `${NOT_FOUND_TITLE} | ${site.siteName}` }];
  const { program } = data;
  return pageMeta(site, {
    title: `${program.title} (${CATEGORY_LABELS[program.category]})`,
    description: program.description,
    path: `/program/${program.id}`,
    image: program.ogImage,
    type: "article",
  });
};

export const ErrorBoundary = RouteErrorBoundary;
