/**
 * The database as portable data: every table of the `public` schema, read from the catalog (so a
 * table added by a later migration is backed up without a change here), ordered so that a table
 * comes after the tables its foreign keys point to. Rows travel as JSON (`row_to_json`) and come
 * back through `json_populate_recordset`, so PostgreSQL itself converts every column type both ways
 * and the same archive loads into PGlite and PostgreSQL alike.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";

export interface TableInfo {
  name: string;
  /** columns PostgreSQL computes itself (GENERATED ALWAYS AS …) and must not be inserted */
  generated: string[];
  /** columns that reference the same table: loaded as NULL first, set once every row is in */
  selfReferences: string[];
  primaryKey: string[];
}

export interface SequenceState {
  table: string;
  column: string;
  last_value: number;
  is_called: boolean;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The tables of `public` in an order that satisfies every foreign key between different tables. */
export async function listTables(tx: Tx): Promise<TableInfo[]> {
  const tables = (
    await rawRows<{ name: string }>(
      tx,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
    )
  ).filter(({ name }) => !NOT_BACKED_UP.has(name));
  const foreignKeys = await rawRows<{ from_table: string; to_table: string; columns: string[] }>(
    tx,
    sql`SELECT src.relname AS from_table, dst.relname AS to_table,
          array(SELECT a.attname::text FROM unnest(con.conkey) k JOIN pg_attribute a
                ON a.attrelid = con.conrelid AND a.attnum = k) AS columns
        FROM pg_constraint con
        JOIN pg_class src ON src.oid = con.conrelid JOIN pg_namespace n ON n.oid = src.relnamespace
        JOIN pg_class dst ON dst.oid = con.confrelid
        WHERE con.contype = 'f' AND n.nspname = 'public'`,
  );
  const generated = await rawRows<{ table_name: string; column_name: string }>(
    tx,
    sql`SELECT c.relname AS table_name, a.attname AS column_name FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated <> ''`,
  );
  const primaryKeys = await rawRows<{ table_name: string; columns: string[] }>(
    tx,
    sql`SELECT c.relname AS table_name,
          array(SELECT a.attname::text FROM unnest(con.conkey) k JOIN pg_attribute a
                ON a.attrelid = con.conrelid AND a.attnum = k) AS columns
        FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE con.contype = 'p' AND n.nspname = 'public'`,
  );

  const info = new Map<string, TableInfo>(
    tables.map(({ name }) => [name, { name, generated: [], selfReferences: [], primaryKey: [] }]),
  );
  for (const row of generated) info.get(row.table_name)?.generated.push(row.column_name);
  for (const row of primaryKeys) {
    const table = info.get(row.table_name);
    if (table) table.primaryKey = row.columns;
  }
  const dependsOn = new Map<string, Set<string>>(tables.map(({ name }) => [name, new Set()]));
  for (const key of foreignKeys) {
    if (key.from_table === key.to_table) info.get(key.from_table)?.selfReferences.push(...key.columns);
    else dependsOn.get(key.from_table)?.add(key.to_table);
  }

  // depth-first topological order; the alphabetical start keeps it the same on every run
  const ordered: TableInfo[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      throw new Error(`the foreign keys form a cycle (${[...path, name].join(" -> ")}); cannot order them`);
    }
    state.set(name, "visiting");
    for (const target of [...(dependsOn.get(name) ?? [])].sort()) visit(target, [...path, name]);
    state.set(name, "done");
    ordered.push(info.get(name) as TableInfo);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

/** Rows of one table as JSON lines, in pages, ordered by the primary key so a dump is repeatable. */
export async function* tableRows(tx: Tx, table: TableInfo, pageSize = 500): AsyncGenerator<string[]> {
  const order = table.primaryKey.length ? table.primaryKey.map(quoteIdent).join(", ") : "ctid";
  for (let offset = 0; ; offset += pageSize) {
    const page = await rawRows<{ row: string }>(
      tx,
      sql`SELECT row_to_json(t)::text AS row FROM ${sql.raw(quoteIdent(table.name))} t
          ORDER BY ${sql.raw(order)} LIMIT ${pageSize} OFFSET ${offset}`,
    );
    if (page.length) yield page.map((r) => r.row);
    if (page.length < pageSize) return;
  }
}

export async function countRows(tx: Tx, table: string): Promise<number> {
  const [row] = await rawRows<{ count: string | number }>(
    tx,
    sql`SELECT count(*) AS count FROM ${sql.raw(quoteIdent(table))}`,
  );
  return Number(row.count);
}

/** Inserts JSON rows (as written by tableRows); self-referencing columns wait for `linkSelfReferences`. */
export async function insertRows(tx: Tx, table: TableInfo, jsonRows: string[]): Promise<void> {
  if (jsonRows.length === 0) return;
  const columnRows = await rawRows<{ name: string }>(
    tx,
    sql`SELECT a.attname AS name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relname = ${table.name} AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY a.attnum`,
  );
  const columns = columnRows.map((c) => c.name).filter((c) => !table.generated.includes(c));
  const target = columns.map(quoteIdent).join(", ");
  const source = columns
    .map((c) => (table.selfReferences.includes(c) ? `NULL AS ${quoteIdent(c)}` : `r.${quoteIdent(c)}`))
    .join(", ");
  await tx.execute(
    sql`INSERT INTO ${sql.raw(quoteIdent(table.name))} (${sql.raw(target)}) OVERRIDING SYSTEM VALUE
        SELECT ${sql.raw(source)} FROM json_populate_recordset(NULL::${sql.raw(quoteIdent(table.name))},
        ${`[${jsonRows.join(",")}]`}::json) r`,
  );
}

/** Sets the self-referencing columns held back by insertRows, matching rows by primary key. */
export async function linkSelfReferences(tx: Tx, table: TableInfo, jsonRows: string[]): Promise<void> {
  if (jsonRows.length === 0 || table.selfReferences.length === 0) return;
  if (table.primaryKey.length === 0) {
    throw new Error(`table ${table.name} references itself but has no primary key`);
  }
  const set = table.selfReferences.map((c) => `${quoteIdent(c)} = r.${quoteIdent(c)}`).join(", ");
  const match = table.primaryKey.map((c) => `t.${quoteIdent(c)} = r.${quoteIdent(c)}`).join(" AND ");
  await tx.execute(
    sql`UPDATE ${sql.raw(quoteIdent(table.name))} t SET ${sql.raw(set)}
        FROM json_populate_recordset(NULL::${sql.raw(quoteIdent(table.name))}, ${`[${jsonRows.join(",")}]`}::json) r
        WHERE ${sql.raw(match)}`,
  );
}

/** Every sequence owned by a column of a `public` table (serial and identity columns). */
export async function readSequences(tx: Tx): Promise<SequenceState[]> {
  const owned = await rawRows<{ table: string; column: string; sequence: string }>(
    tx,
    sql`SELECT t.relname AS table, a.attname AS column, quote_ident(sn.nspname) || '.' || quote_ident(s.relname) AS sequence
        FROM pg_class s JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass
        JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace n ON n.oid = t.relnamespace
        JOIN pg_namespace sn ON sn.oid = s.relnamespace
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE s.relkind = 'S' AND d.deptype IN ('a', 'i') AND n.nspname = 'public'
        ORDER BY t.relname, a.attname`,
  );
  const states: SequenceState[] = [];
  for (const { table, column, sequence } of owned) {
    const [state] = await rawRows<{ last_value: string | number; is_called: boolean }>(
      tx,
      sql`SELECT last_value, is_called FROM ${sql.raw(sequence)}`,
    );
    states.push({ table, column, last_value: Number(state.last_value), is_called: state.is_called });
  }
  return states;
}

/**
 * Puts each sequence where the backup had it, and never below the highest value in its column, so
 * the next insert gets a new id and an id of a deleted row is not given out again.
 */
export async function restoreSequences(tx: Tx, states: SequenceState[]): Promise<void> {
  for (const { table, column, last_value, is_called } of states) {
    const [row] = await rawRows<{ max: string | number | null }>(
      tx,
      sql`SELECT max(${sql.raw(quoteIdent(column))}) AS max FROM ${sql.raw(quoteIdent(table))}`,
    );
    const max = row.max === null ? null : Number(row.max);
    const [value, called] = max !== null && max >= last_value ? [max, true] : [last_value, is_called];
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${quoteIdent(table)}, ${column}), ${value}, ${called})`,
    );
  }
}

/**
 * Tables that never go into a backup (nor count for restore's empty-target check): the visit
 * counts' salt and visitor hashes of today (server/visits/store.ts) must be gone once the day is
 * over, and an archive would keep them for years.
 */
export const NOT_BACKED_UP: ReadonlySet<string> = new Set(["visit_salts", "visit_hashes"]);
