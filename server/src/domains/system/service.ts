/** Rules of /api/system: dictionaries, bill numbers, areas, system settings, common words. */
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { SYS_CONFIG_DEFAULTS, SYS_VERSION } from './defaults.js';
import * as repo from './repo.js';

export interface DictionaryNode {
  id: string;
  enCode: string;
  fullName: string;
  parentId: string;
  /** only when the item has one (null fields are omitted, API.md 3) */
  description?: string;
  children?: DictionaryNode[];
}

const nodeOf = (i: repo.DictionaryItemRow): DictionaryNode => ({
  id: i.id, enCode: i.enCode, fullName: i.fullName, parentId: i.parentId, ...(i.description ? { description: i.description } : {}),
});

/** Items as a tree: roots have parentId '-1' (or a parent that is not there). */
export function dictionaryTree(items: repo.DictionaryItemRow[]): DictionaryNode[] {
  const nodes = new Map<string, DictionaryNode>(items.map((i) => [i.id, nodeOf(i)]));
  const roots: DictionaryNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function allDictionaries(db: Db) {
  const [types, items] = await Promise.all([repo.listDictionaryTypes(db), repo.listDictionaryItems(db, null)]);
  return types.map((t) => {
    const own = items.filter((i) => i.typeId === t.id);
    return { id: t.id, enCode: t.enCode, fullName: t.fullName, isTree: t.isTree, dictionaryList: dictionaryTree(own) };
  });
}

export async function dictionarySelector(db: Db, idOrCode: string): Promise<DictionaryNode[]> {
  const type = await repo.findDictionaryType(db, idOrCode);
  if (!type) throw badRequest('数据字典不存在');
  return dictionaryTree(await repo.listDictionaryItems(db, [type.id]));
}

/** Bill dates are the calendar day in China (UTC+8, no daylight saving). */
export function chinaDate(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * prefix + the date (yyyy, yyyyMM or yyyyMMdd, as the rule's dateFormat is long) + a sequence that
 * restarts with each new year, month or day (or never, without a date format).
 * `take` uses the number up (a save: visualdev fillSystemFields); without it the number is only
 * shown (GET BillRule/BillNumber, the form's preview), and a later save may get another one.
 */
async function billNumber(db: Db, enCode: string, now: Date, take: boolean): Promise<string> {
  const rule = await repo.findBillRule(db, enCode);
  if (!rule) throw badRequest('单据规则不存在');
  const stamp = rule.dateFormat ? chinaDate(now).slice(0, rule.dateFormat.length) : '';
  const period = stamp || 'all';
  const value = take ? await repo.nextBillValue(db, rule, period) : await repo.peekBillValue(db, rule, period);
  return `${rule.prefix}${stamp}${String(value).padStart(rule.digits, '0')}`;
}

export const nextBillNumber = (db: Db, enCode: string, now: Date): Promise<string> => billNumber(db, enCode, now, true);
export const previewBillNumber = (db: Db, enCode: string, now: Date): Promise<string> => billNumber(db, enCode, now, false);

export async function areaChildren(db: Db, parentId: string) {
  const rows = await repo.listAreaChildren(db, parentId);
  return rows.map((r) => ({ id: r.id, fullName: r.fullName, isLeaf: !r.hasChildren, hasChildren: r.hasChildren }));
}

/** Each path of ids as its names; ids that are not areas are left out. */
export async function areaPathNames(db: Db, idsList: string[][]): Promise<string[][]> {
  const names = await repo.areaNames(db, [...new Set(idsList.flat())]);
  return idsList.map((path) => path.flatMap((id) => names.get(id) ?? []));
}

/** Stored settings over the defaults; the session rules come from the server's configuration. */
export async function sysConfig(db: Db, config: Config) {
  const stored = await repo.getSysConfig(db);
  const pick = <T>(key: keyof typeof SYS_CONFIG_DEFAULTS, fallback: T): T => (stored[key] ?? fallback) as T;
  return {
    sysName: pick('sysName', SYS_CONFIG_DEFAULTS.sysName),
    title: (stored.title ?? SYS_CONFIG_DEFAULTS.sysName) as string,
    sysVersion: SYS_VERSION,
    copyright: (stored.copyright ?? SYS_CONFIG_DEFAULTS.copyright) as string,
    companyName: pick('companyName', SYS_CONFIG_DEFAULTS.companyName),
    companyTelePhone: pick('companyTelePhone', SYS_CONFIG_DEFAULTS.companyTelePhone),
    companyEmail: pick('companyEmail', SYS_CONFIG_DEFAULTS.companyEmail),
    tokenTimeout: Math.round(config.tokenTtlMs / 60_000),
    singleLogin: config.singleLogin ? 1 : 2,
    mandatoryModificationOfInitialPassword: pick('mandatoryModificationOfInitialPassword', SYS_CONFIG_DEFAULTS.mandatoryModificationOfInitialPassword),
    passwordLengthMin: pick('passwordLengthMin', SYS_CONFIG_DEFAULTS.passwordLengthMin),
    lastLoginTimeSwitch: pick('lastLoginTimeSwitch', SYS_CONFIG_DEFAULTS.lastLoginTimeSwitch),
    verificationCodeSwitch: 0,
  };
}

export interface WordsUser {
  id: string;
  isAdmin: boolean;
}

export async function commonWordsOf(db: Db, user: WordsUser) {
  const rows = await repo.listCommonWords(db, user.id);
  return rows.map((r) => ({ id: r.id, commonWordsText: r.wordsText, commonWordsType: r.userId === null ? 0 : 1, sortCode: r.sortCode }));
}

const NO_WORD = '常用语不存在';

/** Type 0 (a system word) only for administrators; everyone else adds their own. */
export async function addCommonWord(db: Db, user: WordsUser, body: { commonWordsText: string; commonWordsType?: number; sortCode?: number }, now: Date) {
  if (body.commonWordsType === 0 && !user.isAdmin) throw badRequest('无权新增系统常用语');
  const id = newId();
  await repo.insertCommonWord(db, {
    id, userId: body.commonWordsType === 0 ? null : user.id, wordsText: body.commonWordsText.trim(), sortCode: body.sortCode ?? 0, createdAt: now,
  });
  return { id };
}

/** Own words; administrators also the system words. Another user's word does not exist for you. */
export async function editCommonWord(db: Db, user: WordsUser, id: string, body: { commonWordsText: string; sortCode?: number }) {
  const set = { wordsText: body.commonWordsText.trim(), ...(body.sortCode === undefined ? {} : { sortCode: body.sortCode }) };
  const done = (await repo.updateCommonWord(db, id, user.id, set)) || (user.isAdmin && (await repo.updateCommonWord(db, id, null, set)));
  if (!done) throw badRequest(NO_WORD);
}

export async function removeCommonWord(db: Db, user: WordsUser, id: string) {
  const done = (await repo.deleteCommonWord(db, id, user.id)) || (user.isAdmin && (await repo.deleteCommonWord(db, id, null)));
  if (!done) throw badRequest(NO_WORD);
}
