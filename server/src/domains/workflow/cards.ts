/**
 * What an approval card says of its record (the todo, done, copy and launched lists): the module's
 * title field (the catalog list's `cardTitle`, 隐患 its title) and the fields that tell its records
 * apart (`summary`, 隐患 place and level; by default the list's columns), as the module's list shows
 * them. Without them every card of a flow read alike (黄磊上报的隐患整改). A flow of no module, a
 * module with no title field, or a record whose title is empty, keeps the task's own title.
 */
import type { Db } from '../../db/index.js';
import { allOn } from '../../db/afterCommit.js';
import type { ColumnItem, SummaryItem } from '../../catalog/build/types.js';
import { defaultSummary } from '../../catalog/build/columns.js';
import { toDisplay } from '../visualdev/display.js';
import { parseFormConfig, valueFields, type ValueField } from '../visualdev/fields.js';
import { cachedModuleView } from '../visualdev/moduleCache.js';
import { modulesOfFlows } from './store.js';

export interface CardText {
  /** the record's title; '' when it has none */
  title: string;
  /** the other telling fields, in one line */
  description: string;
}

/** The title field and summary a module's stored list config names; one stored before they existed takes the default summary of its columns. */
function summaryOf(columnData: Record<string, unknown>): { title: SummaryItem | null, summary: SummaryItem[] } {
  const title = (columnData.cardTitle as SummaryItem | null | undefined) ?? null;
  if (Array.isArray(columnData.summary)) return { title, summary: columnData.summary as SummaryItem[] };
  return { title, summary: defaultSummary(Array.isArray(columnData.columnList) ? columnData.columnList as ColumnItem[] : [], title?.prop) };
}

/** One shown value as text: a list joined, a named thing by its name. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join('，');
  if (typeof value === 'object') {
    const named = value as { fullName?: unknown, name?: unknown };
    return typeof named.fullName === 'string' ? named.fullName : typeof named.name === 'string' ? named.name : '';
  }
  return String(value).trim();
}

const NUMBER_KEYS = new Set(['numInput', 'calculate']);
/** A unit a label ends with: 本期计量金额（元） */
const UNIT = /[（(]([^（()）]{1,6})[）)]$/;

/**
 * A number on a card with its thousands and its label's unit (565,062.00 元): a bare 565062 does not
 * say what it is. Other fields as text.
 */
function shownValue(field: ValueField, value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!NUMBER_KEYS.has(field.key) || !Number.isFinite(n)) return text(value);
  const precision = Number((field.field as { precision?: unknown }).precision);
  const digits = Number.isInteger(precision) && precision >= 0 && precision <= 6 ? precision : undefined;
  const number = n.toLocaleString('en-US', digits === undefined ? { maximumFractionDigits: 6 } : { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const unit = UNIT.exec(field.label)?.[1];
  return unit ? `${number} ${unit}` : number;
}

interface CardFields { title: ValueField | null, fields: ValueField[] }

/** The fields a flow's cards show, from its module's definition (cached until modules change); none for a flow of no module. */
function cardFieldsOf(db: Db, flowId: string): Promise<CardFields | null> {
  return cachedModuleView(db, `cards:${flowId}`, async () => {
    const m = (await modulesOfFlows(db, [flowId])).at(-1);
    if (!m) return { title: null, fields: [] };
    const byModel = new Map(valueFields(parseFormConfig(m.form).fields).map((f) => [f.vModel, f]));
    const { title, summary } = summaryOf(m.columnData);
    const fields = summary.map((s) => byModel.get(s.prop)).filter((f): f is ValueField => !!f);
    return { title: title ? byModel.get(title.prop) ?? null : null, fields };
  });
}

/** The card text of each row (null where its flow keeps no module's records); one display pass per flow for the page. */
export async function cardTexts(db: Db, rows: ReadonlyArray<{ flowId: string, formData: Record<string, unknown> }>): Promise<Array<CardText | null>> {
  const flowIds = [...new Set(rows.map((r) => r.flowId))];
  const found = await allOn<Array<CardFields | null>>(db, flowIds.map((id) => () => cardFieldsOf(db, id)));
  const fieldsOf = new Map(flowIds.flatMap((id, i) => (found[i] ? [[id, found[i]!] as const] : [])));
  const out: Array<CardText | null> = rows.map(() => null);
  // names and dictionary labels looked up once per flow for the page
  await allOn(db, [...fieldsOf].map(([flowId, { title, fields }]) => async () => {
    const at = rows.flatMap((r, i) => (r.flowId === flowId ? [i] : []));
    if (!at.length || (!title && !fields.length)) return;
    const shown = await toDisplay(db, title ? [title, ...fields] : fields, at.map((i) => rows[i].formData ?? {}));
    at.forEach((i, k) => {
      out[i] = { title: title ? text(shown[k][title.vModel]) : '', description: fields.map((f) => shownValue(f, shown[k][f.vModel])).filter(Boolean).join(' · ') };
    });
  }));
  return out;
}
