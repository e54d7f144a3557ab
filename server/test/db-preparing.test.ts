/**
 * Hot statements prepared once (db/preparing.ts): the answers are those of the statement sent as
 * before, whatever the values (quotes, backslashes, nulls, dates, JSON, arrays, numbers), on the
 * embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDb, type Database } from '../src/db/index.js';
import { freshDb, type TestDb } from './helpers.js';

const variants = [
  { name: 'the embedded database', embedded: true },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', embedded: false }] : []),
];

const VALUES: Array<[string, unknown]> = [
  ['text', 'plain'],
  ['text', "it's a \\path\\ with 'quotes' and 中文"],
  ['text', ''],
  ['text', null],
  ['int', 42],
  ['int', -7],
  ['numeric', '12.50'],
  ['bool', true],
  ['bool', false],
  ['timestamptz', new Date('2026-11-29T08:30:00.123Z')],
  ['jsonb', JSON.stringify({ a: "o'k", b: [1, 2], c: null })],
  ['text[]', '{a,"b\'c","d\\"e"}'],
];

type Row = Record<string, unknown>;
/** The rows of an executed statement (drizzle types them per driver). */
const rowsOf = async (answer: Promise<unknown>): Promise<Row[]> => ((await answer) as { rows: Row[] }).rows;

for (const variant of variants) {
  describe(`statements prepared once, on ${variant.name}`, () => {
    let t: TestDb;
    let plain: Database;
    before(async () => {
      t = await freshDb({ embedded: variant.embedded });
      await t.database.db.execute(sql`create table probe (id int primary key, name text, at timestamptz, doc jsonb, tags text[])`);
      await t.database.db.execute(sql`insert into probe values (1, 'one', '2026-01-01T00:00:00Z', '{"k":1}', '{x,y}'), (2, 'it''s two', null, null, '{}')`);
      if (!variant.embedded) plain = await openDb({ ...t.config, preparedStatements: false });
    });
    after(async () => {
      await plain?.close();
      await t?.close();
    });

    it('answers each value as the statement sent as before, on the first call and on every call after', async () => {
      for (const [type, value] of VALUES) {
        const ask = async (db: Database) => (await rowsOf(db.db.execute(sql`select ${value}::${sql.raw(type)} as v, pg_typeof(${value}::${sql.raw(type)})::text as t`)))[0];
        // the first call goes as before (a text is prepared on its second use): the others must match it
        const answers: Row[] = [];
        for (let i = 0; i < 3; i++) answers.push(await ask(t.database));
        const expected = plain ? await ask(plain) : answers[0];
        for (const a of answers) assert.deepEqual(a, expected, `${type} ${JSON.stringify(value)}`);
        if (value !== null) assert.notEqual(answers[2].v, null, `${type} kept its value`);
      }
    });

    it('reads rows by parameters once prepared, and sees rows written after the plan was made', async () => {
      const byName = (name: string) => rowsOf(t.database.db.execute(sql`select id from probe where name = ${name} order by id`));
      for (let i = 0; i < 3; i++) assert.deepEqual(await byName("it's two"), [{ id: 2 }]);
      await t.database.db.execute(sql`insert into probe (id, name) values (3, ${"it's two"})`);
      assert.deepEqual(await byName("it's two"), [{ id: 2 }, { id: 3 }]);
      assert.deepEqual(await byName('nobody'), []);
    });

    it('runs a statement it cannot prepare as before', async () => {
      // a parameter whose type PostgreSQL cannot tell fails to prepare; the call still answers
      for (let i = 0; i < 3; i++) {
        assert.deepEqual(await rowsOf(t.database.db.execute(sql`select ${'x'} as v`)), [{ v: 'x' }]);
      }
    });

    it('keeps a transaction\'s statements in the transaction', async () => {
      await assert.rejects(t.database.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) await tx.execute(sql`insert into probe (id, name) values (${10 + i}, ${'rolled back'})`);
        throw new Error('undo');
      }), /undo/);
      assert.deepEqual(await rowsOf(t.database.db.execute(sql`select count(*)::int as n from probe where name = ${'rolled back'}`)), [{ n: 0 }]);
    });
  });
}
