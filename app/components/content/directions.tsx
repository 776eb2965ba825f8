// 찾아오시는 길 on /about: the address, how to come and park, and the map picture from the site
// settings (a drawn 약도 on the embedded default; no map service, no key).
import { ContentImage } from "~/components/ui/content-image";
import type { Directions as DirectionsView } from "~/content/types";

function Paragraphs({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  if (paragraphs.length === 0) return null;
  return (
    <div>
      <dt className="font-bold text-ink">{title}</dt>
      <dd className="mt-1 space-y-2 leading-7 text-muted">
        {paragraphs.map((p, index) => (
          <p key={index} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </dd>
    </div>
  );
}

export function Directions({ directions }: { directions: DirectionsView }) {
  return (
    <section id="directions" aria-labelledby="directions-heading" className="mt-14 max-w-3xl">
      <h2 id="directions-heading" className="text-2xl font-bold text-brand-900">
        찾아오시는 길
      </h2>
      <ContentImage
        image={directions.map}
        sizes="(min-width: 768px) 48rem, 100vw"
        className="mt-6 h-auto w-full rounded-2xl border border-slate-200"
      />
      <dl className="mt-6 space-y-5">
        {directions.address && <Paragraphs title="주소" paragraphs={[directions.address]} />}
        <Paragraphs title="대중교통" paragraphs={directions.transit} />
        <Paragraphs title="주차" paragraphs={directions.parking} />
      </dl>
    </section>
  );
}
