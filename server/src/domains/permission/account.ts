/**
 * POST Users/CreateAccount, for administrators. The password is the md5 sent (refused when weak),
 * or the configured new-user password (sys_config newUserDefaultPassword, else JNPF's 123456);
 * either way the new user must change it at first sign-in (users.must_change_password). The new user joins
 * the projects given, by default the administrator's current project, and the contract sections
 * given, by default none (a project-wide member who sees the whole project).
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { md5Hex, newId } from '../../lib/ids.js';
import { hashPassword } from '../../lib/password.js';
import { isWeakPasswordDigest } from '../../lib/weakPasswords.js';
import type { SessionUser } from '../oauth/tokens.js';
import * as repo from './account.repo.js';
import * as current from './current.repo.js';
import type { CreateAccountInput } from './schemas.js';
import { requireAdmin } from './visibility.js';
import { usersChanged } from '../../realtime/changes.js';

export const FALLBACK_NEW_USER_PASSWORD = '123456';

const MSG = {
  taken: '账户名称不能重复',
  mobileTaken: '该手机号已被其他账号使用',
  missing: (field: string) => `${field} 不存在或已停用`,
  contractOutside: 'contractIds 中的合同段不属于所选项目',
  weak: '初始密码过于简单,请勿使用常见密码、账号名或连续、重复的数字',
} as const;

const UNIQUE_VIOLATION = '23505';
const uniq = (list: string[] | undefined) => [...new Set(list ?? [])];

/** The plain new-user password new accounts get when none is given. */
async function defaultPassword(db: Db): Promise<string> {
  const configured = await current.getSysConfigValue(db, 'newUserDefaultPassword');
  return typeof configured === 'string' && configured ? configured : FALLBACK_NEW_USER_PASSWORD;
}

/** Passwords known to whoever can read the settings: no user keeps one as their own. */
export async function initialPasswords(db: Db): Promise<string[]> {
  return [...new Set([await defaultPassword(db), FALLBACK_NEW_USER_PASSWORD])];
}

/** Each id must exist and be enabled; the first missing one is named. */
async function checkReferences(db: Db, input: CreateAccountInput, projectIds: string[], contractIds: string[]) {
  const positionIds = uniq(input.positionIds);
  const roleIds = uniq(input.roleIds);
  const found = await repo.existing(db, { organizeIds: [input.organizeId], positionIds, roleIds, projectIds });
  if (!found.organizeIds.has(input.organizeId)) throw badRequest(MSG.missing('organizeId'));
  const checks: [string, string[], Set<string>][] = [
    ['positionIds', positionIds, found.positionIds], ['roleIds', roleIds, found.roleIds], ['projectIds', projectIds, found.projectIds],
  ];
  for (const [field, list, ok] of checks) if (list.some((x) => !ok.has(x))) throw badRequest(MSG.missing(field));
  const contracts = await repo.listContracts(db, contractIds);
  if (contracts.length !== contractIds.length) throw badRequest(MSG.missing('contractIds'));
  if (contracts.some((c) => !projectIds.includes(c.projectId))) throw badRequest(MSG.contractOutside);
  if (input.managerId && !(await repo.userExists(db, input.managerId))) throw badRequest(MSG.missing('managerId'));
  return { positionIds, roleIds };
}

export async function createAccount(db: Db, session: SessionUser, input: CreateAccountInput, now: Date): Promise<string> {
  requireAdmin(session);
  const account = input.account.trim();
  if (input.password && isWeakPasswordDigest(input.password, { account })) throw badRequest(MSG.weak);
  if (await repo.accountTaken(db, account)) throw badRequest(MSG.taken);
  const mobilePhone = input.mobilePhone || null;
  if (mobilePhone && (await current.mobileTakenByOther(db, mobilePhone, null))) throw badRequest(MSG.mobileTaken);
  const projectIds = input.projectIds ? uniq(input.projectIds) : session.projectId ? [session.projectId] : [];
  const contractIds = uniq(input.contractIds);
  const { positionIds, roleIds } = await checkReferences(db, input, projectIds, contractIds);
  const id = newId();
  const passwordHash = await hashPassword(input.password ?? md5Hex(await defaultPassword(db)));
  try {
    await db.transaction((tx) => repo.insertAccount(tx, {
      user: {
        id, account, realName: input.realName.trim(), passwordHash, gender: input.gender ?? null, mobilePhone,
        email: input.email || null, organizeId: input.organizeId, positionId: positionIds[0] ?? null,
        managerId: input.managerId ?? null, mustChangePassword: true, createdAt: now,
      },
      positionIds, roleIds, projectIds, contractIds,
    }));
  } catch (err) {
    // two administrators creating the same account at once: the unique index decides
    if ((err as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION
      || (err as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) throw badRequest(MSG.taken);
    throw err;
  }
  await usersChanged([id]); // the directories learn the new user at once
  return id;
}
