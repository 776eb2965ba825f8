// The embedded store's connection: each SQL text is compiled once and its statement reused.
import { describe, expect, it } from "vitest";
import { openSqlite } from "./sqlite.server";

describe("openSqlite's kept statements", () => {
  it("hands back the same statement for the same SQL, each run with its own parameters", () => {
    const db = openSqlite(":memory:");
    db.exec("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)");
    const insert = "INSERT INTO t (k, v) VALUES (?, ?)";
    db.prepare(insert).run("a", 1);
    db.prepare(insert).run("b", 2);
    expect(db.prepare(insert)).toBe(db.prepare(insert));
    const read = "SELECT v FROM t WHERE k = ?";
    expect(db.prepare(read).get("a")).toEqual({ v: 1 });
    expect(db.prepare(read).get("b")).toEqual({ v: 2 });
    expect(db.prepare(read).get("c")).toBeUndefined();
    expect(db.prepare("SELECT k FROM t ORDER BY k").all()).toEqual([{ k: "a" }, { k: "b" }]);
    db.close();
  });

  it("keeps only the statements last asked for, so SQL built per call cannot grow it", () => {
    const db = openSqlite(":memory:", 2);
    const first = db.prepare("SELECT 1 AS n");
    db.prepare("SELECT 2 AS n");
    expect(db.prepare("SELECT 1 AS n")).toBe(first); // asked for again: now the newest
    db.prepare("SELECT 3 AS n"); // pushes out SELECT 2
    expect(db.prepare("SELECT 1 AS n")).toBe(first);
    const second = db.prepare("SELECT 2 AS n");
    expect(second.get()).toEqual({ n: 2 });
    expect(db.prepare("SELECT 2 AS n")).toBe(second);
    db.close();
  });
});
