// 자주 묻는 질문: one <details> per question, so the answers open and close without JavaScript.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { getFaqs } from "~/content/content.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";

export async function loader() {
  return { faqs: await getFaqs() };
}

export default function FaqPage() {
  const { faqs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="자주 묻는 질문"
        eyebrow="고객센터"
        lead="수강 신청, 취소, 수업과 센터 이용에 대해 많이 물어보시는 내용을 모았습니다."
      />
      <div className="container-page max-w-3xl">
        {faqs.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-8 text-center text-muted">
            준비 중입니다. 궁금한 점은 문의하기로 남겨 주세요.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {faqs.map((faq) => (
              <li key={faq.id}>
                <details id={faq.id} className="group">
                  <summary className="flex cursor-pointer list-none items-start gap-3 p-5 font-bold text-ink hover:bg-brand-50 focus-visible:bg-brand-50 [&::-webkit-details-marker]:hidden">
                    <span aria-hidden="true" className="text-brand-600">
                      Q
                    </span>
                    <span className="flex-1">{faq.question}</span>
                    <span
                      aria-hidden="true"
                      className="inline-block text-muted transition-transform group-open:rotate-180"
                    >
                      ▾
                    </span>
                  </summary>
                  <div className="space-y-3 px-5 pb-5 pl-11 leading-7 text-muted">
                    {faq.answer.map((paragraph, index) => (
                      <p key={index} className="whitespace-pre-line">
                        {paragraph}
                      </p>
                    ))}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-8 text-center text-sm text-muted">
          찾으시는 답이 없나요?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
            문의하기
          </Link>
          로 남겨 주시면 답변해 드립니다.
        </p>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "자주 묻는 질문",
    description:
      "청라 문화교육센터 수강 신청, 취소, 대기, 수강료, 주차 등 자주 묻는 질문과 답변을 모았습니다.",
    path: "/faq",
  });

export const ErrorBoundary = RouteErrorBoundary;
