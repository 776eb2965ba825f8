import { PrefetchPageLinks } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * Prefetches the class pages of the given ids (its code loads on its own, once it is time). Every
 * class page needs the same scripts, so Remix's links (scripts and data) are rendered for the
 * first class only; the others get a data link each, its address made from the one Remix wrote
 * for the first class.
 * (One `<PrefetchPageLinks>` per class wrote the same nine script links sixteen times: 160
 * elements in one long task.) Ours carry no `as`: HTML allows it only on preload links (Remix's
 * own data link has `as="fetch"`, which browsers ignore on a prefetch).
 */
export default function PrefetchClasses({ ids }: { ids: number[] }) {
  const [dataHref, setDataHref] = useState<string>();
  const [first, ...others] = ids;
  const firstPath = `/program/${first}`;

  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>(
      `link[rel="prefetch"][href^="${firstPath}.data"]`,
    );
    setDataHref(link?.getAttribute("href") ?? undefined);
  }, [firstPath]);

  if (first === undefined) return null;
  return (
    <>
      <PrefetchPageLinks page={firstPath} />
      {dataHref &&
        others.map((id) => (
          <link
            key={id}
            rel="prefetch"
            href={dataHref.replace(`${firstPath}.data`, `/program/${id}.data`)}
          />
        ))}
    </>
  );
}
