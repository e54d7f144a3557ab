/**
 * What a section's day already recorded, offered to its daily report so nothing is typed twice:
 * the progress filled for the day, the checklist inspections, the materials received and the
 * hazards reported. Each is read within the visibility rule of its own module (a module the
 * caller is not granted is left out, not refused: the report is theirs to write either way).
 */
import { moduleIdOf } from '../../catalog/index.js';
import { badRequest } from '../../lib/errors.js';
import type { SessionUser } from '../oauth/tokens.js';
import { dictionaryNames } from '../safety/repo.js';
import { grantedScope, recordScope, visibleRecords } from '../visualdev/visibility.js';
import type { DayRecords } from '../../../../types/api/progress.js';
import * as repo from './repo.js';
import { chinaDay, DAY } from './rules.js';
import { pathText } from './wbs.js';
import type { ProgressDeps } from './service.js';

/** The daily report's module: asking for the day is part of writing one. */
const REPORT = 'progressDailyReport';
const SOURCES = {
  fills: 'progressFilling',
  inspections: { grant: 'checklistInspection', module: moduleIdOf('checklistInspection') },
  materials: { grant: 'incomingMaterials', module: moduleIdOf('incomingMaterials') },
  hazards: { grant: 'hazardInvestigat', module: moduleIdOf('hazardRectify') },
} as const;

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export async function dayRecords(deps: ProgressDeps, user: SessionUser, q: { date?: number, contractId?: string }): Promise<DayRecords> {
  await recordScope(deps.db, user, REPORT);
  const now = deps.now().getTime();
  const day = chinaDay(q.date ?? now);
  if (day > chinaDay(now)) throw badRequest('日期不能晚于今天');
  const start = new Date(day);
  const end = new Date(day + DAY);
  const out: DayRecords = { date: day };
  const db = deps.db;

  const filling = await grantedScope(db, user, SOURCES.fills);
  if (filling) {
    const rows = await repo.fillsOfDay(db, repo.visibleFills(filling), start, q.contractId);
    const nodes = new Map((await repo.wbsOf(db, [...new Set(rows.map((r) => r.contractId))])).map((n) => [n.id, n]));
    const pathOf = (id: string | null): string => {
      const path: Array<{ name: string }> = [];
      for (let n = id ? nodes.get(id) : undefined; n && path.length < 32; n = nodes.get(n.parentId)) path.unshift(n);
      return pathText(path);
    };
    out.fills = rows.map((r) => ({ id: r.id, itemCode: r.itemCode, itemName: r.itemName, unit: r.unit, quantity: r.quantity, wbsPath: pathOf(r.wbsNodeId), contractId: r.contractId }));
  }

  const records = async (source: { grant: string, module: string }) => {
    const scope = await grantedScope(db, user, source.grant);
    return scope ? repo.recordsOfDay(db, source.module, visibleRecords(scope), start, end, q.contractId) : null;
  };
  const [inspections, materials, hazards, names] = await Promise.all([
    records(SOURCES.inspections), records(SOURCES.materials), records(SOURCES.hazards), dictionaryNames(db, ['safetyChecklist', 'measureUnit']),
  ]);
  if (inspections) {
    out.inspections = inspections.map((r) => {
      const items = Array.isArray(r.data.items) ? r.data.items as Data[] : [];
      return {
        id: r.id, checkNo: str(r.data.checkNo), checklistName: names.get('safetyChecklist')!.get(str(r.data.checklist)) ?? str(r.data.checklist),
        wbsPart: str(r.data.wbsPart), failed: items.filter((i) => i && i.result === 'fail').length,
      };
    });
  }
  if (materials) {
    out.materials = materials.map((r) => ({
      id: r.id, materialName: str(r.data.materialName), specification: str(r.data.specification), quantity: num(r.data.quantity),
      unit: str(r.data.unit), unitName: names.get('measureUnit')!.get(str(r.data.unit)) ?? str(r.data.unit),
    }));
  }
  if (hazards) out.hazards = hazards.map((r) => ({ id: r.id, hazardNo: str(r.data.hazardNo), title: str(r.data.title), wbsPart: str(r.data.wbsPart) }));
  return out;
}
