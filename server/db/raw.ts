/**
 * Raw SQL, for the few statements Drizzle's builders do not express (sequences, dynamic table names,
 * the migrations table). Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`;
 * Drizzle types that answer per driver, so the one cast lives here, with the row type the caller
 * names.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "./client.ts";

export async function rawRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The id the next insert into `table` will most likely get (its serial sequence `<table>_id_seq`). */
export async function nextSerialId(db: Tx, table: string): Promise<number> {
  const rows = await rawRows<{ next: number }>(
    db,
    sql.raw(
      `SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::int AS next FROM "${table.replaceAll('"', '""')}_id_seq"`,
    ),
  );
  return Number(rows[0]?.next ?? 1);
}
