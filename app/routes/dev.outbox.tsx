// Development only: the mails the site "sent" on this machine (DATA_DIR/outbox), decoded, with
// their links clickable (sign-up verification, password reset, cancel links). In production this
// path does not exist: a 404, as for any page that is not there.
import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { linkify } from "~/domain/eml";
import { listOutboxMails } from "~/jobs/dev-outbox.server";
import { getSettings } from "~/backends/app.server";

export async function loader() {
  const env = getSettings();
  if (env.isProduction) throw new Response("페이지를 찾을 수 없습니다.", { status: 404 });
  return listOutboxMails(env.dataDir);
}

function MailText({ text }: { text: string }) {
  return (
    <pre className="mt-3 whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-4 font-sans text-sm leading-6 text-ink">
      {linkify(text).map((piece, index) =>
        "href" in piece ? (
          <a key={index} href={piece.href} className="text-brand-700 underline">
            {piece.href}
          </a>
        ) : (
          piece.text
        ),
      )}
    </pre>
  );
}

export default function DevOutboxPage() {
  const { outbox, total, mails } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="보낸 메일함 (개발용)"
        eyebrow="개발 환경"
        lead={`이 컴퓨터에서 사이트가 보낸 메일입니다(${outbox}). 운영 환경에는 이 페이지가 없습니다.`}
      />
      <div className="container-page max-w-3xl">
        {mails.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-8 text-center text-muted">
            아직 보낸 메일이 없습니다. 회원가입이나 비밀번호 찾기를 해 보세요.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">
              최근 {mails.length}통{total > mails.length ? ` (전체 ${total}통)` : ""}, 최신순
            </p>
            <ol className="space-y-6">
              {mails.map((mail) => (
                <li key={mail.file} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <h2 className="font-bold text-ink">{mail.subject || "(제목 없음)"}</h2>
                  <p className="mt-1 text-sm text-muted">
                    받는 사람 {mail.to}
                    {mail.date ? ` · ${formatSeoulDateTime(mail.date)}` : ""} · {mail.file}
                  </p>
                  <MailText text={mail.text} />
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </>
  );
}

// The outbox changes with every mail: never a stored copy (page cache, browser, proxy).
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: MetaFunction = () => [
  { title: "보낸 메일함 (개발용)" },
  { name: "robots", content: "noindex" },
];

export const ErrorBoundary = RouteErrorBoundary;
