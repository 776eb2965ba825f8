// The admin lists' table (issue 46): a page states its columns; the caption, the headings, the
// empty row, the sideways-scrolling box and the pager are the same on every list.
import type { ReactNode } from "react";
import { EmptyRow } from "~/components/admin/empty-row";
import { Pager } from "~/components/ui/pager";
import { ScrollRegion } from "~/components/ui/scroll-region";
import type { Page } from "~/domain/page";

export type ListColumn<Row> = {
  /** The heading; on a phone's card, the label of the cell's line. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the heading and its cells (a width, nowrap, tabular numbers). */
  className?: string;
};

// Below md each row is set as a card: the headings are left to screen readers and each
// cell is a line led by its heading (data-label). No explicit roles: HTML forbids them on a
// table's rows and cells (decision 263).
const CARD = {
  table: "max-md:block",
  head: "max-md:sr-only",
  body: "max-md:grid max-md:gap-3",
  row: "max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:p-3",
  cell: "max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1.5 max-md:before:w-20 max-md:before:shrink-0 max-md:before:text-xs max-md:before:leading-5 max-md:before:font-semibold max-md:before:text-muted max-md:before:content-[attr(data-label)]",
};

/** An admin list's frame: its heading, with actions beside it (CSV 내보내기), and the list. */
export function ListPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

export function ListTable<Row>({
  label,
  order,
  columns,
  list,
  rowKey,
  empty,
  width,
}: {
  /** The list's name (신청 목록): the scrolling box's, and its caption's with the order. */
  label: string;
  /** The rows' order, told in the caption for screen readers: 최신순. */
  order: string;
  columns: readonly ListColumn<Row>[];
  /** The page of rows shown, with the pager's numbers. */
  list: Pick<Page<Row>, "items" | "page" | "pageCount" | "total">;
  rowKey: (row: Row) => string;
  /** What the one row says when nothing matches. */
  empty: ReactNode;
  /** The table's least width from md up, e.g. `md:min-w-[56rem]` (below md each row is a card). */
  width: string;
}) {
  return (
    <>
      <ScrollRegion
        label={label}
        className="relative mt-4 rounded-xl border border-slate-200 max-md:border-0"
      >
        <table className={`w-full text-left text-sm ${width} ${CARD.table}`}>
          <caption className="sr-only">
            {label} ({order})
          </caption>
          <thead className={`bg-slate-50 text-muted ${CARD.head}`}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`whitespace-nowrap px-3 py-2 ${column.className ?? ""}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={CARD.body}>
            {list.items.map((row) => (
              <tr key={rowKey(row)} className={`border-t border-slate-100 align-top ${CARD.row}`}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={`px-3 py-2 ${column.className ?? ""} ${CARD.cell}`}
                  >
                    <div className="min-w-0 flex-1">{column.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
            {list.items.length === 0 ? <EmptyRow columns={columns.length}>{empty}</EmptyRow> : null}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
    </>
  );
}
