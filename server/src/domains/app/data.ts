/**
 * 常用 (common flows and apps) of the JNPF 3.2 to 3.5 clients, /api/app/Data (API.md 2.3): per user,
 * of what the user may open: a flow they may launch (type 1) or an App menu granted to them
 * (type 2). What is no longer theirs (a grant withdrawn, a flow disabled) stops being listed.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { MenuNode } from '../../../../types/api/oauth.js';
import { appMenuJson } from '../oauth/profile.js';
import type { SessionUser } from '../oauth/tokens.js';
import { listAll, type FlowEngineCategory } from '../workflow/engine32.js';
import * as repo from './data.repo.js';

export const OBJECT_TYPE = { flow: 1, app: 2 } as const;
type ObjectType = typeof OBJECT_TYPE[keyof typeof OBJECT_TYPE];

/** Entries per user and type: the 常用 grid is one screen. */
export const DATA_MAX = 50;
const DATA_TEXT_MAX = 20_000;

export const DATA_MSG = {
  type: 'type 必须是 1(流程) 或 2(应用)',
  objectType: 'objectType 必须是 1(流程) 或 2(应用)',
  objectId: 'objectId 不能为空',
  systemId: 'systemId 无效',
  objectData: 'objectData 必须是 JSON 对象',
  tooLong: `objectData 不能超过${DATA_TEXT_MAX}个字符`,
  noFlow: '流程不存在或您无权发起',
  noApp: '应用不存在或您无权访问',
  exists: '已添加到常用',
  tooMany: `常用最多${DATA_MAX}个`,
  notFound: '常用不存在',
} as const;

/** 1 or 2, as a number or a string (versions differ); null otherwise. */
export function objectTypeOf(v: unknown): ObjectType | null {
  const n = typeof v === 'string' && /^\s*[12]\s*$/.test(v) ? Number(v) : v;
  return n === 1 || n === 2 ? n : null;
}

const isDirectory = (m: MenuNode) => m.type === 1;

function flatten(tree: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const stack = [...tree];
  while (stack.length) {
    const m = stack.pop()!;
    out.push(m);
    stack.push(...m.children);
  }
  return out;
}

async function appMenus(db: Db, user: SessionUser): Promise<MenuNode[]> {
  return (JSON.parse(await appMenuJson(db, user)) as { list: MenuNode[] }).list;
}

async function flowTree(db: Db, user: SessionUser): Promise<FlowEngineCategory[]> {
  return (await listAll(db, user)).list;
}

/** The ids of the objects of this type the user may open now. */
async function openable(db: Db, user: SessionUser, type: ObjectType): Promise<Set<string>> {
  if (type === OBJECT_TYPE.flow) return new Set((await flowTree(db, user)).flatMap((c) => c.children.map((f) => f.id)));
  return new Set(flatten(await appMenus(db, user)).filter((m) => !isDirectory(m)).map((m) => m.id));
}

/** GET /api/app/Data?type=: the user's entries of that type that are still theirs to open. */
export async function list(db: Db, user: SessionUser, typeParam: unknown) {
  const type = objectTypeOf(typeParam);
  if (type === null) throw badRequest(DATA_MSG.type);
  const [rows, open] = await Promise.all([repo.listOf(db, user.id, type), openable(db, user, type)]);
  return { list: rows.filter((r) => open.has(r.objectId)).map((r) => ({ id: r.id, objectId: r.objectId, objectType: r.objectType, objectData: r.objectData })) };
}

export interface AddInput {
  objectType?: unknown;
  objectId?: unknown;
  objectData?: unknown;
  systemId?: unknown;
}

/** The object data as stored text: a JSON object, sent as its text (3.2) or as the object. */
function objectDataText(v: unknown): string {
  if (v === undefined || v === null || v === '') return '{}';
  let value = v;
  if (typeof v === 'string') {
    try {
      value = JSON.parse(v);
    } catch {
      throw badRequest(DATA_MSG.objectData);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(DATA_MSG.objectData);
  const text = typeof v === 'string' ? v : JSON.stringify(value);
  if (text.length > DATA_TEXT_MAX) throw badRequest(DATA_MSG.tooLong);
  return text;
}

/** POST /api/app/Data: adds a flow or app the user may open to their 常用. */
export async function add(db: Db, user: SessionUser, input: AddInput): Promise<void> {
  const type = objectTypeOf(input.objectType);
  if (type === null) throw badRequest(DATA_MSG.objectType);
  const objectId = typeof input.objectId === 'string' ? input.objectId.trim() : '';
  if (!objectId || objectId.length > 64) throw badRequest(DATA_MSG.objectId);
  const objectData = objectDataText(input.objectData);
  const systemId = input.systemId ?? '';
  if (typeof systemId !== 'string' || systemId.length > 64) throw badRequest(DATA_MSG.systemId);
  if (!(await openable(db, user, type)).has(objectId)) throw badRequest(type === OBJECT_TYPE.flow ? DATA_MSG.noFlow : DATA_MSG.noApp);
  const mine = await repo.listOf(db, user.id, type);
  if (mine.some((r) => r.objectId === objectId)) throw badRequest(DATA_MSG.exists);
  if (mine.length >= DATA_MAX) throw badRequest(DATA_MSG.tooMany);
  if (!(await repo.insert(db, { id: newId(), userId: user.id, objectType: type, objectId, objectData, systemId }))) throw badRequest(DATA_MSG.exists);
}

/** DELETE /api/app/Data/{objectId}: removes it from the user's 常用. */
export async function remove(db: Db, user: SessionUser, objectId: string): Promise<void> {
  if ((await repo.removeObject(db, user.id, objectId)) === 0) throw badRequest(DATA_MSG.notFound);
}

/** GET /api/app/Data/getFlowList: the launchable flows by category, each marked isData when in 常用. */
export async function flowList(db: Db, user: SessionUser) {
  const [tree, rows] = await Promise.all([flowTree(db, user), repo.listOf(db, user.id, OBJECT_TYPE.flow)]);
  const mine = new Set(rows.map((r) => r.objectId));
  return { list: tree.map((c) => ({ ...c, children: c.children.map((f) => ({ ...f, isData: mine.has(f.id) })) })) };
}

/** GET /api/app/Data/getDataList: the App menu tree, each app marked isData when in 常用. */
export async function dataList(db: Db, user: SessionUser) {
  const [tree, rows] = await Promise.all([appMenus(db, user), repo.listOf(db, user.id, OBJECT_TYPE.app)]);
  const mine = new Set(rows.map((r) => r.objectId));
  const mark = (nodes: MenuNode[]): Array<MenuNode & { isData: boolean }> =>
    nodes.map((m) => ({ ...m, isData: !isDirectory(m) && mine.has(m.id), children: mark(m.children) }));
  return { list: mark(tree) };
}
