/**
 * The safety screens' views (types/api/safety.ts): hazards as a ledger, rectification notices and
 * the reporter's own list, the hazard category tree, the failed items of inspections and the
 * hazards raised from them, the safety home's figures, hazard sources by LEC grade and hazard
 * types awaiting approval. Everything is read within the visibility rule of the module it comes
 * from (visualdev/visibility.ts): refused without a grant of that module, and on the safety home a
 * figure of a module the caller is not granted is left out.
 */
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { moduleIdOf } from '../../catalog/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import { pageOf, toPage } from '../permission/paging.js';
import type { RecordRow, TaskState } from '../../workflow/state.js';
import { grantedScope, recordScope, visibleRecords } from '../visualdev/visibility.js';
import type {
  Count, DangerSourceRow, HazardCategoryNode, HazardDetail, HazardRow, HazardState, HazardStep, HazardSummary, HazardTypeProposal,
  InspectionFailure, InspectionRow, RiskGrades, SafetyOverview,
} from '../../../../types/api/safety.js';
import { actionName, OPEN_STATES, STATE_NAMES, STATES } from './hazardState.js';
import { GRADES, gradeOf, riskValue } from './lec.js';
import * as repo from './repo.js';
import type { DangerSourceQueryType, HazardListQueryType, InspectionQueryType } from './schemas.js';

export interface SafetyDeps {
  db: Db;
  now: () => Date;
}

/** The modules read here: the enCode their grants go by, and their online module. */
const MODULES = {
  hazard: { code: 'hazardInvestigat', id: moduleIdOf('hazardRectify') },
  inspection: { code: 'checklistInspection', id: moduleIdOf('checklistInspection') },
  dangerSource: { code: 'dangerSource', id: moduleIdOf('dangerSource') },
  meeting: { code: 'safetyMorin', id: moduleIdOf('safetyMorning') },
  hazardType: { code: 'pitfallCustom', id: moduleIdOf('hazardType') },
} as const;
type ModuleKey = keyof typeof MODULES;

const HAZARD_GONE = '隐患不存在或已删除';
const INSPECTION_GONE = '检查记录不存在或已删除';

/** What the caller sees of a module: refused without a grant. */
async function visible(db: Db, user: SessionUser, key: ModuleKey) {
  return visibleRecords(await recordScope(db, user, MODULES[key].code));
}

/** The same, or null without a grant (the safety home leaves that figure out). */
async function visibleIfGranted(db: Db, user: SessionUser, key: ModuleKey) {
  const scope = await grantedScope(db, user, MODULES[key].code);
  return scope ? visibleRecords(scope) : null;
}

// --- China days: the site's working day ---------------------------------------------------------

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CN = 8 * HOUR;
const dayStart = (now: number): number => Math.floor((now + CN) / DAY) * DAY - CN;
function monthStart(now: number): number {
  const local = new Date(now + CN);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CN;
}

// --- values of a record -------------------------------------------------------------------------

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const files = (v: unknown): Array<{ name: string, fileId: string, url: string }> =>
  (Array.isArray(v) ? v.filter((x): x is Data => !!x && typeof x === 'object').map((x) => ({ name: str(x.name), fileId: str(x.fileId), url: str(x.url) })) : []);
const firstUrl = (v: unknown): string => files(v)[0]?.url ?? '';

// --- hazards ------------------------------------------------------------------------------------

type Names = Awaited<ReturnType<typeof repo.dictionaryNames>>;
const hazardNames = (db: Db) => repo.dictionaryNames(db, ['hazardCategory', 'hazardLevel']);

function hazardRow(row: repo.HazardRecord, names: Names): HazardRow {
  const d = row.data;
  const category = str(d.hazardCategory);
  const level = str(d.hazardLevel);
  return {
    id: row.id, taskId: row.taskId, flowId: row.flowId ?? '', flowEnCode: row.flowEnCode ?? '', hazardNo: str(d.hazardNo), title: str(d.title),
    category, categoryName: names.get('hazardCategory')!.get(category) ?? category, hazardType: str(d.hazardType),
    level, levelName: names.get('hazardLevel')!.get(level) ?? level,
    contractId: row.contractId, contractName: row.contractName ?? '', wbsPart: str(d.wbsPart), area: row.area, location: str(d.location),
    deadline: num(d.rectifyDeadline), finishDate: num(d.rectifyFinishDate),
    state: row.state, stateName: STATE_NAMES[row.state], overdue: row.overdue === true,
    reporterId: row.creatorUserId, reporterName: row.reporterName ?? '', reportTime: row.createdAt.getTime(),
    photo: firstUrl(d.photos), rectifyPhoto: firstUrl(d.rectifyPhotos),
    handlers: Array.isArray(row.handlers) ? row.handlers : [],
    todoId: row.todo?.id ?? null, todoNode: row.todo?.node ?? null,
  };
}

function states(q: HazardListQueryType): readonly HazardState[] | undefined {
  if (!q.state) return undefined;
  return q.state === 'open' ? OPEN_STATES : [q.state];
}

async function hazardFilter(deps: SafetyDeps, user: SessionUser, q: HazardListQueryType): Promise<repo.HazardFilter> {
  if (q.start !== undefined && q.end !== undefined && q.end < q.start) throw badRequest('结束日期不能早于开始日期');
  return {
    moduleId: MODULES.hazard.id, visible: await visible(deps.db, user, 'hazard'), userId: user.id, now: deps.now().getTime(),
    states: states(q), level: q.level, overdue: q.overdue === '1', contractId: q.contractId, area: q.area,
    // whole days: the end day is included
    start: q.start === undefined ? undefined : dayStart(q.start), end: q.end === undefined ? undefined : dayStart(q.end) + DAY,
    mine: q.mine === '1', todo: q.todo === '1', keyword: q.keyword?.trim() || undefined,
  };
}

export async function listHazards(deps: SafetyDeps, user: SessionUser, q: HazardListQueryType) {
  const filter = await hazardFilter(deps, user, q);
  const page = pageOf(q);
  const [{ rows, total }, names] = await Promise.all([
    repo.hazardRows(deps.db, filter, { ...page, order: q.order === 'deadline' ? 'deadline' : 'newest' }),
    hazardNames(deps.db),
  ]);
  return toPage(rows.map((row) => hazardRow(row, names)), total, page);
}

function tally<K extends string>(rows: Array<{ key: K | null, name: string, n: number }>): Array<Count<K>> {
  const out = new Map<K, Count<K>>();
  for (const row of rows) {
    if (row.key === null) continue;
    const c = out.get(row.key) ?? { key: row.key, name: row.name, count: 0 };
    c.count += row.n;
    out.set(row.key, c);
  }
  return [...out.values()];
}

export async function hazardSummary(deps: SafetyDeps, user: SessionUser, q: HazardListQueryType): Promise<HazardSummary> {
  const [rows, names] = await Promise.all([repo.hazardCounts(deps.db, await hazardFilter(deps, user, q)), hazardNames(deps.db)]);
  const levels = names.get('hazardLevel')!;
  const byState = tally(rows.map((r) => ({ key: r.state, name: STATE_NAMES[r.state], n: r.n })));
  const byLevel = tally(rows.filter((r) => r.state !== 'draft').map((r) => ({ key: r.level, name: levels.get(r.level) ?? r.level, n: r.n })));
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    states: STATES.flatMap((s) => byState.filter((c) => c.key === s)),
    levels: [...levels.keys()].map((key) => byLevel.find((c) => c.key === key) ?? { key, name: levels.get(key)!, count: 0 }),
    overdue: rows.filter((r) => r.overdue).reduce((sum, r) => sum + r.n, 0),
    areas: tally(rows.map((r) => ({ key: r.area, name: r.area || '未填写部位', n: r.n }))).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh')),
    // in the project's own order of its sections
    contracts: tally([...rows].sort((a, b) => (a.contractOrder ?? 0) - (b.contractOrder ?? 0))
      .map((r) => ({ key: r.contractId, name: r.contractName ?? '', n: r.n }))),
  };
}

/** The handlers' records of the task, as steps in time order. */
async function historyOf(db: Db, state: unknown): Promise<HazardStep[]> {
  const task = state as TaskState | null;
  const valid = (task?.records ?? []).filter((r: RecordRow) => r.status === 0 && r.handleId !== '').sort((a, b) => a.handleTime - b.handleTime);
  const names = await repo.userNames(db, [...new Set(valid.map((r) => r.handleId))]);
  const startNodes = new Set((task?.nodes ?? []).filter((n) => n.nodeType === 'start').map((n) => n.nodeCode));
  return valid.map((r) => ({
    nodeCode: r.nodeCode, nodeName: r.nodeName, userName: names.get(r.handleId) ?? '',
    action: actionName(r.nodeCode, r.handleStatus, startNodes.has(r.nodeCode)), opinion: r.handleOpinion, time: r.handleTime, signImg: r.signImg,
  }));
}

export async function hazardDetail(deps: SafetyDeps, user: SessionUser, id: string): Promise<HazardDetail> {
  const filter = { ...(await hazardFilter(deps, user, {})), ids: [id] };
  const [{ rows: [row] }, names] = await Promise.all([repo.hazardRows(deps.db, filter, { offset: 0, limit: 1, order: 'newest' }), hazardNames(deps.db)]);
  if (!row) throw badRequest(HAZARD_GONE);
  return { ...hazardRow(row, names), data: row.data, history: await historyOf(deps.db, row.taskState) };
}

// --- the hazard category tree ---------------------------------------------------------------------

/**
 * The categories with their typical hazards (the hazardCategory dictionary), and under each the
 * hazard types the organisation approved (pitfallCustom records whose flow ended approved).
 */
export async function hazardCategories(deps: SafetyDeps, user: SessionUser): Promise<HazardCategoryNode[]> {
  await recordScope(deps.db, user, MODULES.hazard.code); // a tree to report hazards with
  const [items, typesVisible] = await Promise.all([repo.dictionaryTree(deps.db, 'hazardCategory'), visibleIfGranted(deps.db, user, 'hazardType')]);
  const approved = typesVisible ? await repo.records(deps.db, MODULES.hazardType.id, typesVisible, repo.where.flowState(2)) : [];
  const byParent = new Map<string, typeof items>();
  for (const item of items) byParent.set(item.parentId, [...(byParent.get(item.parentId) ?? []), item]);
  return (byParent.get('-1') ?? []).map((root): HazardCategoryNode => {
    const typical = (byParent.get(root.id) ?? []).map((item): HazardCategoryNode => ({ id: item.id, category: root.enCode, fullName: item.fullName, kind: 'typical' }));
    const custom = approved.filter((rec) => str(rec.data.parentCategory) === root.enCode).reverse().map((rec): HazardCategoryNode => ({
      id: rec.id, category: root.enCode, fullName: str(rec.data.typeName), kind: 'custom',
      defaultLevel: str(rec.data.defaultLevel), description: str(rec.data.description),
    }));
    const children = [...typical, ...custom];
    return { id: root.id, category: root.enCode, fullName: root.fullName, kind: 'category', ...(children.length ? { children } : {}) };
  });
}

// --- inspections ----------------------------------------------------------------------------------

interface Item { itemCode: string, item: string, result: string, note: string, photos: ReturnType<typeof files> }
const itemsOf = (d: Data): Item[] => (Array.isArray(d.items) ? d.items : []).filter((x): x is Data => !!x && typeof x === 'object')
  .map((x) => ({ itemCode: str(x.itemCode), item: str(x.item), result: str(x.result), note: str(x.note), photos: files(x.photos) }));

/** Hazards raised from these inspections that the caller sees, by inspection and item (the newest of an item). */
async function raisedFrom(deps: SafetyDeps, user: SessionUser, inspectionIds: string[]) {
  const out = new Map<string, HazardRow>();
  const hazards = inspectionIds.length ? await grantedScope(deps.db, user, MODULES.hazard.code) : null;
  if (!hazards) return out;
  const filter: repo.HazardFilter = {
    moduleId: MODULES.hazard.id, visible: visibleRecords(hazards), userId: user.id, now: deps.now().getTime(), sources: inspectionIds,
  };
  const [{ rows }, names] = await Promise.all([repo.hazardRows(deps.db, filter, { offset: 0, limit: 1000, order: 'newest' }), hazardNames(deps.db)]);
  for (const h of rows.reverse()) out.set(`${str(h.data.sourceInspection)}|${str(h.data.checkItem)}`, hazardRow(h, names));
  return out;
}

async function checklistNames(db: Db) {
  return (await repo.dictionaryNames(db, ['safetyChecklist'])).get('safetyChecklist')!;
}

/**
 * The failed items of one inspection the caller sees, or of the caller's own inspections of the
 * last 30 days; `open` keeps those no hazard was raised from yet.
 */
export async function inspectionFailures(deps: SafetyDeps, user: SessionUser, q: InspectionQueryType): Promise<InspectionFailure[]> {
  const seen = await visible(deps.db, user, 'inspection');
  const since = dayStart(deps.now().getTime()) - 30 * DAY;
  const where = q.inspectionId
    ? repo.where.id(q.inspectionId)
    : and(repo.where.creator(user.id), repo.where.notDraft(), repo.where.since(since));
  const found = await repo.records(deps.db, MODULES.inspection.id, seen, where, 200);
  if (q.inspectionId && found.length === 0) throw badRequest(INSPECTION_GONE);
  const [raised, checklists] = await Promise.all([raisedFrom(deps, user, found.map((rec) => rec.id)), checklistNames(deps.db)]);
  const out: InspectionFailure[] = [];
  for (const rec of found) {
    for (const item of itemsOf(rec.data).filter((i) => i.result === 'fail')) {
      const hazard = raised.get(`${rec.id}|${item.item}`) ?? null;
      if (q.open === '1' && hazard) continue;
      out.push({
        inspectionId: rec.id, checkNo: str(rec.data.checkNo), checklist: str(rec.data.checklist), checklistName: checklists.get(str(rec.data.checklist)) ?? '',
        checkDate: num(rec.data.checkDate), contractId: rec.contractId, wbsPart: str(rec.data.wbsPart), ...item,
        hazardId: hazard?.id ?? null, hazardNo: hazard?.hazardNo ?? '', hazardState: hazard?.state ?? null, hazardStateName: hazard?.stateName ?? '',
      });
    }
  }
  return out;
}

function inspectionRow(rec: repo.RecordRow, checklists: Map<string, string>, raised: Map<string, HazardRow>): InspectionRow {
  const items = itemsOf(rec.data);
  const failed = items.filter((i) => i.result === 'fail');
  return {
    id: rec.id, checkNo: str(rec.data.checkNo), checklist: str(rec.data.checklist), checklistName: checklists.get(str(rec.data.checklist)) ?? '',
    checkDate: num(rec.data.checkDate), contractName: rec.contractName ?? '', wbsPart: str(rec.data.wbsPart), inspectorName: rec.authorName ?? '',
    items: items.length, failed: failed.length, raised: failed.filter((i) => raised.has(`${rec.id}|${i.item}`)).length, draft: rec.draft,
  };
}

/** The inspections the caller sees, newest first; `today` keeps those dated today. */
export async function inspections(deps: SafetyDeps, user: SessionUser, q: InspectionQueryType) {
  const seen = await visible(deps.db, user, 'inspection');
  return inspectionPage(deps, user, seen, q);
}

async function inspectionPage(deps: SafetyDeps, user: SessionUser, seen: SQL, q: InspectionQueryType) {
  const today = dayStart(deps.now().getTime());
  const page = pageOf(q);
  const { rows, total } = await repo.recordPage(deps.db, MODULES.inspection.id, seen,
    // today's inspections are those done: a draft is still being filled in
    q.today === '1' ? and(repo.where.dateIn('checkDate', today, today + DAY), repo.where.notDraft()) : undefined, page);
  const [raised, checklists] = await Promise.all([raisedFrom(deps, user, rows.map((rec) => rec.id)), checklistNames(deps.db)]);
  return toPage(rows.map((rec) => inspectionRow(rec, checklists, raised)), total, page);
}

// --- the safety home --------------------------------------------------------------------------------

export async function overview(deps: SafetyDeps, user: SessionUser): Promise<SafetyOverview> {
  const now = deps.now().getTime();
  const [hazards, inspection, sources, meetings, types] = await Promise.all(
    (['hazard', 'inspection', 'dangerSource', 'meeting', 'hazardType'] as const).map((key) => visibleIfGranted(deps.db, user, key)),
  );
  const out: SafetyOverview = {};
  if (hazards) {
    const filter: repo.HazardFilter = { moduleId: MODULES.hazard.id, visible: hazards, userId: user.id, now };
    const [counts, month, mine] = await Promise.all([
      repo.hazardCounts(deps.db, filter), repo.hazardsSince(deps.db, MODULES.hazard.id, hazards, monthStart(now)),
      repo.hazardRows(deps.db, { ...filter, todo: true }, { offset: 0, limit: 1, order: 'newest' }),
    ]);
    const sum = (pick: (r: (typeof counts)[number]) => boolean) => counts.filter(pick).reduce((s, r) => s + r.n, 0);
    out.hazards = {
      open: sum((r) => OPEN_STATES.includes(r.state)), rectifying: sum((r) => r.state === 'rectifying'), reviewing: sum((r) => r.state === 'reviewing'),
      overdue: sum((r) => r.overdue), major: sum((r) => r.level === '3' && OPEN_STATES.includes(r.state)),
      reportedThisMonth: month.reported, closedThisMonth: month.closed, mine: mine.total,
    };
  }
  if (inspection) {
    const today = await inspectionPage(deps, user, inspection, { today: '1', currentPage: 1, pageSize: 20 });
    out.inspections = {
      today: today.list, todayCount: today.pagination.total, failedToday: today.list.reduce((s, i) => s + i.failed, 0),
    };
  }
  if (sources) out.risks = (await riskCounts(deps, sources)).grades;
  if (meetings) {
    const today = dayStart(now);
    const rows = await repo.records(deps.db, MODULES.meeting.id, meetings, repo.where.dateIn('meetingDate', today, today + DAY));
    const shared = rows.filter((m) => !m.draft);
    out.meetings = { today: shared.length, attendeesToday: shared.reduce((s, m) => s + (Array.isArray(m.data.attendees) ? m.data.attendees.length : 0), 0) };
  }
  if (types) {
    const pending = await repo.records(deps.db, MODULES.hazardType.id, types, repo.where.flowState(1));
    const todos = await repo.todosOf(deps.db, user.id, pending.flatMap((rec) => (rec.taskId ? [rec.taskId] : [])));
    out.hazardTypes = { toApprove: todos.size };
  }
  return out;
}

// --- hazard sources ---------------------------------------------------------------------------------

async function riskCounts(deps: SafetyDeps, seen: SQL, contractId?: string): Promise<RiskGrades> {
  const rows = (await repo.records(deps.db, MODULES.dangerSource.id, seen, repo.where.fieldEq('sourceState', 'controlled'), 5000))
    .filter((rec) => !rec.draft && (!contractId || rec.contractId === contractId));
  const counts = new Map(GRADES.map((g) => [g.key, 0]));
  for (const rec of rows) {
    const d = riskValue(rec.data.likelihood, rec.data.exposure, rec.data.consequence);
    if (d !== null) counts.set(gradeOf(d).key, counts.get(gradeOf(d).key)! + 1);
  }
  return { total: rows.length, grades: GRADES.map((g) => ({ key: g.key, name: g.name, count: counts.get(g.key)! })) };
}

/** Hazard sources the caller sees with their LEC grade, a grade's only when asked; those under control first. */
export async function dangerSources(deps: SafetyDeps, user: SessionUser, q: DangerSourceQueryType) {
  const seen = await visible(deps.db, user, 'dangerSource');
  const [rows, names] = await Promise.all([
    repo.records(deps.db, MODULES.dangerSource.id, seen, q.contractId ? repo.where.contract(q.contractId) : undefined, 5000),
    repo.dictionaryNames(deps.db, ['hazardCategory']),
  ]);
  const keyword = q.keyword?.trim().toLowerCase();
  const graded = rows.map((rec): DangerSourceRow => {
    const d = rec.data;
    const value = riskValue(d.likelihood, d.exposure, d.consequence);
    const grade = value === null ? null : gradeOf(value);
    return {
      id: rec.id, sourceNo: str(d.sourceNo), sourceName: str(d.sourceName), contractName: rec.contractName ?? '', wbsPart: str(d.wbsPart),
      accidentName: names.get('hazardCategory')!.get(str(d.accidentType)) ?? '', likelihood: str(d.likelihood), exposure: str(d.exposure),
      consequence: str(d.consequence), riskValue: value, grade: grade?.key ?? '', gradeName: grade?.name ?? '未评价', controlLevel: grade?.controlLevel ?? '',
      responsible: str(d.responsible), state: str(d.sourceState), creatorUserId: rec.creatorUserId, draft: rec.draft,
    };
  }).filter((r) => (!q.grade || r.grade === q.grade) && (!keyword || `${r.sourceName}\n${r.wbsPart}\n${r.sourceNo}`.toLowerCase().includes(keyword)))
    .sort((a, b) => Number(a.state === 'eliminated') - Number(b.state === 'eliminated') || (b.riskValue ?? -1) - (a.riskValue ?? -1));
  const page = pageOf(q);
  return toPage(graded.slice(page.offset, page.offset + page.limit), graded.length, page);
}

/** Hazard sources under control, by LEC grade. */
export async function riskGrades(deps: SafetyDeps, user: SessionUser, q: { contractId?: string }): Promise<RiskGrades> {
  return riskCounts(deps, await visible(deps.db, user, 'dangerSource'), q.contractId);
}

// --- hazard types ---------------------------------------------------------------------------------

/** Proposed hazard types the caller sees; `pending` keeps those in approval. */
export async function hazardTypeProposals(deps: SafetyDeps, user: SessionUser, q: { pending?: string }): Promise<HazardTypeProposal[]> {
  const seen = await visible(deps.db, user, 'hazardType');
  const rows = await repo.records(deps.db, MODULES.hazardType.id, seen, q.pending === '1' ? repo.where.flowState(1) : repo.where.inFlow());
  const [names, todos] = await Promise.all([
    hazardNames(deps.db), repo.todosOf(deps.db, user.id, rows.flatMap((rec) => (rec.taskId ? [rec.taskId] : []))),
  ]);
  return rows.map((rec) => ({
    id: rec.id, taskId: rec.taskId, typeName: str(rec.data.typeName),
    parentCategory: str(rec.data.parentCategory), parentName: names.get('hazardCategory')!.get(str(rec.data.parentCategory)) ?? '',
    defaultLevel: str(rec.data.defaultLevel), levelName: names.get('hazardLevel')!.get(str(rec.data.defaultLevel)) ?? '',
    description: str(rec.data.description), measures: str(rec.data.measures), basis: str(rec.data.basis),
    proposerName: rec.authorName ?? '', proposeTime: rec.createdAt.getTime(), flowState: rec.flowState,
    todoId: rec.taskId ? todos.get(rec.taskId)?.id ?? null : null,
  }));
}


/**
 * The open hazards (not closed, not given up) the caller sees, with the place their report was
 * located at (gpsLocation), for the map; null without a grant of the hazard module.
 */
export async function openHazardsPlaced(deps: SafetyDeps, user: SessionUser): Promise<Array<HazardRow & { gps: unknown }> | null> {
  const scope = await grantedScope(deps.db, user, MODULES.hazard.code);
  if (!scope) return null;
  const filter: repo.HazardFilter = { moduleId: MODULES.hazard.id, visible: visibleRecords(scope), userId: user.id, now: deps.now().getTime(), states: OPEN_STATES };
  const [{ rows }, names] = await Promise.all([
    repo.hazardRows(deps.db, filter, { offset: 0, limit: 500, order: 'deadline' }),
    hazardNames(deps.db),
  ]);
  return rows.map((row) => ({ ...hazardRow(row, names), gps: row.data.gpsLocation }));
}
