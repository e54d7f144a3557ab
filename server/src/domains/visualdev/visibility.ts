/**
 * Who sees a module's records (DESIGN.md "Who sees what"), the one rule for lists, counts,
 * details, pickers and every change: a record is visible to users granted its module (a role
 * holding its tile), within the data scope of that grant, in the user's current project; a draft
 * only to its author. Scopes: the whole project; the contract sections the user holds (all of
 * them for someone holding none of the project's: project-wide staff); the author's unit; only
 * the user's own. An author always sees what they wrote. Administrators see the whole project.
 * All of it within the section the user has chosen to work in (the contract switcher), unless
 * they chose every section (全部合同段); records of no section show in every section.
 */
import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { onlineRecordCounts, onlineRecords } from '../../db/schema.js';
import { AppError, CODE } from '../../lib/errors.js';
import type { SessionUser } from '../oauth/tokens.js';
import { CONTRACT_INTERFACE } from '../../catalog/build/fields.js';
import { menuIdOf, tileCodeOf } from '../../catalog/index.js';
import type { FormConfig } from '../../../../types/api/form.js';
import { parseFormConfig, valueFields } from './fields.js';
import * as repo from './repo.js';

export type DataScope = 'project' | 'sections' | 'unit' | 'self';

export interface RecordScope {
  userId: string;
  projectId: string | null;
  scopes: ReadonlySet<DataScope>;
  /** the user's sections of the project; null: project-wide (holds none) */
  sections: readonly string[] | null;
  organizeId: string | null;
  /** button enCodes the grants hold (btn_add, ...); every one for an administrator */
  buttons: ReadonlySet<string>;
  /** the section the user has chosen to work in; null: every section (全部合同段) */
  section: string | null;
}

const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_export', 'btn_approve'];

export const NOT_GRANTED = '您没有该功能的权限，请联系管理员';
export const refuseNotGranted = (): AppError => new AppError(CODE.badRequest, NOT_GRANTED);

/** The tile menu of a module, where its grants are held: a part's records are its module's (catalog menuIdOf, tileCodeOf). */
const tileOf = (moduleEnCode: string): string => menuIdOf(tileCodeOf(moduleEnCode));

/** What the caller may see of a module; null when no role of theirs holds it. */
type ScopeUser = Pick<SessionUser, 'id' | 'isAdmin' | 'projectId' | 'contractId' | 'allContracts'>;

export async function grantedScope(db: Db, user: ScopeUser, moduleEnCode: string): Promise<RecordScope | null> {
  const found = await repo.grantOf(db, user.id, tileOf(moduleEnCode), user.projectId);
  const scopes = new Set<DataScope>(user.isAdmin ? ['project'] : found.scopes as DataScope[]);
  if (scopes.size === 0) return null;
  return {
    userId: user.id, projectId: user.projectId, scopes,
    sections: found.sections.length ? found.sections : null, organizeId: found.organizeId,
    buttons: new Set(user.isAdmin ? ALL_BUTTONS : found.buttons),
    section: user.allContracts ? null : user.contractId,
  };
}

/** What the caller may see of a module; refused when no role of theirs holds it. */
export async function recordScope(db: Db, user: ScopeUser, moduleEnCode: string): Promise<RecordScope> {
  const scope = await grantedScope(db, user, moduleEnCode);
  if (!scope) throw refuseNotGranted();
  return scope;
}

/** The columns of a table of records that say where a record belongs and who wrote it. */
export interface PlacedColumns {
  projectId: AnyColumn;
  contractId: AnyColumn;
  organizeId: AnyColumn;
  authorId: AnyColumn;
  /** absent: the table keeps no drafts */
  draft?: AnyColumn;
}

/**
 * The SQL condition of what `scope` shows of any table of records (a module's, or a domain's own):
 * in the project; the author's own always; others' only when not drafts and within the scope.
 * `own` says what else is the user's own in that domain (a task given to them): seen like their
 * own writing, drafts excepted.
 */
export function scopeCondition(scope: RecordScope, c: PlacedColumns, own?: SQL): SQL {
  // within the section the user works in, unless they chose every section; rows of no section show in each
  const inProject = and(scope.projectId ? eq(c.projectId, scope.projectId) : isNull(c.projectId),
    scope.section ? or(isNull(c.contractId), eq(c.contractId, scope.section)) : undefined)!;
  const wide = scope.scopes.has('project') || (scope.scopes.has('sections') && scope.sections === null);
  const shared: SQL[] = own ? [own] : [];
  if (wide) shared.push(sql`true`);
  else {
    if (scope.scopes.has('sections')) shared.push(or(isNull(c.contractId), inArray(c.contractId, [...scope.sections!]))!);
    if (scope.scopes.has('unit') && scope.organizeId) shared.push(eq(c.organizeId, scope.organizeId));
  }
  const others = shared.length ? and(c.draft ? eq(c.draft, false) : undefined, or(...shared)) : undefined;
  return and(inProject, others ? or(eq(c.authorId, scope.userId), others) : eq(c.authorId, scope.userId))!;
}

/** All of `scope` that scopeCondition reads, as a key: two scopes of one key see the same records. */
export function scopeKey(scope: RecordScope): string {
  return JSON.stringify([scope.userId, scope.projectId, [...scope.scopes].sort(), scope.sections, scope.organizeId, scope.section]);
}

/** The SQL condition on online_records of what `scope` shows. */
export function visibleRecords(scope: RecordScope): SQL {
  const r = onlineRecords;
  return scopeCondition(scope, { projectId: r.projectId, contractId: r.contractId, organizeId: r.organizeId, authorId: r.creatorUserId, draft: r.draft });
}

/** The same condition on online_record_counts, whose rows hold those columns: the total of what `scope` shows. */
export function visibleRecordCounts(scope: RecordScope): SQL {
  const c = onlineRecordCounts;
  return scopeCondition(scope, { projectId: c.projectId, contractId: c.contractId, organizeId: c.organizeId, authorId: c.creatorUserId, draft: c.draft });
}

/** The field holding a record's contract section: the first bound to the contract-list interface. */
export function contractFieldOf(form: FormConfig): string | null {
  const f = valueFields(form.fields).find((x) => x.field.__config__?.propsUrl === CONTRACT_INTERFACE);
  return f?.vModel ?? null;
}

/**
 * Where a record belongs, as its author saves it: the section its contract field names, else the
 * author's current section; the author's unit.
 */
export function placeOf(form: FormConfig, data: Record<string, unknown>, author: { contractId: string | null, organizeId: string | null }) {
  const field = contractFieldOf(form);
  const named = field ? data[field] : undefined;
  return { contractId: typeof named === 'string' && named ? named : author.contractId, organizeId: author.organizeId };
}

/** Gives every record saved before records had a place its place (at start; see repo.placeUnplacedRecords). */
export async function placeOldRecords(db: Db): Promise<number> {
  let placed = 0;
  for (const m of await repo.listModuleForms(db)) placed += await repo.placeUnplacedRecords(db, m.id, contractFieldOf(parseFormConfig(m.form)));
  return placed;
}
