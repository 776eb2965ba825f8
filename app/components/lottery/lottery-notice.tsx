// The class page's lottery box (decision 270): how seats are given, and the committed seed's
// hash shown from the start, so anyone can check after the draw that the seed was not changed.
import { Link } from "@remix-run/react";

export function LotteryNotice(props: { programId: number; seedHash: string; drawn: boolean }) {
  return (
    <section
      aria-labelledby="lottery-notice"
      className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 break-keep"
      data-lottery-hash={props.seedHash}
    >
      <h2 id="lottery-notice" className="font-bold text-brand-900">
        추첨으로 수강생을 정합니다
      </h2>
      <p className="mt-1 text-sm leading-6 text-ink">
        접수 기간 안에 신청하신 분 모두가 같은 확률로 추첨에 참여합니다. 먼저 신청한다고 유리하지
        않으며, 같은 전화번호로 여러 번 신청해도 추첨권은 하나입니다.
      </p>
      <p className="mt-3 text-sm text-muted">
        추첨 씨앗값의 SHA-256 해시 (추첨 전에 정해 공개하고, 추첨 뒤 씨앗값을 공개합니다)
      </p>
      <p className="mt-1 font-mono text-xs break-all text-ink">{props.seedHash}</p>
      <Link
        to={`/program/${props.programId}/lottery`}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {props.drawn ? "추첨 결과 보기" : "추첨 방법과 검증 안내"}
      </Link>
    </section>
  );
}
