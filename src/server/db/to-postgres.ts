// Moving an embedded instance to PostgreSQL (`npm run db:to-postgres`, docs/OPERATIONS.md): every
// row of DATA_DIR's database is copied into DATABASE_URL, ids and all, so sessions, share links
// and the XP ledger carry over as they are.
//
// The tables come from the databases' own catalogs rather than a list kept here, so a table a
// later migration adds is copied without touching this file. Both sides must have applied the
// same migrations. Values cross as PostgreSQL's text form (what pg_dump's COPY writes), which
// each type reads back exactly, with dates, times and intervals in fixed ISO styles.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataCommandError, openDataDirAlone } from './backup';
import { fromPool, migrateDatabase } from './client';

type Row = (string | null)[];
/** A query answering rows as arrays of text: every query here casts what it reads to text. */
type Query = (sql: string, params?: unknown[]) => Promise<Row[]>;

/** The first value of the first row. */
async function value(q: Query, sql: string, params?: unknown[]): Promise<string | null> {
  const [row] = await q(sql, params);
  return row?.[0] ?? null;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Values per INSERT: well under PostgreSQL's 65,535 parameters per statement. */
const BATCH_VALUES = 20_000;

/** Output styles both sides read back unambiguously, whatever the server's defaults. */
const TEXT_STYLES = [
  `set local datestyle = 'ISO, YMD'`,
  `set local intervalstyle = 'postgres'`,
  `set local timezone = 'UTC'`,
  `set local extra_float_digits = 3`,
  `set local bytea_output = 'hex'`,
];

interface Column {
  name: string;
  /** The type without its modifier: a cast to varchar(64) would silently cut, a text one not. */
  type: string;
  identityAlways: boolean;
  generated: boolean;
  /** The sequence behind a serial or identity column. */
  sequence: string | null;
}

/** The ordinary tables of the public schema and their columns. */
async function readTables(q: Query): Promise<Map<string, Column[]>> {
  const rows = await q(`
    select c.relname::text, a.attname::text, format_type(a.atttypid, null)::text,
           (a.attidentity = 'a')::text, (a.attgenerated <> '')::text,
           pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname)::text
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname, a.attnum`);
  const tables = new Map<string, Column[]>();
  for (const [table, name, type, always, generated, sequence] of rows) {
    const columns = tables.get(table!) ?? [];
    columns.push({
      name: name!,
      type: type!,
      identityAlways: always === 'true',
      generated: generated === 'true',
      sequence: sequence ?? null,
    });
    tables.set(table!, columns);
  }
  return tables;
}

/** Tables in an order where each comes after every table its foreign keys point at. */
async function dependencyOrder(q: Query, tables: string[]): Promise<string[]> {
  const keys = await q(`
    select src.relname::text, dst.relname::text
      from pg_constraint k
      join pg_class src on src.oid = k.conrelid
      join pg_class dst on dst.oid = k.confrelid
      join pg_namespace n on n.oid = src.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const [child, parent] of keys) {
    if (child !== parent) parents.get(child!)?.add(parent!);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      throw new DataCommandError('the tables reference each other in a cycle: no order to copy');
    }
    for (const t of ready) {
      placed.add(t);
      order.push(t);
    }
  }
  return order;
}

/** The migrations a database has applied (Drizzle's hashes of their SQL), or null if none. */
async function appliedMigrations(q: Query): Promise<string[] | null> {
  const present = await value(
    q,
    `select (to_regclass('drizzle.__drizzle_migrations') is not null)::text`,
  );
  if (present !== 'true') return null;
  return (await q('select hash from drizzle.__drizzle_migrations order by created_at, id')).map(
    ([hash]) => hash!,
  );
}

/** Refuses unless both databases have the same tables with the same columns. */
function sameSchema(source: Map<string, Column[]>, target: Map<string, Column[]>) {
  const names = (columns: Column[]) =>
    columns
      .filter((c) => !c.generated)
      .map((c) => c.name)
      .sort()
      .join(', ');
  const differences: string[] = [];
  for (const table of new Set([...source.keys(), ...target.keys()])) {
    const s = source.get(table);
    const t = target.get(table);
    if (!s || !t) differences.push(`${table} is only in the ${s ? 'embedded' : 'target'} database`);
    else if (names(s) !== names(t)) differences.push(`${table} has other columns`);
  }
  if (differences.length > 0) {
    throw new DataCommandError(`the two databases differ: ${differences.join('; ')}`);
  }
}

function insertStatement(table: string, columns: Column[], rows: number): string {
  const values: string[] = [];
  for (let r = 0; r < rows; r++) {
    const at = r * columns.length;
    values.push(`(${columns.map((c, i) => `$${at + i + 1}::${c.type}`).join(', ')})`);
  }
  const overriding = columns.some((c) => c.identityAlways) ? ' overriding system value' : '';
  return (
    `insert into ${ident(table)} (${columns.map((c) => ident(c.name)).join(', ')})` +
    `${overriding} values ${values.join(', ')}`
  );
}

/** Copies one table through a cursor on the source, in batches. */
async function copyTable(src: Query, dst: Query, table: string, all: Column[]) {
  const columns = all.filter((c) => !c.generated);
  const batch = Math.max(1, Math.floor(BATCH_VALUES / columns.length));
  const select = columns.map((c) => `${ident(c.name)}::text`).join(', ');
  await src(`declare copy_rows no scroll cursor for select ${select} from ${ident(table)}`);
  for (;;) {
    const rows = await src(`fetch ${batch} from copy_rows`);
    if (rows.length === 0) break;
    await dst(insertStatement(table, columns, rows.length), rows.flat());
  }
  await src('close copy_rows');
}

/**
 * Moves each sequence past every id the copied rows use, and past where the source's had got
 * to, so the next id handed out is one never seen before.
 */
async function moveSequences(
  src: Query,
  dst: Query,
  table: string,
  source: Column[],
  target: Column[],
) {
  for (const column of target) {
    const from = source.find((c) => c.name === column.name)?.sequence;
    if (!column.sequence || !from) continue;
    const [state] = await src(`select last_value::text, is_called::text from ${from}`);
    const [last, called] = state as [string, string];
    const max = await value(dst, `select max(${ident(column.name)})::text from ${ident(table)}`);
    const used = called === 'true' ? BigInt(last) : BigInt(last) - 1n;
    const top = max && BigInt(max) > used ? BigInt(max) : used;
    if (top >= 1n) {
      await dst('select setval($1::regclass, $2::bigint, true)::text', [
        column.sequence,
        top.toString(),
      ]);
    } else {
      await dst('select setval($1::regclass, 1, false)::text', [column.sequence]);
    }
  }
}

export interface TableCount {
  table: string;
  /** Rows in the embedded database. */
  source: number;
  /** Rows in PostgreSQL after the copy, counted before it was committed. */
  target: number;
}

const sqlState = (err: unknown) => (err as { code?: unknown }).code;

/**
 * Copies every row of `source` into the database of `target`, after migrating it, in one
 * transaction: the target ends up an exact copy, or unchanged. Refuses a target holding users
 * unless `replace`, which empties it first.
 */
export async function copyToPostgres(opts: {
  source: PGlite;
  target: pg.Pool;
  replace?: boolean;
  log?: (line: string) => void;
}): Promise<TableCount[]> {
  const log = opts.log ?? (() => undefined);
  const src: Query = async (sql, params) =>
    (await opts.source.query<Row>(sql, params, { rowMode: 'array' })).rows;
  const sourceMigrations = await appliedMigrations(src);
  if (!sourceMigrations) {
    throw new DataCommandError('the embedded database is not a Joey Fit database');
  }

  let client: pg.PoolClient;
  try {
    client = await opts.target.connect();
  } catch (err) {
    throw new DataCommandError(`cannot connect to DATABASE_URL: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const dst: Query = async (sql, params) =>
    (await client.query<Row>({ text: sql, values: params, rowMode: 'array' })).rows;
  try {
    const foreign = await value(
      dst,
      `select (count(*) > 0 and to_regclass('drizzle.__drizzle_migrations') is null)::text
         from pg_tables where schemaname = 'public'`,
    );
    if (foreign === 'true') {
      throw new DataCommandError(
        "the target database holds tables that are not Joey Fit's: give it a database of its own",
      );
    }
    log('migrating the PostgreSQL database');
    await migrateDatabase(fromPool(opts.target));
    const targetMigrations = (await appliedMigrations(dst))!;
    if (sourceMigrations.some((hash) => !targetMigrations.includes(hash))) {
      throw new DataCommandError(
        'the embedded database has migrations this version of Joey Fit does not know: run the ' +
          'command from the version that last ran on DATA_DIR',
      );
    }
    const behind = targetMigrations.length - sourceMigrations.length;
    if (behind > 0) {
      throw new DataCommandError(
        `the embedded database lacks ${behind} of this version's migrations: start this ` +
          'version of Joey Fit on DATA_DIR once (it migrates at start), stop it, and run ' +
          'this again',
      );
    }
    const sourceTables = await readTables(src);
    const targetTables = await readTables(dst);
    sameSchema(sourceTables, targetTables);
    const order = await dependencyOrder(dst, [...targetTables.keys()]);
    log(`copying ${order.length} tables`);

    try {
      // One snapshot of the source, only read; one transaction on the target.
      await src('begin isolation level repeatable read read only');
      await dst('begin');
      for (const style of TEXT_STYLES) {
        await src(style);
        await dst(style);
      }
      await dst(`set local lock_timeout = '30s'`);
      // Nothing else reads or writes the target until the copy is whole.
      await dst(`lock table ${order.map(ident).join(', ')} in access exclusive mode`);
      const users = await value(dst, 'select count(*)::text from users');
      if (users !== '0' && !opts.replace) {
        throw new DataCommandError(
          `the target database already holds Joey Fit data (${users} users): --replace ` +
            'empties it and copies the embedded database over it',
        );
      }
      if (users !== '0') log(`replacing what the target held (${users} users)`);
      await dst(`truncate table ${order.map(ident).join(', ')} restart identity`);

      const counts: TableCount[] = [];
      for (const table of order) {
        const n = await value(src, `select count(*)::text from ${ident(table)}`);
        await copyTable(src, dst, table, targetTables.get(table)!);
        await moveSequences(src, dst, table, sourceTables.get(table)!, targetTables.get(table)!);
        const there = await value(dst, `select count(*)::text from ${ident(table)}`);
        counts.push({ table, source: Number(n), target: Number(there) });
      }
      const wrong = counts.filter((c) => c.source !== c.target);
      if (wrong.length > 0) {
        throw new DataCommandError(
          `row counts differ, nothing was written: ${wrong
            .map((c) => `${c.table} ${c.source} → ${c.target}`)
            .join(', ')}`,
        );
      }
      await dst('commit');
      // Fresh statistics for the planner now rather than at autovacuum's next visit; the copy is
      // committed and whole either way, so a failure here is not the command's.
      await dst('analyze').catch(() => undefined);
      return counts;
    } catch (err) {
      await dst('rollback').catch(() => undefined);
      if (sqlState(err) === '55P03') {
        throw new DataCommandError(
          'the target database is in use (a Joey Fit server on DATABASE_URL?): stop what uses ' +
            'it and run this again',
          { cause: err },
        );
      }
      throw err;
    } finally {
      await src('rollback');
    }
  } finally {
    client.release();
  }
}

/** `npm run db:to-postgres`: DATA_DIR's database, locked and only read, into `databaseUrl`. */
export async function copyDataDirToPostgres(opts: {
  dataDir: string;
  databaseUrl: string;
  replace?: boolean;
  log?: (line: string) => void;
}): Promise<TableCount[]> {
  const source = await openDataDirAlone(opts.dataDir);
  try {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2 });
    pool.on('error', () => undefined); // a dropped idle client fails the next query instead
    try {
      return await copyToPostgres({ ...opts, source: source.pg, target: pool });
    } finally {
      await pool.end();
    }
  } finally {
    await source.close();
  }
}
