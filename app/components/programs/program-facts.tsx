import type { ReactNode } from "react";
import { PriceTag, RecruitmentBadge } from "~/components/programs/program-badges";
import { CalendarIcon, ClockIcon, MapPinIcon, TagIcon, UserIcon } from "~/components/ui/icons";
import type { ClassFact, ClassFactKey } from "~/domain/class-facts";
import type { Recruitment } from "~/domain/recruitment";

const ICONS: Record<ClassFactKey | "instructor", () => ReactNode> = {
  term: () => <CalendarIcon />,
  when: () => <ClockIcon />,
  audience: () => <UserIcon />,
  seats: () => <UserIcon />,
  applicationPeriod: () => <CalendarIcon />,
  method: () => <TagIcon />,
  place: () => <MapPinIcon />,
  instructor: () => <UserIcon />,
};

function Row(props: { factKey: string; icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div data-fact={props.factKey} className="flex gap-3 px-5 py-3.5">
      <dt className="flex w-28 shrink-0 items-center gap-2 text-sm font-semibold text-muted">
        <span className="text-brand-600 [&>svg]:h-4 [&>svg]:w-4">{props.icon}</span>
        {props.label}
      </dt>
      <dd className="flex flex-wrap items-center gap-2 font-medium text-ink">{props.children}</dd>
    </div>
  );
}

/** The class page's facts (decision 244), then its 강사 and 수강료; the badge beside 접수 기간. */
export function ProgramFacts(props: {
  facts: ClassFact[];
  recruitment: Pick<Recruitment, "phase" | "daysLeft">;
  instructor: string;
  price: string;
}) {
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {props.facts.map((fact) => (
        <Row key={fact.key} factKey={fact.key} icon={ICONS[fact.key]()} label={fact.label}>
          {fact.value}
          {fact.key === "applicationPeriod" ? (
            <RecruitmentBadge recruitment={props.recruitment} />
          ) : null}
        </Row>
      ))}
      {props.instructor ? (
        <Row factKey="instructor" icon={ICONS.instructor()} label="강사">
          {props.instructor}
        </Row>
      ) : null}
      <Row factKey="price" icon={<TagIcon />} label="수강료">
        <PriceTag price={props.price} />
      </Row>
    </dl>
  );
}
