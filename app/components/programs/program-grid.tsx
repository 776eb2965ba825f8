import { ProgramCard } from "~/components/programs/program-card";
import { ServerMarkup, useInAppLinks } from "~/components/ui/server-markup";
import type { ProgramCardData } from "~/content/types";

/**
 * `eagerFirstPicture`: the first card's picture loads at once and first, for a grid at the top of
 * its page (there it is the largest paint); a grid further down (a class page's related classes)
 * passes false so it does not compete with that page's own main picture.
 */
export function ProgramGrid({
  programs,
  eagerFirstPicture = true,
}: {
  programs: ProgramCardData[];
  eagerFirstPicture?: boolean;
}) {
  const followLink = useInAppLinks();
  if (programs.length === 0) {
    return (
      <p className="rounded-2xl bg-slate-50 p-8 text-center text-muted">
        해당하는 프로그램이 없습니다.
      </p>
    );
  }
  return (
    <ul
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      onClick={followLink}
    >
      {programs.map((program, index) => {
        const priority = eagerFirstPicture && index === 0;
        return (
          <ServerMarkup
            as="li"
            data={program}
            cacheAs={priority ? "first-card" : "card"}
            key={program.id}
            className="[contain-intrinsic-height:auto_26rem] [content-visibility:auto]"
          >
            <ProgramCard program={program} priority={priority} />
          </ServerMarkup>
        );
      })}
    </ul>
  );
}
