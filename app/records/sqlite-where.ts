// The WHERE clause of a SQLite store's list filter, pure: each filter field that is given becomes
// one condition, so a store states its conditions and not the joining of clauses and values.

/** One condition of a filter: SQL with one `?` and its value; falsy where the filter is not given. */
type Condition = readonly [sql: string, value: string | number] | false | "" | undefined;

/** The WHERE clause ("" when none) of the conditions given, and their values in order. */
export function whereAll(conditions: readonly Condition[]) {
  const given = conditions.filter((condition) => !!condition);
  return {
    sql: given.length ? `WHERE ${given.map(([sql]) => sql).join(" AND ")}` : "",
    params: given.map(([, value]) => value),
  };
}
