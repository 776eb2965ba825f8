// A list of 신청번호 (no names): the lottery result page's seats, line and tickets.
import { formatApplicationNumber } from "~/domain/application";

export function NumberList(props: {
  id: string;
  title: string;
  numbers: number[];
  empty: string;
  ordered?: boolean;
}) {
  const List = props.ordered ? "ol" : "ul";
  return (
    <section aria-labelledby={props.id} className="mt-8">
      <h2 id={props.id} className="text-xl font-bold text-brand-900">
        {props.title}
      </h2>
      {props.numbers.length === 0 ? (
        <p className="mt-2 text-muted">{props.empty}</p>
      ) : (
        <List
          className={`mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 ${props.ordered ? "list-decimal pl-8" : ""}`}
          data-testid={props.id}
        >
          {props.numbers.map((number) => (
            <li key={number} className="font-mono tabular-nums">
              {formatApplicationNumber(number)}
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
