/**
 * The world the administration suites share: the demo organisation, a second project
 * (proj_other, with one section) that only the system administrator administers, and zongjian
 * made administrator of the demo project (proj_njgk) through the API. Tokens are made up front:
 * a first sign-in inside a refusal would be its write.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { writeSheet } from '../src/lib/xlsx.js';
import { buildTestApp, call, multipart, seededDb, tokenOf, type Envelope, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

export const DEMO_PROJECT = 'proj_njgk';
export const ACCOUNTS = ['admin', 'zongjian', 'jianli', 'shigong', 'anquan', 'norole', 'yezhu'] as const;
export type Account = (typeof ACCOUNTS)[number];

export interface AdminWorld {
  t: TestDb;
  app: FastifyInstance;
  otherProject: string;
  otherContract: string;
  api<T = any>(account: Account | null, method: InjectOptions['method'], url: string, payload?: unknown): Promise<Envelope<T>>;
  /** the account's token (signing in again would end the world's session: one device at a time) */
  token(account: Account): string;
  /** `send` as `account` is refused with a message matching `msg`, and nothing is written. */
  refused(account: Account | null, method: InjectOptions['method'], url: string, payload: unknown, msg: RegExp): Promise<void>;
  close(): Promise<void>;
}

export async function adminWorld(options: { demoTasks?: boolean } = {}): Promise<AdminWorld> {
  const t = await seededDb({ demoTasks: options.demoTasks });
  const app = await buildTestApp(t);
  const tokens = new Map<string, string>();
  for (const a of ACCOUNTS) tokens.set(a, await tokenOf(app, a));
  // as the JNPF administration client asks: with its origin header (a call without one is a 3.2 mobile client's)
  const origin = { 'jnpf-origin': 'pc' };
  const api = <T = any>(account: Account | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    call<T>(app, { method, url, headers: account ? { authorization: tokens.get(account)!, ...origin } : origin, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async <T = any>(res: Promise<Envelope<T>>): Promise<T> => {
    const r = await res;
    assert.equal(r.code, 200, r.msg);
    return r.data as T;
  };
  const other = await ok<{ id: string; contractIds: string[] }>(api('admin', 'POST', '/api/permission/Project', {
    fullName: '溧阳绕城公路工程', enCode: 'LYRC', location: '江苏溧阳', ownerUnitId: 'org_owner',
    contracts: [{ fullName: '溧阳绕城公路工程第一合同段', enCode: 'LYRC-01', constructionUnitId: 'org_con2', supervisionUnitId: 'org_supervision' }],
  }));
  await ok(api('admin', 'POST', '/api/permission/organizeAdminIsTrator', { userId: 'u_zongjian', organizeId: DEMO_PROJECT, organizeType: 'project' }));
  return {
    t, app, otherProject: other.id, otherContract: other.contractIds[0], api,
    token: (account) => tokens.get(account)!,
    async refused(account, method, url, payload, msg) {
      await assertNothingWritten(t.database.db, async () => {
        const res = await api(account, method, url, payload);
        assert.notEqual(res.code, 200, `${method} ${url} as ${account} was not refused`);
        assert.match(res.msg, msg, `${method} ${url} as ${account}: ${res.msg}`);
      });
    },
    async close() {
      await app.close();
      await t.close();
    },
  };
}

/** The answer's data, asserting success. */
export async function ok<T = any>(res: Promise<Envelope<T>> | Envelope<T>): Promise<T> {
  const r = await res;
  assert.equal(r.code, 200, r.msg);
  return r.data as T;
}

export const NOT_ADMIN = /无权限操作,仅管理员可用/;
export const SYSTEM_ONLY = /仅系统管理员可用/;
export const OUTSIDE = /不在您的管理范围内/;

/** The people template's headers, as Users/TemplateDownload writes them, and the keys a test row fills. */
export const IMPORT_HEADERS = ['账户*', '姓名*', '性别', '手机号码', '所属组织*', '岗位', '角色', '项目', '合同段', '电子邮箱', '状态', '说明'];
export const IMPORT_KEYS = ['account', 'realName', 'gender', 'mobilePhone', 'organize', 'position', 'role', 'project', 'contract', 'email', 'state', 'description'];

/** A filled people sheet: each row by its keys, under `headers` (the template's, or wrong ones). */
export function importSheet(rows: Array<Record<string, string>>, headers = IMPORT_HEADERS): Promise<Buffer> {
  return writeSheet('人员', headers.map((h, i) => ({ key: IMPORT_KEYS[i] ?? `c${i}`, header: h })), rows);
}

/** POST Users/Uploader of a sheet as `account`. */
export function uploadImport(w: AdminWorld, account: Account, bytes: Buffer, filename = '人员.xlsx'): Promise<Envelope<{ fileName: string }>> {
  const body = multipart([{ name: 'file', filename, data: bytes }]);
  return call<{ fileName: string }>(w.app, { method: 'POST', url: '/api/permission/Users/Uploader', payload: body.payload, headers: { ...body.headers, authorization: w.token(account) } });
}
