/**
 * A sample judged by the standard: each test item's result against its limits (standards.ts),
 * and the sample's conclusion, failed when any item fails. The server writes these on every save;
 * what the writer sent in their place is dropped.
 */
import { limitText, testItemOf, withinLimits } from './standards.js';

export const PASSED = '合格';
export const FAILED = '不合格';

type Data = Record<string, unknown>;

/** A result as typed: numbers may come as numeric text (visualdev/rules.ts accepts both). */
function resultOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The judged items and conclusion, or a message naming what cannot be judged. */
export function judgeSample(data: Data, material: string | null): { data: Data } | { error: string } {
  const rows = Array.isArray(data.items) ? data.items : [];
  const items: Data[] = [];
  for (const [i, raw] of rows.entries()) {
    const row = raw && typeof raw === 'object' ? raw as Data : {};
    const code = typeof row.testItem === 'string' ? row.testItem : '';
    const item = testItemOf(code);
    const result = resultOf(row.result);
    // a draft may hold a row not filled in yet: it is kept, unjudged
    if (!item || result === null) {
      if (code && !item) return { error: `检测项目第${i + 1}行：检测项目不存在` };
      items.push({ ...row, limit: item ? limitText(item) : '', itemVerdict: '' });
      continue;
    }
    if (material && item.material !== material) return { error: `检测项目第${i + 1}行：${item.name}不是该批材料的检测项目` };
    items.push({ ...row, limit: limitText(item), itemVerdict: withinLimits(item, result) ? PASSED : FAILED });
  }
  const judged = items.filter((x) => x.itemVerdict);
  const inspectionResult = judged.length === 0 ? '' : judged.some((x) => x.itemVerdict === FAILED) ? FAILED : PASSED;
  return { data: { ...data, items, inspectionResult } };
}

/** The conclusion of stored data, judged again: the standard, not the stored text, decides. */
export function verdictOf(data: Data): typeof PASSED | typeof FAILED | '' {
  const judged = judgeSample(data, null);
  return 'error' in judged ? '' : judged.data.inspectionResult as typeof PASSED | typeof FAILED | '';
}
