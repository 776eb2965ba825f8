import { CategoryBadge, PriceTag, RecruitmentBadge } from "~/components/programs/program-badges";
import { CalendarIcon, ClockIcon, MapPinIcon, UserIcon } from "~/components/ui/icons";
import { ContentImage } from "~/components/ui/content-image";
import type { ProgramCardData } from "~/content/types";

/**
 * A class's card. Its link is a plain one (the card's markup is rendered once and kept by the
 * server, decision 231): the list around it navigates within the app (`useInAppLinks`).
 */
export function ProgramCard({
  program,
  priority = false,
}: {
  program: ProgramCardData;
  /** The card whose picture is likely the page's largest paint: loaded at once, first. */
  priority?: boolean;
}) {
  return (
    <a
      href={`/program/${program.id}`}
      draggable={false}
      data-program-id={program.id}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        <ContentImage
          image={program.image}
          priority={priority}
          sizes="(min-width: 1024px) 280px, (min-width: 768px) 50vw, 100vw"
          draggable={false}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute left-3 top-3 flex gap-1.5">
          <CategoryBadge category={program.category} />
          <RecruitmentBadge recruitment={program.recruitment} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold leading-snug text-ink group-hover:text-brand-700">
          {program.title}
        </h3>
        <p className="line-clamp-2 text-sm leading-6 text-muted">{program.description}</p>
        <div className="mt-auto space-y-1.5 pt-2 text-sm text-muted">
          {(
            [
              ["when", program.schedule, ClockIcon],
              ["term", program.term, CalendarIcon],
              ["place", program.location, MapPinIcon],
              ["audience", program.audience, UserIcon],
              ["seats", program.seats, UserIcon],
            ] as const
          ).map(
            ([fact, text, Icon]) =>
              text && (
                <p key={fact} className="flex items-start gap-1.5" data-fact={fact}>
                  <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" />
                  <span className="line-clamp-1">{text}</span>
                </p>
              ),
          )}
        </div>
        <div className="pt-1">
          <PriceTag price={program.price} />
        </div>
      </div>
    </a>
  );
}
