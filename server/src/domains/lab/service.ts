/**
 * The laboratory's rules: samples judged by the standard when saved, a batch never used beyond
 * what was received, and the summaries (types/api/lab.ts) computed from the records of the lab's
 * modules. A summary is refused without a grant of its tile; each module it reads counts only the
 * records the caller may see of it (visualdev/visibility.ts), and nothing of a module the caller
 * is not granted.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { moduleIdOf } from '../../catalog/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import { dictionaryNames } from '../safety/repo.js';
import { grantedScope, recordScope, visibleRecords } from '../visualdev/visibility.js';
import type {
  ConsumeBalanceRow, LedgerCounts, LedgerSummary, MaterialRow, MaterialSummary, OverdueBatch, SampleCounts,
} from '../../../../types/api/lab.js';
import * as repo from './repo.js';
import { SAMPLING_SHARE, samplesOwed, samplingRuleOf, TEST_WITHIN_DAYS } from './standards.js';
import { FAILED, judgeSample, PASSED, verdictOf } from './verdict.js';

export interface LabDeps {
  db: Db;
  now: () => Date;
}

/** The modules read here: the enCode their grants go by, and their online module. */
const MODULES = {
  incoming: { code: 'incomingMaterials', id: moduleIdOf('incomingMaterials') },
  self: { code: 'selfInspectionData', id: moduleIdOf('selfInspectionData') },
  sampling: { code: 'samplingData', id: moduleIdOf('samplingData') },
  ledger: { code: 'constructionLedger', id: moduleIdOf('constructionLedger') },
  consume: { code: 'consumeRecord', id: moduleIdOf('consume') },
} as const;
type ModuleKey = keyof typeof MODULES;

/** The records of a module the caller may see; none when not granted it. */
async function visibleOf(db: Db, user: SessionUser, key: ModuleKey): Promise<repo.LabRecord[]> {
  const scope = await grantedScope(db, user, MODULES[key].code);
  return scope ? repo.records(db, MODULES[key].id, visibleRecords(scope)) : [];
}

async function visibleOrRefused(db: Db, user: SessionUser, key: ModuleKey, visible?: SQL): Promise<repo.LabRecord[]> {
  return repo.records(db, MODULES[key].id, visible ?? visibleRecords(await recordScope(db, user, MODULES[key].code)));
}

// --- values of a record -------------------------------------------------------------------------

type Data = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
function num(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}
/** Quantities are kept to three decimals (进场数量): sums are rounded the same way. */
const round3 = (n: number): number => Math.round(n * 1000) / 1000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CN = 8 * HOUR;
/** 'YYYY-MM' of an epoch ms in China time. */
const monthOf = (ms: number): string => new Date(ms + CN).toISOString().slice(0, 7);
const dayStart = (ms: number): number => Math.floor((ms + CN) / DAY) * DAY - CN;

// --- saving -------------------------------------------------------------------------------------

export interface SaveContext {
  db: Db;
  user: SessionUser;
  /** the record changed; null when added */
  recordId: string | null;
  draft: boolean;
}

/** The batch a record draws on (its reference was checked with the form), and its number, material and specification copied onto it. */
async function batchOf(ctx: SaveContext, data: Data) {
  const batch = typeof data.batch === 'string' && data.batch ? await repo.recordById(ctx.db, MODULES.incoming.id, data.batch) : null;
  const copies = { batchNo: str(batch?.data.batchNo), materialName: str(batch?.data.materialName), specification: str(batch?.data.specification) };
  const out: Data = { ...data, ...copies };
  return { batch, data: out };
}

/** A sample's items and conclusion judged by the standard of its batch's material. */
async function judgeOnSave(ctx: SaveContext, sent: Data): Promise<Data | string> {
  const { batch, data } = await batchOf(ctx, sent);
  const judged = judgeSample(data, batch ? str(batch.data.materialType) || null : null);
  return 'error' in judged ? judged.error : judged.data;
}

/** A consumption may not use more of its batch than is left of it. */
async function checkConsumption(ctx: SaveContext, sent: Data): Promise<Data | string> {
  const { batch, data } = await batchOf(ctx, sent);
  if (ctx.draft || !batch) return data;
  const left = round3(num(batch.data.quantity) - await repo.usedOfBatch(ctx.db, MODULES.consume.id, batch.id, ctx.recordId));
  if (num(data.consumeQuantity) > left) return `消耗数量超过该批材料结存（剩余 ${left}）`;
  return data;
}

/** What the lab's modules compute or check on every save (visualdev/derived.ts): the data to keep, or why it is refused. */
export const recordRules: Record<string, (ctx: SaveContext, data: Data) => Promise<Data | string>> = {
  selfInspectionData: judgeOnSave,
  samplingData: judgeOnSave,
  consumeRecord: checkConsumption,
};

// --- summaries ----------------------------------------------------------------------------------

function counts(verdicts: string[]): SampleCounts {
  const passed = verdicts.filter((v) => v === PASSED).length;
  const failed = verdicts.filter((v) => v === FAILED).length;
  const judged = passed + failed;
  return { samples: verdicts.length, passed, failed, passRate: judged ? Math.round((passed / judged) * 1000) / 10 : null };
}

/**
 * By material: batches and quantity received, samples owed by the material's rule against those
 * taken (the contractor's own; the supervision's, a fifth of them), pass rate, and the batches
 * past their test deadline with fewer own tests than owed.
 */
export async function materialSummary(deps: LabDeps, user: SessionUser): Promise<MaterialSummary> {
  const { db } = deps;
  await recordScope(db, user, 'materialSummary');
  const [batches, selfSamples, samplings, names] = await Promise.all([
    visibleOf(db, user, 'incoming'), visibleOf(db, user, 'self'), visibleOf(db, user, 'sampling'),
    dictionaryNames(db, ['materialType', 'measureUnit']),
  ]);
  const now = deps.now().getTime();
  const materialName = (code: string) => names.get('materialType')!.get(code) ?? code;
  const unitName = (code: string) => names.get('measureUnit')!.get(code) ?? code;
  const takenOf = (samples: repo.LabRecord[]) => {
    const out = new Map<string, repo.LabRecord[]>();
    for (const s of samples) out.set(str(s.data.batch), [...(out.get(str(s.data.batch)) ?? []), s]);
    return out;
  };
  const selfByBatch = takenOf(selfSamples);
  const samplingByBatch = takenOf(samplings);

  const rows = new Map<string, MaterialRow & { verdicts: string[] }>();
  const overdue: OverdueBatch[] = [];
  for (const b of batches) {
    const material = str(b.data.materialType);
    const rule = samplingRuleOf(material);
    const row = rows.get(material) ?? {
      material, materialName: materialName(material), unit: unitName(str(b.data.unit)), rule: rule.text, batches: 0, received: 0,
      selfOwed: 0, selfTaken: 0, samplingOwed: 0, samplingTaken: 0, overdue: 0, samples: 0, passed: 0, failed: 0, passRate: null, verdicts: [],
    };
    const quantity = num(b.data.quantity);
    const owed = samplesOwed(rule, quantity);
    const own = selfByBatch.get(b.id) ?? [];
    const theirs = samplingByBatch.get(b.id) ?? [];
    row.batches += 1;
    row.received = round3(row.received + quantity);
    row.selfOwed += owed;
    row.selfTaken += own.length;
    row.samplingTaken += theirs.length;
    row.verdicts.push(...[...own, ...theirs].map((s) => verdictOf(s.data)));
    const entry = num(b.data.entryDate);
    const deadline = dayStart(entry) + (TEST_WITHIN_DAYS + 1) * DAY;
    if (entry && own.length < owed && deadline <= now) {
      row.overdue += 1;
      overdue.push({
        id: b.id, batchNo: str(b.data.batchNo), material, materialName: str(b.data.materialName) || materialName(material),
        specification: str(b.data.specification), contractName: b.contractName ?? '', quantity, unit: unitName(str(b.data.unit)),
        entryDate: entry, owed, taken: own.length, daysOver: Math.floor((now - deadline) / DAY) + 1,
      });
    }
    rows.set(material, row);
  }
  const materials = [...rows.values()].map(({ verdicts, ...row }) => ({
    ...row, ...counts(verdicts), samplingOwed: Math.ceil(row.selfOwed * SAMPLING_SHARE),
  }));
  const sum = (k: 'batches' | 'selfOwed' | 'selfTaken' | 'samplingOwed' | 'samplingTaken' | 'overdue') => materials.reduce((a, m) => a + m[k], 0);
  return {
    total: {
      ...counts([...rows.values()].flatMap((r) => r.verdicts)),
      batches: sum('batches'), selfOwed: sum('selfOwed'), selfTaken: sum('selfTaken'),
      samplingOwed: sum('samplingOwed'), samplingTaken: sum('samplingTaken'), overdue: sum('overdue'),
    },
    materials: materials.sort((a, b) => b.batches - a.batches || a.material.localeCompare(b.material)),
    overdue: overdue.sort((a, b) => b.daysOver - a.daysOver || a.batchNo.localeCompare(b.batchNo)),
  };
}

const EMPTY_LEDGER: LedgerCounts = { ledgers: 0, volume: 0, specimens: 0, samples: 0, passed: 0, failed: 0, passRate: null };

/**
 * By section and by month: concrete poured (施工台账 entries, m³, specimen groups cast) and the
 * samples tested (own and supervision), with their pass rate.
 */
export async function ledgerSummary(deps: LabDeps, user: SessionUser): Promise<LedgerSummary> {
  const { db } = deps;
  await recordScope(db, user, 'ledgerSummary');
  const [ledgers, selfSamples, samplings] = await Promise.all([visibleOf(db, user, 'ledger'), visibleOf(db, user, 'self'), visibleOf(db, user, 'sampling')]);
  type Acc = { ledgers: number, volume: number, specimens: number, verdicts: string[], contractName: string, order: number };
  const sections = new Map<string, Acc>();
  const months = new Map<string, Acc>();
  const total: Acc = { ledgers: 0, volume: 0, specimens: 0, verdicts: [], contractName: '', order: 0 };
  const accOf = (map: Map<string, Acc>, key: string, r: repo.LabRecord) => {
    const found = map.get(key);
    if (found) return found;
    const acc: Acc = { ledgers: 0, volume: 0, specimens: 0, verdicts: [], contractName: r.contractName ?? '', order: r.contractOrder ?? 0 };
    map.set(key, acc);
    return acc;
  };
  for (const l of ledgers) {
    const specimens = Array.isArray(l.data.specimens) ? l.data.specimens.length : 0;
    const date = num(l.data.constructionDate);
    for (const acc of [total, accOf(sections, l.contractId ?? '', l), ...(date ? [accOf(months, monthOf(date), l)] : [])]) {
      acc.ledgers += 1;
      acc.volume = Math.round((acc.volume + num(l.data.representQuantity)) * 10) / 10;
      acc.specimens += specimens;
    }
  }
  for (const s of [...selfSamples, ...samplings]) {
    const verdict = verdictOf(s.data);
    const date = num(s.data.samplingDate);
    for (const acc of [total, accOf(sections, s.contractId ?? '', s), ...(date ? [accOf(months, monthOf(date), s)] : [])]) acc.verdicts.push(verdict);
  }
  const out = (a: Acc): LedgerCounts => ({ ...EMPTY_LEDGER, ledgers: a.ledgers, volume: a.volume, specimens: a.specimens, ...counts(a.verdicts) });
  return {
    total: out(total),
    sections: [...sections.entries()].sort(([, a], [, b]) => a.order - b.order)
      .map(([contractId, a]) => ({ contractId, contractName: a.contractName || '未分合同段', ...out(a) })),
    months: [...months.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([month, a]) => ({ month, ...out(a) })),
  };
}

/** Each material received (name, specification, unit) against what was used of it: the balance on site. */
export async function consumeBalance(deps: LabDeps, user: SessionUser): Promise<ConsumeBalanceRow[]> {
  const { db } = deps;
  const [uses, batches, names] = await Promise.all([
    visibleOrRefused(db, user, 'consume'), visibleOrRefused(db, user, 'incoming'), dictionaryNames(db, ['measureUnit']),
  ]);
  const usedOf = new Map<string, number>();
  for (const u of uses) usedOf.set(str(u.data.batch), (usedOf.get(str(u.data.batch)) ?? 0) + num(u.data.consumeQuantity));
  const rows = new Map<string, ConsumeBalanceRow>();
  for (const b of batches) {
    const unit = names.get('measureUnit')!.get(str(b.data.unit)) ?? str(b.data.unit);
    const key = JSON.stringify([str(b.data.materialName), str(b.data.specification), unit]);
    const row = rows.get(key) ?? { materialName: str(b.data.materialName), specification: str(b.data.specification), unit, batches: 0, received: 0, used: 0, balance: 0 };
    row.batches += 1;
    row.received = round3(row.received + num(b.data.quantity));
    row.used = round3(row.used + (usedOf.get(b.id) ?? 0));
    row.balance = round3(row.received - row.used);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.materialName.localeCompare(b.materialName, 'zh') || a.specification.localeCompare(b.specification));
}
