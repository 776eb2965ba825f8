import type { ClassFact } from "~/domain/class-facts";

/**
 * The chosen class's facts in the application dialog, in the class page's words and order
 * (written by the server: ~/domain/class-facts). A catalogue without them (an older server's)
 * shows the schedule alone.
 */
export function ClassFactList({ facts, schedule }: { facts?: ClassFact[]; schedule: string }) {
  if (!facts?.length) return <p className="text-sm text-muted">{schedule}</p>;
  return (
    <dl
      className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm"
      data-testid="class-facts"
    >
      {facts.map((fact) => (
        <div key={fact.key} className="contents" data-fact={fact.key}>
          <dt className="font-semibold text-muted">{fact.label}</dt>
          <dd className="text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
