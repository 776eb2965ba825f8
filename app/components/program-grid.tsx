import { ProgramCard } from "~/components/program-card";
import type { ProgramSummary } from "~/content/types";

export function ProgramGrid({ programs }: { programs: ProgramSummary[] }) {
  if (programs.length === 0) {
    return <p className="rounded-2xl bg-slate-50 p-8 text-center text-muted">해당하는 프로그램이 없습니다.</p>;
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {programs.map((program, index) => (
        <li key={program.id}>
          <ProgramCard program={program} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
