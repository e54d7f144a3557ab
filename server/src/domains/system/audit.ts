/**
 * The audit (GET /api/system/Log): sign-ins (category 1) and every administrative change
 * (category 3). A change's entry is written in the transaction of the change (`record` with the
 * transaction's handle), so nothing administrative happens without a trace and a refused change
 * leaves none. An entry says who, when, from where, what (kind, object) and from what to what
 * (the fields that changed, before and after).
 */
import type { Db } from '../../db/index.js';
import { newId } from '../../lib/ids.js';
import * as repo from './audit.repo.js';

/** JNPF's Log categories, as SiteFlow serves them: 1 sign-ins, 3 administrative changes. */
export const CATEGORY = { signIn: 1, change: 3 } as const;

export const KINDS = {
  signIn: '登录', user: '人员', organize: '组织', position: '岗位', project: '项目', contract: '合同段',
  member: '项目成员', projectAdmin: '项目管理员', role: '角色', grant: '权限', flow: '审批流程', menu: '菜单',
  dictionary: '数据字典', billRule: '单据规则', audit: '审计日志', externalLink: '外部链接',
} as const;
export type AuditKind = keyof typeof KINDS;

export const ACTIONS = {
  create: '新建', update: '修改', delete: '删除', resetPassword: '重置密码', changePassword: '修改密码', disable: '禁用', enable: '启用', unlock: '解锁',
  import: '批量导入', export: '导出', handover: '工作移交', signIn: '登录成功', wrongPassword: '密码错误', locked: '账号锁定',
} as const;
export type AuditAction = keyof typeof ACTIONS;

/** Who acts, from where (request.user and request.ip). */
export interface Actor {
  id: string;
  account: string;
  ip: string;
}

export type Values = Record<string, unknown>;

export interface Change {
  kind: AuditKind;
  action: AuditAction;
  objectId?: string | null;
  objectName?: string;
  projectId?: string | null;
  before?: Values | null;
  after?: Values | null;
  detail?: string;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Of an update, only the fields that changed, before and after (a field gone reads as null after). */
export function diff(before: Values, after: Values): { before: Values; after: Values } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => !(k in after && after[k] === undefined) && !same(before[k], after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/** Writes the entries of one change; call it with the handle of the change's own transaction. */
export async function record(tx: Db, actor: Actor, changes: Change | Change[], at: Date): Promise<void> {
  const list = Array.isArray(changes) ? changes : [changes];
  await repo.insertEntries(tx, list.map((c) => ({
    id: newId(), at, category: CATEGORY.change, actorId: actor.id, actorAccount: actor.account, ip: actor.ip,
    kind: c.kind, action: c.action, objectId: c.objectId ?? null, objectName: c.objectName ?? '', projectId: c.projectId ?? null,
    before: c.before ?? null, after: c.after ?? null, detail: c.detail ?? '',
  })));
}

/** A sign-in, a wrong password or a lock, of an account that exists. */
export async function recordSignIn(db: Db, who: { id: string; account: string }, ip: string, action: 'signIn' | 'wrongPassword' | 'locked', at: Date, detail = ''): Promise<void> {
  await repo.insertEntries(db, [{
    id: newId(), at, category: CATEGORY.signIn, actorId: who.id, actorAccount: who.account, ip,
    kind: 'signIn', action, objectId: who.id, objectName: who.account, projectId: null, before: null, after: null, detail,
  }]);
}

export interface LogItem {
  id: string;
  category: number;
  /** JNPF names */
  creatorTime: number;
  userName: string;
  userId: string;
  ipaddress: string;
  moduleName: string;
  abstracts: string;
  /** SiteFlow: what exactly */
  kind: string;
  action: string;
  actionName: string;
  objectId: string;
  objectName: string;
  before: Values | null;
  after: Values | null;
  detail: string;
}

const actorLabel = (r: repo.AuditRow): string => (r.actorName ? `${r.actorName}/${r.actorAccount}` : r.actorAccount);

export function toLogItem(r: repo.AuditRow): LogItem {
  const kindName = KINDS[r.kind as AuditKind] ?? r.kind;
  const actionName = ACTIONS[r.action as AuditAction] ?? r.action;
  const what = r.category === CATEGORY.signIn ? actionName : `${actionName}${kindName}${r.objectName ? `「${r.objectName}」` : ''}`;
  return {
    id: r.id, category: r.category, creatorTime: r.at.getTime(), userName: actorLabel(r), userId: r.actorId ?? '', ipaddress: r.ip,
    moduleName: kindName, abstracts: r.detail ? `${what}：${r.detail}` : what, kind: r.kind, action: r.action, actionName,
    objectId: r.objectId ?? '', objectName: r.objectName, before: r.before ?? null, after: r.after ?? null, detail: r.detail,
  };
}

/** "字段: 旧 → 新" per changed field, for the export. */
export function changeText(item: Pick<LogItem, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(item.before ?? {}), ...Object.keys(item.after ?? {})])];
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '空' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return keys.map((k) => `${k}: ${show(item.before?.[k])} → ${show(item.after?.[k])}`).join('；');
}

export async function listLog(db: Db, f: repo.AuditFilter, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([repo.listEntries(db, f, page), repo.countEntries(db, f)]);
  return { list: rows.map(toLogItem), total };
}
