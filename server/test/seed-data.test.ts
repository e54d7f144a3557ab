import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEMO_PASSWORD,
  REQUIRED_ACCOUNTS,
  areas,
  contracts,
  organizations,
  positions,
  projects,
  users,
  wbsNodes,
} from '../src/seed/data/index.js';
import type { SeedOrganize } from '../src/seed/data/index.js';
import { catalogMenus, dictionaries, grantsOfRole, roleTemplates } from '../src/catalog/index.js';

// the demo's menus, roles and dictionaries are the catalog's
const menus = catalogMenus();
const roles = roleTemplates.map((r) => ({ ...r, enCode: r.code, ...grantsOfRole(r.id) }));

const byId = <T extends { id: string }>(rows: T[]): Map<string, T> => new Map(rows.map((r) => [r.id, r]));
const orgById = byId(organizations);
const positionById = byId(positions);
const userById = byId(users);
const roleById = byId(roles);
const menuById = byId(menus);
const projectById = byId(projects);
const contractById = byId(contracts);

/** The company a department belongs to (walks up the tree). */
function companyOf(orgId: string): SeedOrganize {
  let org = orgById.get(orgId);
  for (let guard = 0; org && org.category !== 'company' && guard < 20; guard++) org = orgById.get(org.parentId);
  assert.ok(org && org.category === 'company', `no company above ${orgId}`);
  return org;
}

test('ids are unique across every collection', () => {
  const all = [
    ...organizations.map((r) => r.id),
    ...positions.map((r) => r.id),
    ...users.map((r) => r.id),
    ...roles.map((r) => r.id),
    ...menus.map((r) => r.id),
    ...projects.map((r) => r.id),
    ...contracts.map((r) => r.id),
    ...wbsNodes.map((r) => r.id),
    ...dictionaries.map((r) => r.id),
    ...dictionaries.flatMap((d) => d.items.map((i) => i.id)),
    ...areas.map((r) => r.id),
  ];
  const seen = new Set<string>();
  const dups = all.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  assert.deepEqual(dups, []);
});

test('enCodes and accounts are unique where they must be', () => {
  const unique = (label: string, xs: string[]) =>
    assert.equal(new Set(xs).size, xs.length, `duplicate ${label}: ${xs.filter((x, i) => xs.indexOf(x) !== i)}`);
  unique('menu enCode', menus.map((m) => m.enCode));
  unique('role enCode', roles.map((r) => r.enCode));
  unique('organize enCode', organizations.map((o) => o.enCode));
  unique('position enCode', positions.map((p) => p.enCode));
  unique('dictionary enCode', dictionaries.map((d) => d.enCode));
  unique('account', users.map((u) => u.account));
  for (const d of dictionaries) unique(`${d.enCode} item enCode`, d.items.map((i) => i.enCode));
  for (const c of contracts) unique(`${c.id} WBS enCode`, wbsNodes.filter((w) => w.contractId === c.id).map((w) => w.enCode));
});

test('organisation tree: parents, categories, managers, positions', () => {
  for (const o of organizations) {
    if (o.category === 'company') {
      assert.equal(o.parentId, '-1', `${o.id} company must be top level`);
      assert.ok(o.unitType, `${o.id} company needs a unitType`);
    } else {
      assert.ok(orgById.has(o.parentId), `${o.id} parent ${o.parentId}`);
      assert.equal(o.unitType, undefined, `${o.id} departments carry no unitType`);
      companyOf(o.id);
    }
    if (o.managerId) {
      const m = userById.get(o.managerId);
      assert.ok(m, `${o.id} manager ${o.managerId}`);
    }
  }
  const unitTypes = new Set(organizations.map((o) => o.unitType).filter(Boolean));
  for (const t of ['owner', 'supervision', 'contractor']) assert.ok(unitTypes.has(t as never), `missing ${t} unit`);
  for (const p of positions) {
    const o = orgById.get(p.organizeId);
    assert.ok(o, `${p.id} organize ${p.organizeId}`);
    assert.equal(o.category, 'department', `${p.id} must belong to a department`);
  }
});

test('every user reference resolves', () => {
  for (const u of users) {
    const dept = orgById.get(u.organizeId);
    assert.ok(dept, `${u.account} organize ${u.organizeId}`);
    assert.equal(dept.category, 'department', `${u.account} organizeId must be a department`);
    for (const p of u.positionIds) {
      const pos = positionById.get(p);
      assert.ok(pos, `${u.account} position ${p}`);
      assert.equal(pos.organizeId, u.organizeId, `${u.account} position ${p} is in another department`);
    }
    for (const r of u.roleIds) assert.ok(roleById.has(r), `${u.account} role ${r}`);
    if (u.managerId !== undefined) {
      assert.ok(userById.has(u.managerId), `${u.account} manager ${u.managerId}`);
      assert.notEqual(u.managerId, u.id, `${u.account} is its own manager`);
    }
    for (const p of u.projectIds) assert.ok(projectById.has(p), `${u.account} project ${p}`);
    for (const c of u.contractIds) {
      const ct = contractById.get(c);
      assert.ok(ct, `${u.account} contract ${c}`);
      assert.ok(u.projectIds.includes(ct.projectId), `${u.account} sees contract ${c} but not its project`);
    }
  }
});

test('manager chains end without cycles', () => {
  for (const u of users) {
    const seen = new Set<string>();
    let cur: string | undefined = u.id;
    while (cur) {
      assert.ok(!seen.has(cur), `manager cycle through ${u.account}`);
      seen.add(cur);
      cur = userById.get(cur)?.managerId;
    }
  }
});

test('required accounts exist; launchers have managers; norole has no roles', () => {
  const byAccount = new Map(users.map((u) => [u.account, u]));
  for (const a of REQUIRED_ACCOUNTS) assert.ok(byAccount.has(a), `missing account ${a}`);
  const admin = byAccount.get('admin')!;
  assert.equal(admin.isAdministrator, true);
  assert.deepEqual([...admin.contractIds].sort(), contracts.map((c) => c.id).sort());
  assert.deepEqual([...admin.projectIds].sort(), projects.map((p) => p.id).sort());
  assert.equal(users.filter((u) => u.isAdministrator).length, 1, 'only admin is administrator');
  assert.deepEqual(byAccount.get('norole')!.roleIds, []);
  assert.equal(byAccount.get('jianli')!.managerId, byAccount.get('zongjian')!.id);
  for (const a of ['jianli', 'shigong', 'anquan', 'shiyan', 'yezhu']) {
    assert.ok(byAccount.get(a)!.managerId, `${a} needs a manager`);
  }
  for (const u of users) if (u.account !== 'norole') assert.ok(u.roleIds.length > 0, `${u.account} has no role`);
  assert.ok(users.length >= 15 && users.length <= 25, `user count ${users.length}`);
  assert.equal(DEMO_PASSWORD, 'Demo@1234');
});

test('contractor staff see only their own sections; supervision and owner see all', () => {
  const allContracts = contracts.map((c) => c.id).sort();
  for (const u of users) {
    const company = companyOf(u.organizeId);
    if (company.unitType === 'contractor') {
      assert.ok(u.contractIds.length > 0, `${u.account} sees no contract`);
      for (const c of u.contractIds) {
        assert.equal(contractById.get(c)!.constructionUnitId, company.id, `${u.account} sees foreign contract ${c}`);
      }
    } else if (company.unitType === 'supervision' || company.unitType === 'owner') {
      assert.deepEqual([...u.contractIds].sort(), allContracts, `${u.account} should see all contracts`);
    }
  }
});

test('mobile numbers and e-mails are valid and unique', () => {
  const mobile = /^1[3-9]\d{9}$/;
  const email = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
  for (const u of users) {
    assert.match(u.mobilePhone, mobile, `${u.account} mobile`);
    assert.match(u.email, email, `${u.account} email`);
  }
  assert.equal(new Set(users.map((u) => u.mobilePhone)).size, users.length, 'duplicate mobile');
  assert.equal(new Set(users.map((u) => u.email)).size, users.length, 'duplicate email');
});

test('projects and contracts resolve to units of the right kind', () => {
  for (const p of projects) {
    assert.equal(orgById.get(p.ownerUnitId)?.unitType, 'owner', `${p.id} owner`);
    assert.ok(p.startDate < p.endDate, `${p.id} dates`);
    assert.ok(p.investment > 0);
  }
  const chainage = /^K\d+\+\d{3}$/;
  const km = (s: string) => {
    const [, k, m] = /^K(\d+)\+(\d{3})$/.exec(s)!;
    return Number(k) * 1000 + Number(m);
  };
  for (const c of contracts) {
    assert.ok(projectById.has(c.projectId), `${c.id} project`);
    assert.equal(orgById.get(c.constructionUnitId)?.unitType, 'contractor', `${c.id} contractor`);
    assert.equal(orgById.get(c.supervisionUnitId)?.unitType, 'supervision', `${c.id} supervision`);
    assert.match(c.startMileage, chainage);
    assert.match(c.endMileage, chainage);
    assert.ok(km(c.startMileage) < km(c.endMileage), `${c.id} mileage`);
    assert.ok(c.amount > 0);
  }
  assert.ok(contracts.length >= 2 && contracts.length <= 3);
  const sum = contracts.reduce((s, c) => s + c.amount, 0);
  assert.ok(sum < projects[0].investment, 'contracts exceed the project investment');
});

test('WBS: contracts exist, parents resolve in the same contract, levels follow depth, >= 3 levels', () => {
  const wbsById = byId(wbsNodes);
  for (const w of wbsNodes) {
    assert.ok(contractById.has(w.contractId), `${w.id} contract ${w.contractId}`);
    if (w.parentId === '-1') {
      assert.equal(w.level, 1, `${w.id} root level`);
    } else {
      const parent = wbsById.get(w.parentId);
      assert.ok(parent, `${w.id} parent ${w.parentId}`);
      assert.equal(parent.contractId, w.contractId, `${w.id} parent in another contract`);
      assert.equal(w.level, parent.level + 1, `${w.id} level`);
    }
  }
  for (const c of contracts) {
    const depth = Math.max(...wbsNodes.filter((w) => w.contractId === c.id).map((w) => w.level));
    assert.ok(depth >= 3, `${c.id} WBS depth ${depth}`);
  }
});

test('menus: parents resolve, type-2 routes are /pages/apply/ routes, moduleId is the own id', () => {
  for (const m of menus) {
    if (m.parentId !== '-1') {
      const parent = menuById.get(m.parentId);
      assert.ok(parent, `${m.id} parent ${m.parentId}`);
      assert.equal(parent.type, 1, `${m.id} parent must be a directory`);
    } else {
      assert.equal(m.type, 1, `${m.id} top-level menus are directories`);
    }
    assert.match(m.icon, /^icon-ym icon-ym-[\w-]+$/, `${m.id} icon`);
    if (m.type === 2) {
      assert.ok(m.urlAddress.startsWith('/pages/apply/'), `${m.id} url ${m.urlAddress}`);
      assert.ok(!m.urlAddress.includes('//'), `${m.id} url ${m.urlAddress}`);
      // that each address is a real app route is checked on the app side (test/unit/contract)
      assert.match(m.propertyJson.iconBackgroundColor, /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, `${m.id} colour`);
      assert.equal(m.propertyJson.moduleId, m.id, `${m.id} moduleId`);
      assert.equal(m.id, `menu_${m.enCode}`, `${m.id} id derives from enCode`);
    }
  }
  const pages = menus.filter((m) => m.type === 2);
  assert.equal(new Set(pages.map((m) => m.urlAddress)).size, pages.length, 'two menus open the same route');
  for (const dir of menus.filter((m) => m.type === 1)) {
    assert.ok(menus.some((m) => m.parentId === dir.id), `${dir.id} is empty`);
  }
  const required = [
    '/pages/apply/hazardInvestigat/index',
    '/pages/apply/attendanceManagement/attendanceClock/index',
    '/pages/apply/attendanceManagement/punshClockStatistics/index',
    '/pages/apply/safetyManage/hotWork',
    '/pages/apply/progressManage/progressDailyReport/index',
    '/pages/apply/engineeringManagement/supervisionLog/index',
    '/pages/apply/laboratoryManagement/incomingMaterials/index',
    '/pages/apply/meterManage/meterApprove/index',
    '/pages/apply/transactionCenter/supervisionMeeting/index',
  ];
  for (const url of required) assert.ok(pages.some((m) => m.urlAddress === url), `missing menu for ${url}`);
});

test('roles: menuIds and permission modelIds resolve to type-2 menus', () => {
  const pageIds = new Set(menus.filter((m) => m.type === 2).map((m) => m.id));
  const buttonCode = /^btn_\w+$/;
  for (const r of roles) {
    if (r.menuIds !== '*') {
      assert.ok(r.menuIds.length > 0, `${r.id} has no menus`);
      assert.equal(new Set(r.menuIds).size, r.menuIds.length, `${r.id} duplicate menu`);
      for (const id of r.menuIds) assert.ok(pageIds.has(id), `${r.id} menu ${id} is not a type-2 menu`);
    }
    const models = r.permissions.map((p) => p.modelId);
    assert.equal(new Set(models).size, models.length, `${r.id} duplicate permission entry`);
    for (const p of r.permissions) {
      assert.ok(pageIds.has(p.modelId), `${r.id} permission ${p.modelId} is not a type-2 menu`);
      if (r.menuIds !== '*') assert.ok(r.menuIds.includes(p.modelId), `${r.id} permission on ungranted ${p.modelId}`);
      for (const b of p.button) assert.match(b, buttonCode, `${r.id} ${p.modelId} button ${b}`);
      assert.ok(p.button.includes('btn_detail'), `${r.id} ${p.modelId} lacks btn_detail`);
      assert.ok(p.column.length > 0 && p.form.length > 0, `${r.id} ${p.modelId} has no fields`);
    }
  }
  const admin = roles.find((r) => r.menuIds === '*');
  assert.ok(admin, 'an all-menus role exists');
  assert.equal(admin.permissions.length, pageIds.size, 'admin has a permission entry per page');
  const yezhu = roles.find((r) => r.enCode === 'yezhu')!;
  for (const p of yezhu.permissions) assert.deepEqual(p.button, ['btn_detail'], `yezhu ${p.modelId}`);
  // every page is reachable by some non-admin role, except none
  const granted = new Set(roles.flatMap((r) => (r.menuIds === '*' ? [] : r.menuIds)));
  const orphan = [...pageIds].filter((id) => !granted.has(id));
  assert.deepEqual(orphan, [], 'pages no role but admin can open');
});

test('dictionaries: required types, tree parents, urgency codes', () => {
  const byCode = new Map(dictionaries.map((d) => [d.enCode, d]));
  for (const code of ['WorkFlowCategory', 'hazardCategory', 'hazardLevel', 'weather', 'materialType', 'sampleType',
    'inspectionResult', 'rectificationStatus', 'urgency', 'sex']) {
    const d = byCode.get(code);
    assert.ok(d, `missing dictionary ${code}`);
    assert.ok(d.items.length >= 2, `${code} too few items`);
  }
  assert.deepEqual(byCode.get('urgency')!.items.map((i) => [i.enCode, i.fullName]), [['1', '普通'], ['2', '重要'], ['3', '紧急']]);
  assert.ok(dictionaries.some((d) => d.isTree === 1), 'a tree dictionary exists');
  for (const d of dictionaries) {
    const ids = new Set(d.items.map((i) => i.id));
    for (const i of d.items) {
      if (i.parentId !== undefined && i.parentId !== '-1') {
        assert.equal(d.isTree, 1, `${d.enCode}/${i.enCode} has a parent in a flat dictionary`);
        assert.ok(ids.has(i.parentId), `${d.enCode}/${i.enCode} parent ${i.parentId}`);
      }
    }
    if (d.isTree === 1) assert.ok(d.items.some((i) => i.parentId), `${d.enCode} tree without children`);
  }
});

test('dictionaries: the supervision tour plans are five to seven, each with what it covers', () => {
  const plans = dictionaries.find((d) => d.enCode === 'supervisionTourPlan');
  assert.ok(plans, 'missing dictionary supervisionTourPlan');
  assert.ok(plans.items.length >= 5 && plans.items.length <= 7, `${plans.items.length} tour plans`);
  assert.equal(plans.items[0].fullName, '日常巡视');
  for (const i of plans.items) assert.match(i.description ?? '', /^[\u4e00-\u9fa5].{15,}$/, `${i.enCode} description`);
  for (const d of dictionaries) {
    for (const i of d.items) if (i.description !== undefined) assert.match(i.description, /[\u4e00-\u9fa5]/, `${d.enCode}/${i.enCode} description`);
  }
});

test('areas: 6-digit codes, provinces, city prefixes, >= 300 cities', () => {
  const provinces = areas.filter((a) => a.level === 1);
  const cities = areas.filter((a) => a.level === 2);
  assert.equal(provinces.length, 34);
  assert.ok(cities.length >= 300, `only ${cities.length} cities`);
  const areaById = byId(areas);
  for (const a of areas) {
    assert.match(a.id, /^\d{6}$/, `${a.fullName} code ${a.id}`);
    assert.ok(a.fullName.length > 0);
  }
  for (const p of provinces) {
    assert.equal(p.parentId, '-1');
    assert.match(p.id, /^\d{2}0000$/, `${p.fullName} is not a province code`);
    assert.ok(cities.some((c) => c.parentId === p.id), `${p.fullName} has no city`);
  }
  for (const c of cities) {
    const p = areaById.get(c.parentId);
    assert.ok(p && p.level === 1, `${c.fullName} parent ${c.parentId}`);
    assert.equal(c.id.slice(0, 2), p.id.slice(0, 2), `${c.fullName} ${c.id} not under ${p.fullName}`);
    assert.notEqual(c.id.slice(2), '0000', `${c.fullName} has a province code`);
  }
  const spot: Array<[string, string]> = [['110000', '北京市'], ['320100', '南京市'], ['321100', '镇江市'], ['440300', '深圳市'],
    ['510100', '成都市'], ['650100', '乌鲁木齐市'], ['540100', '拉萨市'], ['460400', '儋州市']];
  for (const [code, name] of spot) assert.equal(areaById.get(code)?.fullName, name, code);
});
