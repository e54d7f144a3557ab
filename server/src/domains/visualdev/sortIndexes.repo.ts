/**
 * An index for each module that lists its records by a form field (its list's defaultSidx: the
 * hazard register by its rectification deadline), so that opening the list reads 20 index entries
 * instead of sorting every record of the project (issue 19: 92 ms at page 1, 154 ms at page 500, at
 * 100,000 records of the module). Partial on the module and on the field's value, so a record's
 * write touches only the indexes of its own module; the list statement names the module and the
 * field in its text (repo.ts listRecords) so that even its generic prepared plan can use it.
 *
 * Kept in step with the modules at every catalog install: made when a module comes or changes its
 * default sort, dropped when it goes. The DDL runs under an advisory lock, so instances starting at
 * once do not both build one.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { quoteLiteral } from '../../db/prepared.js';

const PREFIX = 'online_records_sort_';
/** pg_advisory_xact_lock key of the sort index DDL ('sfsortix' as a number) */
const LOCK_KEY = 0x7366736f72746978n;

export interface SortIndex { moduleId: string, field: string, desc: boolean }

/** The index's name: from the module, the field and the direction, under 63 characters. */
export const sortIndexName = (s: SortIndex): string =>
  PREFIX + createHash('sha1').update(`${s.moduleId}\0${s.field}\0${s.desc ? 'desc' : 'asc'}`).digest('hex').slice(0, 24);

/** A module id or a field name as a literal of the statement's text (see above). */
export const literal = (value: string) => sql.raw(quoteLiteral(value));

/** The value a list sorts by, as the statement and the index both write it. */
const sortValue = (field: string) => sql`(data ->> ${literal(field)})`;

function createStatement(s: SortIndex) {
  const dir = s.desc ? 'desc' : 'asc';
  return sql`create index if not exists ${sql.identifier(sortIndexName(s))} on online_records
    (project_id, ${sortValue(s.field)} ${sql.raw(dir)} nulls last, id desc) where module_id = ${literal(s.moduleId)}`;
}

/** The sorts modules ask for by default now. */
async function wanted(db: Db): Promise<SortIndex[]> {
  const rows = (await db.execute(sql`select id, column_data ->> 'defaultSidx' as field, column_data ->> 'sort' as sort
    from online_modules where coalesce(column_data ->> 'defaultSidx', '') <> ''`)) as unknown as { rows: Array<{ id: string, field: string, sort: string | null }> };
  return rows.rows.map((r) => ({ moduleId: r.id, field: r.field, desc: r.sort !== 'asc' }));
}

/** Makes the missing sort indexes and drops those of sorts no module asks for; says how many of each. */
export async function syncSortIndexes(db: Db): Promise<{ made: number, dropped: number }> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_KEY))})`);
    const want = new Map((await wanted(tx)).map((s) => [sortIndexName(s), s]));
    const have = new Set(((await tx.execute(sql`select indexname from pg_indexes
      where tablename = 'online_records' and indexname like ${`${PREFIX}%`}`)) as unknown as { rows: Array<{ indexname: string }> }).rows.map((r) => r.indexname));
    let made = 0;
    let dropped = 0;
    for (const [name, s] of want) {
      if (have.has(name)) continue;
      await tx.execute(createStatement(s));
      made += 1;
    }
    for (const name of have) {
      if (want.has(name)) continue;
      await tx.execute(sql`drop index if exists ${sql.identifier(name)}`);
      dropped += 1;
    }
    return { made, dropped };
  });
}
