/**
 * Hot reads as statements PostgreSQL parses and plans once per connection instead of per call.
 * drizzle builds a statement's text on every call and, on PGlite, sends it through an unnamed
 * statement that is parsed and planned again each time: for CurrentUser's statements (a dozen
 * subqueries) that costs about three times executing them. Here the text is built once, then
 *   - node-postgres: a named statement, prepared by each pooled connection on first use;
 *   - PGlite (one session): PREPARE once, then EXECUTE with the arguments as quoted literals
 *     (EXECUTE takes no bind parameters; E'' literals do not depend on standard_conforming_strings).
 * The statement selects one value (json, typically): the call answers it, or null without a row.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { PgliteThread } from './pgliteThread.js';
import type { Db } from './index.js';

const dialect = new PgDialect();

/** A literal any PostgreSQL reads back as exactly this string. */
export const quoteLiteral = (value: string): string => `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * `build` gets one placeholder per argument ($1, $2, ...) and returns `select <value> ...`;
 * arguments are text. `name` must be unique in the process (a statement name per connection).
 */
export function preparedValue<R>(name: string, arity: number, build: (...params: SQL[]) => SQL) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name ${name}`);
  const query = dialect.sqlToQuery(sql`select (${build(...Array.from({ length: arity }, (_, i) => sql.raw(`$${i + 1}`)))}) as value`);
  if (query.params.length > 0) throw new Error(`${name}: inline values would not be prepared; use the placeholders`);
  const text = query.sql;
  const pglitePrepared = new WeakMap<PgliteThread, Promise<void>>();

  return async (db: Db, ...args: string[]): Promise<R | null> => {
    if (args.length !== arity) throw new Error(`${name} takes ${arity} arguments`);
    const client = (db as unknown as { $client: PgliteThread | pg.Pool }).$client;
    // PGlite (on its thread or not) has exec; node-postgres's pool has not
    if ('exec' in client) {
      let ready = pglitePrepared.get(client);
      if (!ready) {
        ready = client.exec(`PREPARE ${name}(${Array(arity).fill('text').join(', ')}) AS ${text}`).then(() => undefined);
        pglitePrepared.set(client, ready);
        ready.catch(() => pglitePrepared.delete(client));
      }
      await ready;
      const { rows } = await client.query<{ value: R }>(`EXECUTE ${name}(${args.map(quoteLiteral).join(', ')})`);
      return rows[0]?.value ?? null;
    }
    const { rows } = await client.query<{ value: R }>({ name, text, values: args });
    return rows[0]?.value ?? null;
  };
}

/**
 * Rows of `table` as a statement's json_agg of them gave them (column names, JSON values) back
 * as drizzle would (property names, dates as Date): each value read by its column.
 */
export function rowsFromJson<T extends PgTable>(table: T, rows: Array<Record<string, unknown>>): Array<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((row) => Object.fromEntries(columns.map(([key, column]) => {
    const value = row[column.name];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  })) as T['$inferSelect']);
}

/**
 * A page size written into a statement's text instead of bound as a parameter. With LIMIT a
 * parameter, PostgreSQL's generic plan of a prepared statement assumes a tenth of the table, costs
 * more than a plan for the actual 20 rows, and so it plans the statement anew on every call:
 * preparing it saved nothing (a todo page: 31 calls, 31 plans). Page sizes are a handful of
 * numbers, so the texts stay few. Typed as the number drizzle's limit() takes.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`a page size must be a whole number, not ${n}`);
  return sql.raw(String(n)) as unknown as number;
}
