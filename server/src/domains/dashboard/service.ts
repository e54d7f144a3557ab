/**
 * The workbench dashboards (types/api/dashboard.ts). A dashboard is a tile of its own: refused to
 * whoever holds no grant of it. Its figures are read within the visibility rule of the module they
 * come from (visualdev/visibility.ts), in the caller's current project and chosen section; on the
 * project home a figure of a module the caller is not granted is left out.
 */
import type { Db } from '../../db/index.js';
import { moduleIdOf } from '../../catalog/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import { grantedScope, recordScope, visibleRecords, type RecordScope } from '../visualdev/visibility.js';
import * as safetyRepo from '../safety/repo.js';
import * as safety from '../safety/service.js';
import { OPEN_STATES } from '../safety/hazardState.js';
import * as messageRepo from '../message/repo.js';
import { todoCount } from '../workflow/lists.js';
import type {
  DashboardPlace, HazardTrendMonth, HomeDashboard, InvestmentDashboard, InvestmentMonth, InvestmentSection, OverviewDashboard, OverviewPerson,
  OverviewUnit, SafetyDashboard,
} from '../../../../types/api/dashboard.js';
import * as repo from './repo.js';

export interface DashboardDeps {
  db: Db;
  now: () => Date;
}

const HAZARD = { code: 'hazardInvestigat', id: moduleIdOf('hazardRectify') };
const METER = { code: 'meterApprove', id: moduleIdOf('meterApprove'), amount: 'meterAmount' };
/** 万元 of the project tables to 元 */
const WAN = 10_000;
const NOTICE = 1;
const ALL_SECTIONS = '全部合同段';

// --- China months and days ------------------------------------------------------------------------

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CN = 8 * HOUR;
const dayStart = (now: number): number => Math.floor((now + CN) / DAY) * DAY - CN;
/** The start (epoch ms) and YYYY-MM of the month `back` months before the one of `now`. */
function monthBefore(now: number, back: number): { start: number, month: string } {
  const local = new Date(now + CN);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1);
  const d = new Date(start);
  return { start: start - CN, month: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}` };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const rateOf = (paid: number, planned: number): number | null => (planned > 0 ? Math.round((paid / planned) * 10_000) / 10_000 : null);

async function placeOf(db: Db, user: SessionUser): Promise<DashboardPlace> {
  const project = user.projectId ? await repo.projectOf(db, user.projectId) : undefined;
  const contractId = user.allContracts ? null : user.contractId;
  return {
    projectId: user.projectId, projectName: project?.name ?? '',
    contractId, contractName: contractId ? await repo.contractName(db, contractId) : ALL_SECTIONS,
  };
}

/** The sections of the project a scope covers: the chosen one, within the sections of a section-scoped grant. */
function coveredSections<T extends { id: string }>(all: T[], scope: RecordScope): T[] {
  const wide = scope.scopes.has('project') || scope.sections === null;
  return all.filter((c) => (!scope.section || c.id === scope.section) && (wide || scope.sections!.includes(c.id)));
}

// --- 项目首页 -------------------------------------------------------------------------------------

export async function home(deps: DashboardDeps, user: SessionUser): Promise<HomeDashboard> {
  const { db } = deps;
  await recordScope(db, user, 'homepageIndex');
  const now = deps.now().getTime();
  const [place, todos, unreadNotices, [notice], hazardScope, meterScope] = await Promise.all([
    placeOf(db, user), todoCount(db, user.id, {}, deps.now()),
    messageRepo.countReceived(db, user.id, { type: NOTICE, isRead: false }),
    messageRepo.listReceived(db, user.id, { type: NOTICE }, { offset: 0, limit: 1 }),
    grantedScope(db, user, HAZARD.code), grantedScope(db, user, METER.code),
  ]);
  const out: HomeDashboard = {
    place, todo: todos.toBeReviewed, unreadNotices,
    notice: notice ? { id: notice.id, title: notice.title, time: notice.createdAt.getTime() } : null,
  };
  if (hazardScope) {
    const visible = visibleRecords(hazardScope);
    const [counts, today] = await Promise.all([
      safetyRepo.hazardCounts(db, { moduleId: HAZARD.id, visible, userId: user.id, now }),
      safetyRepo.hazardsSince(db, HAZARD.id, visible, dayStart(now)),
    ]);
    const sum = (pick: (r: (typeof counts)[number]) => boolean) => counts.filter(pick).reduce((s, r) => s + r.n, 0);
    out.hazards = {
      reportedToday: today.reported, open: sum((r) => OPEN_STATES.includes(r.state)),
      rectifying: sum((r) => r.state === 'rectifying'), overdue: sum((r) => r.overdue),
    };
  }
  if (meterScope) {
    const rows = await repo.claimSums(db, METER.id, visibleRecords(meterScope), METER.amount);
    const thisMonth = monthBefore(now, 0).month;
    const waiting = rows.filter((r) => r.flowState === 1);
    out.meter = {
      inApproval: waiting.reduce((s, r) => s + r.n, 0), inApprovalAmount: round2(waiting.reduce((s, r) => s + r.amount, 0)),
      paidThisMonth: round2(rows.filter((r) => r.flowState === 2 && r.endMonth === thisMonth).reduce((s, r) => s + r.amount, 0)),
    };
  }
  return out;
}

// --- 项目投资 -------------------------------------------------------------------------------------

const MONTHS = 12;

export async function investment(deps: DashboardDeps, user: SessionUser): Promise<InvestmentDashboard> {
  const { db } = deps;
  await recordScope(db, user, 'projectInvestment');
  const scope = await recordScope(db, user, METER.code);
  const [place, rows, all] = await Promise.all([
    placeOf(db, user), repo.claimSums(db, METER.id, visibleRecords(scope), METER.amount),
    user.projectId ? repo.sectionsOf(db, user.projectId) : Promise.resolve([]),
  ]);
  const sections: InvestmentSection[] = coveredSections(all, scope).map((c) => {
    const mine = rows.filter((r) => r.contractId === c.id);
    const planned = round2((c.amount ?? 0) * WAN);
    const paid = round2(mine.filter((r) => r.flowState === 2).reduce((s, r) => s + r.amount, 0));
    return { contractId: c.id, name: c.name, planned, claimed: round2(mine.reduce((s, r) => s + r.amount, 0)), paid, rate: rateOf(paid, planned) };
  });
  const now = deps.now().getTime();
  const months: InvestmentMonth[] = Array.from({ length: MONTHS }, (_, i) => {
    const { month } = monthBefore(now, MONTHS - 1 - i);
    return {
      month,
      claimed: round2(rows.filter((r) => r.claimMonth === month).reduce((s, r) => s + r.amount, 0)),
      paid: round2(rows.filter((r) => r.flowState === 2 && r.endMonth === month).reduce((s, r) => s + r.amount, 0)),
    };
  });
  const planned = round2(sections.reduce((s, c) => s + c.planned, 0));
  const paid = round2(rows.filter((r) => r.flowState === 2).reduce((s, r) => s + r.amount, 0));
  return {
    place, planned, claimed: round2(rows.reduce((s, r) => s + r.amount, 0)), paid, rate: rateOf(paid, planned),
    inApproval: rows.filter((r) => r.flowState === 1).reduce((s, r) => s + r.n, 0), sections, months,
  };
}

// --- 安全隐患 -------------------------------------------------------------------------------------

const TREND_MONTHS = 6;
const OVERDUE_SHOWN = 5;

export async function hazards(deps: DashboardDeps, user: SessionUser): Promise<SafetyDashboard> {
  const { db } = deps;
  await recordScope(db, user, 'safetyHazardsManage');
  const safetyDeps = { db, now: deps.now };
  const [place, summary, overdue] = await Promise.all([
    placeOf(db, user), safety.hazardSummary(safetyDeps, user, {}),
    safety.listHazards(safetyDeps, user, { overdue: '1', order: 'deadline', currentPage: 1, pageSize: OVERDUE_SHOWN }),
  ]);
  const visible = visibleRecords(await recordScope(db, user, HAZARD.code));
  const now = deps.now().getTime();
  // counted since each month's start: a month's figure is the difference of two
  const starts = Array.from({ length: TREND_MONTHS }, (_, i) => monthBefore(now, TREND_MONTHS - 1 - i));
  const since = await Promise.all(starts.map((m) => safetyRepo.hazardsSince(db, HAZARD.id, visible, m.start)));
  const trend: HazardTrendMonth[] = starts.map((m, i) => {
    const next = since[i + 1] ?? { reported: 0, closed: 0 };
    return { month: m.month, reported: since[i].reported - next.reported, closed: since[i].closed - next.closed };
  });
  return { place, summary, trend, overdue: overdue.list };
}

// --- 项目概况 -------------------------------------------------------------------------------------

type Org = Awaited<ReturnType<typeof repo.organizeTree>>[number];

/** A unit and its departments, the unit first, then breadth first in their order. */
function subtree(orgs: Org[], rootId: string): Org[] {
  const root = orgs.find((o) => o.id === rootId);
  if (!root) return [];
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...orgs.filter((o) => o.parentId === out[i].id));
  return out;
}

export async function overview(deps: DashboardDeps, user: SessionUser): Promise<OverviewDashboard> {
  const { db } = deps;
  const scope = await recordScope(db, user, 'projectOverview');
  const place = await placeOf(db, user);
  const project = user.projectId ? await repo.projectOf(db, user.projectId) : undefined;
  if (!project) return { place, project: null, sections: [], units: [], people: 0 };
  const [all, orgs, people] = await Promise.all([repo.sectionsOf(db, project.id), repo.organizeTree(db), repo.projectPeople(db, project.id)]);
  const shown = coveredSections(all, scope);
  const nameOf = (id: string | null) => orgs.find((o) => o.id === id)?.name ?? '';
  const personById = new Map(people.map((p) => [p.id, p]));
  const units: OverviewUnit[] = [];
  const add = (id: string | null, kind: OverviewUnit['kind']) => {
    if (!id || units.some((u) => u.id === id)) return;
    const tree = subtree(orgs, id);
    if (!tree.length) return;
    const inTree = new Set(tree.map((o) => o.id));
    const keyPeople: OverviewPerson[] = tree.flatMap((o) => {
      const p = o.managerId ? personById.get(o.managerId) : undefined;
      return p ? [{ id: p.id, name: p.name, mobile: p.mobile ?? '', heads: o.name }] : [];
    });
    units.push({ id, name: tree[0].name, kind, keyPeople, people: people.filter((p) => p.organizeId && inTree.has(p.organizeId)).length });
  };
  add(project.ownerUnitId, 'owner');
  for (const c of shown) add(c.supervisionUnitId, 'supervision');
  for (const c of shown) add(c.constructionUnitId, 'construction');
  return {
    place,
    project: {
      id: project.id, name: project.name, shortName: project.shortName, code: project.code, location: project.location,
      startDate: project.startDate?.getTime() ?? null, endDate: project.endDate?.getTime() ?? null,
      investment: project.investment === null ? null : round2(project.investment * WAN), ownerUnit: nameOf(project.ownerUnitId),
    },
    sections: shown.map((c) => ({
      id: c.id, name: c.name, sectionName: c.sectionName, startMileage: c.startMileage, endMileage: c.endMileage,
      amount: c.amount === null ? null : round2(c.amount * WAN), constructionUnit: nameOf(c.constructionUnitId), supervisionUnit: nameOf(c.supervisionUnitId),
    })),
    units,
    people: units.reduce((s, u) => s + u.people, 0),
  };
}
