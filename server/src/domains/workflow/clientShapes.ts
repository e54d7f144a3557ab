/**
 * The shapes JNPF mobile clients 3.2 to 3.5 send the form values of a flow in (README "JNPF
 * clients"), read into the one the engine takes: an object of values. A shape that cannot be read
 * is refused in words, never dropped: 3.2 sends the values as a JSON string and a dropped value
 * would save the task with its system fields only.
 *
 * - 3.4/3.5 and SiteFlow: `formData: {field: value}`.
 * - 3.2 FlowTask POST / PUT: `data: "<json>"` (no formData).
 * - 3.2 FlowBefore/Audit, Reject, SaveAudit...: `formData: {id, data: "<json>", flowId}`: an object whose
 *   only keys are among id, data and flowId, with data a string (or the values' object itself).
 * - `formData: "<json>"`: read as the string it holds.
 */
import { badRequest } from '../../lib/errors.js';
import { inputProblem } from '../../lib/input.js';

export const SHAPE_MSG = {
  json: '表单数据 data 不是有效的 JSON',
  notObject: '表单数据必须是对象 (字段: 值)',
  both: '表单数据 formData 与 data 不一致,请只发送其中一种',
  dataType: '表单数据 data 必须是 JSON 字符串或对象',
} as const;

/** The keys of a 3.2 formData wrapper: the record id, its values as a string and the flow. */
const WRAPPER_KEYS = new Set(['id', 'data', 'flowId']);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseValues(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(SHAPE_MSG.json);
  }
  if (!isPlainObject(parsed)) throw badRequest(SHAPE_MSG.notObject);
  // what the door checks of a body (plugins/input.ts), for the values that came inside a string
  const problem = inputProblem(parsed);
  if (problem) throw badRequest(problem);
  return parsed;
}

/** One value the client sent as the form: an object, a JSON string of one, or the 3.2 wrapper. */
function valuesOf(sent: unknown): Record<string, unknown> {
  if (typeof sent === 'string') return sent.trim() === '' ? {} : parseValues(sent);
  if (!isPlainObject(sent)) throw badRequest(SHAPE_MSG.notObject);
  const keys = Object.keys(sent);
  if ((typeof sent.data === 'string' || isPlainObject(sent.data)) && keys.every((k) => WRAPPER_KEYS.has(k))) return valuesOf(sent.data);
  return sent;
}

/**
 * The form values of an action body, whichever version's shape carries them; undefined when the
 * body carries none (an approval without edits). `data` as a string or object is the 3.2 FlowTask
 * shape; sent beside formData it must say the same.
 */
export function formValuesOf(body: { formData?: unknown; data?: unknown }): Record<string, unknown> | undefined {
  const fromForm = body.formData === undefined || body.formData === null ? undefined : valuesOf(body.formData);
  if (body.data === undefined || body.data === null) return fromForm;
  if (typeof body.data !== 'string' && !isPlainObject(body.data)) throw badRequest(SHAPE_MSG.dataType);
  const fromData = valuesOf(body.data);
  if (fromForm !== undefined && JSON.stringify(fromForm) !== JSON.stringify(fromData)) throw badRequest(SHAPE_MSG.both);
  return fromData;
}

