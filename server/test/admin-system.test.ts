/**
 * System administration (/api/system): dictionaries (DictionaryType, DictionaryData), bill-number
 * rules (BillRule) and the workbench's menus (Menu: rename, hide, reorder). System administrators
 * only; what the catalog's forms use cannot be deleted; every refusal writes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { catalogBillRules, dictionaries } from '../src/catalog/index.js';
import { auditLog } from '../src/db/schema.js';
import { adminWorld, NOT_ADMIN, ok, SYSTEM_ONLY, type AdminWorld } from './admin-world.js';

let w: AdminWorld;
before(async () => { w = await adminWorld(); });
after(async () => { await w.close(); });

const S = '/api/system';
const db = () => w.t.database.db;

describe('dictionaries', () => {
  it('makes a dictionary with a tree of items, changes an item, deletes them', async () => {
    const type = await ok(w.api('admin', 'POST', `${S}/DictionaryType`, { fullName: '材料类别', enCode: 'materialKind', isTree: 1 }));
    const steel = await ok(w.api('admin', 'POST', `${S}/DictionaryData`, { dictionaryTypeId: type.id, fullName: '钢材', enCode: 'steel' }));
    const rebar = await ok(w.api('admin', 'POST', `${S}/DictionaryData`, { dictionaryTypeId: type.id, fullName: '钢筋', enCode: 'rebar', parentId: steel.id }));
    await ok(w.api('admin', 'PUT', `${S}/DictionaryData/${rebar.id}`, { fullName: '螺纹钢筋', enCode: 'rebar', parentId: steel.id, enabledMark: 0 }));
    const items = (await ok(w.api('admin', 'GET', `${S}/DictionaryData/${type.id}`))).list;
    assert.deepEqual(items.map((i: { fullName: string; children?: Array<{ fullName: string; enabledMark: number }> }) => [i.fullName, i.children?.map((c) => [c.fullName, c.enabledMark])]),
      [['钢材', [['螺纹钢筋', 0]]]]);
    await w.refused('admin', 'DELETE', `${S}/DictionaryData/${steel.id}`, undefined, /还有子选项/);
    await w.refused('admin', 'DELETE', `${S}/DictionaryType/${type.id}`, undefined, /还有选项/);
    await ok(w.api('admin', 'DELETE', `${S}/DictionaryData/${rebar.id}`));
    await ok(w.api('admin', 'DELETE', `${S}/DictionaryData/${steel.id}`));
    await ok(w.api('admin', 'DELETE', `${S}/DictionaryType/${type.id}`));
    const entries = await db().select().from(auditLog).where(eq(auditLog.kind, 'dictionary'));
    assert.ok(entries.length >= 7);
  });

  it('lets a shipped dictionary\'s items change but not the dictionary go', async () => {
    const shipped = dictionaries[0];
    const list = (await ok(w.api('admin', 'GET', `${S}/DictionaryType`))).list;
    const listed = list.find((t: { id: string; shipped: boolean; itemCount: number }) => t.id === shipped.id);
    assert.ok(listed.shipped);
    assert.ok(listed.itemCount > 0);
    await w.refused('admin', 'DELETE', `${S}/DictionaryType/${shipped.id}`, undefined, /系统内置字典不能删除/);
    const item = await ok(w.api('admin', 'POST', `${S}/DictionaryData`, { dictionaryTypeId: shipped.id, fullName: '新增选项', enCode: 'addedByOrg' }));
    assert.ok((await ok(w.api('admin', 'GET', `${S}/DictionaryData/${shipped.id}`))).list.some((i: { id: string }) => i.id === item.id));
  });

  it('refuses bad input, a non-administrator and a project administrator, writing nothing', async () => {
    const shipped = dictionaries[0];
    await w.refused('admin', 'POST', `${S}/DictionaryType`, { fullName: '重复', enCode: shipped.enCode ?? shipped.id }, /字典编码已存在|enCode/);
    await w.refused('admin', 'POST', `${S}/DictionaryType`, { fullName: '', enCode: 'x1' }, /fullName/);
    await w.refused('admin', 'POST', `${S}/DictionaryData`, { dictionaryTypeId: 'nowhere', fullName: '选项', enCode: 'x' }, /数据字典不存在/);
    await w.refused('admin', 'POST', `${S}/DictionaryData`, { dictionaryTypeId: shipped.id, fullName: '坏编码', enCode: '中文' }, /enCode/);
    await w.refused('admin', 'PUT', `${S}/DictionaryData/nowhere`, { fullName: '选项', enCode: 'x' }, /字典选项不存在/);
    await w.refused('jianli', 'GET', `${S}/DictionaryType`, undefined, NOT_ADMIN);
    await w.refused('zongjian', 'POST', `${S}/DictionaryType`, { fullName: '越权', enCode: 'yq' }, SYSTEM_ONLY);
  });
});

describe('bill rules', () => {
  it('makes a rule showing its next number, changes it, deletes it', async () => {
    const made = await ok(w.api('admin', 'POST', `${S}/BillRule`, { fullName: '材料进场单号', enCode: 'materialIn', prefix: 'CL', dateFormat: 'YYYYMM', digit: 4, startNumber: 1 }));
    const info = await ok(w.api('admin', 'GET', `${S}/BillRule/${made.id}`));
    assert.match(info.example, /^CL\d{6}0001$/);
    await ok(w.api('admin', 'PUT', `${S}/BillRule/${made.id}`, { fullName: '材料进场单号', enCode: 'materialIn', prefix: 'JC', dateFormat: '', digit: 3, startNumber: 7 }));
    assert.equal((await ok(w.api('admin', 'GET', `${S}/BillRule/${made.id}`))).example, 'JC007');
    await ok(w.api('admin', 'DELETE', `${S}/BillRule/${made.id}`));
  });

  it('refuses deleting or recoding a rule a form uses, bad input, and anyone but a system administrator', async () => {
    const used = catalogBillRules()[0];
    const rule = (await ok(w.api('admin', 'GET', `${S}/BillRule?pageSize=500`))).list.find((r: { enCode: string }) => r.enCode === used.enCode);
    assert.ok(rule.shipped);
    await w.refused('admin', 'DELETE', `${S}/BillRule/${rule.id}`, undefined, /由表单使用,不能删除/);
    await w.refused('admin', 'PUT', `${S}/BillRule/${rule.id}`, { fullName: rule.fullName, enCode: 'renamed' }, /编码不能修改/);
    await w.refused('admin', 'POST', `${S}/BillRule`, { fullName: '重复', enCode: used.enCode }, /单据规则编码已存在/);
    await w.refused('admin', 'POST', `${S}/BillRule`, { fullName: '坏格式', enCode: 'bad1', dateFormat: 'DD' }, /dateFormat/);
    await w.refused('admin', 'POST', `${S}/BillRule`, { fullName: '坏位数', enCode: 'bad2', digit: 11 }, /digit/);
    await w.refused('shigong', 'POST', `${S}/BillRule`, { fullName: '越权', enCode: 'yq' }, NOT_ADMIN);
    await w.refused('zongjian', 'DELETE', `${S}/BillRule/${rule.id}`, undefined, SYSTEM_ONLY);
  });
});

describe('menus', () => {
  const tilesOf = async (account: 'jianli') => {
    const me = await ok(w.api(account, 'GET', '/api/oauth/CurrentUser?type=app'));
    const flat: Array<{ id: string; fullName: string; children?: unknown[] }> = [];
    const walk = (nodes: Array<{ id: string; fullName: string; children?: unknown[] }>) => nodes.forEach((n) => { flat.push(n); walk((n.children ?? []) as typeof nodes) });
    walk(typeof me.menuList === 'string' ? JSON.parse(me.menuList) : me.menuList);
    return flat;
  };

  it('renames and hides a workbench entry for everyone at once, and reorders a directory', async () => {
    const tile = (await tilesOf('jianli')).find((m) => !m.children?.length)!;
    await ok(w.api('admin', 'PUT', `${S}/Menu/${tile.id}`, { fullName: '改名后的入口' }));
    assert.equal((await tilesOf('jianli')).find((m) => m.id === tile.id)?.fullName, '改名后的入口');
    await ok(w.api('admin', 'PUT', `${S}/Menu/${tile.id}`, { fullName: '改名后的入口', enabledMark: 0 }));
    assert.ok(!(await tilesOf('jianli')).some((m) => m.id === tile.id));
    const admin = (await ok(w.api('admin', 'GET', `${S}/Menu`))).list as Array<{ id: string; children: Array<{ id: string; sortCode: number; catalogName: string }> }>;
    const dir = admin.find((d) => d.children.length >= 2)!;
    const reversed = [...dir.children].reverse().map((c) => c.id);
    await ok(w.api('admin', 'PUT', `${S}/Menu/Actions/Sort`, { ids: reversed }));
    const after = (await ok(w.api('admin', 'GET', `${S}/Menu`))).list.find((d: { id: string }) => d.id === dir.id);
    assert.deepEqual([...after.children].sort((a: { sortCode: number }, b: { sortCode: number }) => a.sortCode - b.sortCode).map((c: { id: string }) => c.id), reversed);
  });

  it('refuses a menu that is not there, menus of two directories, and anyone but a system administrator', async () => {
    const admin = (await ok(w.api('admin', 'GET', `${S}/Menu`))).list as Array<{ id: string; children: Array<{ id: string }> }>;
    const [a, b] = admin.filter((d) => d.children.length > 0);
    await w.refused('admin', 'PUT', `${S}/Menu/nowhere`, { fullName: '无' }, /菜单不存在/);
    await w.refused('admin', 'PUT', `${S}/Menu/Actions/Sort`, { ids: [a.children[0].id, b.children[0].id] }, /同一目录/);
    await w.refused('admin', 'PUT', `${S}/Menu/${a.id}`, { fullName: '' }, /fullName/);
    await w.refused('jianli', 'PUT', `${S}/Menu/${a.id}`, { fullName: '越权' }, NOT_ADMIN);
    await w.refused('zongjian', 'PUT', `${S}/Menu/${a.id}`, { fullName: '越权' }, SYSTEM_ONLY);
  });
});
