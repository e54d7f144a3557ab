/**
 * The sort indexes of modules listed by a form field (domains/visualdev/sortIndexes.repo.ts): one per
 * module that asks for such an order, kept in step when a module changes its order, and used by
 * the very statement the list sends, even planned generically as a prepared statement is (the
 * plan PostgreSQL keeps for a statement prepared once per connection).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/index.js';
import { quoteLiteral } from '../src/db/prepared.js';
import { onlineModules } from '../src/db/schema.js';
import { listRecords } from '../src/domains/visualdev/repo.js';
import { sortIndexName, syncSortIndexes } from '../src/domains/visualdev/sortIndexes.repo.js';
import { PROJECT_ID } from '../src/seed/data/project.js';
import { seededDb, type TestDb } from './helpers.js';

let t: TestDb;
const db = () => t.database.db;
const rows = async <T>(q: SQL) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;
const sortIndexes = async () => (await rows<{ indexname: string }>(sql`select indexname from pg_indexes
  where tablename = 'online_records' and indexname like 'online_records_sort_%' order by 1`)).map((r) => r.indexname);

let hazard: { id: string };
before(async () => {
  t = await seededDb();
  [hazard] = await db().select({ id: onlineModules.id }).from(onlineModules).where(eq(onlineModules.enCode, 'hazardInvestigat'));
  // enough records that reading the whole module and sorting it costs more than the index
  await db().execute(sql`insert into online_records (id, module_id, project_id, contract_id, creator_user_id, data, created_at)
    select 'sortix_' || g, ${hazard.id}, ${PROJECT_ID}, 'ct_sg01', 'u_shigong',
      jsonb_build_object('title', '隐患 ' || g, 'rectifyDeadline', case when g % 9 = 0 then null else 1764000000000 + (g % 400)::bigint * 86400000 end),
      now() - g * interval '1 minute'
    from generate_series(1, 6000) g`);
  await db().execute(sql`analyze online_records`);
});
after(async () => { await t?.close(); });

/** The statements a call sends, as text and parameters. */
async function statementsOf(work: (db: Db) => Promise<unknown>): Promise<Array<{ sql: string, params: unknown[] }>> {
  const sent: SQL[] = [];
  const spy = new Proxy(db(), {
    get(target, prop) {
      if (prop === 'execute') return (q: SQL) => { sent.push(q); return target.execute(q); };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await work(spy);
  const dialect = new PgDialect();
  return sent.map((q) => dialect.sqlToQuery(q));
}

/** The generic plan of a statement, as a prepared statement gets it after its first calls. */
async function genericPlan(statement: { sql: string, params: unknown[] }): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare sortix_plan as ${statement.sql}`));
    try {
      const args = statement.params.map((p) => quoteLiteral(typeof p === 'string' ? p : JSON.stringify(p)));
      const plan = (await tx.execute(sql.raw(`explain execute sortix_plan${args.length ? `(${args.join(', ')})` : ''}`))) as unknown as { rows: Array<Record<string, string>> };
      return plan.rows.map((r) => Object.values(r)[0]).join('\n');
    } finally {
      await tx.execute(sql.raw('deallocate sortix_plan'));
    }
  });
}

/** The Index Cond of each scan of `index` in a plan. */
const conditionOf = (plan: string, index: string): string[] => {
  const lines = plan.split('\n');
  return lines.flatMap((line, i) => (line.includes(`Index Scan using ${index} `) ? [lines[i + 1] ?? ''] : []))
    .filter((line) => line.includes('Index Cond:'));
};

describe('sort indexes', () => {
  it('exist for each module listed by a form field, by its default direction', async () => {
    const wanted = await rows<{ id: string, field: string, sort: string }>(sql`select id, column_data ->> 'defaultSidx' as field, column_data ->> 'sort' as sort
      from online_modules where coalesce(column_data ->> 'defaultSidx', '') <> ''`);
    assert.ok(wanted.length >= 30, `${wanted.length} modules sorted by a field`);
    assert.deepEqual(await sortIndexes(), wanted.map((w) => sortIndexName({ moduleId: w.id, field: w.field, desc: w.sort !== 'asc' })).sort());
    assert.deepEqual(await syncSortIndexes(db()), { made: 0, dropped: 0 }, 'a second install changes nothing');
  });

  it('follow a module that changes its order, and leave the others alone', async () => {
    const before = await sortIndexes();
    const old = sortIndexName({ moduleId: hazard.id, field: 'rectifyDeadline', desc: true });
    const changed = sortIndexName({ moduleId: hazard.id, field: 'hazardLevel', desc: true });
    const set = (field: string) => db().execute(sql`update online_modules set column_data = jsonb_set(column_data, '{defaultSidx}', to_jsonb(${field}::text)) where id = ${hazard.id}`);
    await set('hazardLevel');
    assert.deepEqual(await syncSortIndexes(db()), { made: 1, dropped: 1 });
    assert.deepEqual(await sortIndexes(), [...before.filter((n) => n !== old), changed].sort());
    await set('rectifyDeadline');
    assert.deepEqual(await syncSortIndexes(db()), { made: 1, dropped: 1 });
    assert.deepEqual(await sortIndexes(), before);
  });

  it('serve the list by the field, page 1 and the page after a record, in the generic plan of the statement sent', async () => {
    const index = sortIndexName({ moduleId: hazard.id, field: 'rectifyDeadline', desc: true });
    const query = {
      moduleId: hazard.id, visible: sql`project_id = ${PROJECT_ID} and (contract_id = any(${'{ct_sg01,ct_sg02}'}::text[]) or draft = false)`,
      visibleCounts: sql`true`, filters: [], sidx: 'rectifyDeadline', desc: true, offset: 0, limit: 20,
    };
    const first = await statementsOf((spy) => listRecords(spy, query));
    assert.match(await genericPlan(first.at(-1)!), new RegExp(`Index Scan using ${index}`));
    const page1 = await listRecords(db(), query);
    // after a valued record: from the index, where the row (value, id) is below the last one's
    const valued = await genericPlan((await statementsOf((spy) => listRecords(spy, { ...query, lastId: page1.rows.at(-1)!.id }))).at(-1)!);
    assert.ok(conditionOf(valued, index).some((c) => c.includes('(project_id = $') && c.includes('ROW((data ->> \'rectifyDeadline\'::text), id) < ROW($')), valued);
    // after a record without a value (sortix_18): from the index, where the value is null
    const empty = await genericPlan((await statementsOf((spy) => listRecords(spy, { ...query, lastId: 'sortix_18' }))).at(-1)!);
    assert.ok(conditionOf(empty, index).some((c) => c.includes('(project_id = $') && c.includes('((data ->> \'rectifyDeadline\'::text) IS NULL) AND (id < $')), empty);
    for (const plan of [valued, empty]) assert.doesNotMatch(plan, /Seq Scan on online_records/, plan);
  });
});
