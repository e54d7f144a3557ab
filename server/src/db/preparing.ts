/**
 * Statements the app sends again and again, parsed and planned once per connection instead of on
 * every call (issue 19). drizzle sends each query as an unnamed statement, which PostgreSQL parses
 * and plans anew each time: for a page of a module's records, planning was most of the statement's
 * time on PGlite (1.3 of 1.8 ms), and on PostgreSQL it is CPU the server shares with the app.
 *
 * Here the driver handed to drizzle prepares a text the second time it comes (a text seen once, a
 * migration's, a seed's, is left alone), under a name made of the text:
 *   - node-postgres: the query goes as a named statement, which each pooled connection prepares on
 *     its first use and then only binds and executes;
 *   - PGlite (one session): PREPARE once, then EXECUTE with each call's parameters written as
 *     literals the way PGlite itself would bind them (its serializer for the parameter's type, the
 *     text quoted as E''), so values arrive exactly as before.
 * A text PostgreSQL cannot prepare (a parameter of a type it cannot tell) and everything past
 * MAX_PREPARED texts runs as before. Transactions run on their own client, unchanged.
 * PREPARED_STATEMENTS=0 turns it off.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { quoteLiteral } from './prepared.js';

/** Distinct texts a connection keeps plans of: the app has a few hundred statement shapes. */
export const MAX_PREPARED = 2_000;
/** Texts counted while they wait for their second use; forgotten all at once past this. */
const MAX_SEEN = 20_000;

const statementName = (text: string): string => `sfq_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/** Counts texts; says when one has come often enough to prepare. */
function hotTexts() {
  const seen = new Map<string, number>();
  return (text: string): boolean => {
    const n = (seen.get(text) ?? 0) + 1;
    if (seen.size >= MAX_SEEN && n === 1) seen.clear();
    seen.set(text, n);
    return n >= 2;
  };
}

interface PreparedText { name: string, paramTypes: number[] }
type Serializer = (value: unknown) => string;

/** PGlite's client, preparing hot statements (see above); everything else is the client's own. */
export function preparingPglite(client: PGlite): PGlite {
  const hot = hotTexts();
  const prepared = new Map<string, Promise<PreparedText | null>>();
  const serializers = (client as unknown as { serializers: Record<number, Serializer> }).serializers;

  const prepare = (text: string): Promise<PreparedText | null> => {
    const name = statementName(text);
    return client.exec(`PREPARE ${name} AS ${text}`)
      .then(() => client.query<{ types: number[] }>('select array(select unnest(parameter_types)::oid)::int[] as types from pg_prepared_statements where name = $1', [name]))
      .then(({ rows }) => ({ name, paramTypes: rows[0]?.types ?? [] }), () => null);
  };

  /** A parameter as PGlite would have bound it, as a literal of EXECUTE. */
  const literal = (value: unknown, type: number): string => {
    if (value === null || value === undefined) return 'NULL';
    const serialize = serializers[type];
    return quoteLiteral(serialize ? serialize(value) : String(value));
  };

  const query: PGlite['query'] = async (text, params, options) => {
    if (!params?.length || options?.paramTypes || !hot(text)) return client.query(text, params, options);
    let ready = prepared.get(text);
    if (!ready) {
      if (prepared.size >= MAX_PREPARED) return client.query(text, params, options);
      ready = prepare(text);
      prepared.set(text, ready);
    }
    const statement = await ready;
    if (!statement || statement.paramTypes.length !== params.length) return client.query(text, params, options);
    return client.query(`EXECUTE ${statement.name}(${params.map((p, i) => literal(p, statement.paramTypes[i])).join(', ')})`, [], options);
  };

  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** node-postgres's pool, naming hot statements (see above). */
export function preparingPool(pool: pg.Pool): pg.Pool {
  const hot = hotTexts();
  const named = new Set<string>();
  const query = (config: unknown, values?: unknown, callback?: unknown) => {
    const c = config as pg.QueryConfig | undefined;
    const params = (values ?? c?.values) as unknown[] | undefined;
    if (c && typeof c === 'object' && typeof c.text === 'string' && !c.name && params?.length && hot(c.text)) {
      const name = statementName(c.text);
      if (named.has(name) || named.size < MAX_PREPARED) {
        named.add(name);
        return (pool.query as (...a: unknown[]) => unknown)({ ...c, name }, values, callback);
      }
    }
    return (pool.query as (...a: unknown[]) => unknown)(config, values, callback);
  };
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === 'query') return query;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
