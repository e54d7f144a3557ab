/**
 * A module with a dedicated screen keeps its records in parts (catalog types.ts PartDef): each part
 * is an online module of its own form and list, installed under the module's tile, whose grants
 * and data scopes govern its records; the catalog refuses a part code that is another's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { catalog, checkCatalog, permissionFields, recordSets, tileCodeOf } from '../src/catalog/index.js';
import { installCatalog } from '../src/catalog/install.js';
import { migrate } from '../src/db/migrate.js';
import * as s from '../src/db/schema.js';
import { freshDb, type TestDb } from './helpers.js';

let t: TestDb;
before(async () => {
  t = await freshDb();
  await migrate(t.database);
  await installCatalog(t.database.db);
});
after(async () => { await t.close(); });

describe('parts of a module', () => {
  const emergency = catalog.find((m) => m.code === 'emergencyManagement')!;

  it('are installed as online modules of their own, under the tile\'s code', async () => {
    const rows = await t.database.db.select().from(s.onlineModules).where(eq(s.onlineModules.enCode, 'emergencyContact'));
    assert.deepEqual(rows.map((r) => [r.id, r.fullName, r.formId, r.flowId]), [['module_emergencyContact', '应急通讯录', 'form_emergencyContact', null]]);
    assert.deepEqual(recordSets(emergency).map((r) => r.code), ['emergencyPlan', 'emergencyDrill', 'emergencyContact', 'emergencySupply']);
    const [tile] = await t.database.db.select().from(s.menus).where(eq(s.menus.id, 'menu_emergencyManagement'));
    assert.equal(tile.urlAddress, '/pages/apply/emergencyManagement/index');
    assert.equal((await t.database.db.select().from(s.menus).where(eq(s.menus.enCode, 'emergencyContact'))).length, 0, 'no tile of their own');
  });

  it('are governed by the tile: its grants, and permission fields from every part\'s form', () => {
    assert.deepEqual([tileCodeOf('emergencyContact'), tileCodeOf('checklistInspection'), tileCodeOf('dangerSource'), tileCodeOf('hotWork')],
      ['emergencyManagement', 'siteInspection', 'dangerList', 'hotWork']);
    const fields = permissionFields(emergency);
    for (const f of ['planName', 'drillName', 'phone', 'supplyName']) assert.ok(fields.includes(f), f);
  });

  it('may not take the code of a module or of another part', () => {
    const withParts = (parts: NonNullable<typeof emergency.parts>) => catalog.map((m) => (m === emergency ? { ...emergency, parts } : m));
    assert.deepEqual(checkCatalog(withParts([...emergency.parts!, { ...emergency.parts![0], code: 'hotWork' }])), ["emergencyManagement: code hotWork is also hotWork's"]);
    assert.deepEqual(checkCatalog(withParts([...emergency.parts!, emergency.parts![0]])), ["emergencyManagement: code emergencyPlan is also emergencyManagement's"]);
    assert.deepEqual(checkCatalog(), []);
  });
});
