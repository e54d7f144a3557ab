/**
 * Whether values a select fed by a data interface stores are ones the interface offers the caller:
 * what their picker could have shown them. The named queries whose pickers walk or search (a WBS
 * tree, people) answer by id for the values given; a contract list, a dictionary, static rows and
 * any other query by the rows the caller gets.
 */
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './dataInterface.repo.js';
import { runInterface, type Caller, type Param } from './dataInterface.js';
import * as values from './interfaceValues.repo.js';

type Given = Record<string, string>;
type ById = (db: Db, ids: string[], given: Given, caller: Caller) => Promise<Set<string>>;

/** Named queries checked by id (their rows' `id`), with the parameters the field fixed. */
const BY_ID: Record<string, ById> = {
  wbsChildren: (db, ids, p, c) => (c.projectId
    ? values.visibleWbsNodes(db, ids, { projectId: c.projectId, userId: c.isAdmin ? null : c.id, contractId: p.contractId })
    : Promise.resolve(new Set())),
  userByOrganize: (db, ids, p) => values.enabledUsers(db, ids, p.organizeId),
};

const givenOf = (paramList: Param[]): Given => Object.fromEntries(paramList
  .filter((p) => p.defaultValue !== undefined && p.defaultValue !== null && p.defaultValue !== '')
  .map((p) => [p.field, String(p.defaultValue)]));

/** The rows the caller's picker gets; none where the interface refuses them (a project they are not in). */
async function offeredRows(db: Db, idOrCode: string, paramList: Param[], caller: Caller) {
  try {
    return await runInterface(db, idOrCode, paramList, caller);
  } catch (err) {
    if (err instanceof AppError) return [];
    throw err;
  }
}

/** The values (of `valueKey`) the interface does not offer this caller; every value when the interface is gone. */
export async function valuesNotOffered(db: Db, idOrCode: string, wanted: string[], opts: { valueKey: string, paramList: Param[] }, caller: Caller): Promise<string[]> {
  if (wanted.length === 0) return [];
  const row = await repo.findDataInterface(db, idOrCode);
  if (!row) return wanted;
  const config = row.config as { query?: string, defaults?: Given };
  const given = { ...config.defaults, ...givenOf(opts.paramList) };
  const byId = row.type === 'sql' && config.query && Object.hasOwn(BY_ID, config.query) ? BY_ID[config.query] : undefined;
  const offered = byId && opts.valueKey === 'id' ? await byId(db, wanted, given, caller)
    : new Set((await offeredRows(db, idOrCode, opts.paramList, caller)).map((r) => String(r[opts.valueKey])));
  return wanted.filter((v) => !offered.has(v));
}
