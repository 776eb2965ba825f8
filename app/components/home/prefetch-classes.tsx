import { PrefetchPageLinks } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useAfterStart } from "~/components/hooks/use-after-start";

/**
 * Prefetches the class pages of the given ids `delayMs` after start. Every class page needs the
 * same scripts, so Remix's links (scripts and data) are rendered for the first class only; the
 * others get a data link each, its address made from the one Remix wrote for the first class.
 * (One `<PrefetchPageLinks>` per class wrote the same nine script links sixteen times: 160
 * elements in one long task.)
 */
export function PrefetchClasses({ ids, delayMs }: { ids: number[]; delayMs: number }) {
  const ready = useAfterStart(delayMs);
  const [dataHref, setDataHref] = useState<string>();
  const [first, ...others] = ids;
  const firstPath = `/program/${first}`;

  useEffect(() => {
    if (!ready) return;
    const link = document.querySelector<HTMLLinkElement>(
      `link[rel="prefetch"][href^="${firstPath}.data"]`,
    );
    setDataHref(link?.getAttribute("href") ?? undefined);
  }, [ready, firstPath]);

  if (!ready || first === undefined) return null;
  return (
    <>
      <PrefetchPageLinks page={firstPath} />
      {dataHref &&
        others.map((id) => (
          <link
            key={id}
            rel="prefetch"
            as="fetch"
            href={dataHref.replace(`${firstPath}.data`, `/program/${id}.data`)}
          />
        ))}
    </>
  );
}
