import { sql, type Kysely } from 'kysely';

/*
 * What a backup needs to know of the database beyond the schema types: every table, the columns a
 * row can be written with (not the generated ones), which tables refer to which (the order rows go
 * back in), and on PostgreSQL the partitions. Read from the catalog, so a table added by a later
 * migration is backed up with no change here.
 */

/** Kysely's own bookkeeping: the migration level is carried in the manifest instead. */
const SKIPPED = new Set(['kysely_migration', 'kysely_migration_lock']);

/** A reference from one table's column to another table's (or its own) column. */
export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  referencedColumn: string;
}

/** The database's tables (PostgreSQL: partitioned tables, not their partitions), by name. */
export async function listTables(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    return rows.map((row) => row.name).filter((name) => !SKIPPED.has(name));
  }
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`.execute(db);
  return rows.map((row) => row.name).filter((name) => !SKIPPED.has(name));
}

/** PostgreSQL: the columns of `table` that can be written (generated columns are left out). */
export async function writableColumns(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`.execute(db);
  return rows.map((row) => row.name);
}

/** PostgreSQL: every single-column foreign key of the schema. */
export async function foreignKeys(db: Kysely<any>): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select child.relname as "table", a.attname as "column", parent.relname as "references", pa.attname as "referencedColumn"
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = current_schema() and not child.relispartition`.execute(db);
  return rows;
}

/** PostgreSQL: every partition (leaf) with its partitioned table and bound (`FOR VALUES …` or `DEFAULT`). */
export async function listPartitions(db: Kysely<any>): Promise<{ name: string; parent: string; bound: string }[]> {
  const { rows } = await sql<{ name: string; parent: string; bound: string }>`
    select c.relname as name, p.relname as parent, pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relispartition and c.relkind in ('r', 'p') order by c.relname`.execute(db);
  return rows;
}

/** Tables ordered so that every table comes after the tables it refers to (references to itself aside). */
export function parentsFirst(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const key of keys) if (key.table === table && key.references !== table && tables.includes(key.references)) visit(key.references);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Rows of a table that refers to itself, ordered so that each row's parent row comes before it. */
export function parentRowsFirst<T extends Record<string, unknown>>(rows: readonly T[], selfKeys: readonly ForeignKey[]): T[] {
  if (!selfKeys.length) return [...rows];
  const ordered: T[] = [];
  const present = new Map<string, Set<unknown>>(selfKeys.map((key) => [key.referencedColumn, new Set(rows.map((row) => row[key.referencedColumn]))]));
  const placed = new Map<string, Set<unknown>>(selfKeys.map((key) => [key.referencedColumn, new Set()]));
  let waiting = [...rows];
  while (waiting.length) {
    const next: T[] = [];
    for (const row of waiting) {
      const ready = selfKeys.every((key) => {
        const parent = row[key.column];
        return parent === null || parent === undefined || !present.get(key.referencedColumn)?.has(parent) || placed.get(key.referencedColumn)?.has(parent);
      });
      if (!ready) {
        next.push(row);
        continue;
      }
      ordered.push(row);
      for (const key of selfKeys) placed.get(key.referencedColumn)?.add(row[key.referencedColumn]);
    }
    // A cycle cannot be ordered: leave the rest as they are (the insert names the row it refuses).
    if (next.length === waiting.length) return [...ordered, ...next];
    waiting = next;
  }
  return ordered;
}
