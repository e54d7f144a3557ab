/** Pure rules, no database: menu tree, permission merge, ticket machine, messages, tokens. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildMenuTree, mergePermissions, type MenuSource } from '../src/domains/oauth/access.js';
import { nextTicketStatus, ticketStatus, type StoredStatus, type TicketEvent } from '../src/domains/oauth/tickets.js';
import { parseAuthorization } from '../src/domains/oauth/tokens.js';
import { isPublicRoute } from '../src/plugins/auth.js';
import { validationMessage, type ValidationIssue } from '../src/lib/validationMessage.js';

const menu = (id: string, parentId: string, type: number, sortCode = 0): MenuSource => ({
  id, parentId, type, sortCode, fullName: id, enCode: id, icon: '', urlAddress: '', linkTarget: '_self', propertyJson: { moduleId: id },
});
const ids = (nodes: { id: string; children: any[] }[]): unknown[] => nodes.map((n) => (n.children.length ? [n.id, ids(n.children)] : n.id));

describe('buildMenuTree', () => {
  const rows = [
    menu('safe', '-1', 1, 2), menu('hazard', 'safe', 2, 2), menu('hotWork', 'safe', 2, 1),
    menu('home', '-1', 1, 1), menu('overview', 'home', 2), menu('empty', '-1', 1, 3), menu('orphan', 'gone', 2),
  ];
  it('shows everything, sorted, without empty directories or orphans, for null grants', () => {
    assert.deepEqual(ids(buildMenuTree(rows, null)), [['home', ['overview']], ['safe', ['hotWork', 'hazard']]]);
  });
  it('keeps granted pages with their ancestors only', () => {
    assert.deepEqual(ids(buildMenuTree(rows, new Set(['hazard']))), [['safe', ['hazard']]]);
  });
  it('answers nothing for no grants', () => assert.deepEqual(buildMenuTree(rows, new Set()), []));
  it('serialises propertyJson and sets hasChildren', () => {
    const [safe] = buildMenuTree(rows, new Set(['hazard']));
    assert.equal(safe.hasChildren, true);
    assert.equal(safe.children[0].hasChildren, false);
    assert.equal(safe.children[0].propertyJson, '{"moduleId":"hazard"}');
  });
});

describe('mergePermissions', () => {
  it('unions the codes of every role per module', () => {
    const merged = mergePermissions([
      { modelId: 'm1', button: ['btn_add'], column: ['title'], form: [] },
      { modelId: 'm1', button: ['btn_add', 'btn_edit'], column: [], form: ['title'] },
      { modelId: 'm0', button: ['btn_custom'], column: [], form: [] },
    ], new Map([['m1', '隐患排查']]));
    assert.deepEqual(merged.map((m) => m.modelId), ['m0', 'm1']);
    assert.deepEqual(merged[1].button.map((b) => [b.enCode, b.fullName]), [['btn_add', '新增'], ['btn_edit', '编辑']]);
    assert.deepEqual(merged[1].column.map((b) => b.enCode), ['title']);
    assert.deepEqual(merged[1].form.map((b) => b.enCode), ['title']);
    assert.equal(merged[1].moduleName, '隐患排查');
    assert.equal(merged[0].button[0].fullName, 'btn_custom');
  });
});

describe('login ticket machine', () => {
  const now = new Date(1_000_000);
  const live = (status: StoredStatus) => ({ status, expiresAt: new Date(now.getTime() + 1) });
  const dead = (status: StoredStatus) => ({ status, expiresAt: now });
  const table: [ReturnType<typeof live>, TicketEvent, StoredStatus | null][] = [
    [live('waiting'), 'scan', 'scanned'], [live('waiting'), 'login', 'success'], [live('waiting'), 'confirm', 'success'],
    [live('scanned'), 'scan', null], [live('scanned'), 'confirm', 'success'], [live('scanned'), 'login', 'success'],
    [live('success'), 'scan', null], [live('success'), 'confirm', null],
    [dead('waiting'), 'scan', null], [dead('scanned'), 'confirm', null],
  ];
  for (const [state, event, next] of table) {
    it(`${state.status}${state.expiresAt <= now ? ' (expired)' : ''} + ${event} → ${next}`, () => {
      assert.equal(nextTicketStatus(state, event, now), next);
    });
  }
  it('reads expired only for unfinished tickets', () => {
    assert.equal(ticketStatus(dead('waiting'), now), 'expired');
    assert.equal(ticketStatus(dead('success'), now), 'success');
  });
});

describe('validationMessage', () => {
  const cases: [ValidationIssue, string][] = [
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'password' } }, 'password 不能为空'],
    [{ keyword: 'minLength', instancePath: '/account', params: { limit: 1 } }, 'account 不能为空'],
    [{ keyword: 'maxLength', instancePath: '/account', params: { limit: 64 } }, 'account 长度不能超过 64 个字符'],
    [{ keyword: 'pattern', instancePath: '/password', params: {} }, 'password 格式不正确'],
    [{ keyword: 'type', instancePath: '/items/0/name', params: {} }, 'items[0].name 类型不正确'],
    [{ keyword: 'whatever', instancePath: '/x', params: {} }, 'x 参数不正确'],
    [{ keyword: 'type', instancePath: '', params: {} }, 'body 类型不正确'],
  ];
  for (const [issue, msg] of cases) it(msg, () => assert.equal(validationMessage([issue], 'body'), msg));
});

describe('parseAuthorization', () => {
  const hex = 'ab'.repeat(32);
  const cases: [string | undefined, string | null][] = [
    [`bearer ${hex}`, hex], [`Bearer ${hex.toUpperCase()}`, hex], [hex, hex], [` bearer  ${hex} `, hex],
    [undefined, null], ['', null], ['bearer ', null], [`bearer ${hex}0`, null], ['bearer xyz', null],
  ];
  for (const [header, secret] of cases) it(`${JSON.stringify(header)} → ${secret ? 'secret' : 'null'}`, () => assert.equal(parseAuthorization(header), secret));
});

describe('isPublicRoute', () => {
  const cases: [string, boolean][] = [
    ['/api/oauth/Login', true], ['/api/oauth', true], ['/api/oauth/getTicketStatus/:ticket', true],
    ['/api/oauth/socials/render/:source', true], ['/api/file/AppStartInfo/:appName', true], ['/api/app/Version', true],
    ['/api/oauth/CurrentUser', false], ['/api/oauth/Logout', false], ['/api/file/Download/:type/:name', false],
    ['/api/oauth/LoginX', false],
    ['/api/Signature/signaturefddservice/Document', true], ['/api/Signature/signaturefddservice/Document/:id', false],
  ];
  for (const [pattern, open] of cases) it(`${pattern} ${open ? 'is' : 'is not'} public`, () => assert.equal(isPublicRoute(pattern), open));
});
