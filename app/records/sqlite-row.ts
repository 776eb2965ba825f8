// A SQLite row read as a record: its snake_case columns under their camelCase names, typed, so a
// store's row mapper states only what is more than a rename (a parsed JSON column, a cast union).
// Only for rows whose columns are all the record's: every column becomes a field.

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

export type CamelCased<Row> = { [K in keyof Row as Camel<K & string>]: Row[K] };

export function camelCased<Row extends object>(row: Row): CamelCased<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  ) as CamelCased<Row>;
}
