/**
 * What a filled field may hold (API.md 5.3), checked on every save, drafts included: its type, its
 * size (maxlength, or a cap for text without one), inline options, finite numbers, dates as epoch
 * ms in a sane range, times, colours, locations and upload lists as the app writes them. The
 * messages are the app's (src/core/form/rules.ts) where it has one. What needs the database
 * (dictionaries, data interfaces, records, files, signatures) is references.ts's; whether a value
 * is required, matches its pattern or lies within min/max is rules.ts's, for submissions only.
 */
import { fileListRefs } from '../file/references.js';
import type { ValueField } from './fields.js';

/** Text without a maxlength: what a single line, a text area and a rich text editor may hold. */
export const TEXT_CAPS = { line: 1000, area: 10_000, rich: 200_000 } as const;
/** A value of a field kind this server does not know, as JSON. */
const UNKNOWN_KIND_CAP = 10_000;
const ID_MAX = 100;
const MANY_MAX = 500;
/** Files per upload field when the form sets no limit. */
const FILES_MAX = 50;
/** A signature data URL (signImgError caps the image itself at 200 KB). */
const SIGN_MAX = 300_000;
const LOCATION_MAX = 2000;
/** Dates: 1900-01-01 to 2200-01-01 (UTC). */
const DATE_MIN = Date.UTC(1900, 0, 1);
const DATE_MAX = Date.UTC(2200, 0, 1);
const TIME = /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]{1,40}\))$/;

export const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

// --- options ------------------------------------------------------------------------------------

export type OptionSource =
  | { type: 'static', options: unknown[] }
  | { type: 'dictionary', dictionaryType: string }
  | { type: 'dynamic', interfaceId: string };

/** Option keys (API.md 5.2): cascader / treeSelect keep them in `props.props`, the others in `__config__.props`. */
export function optionKeys(f: ValueField): { value: string, children: string } {
  const nested = isPlainObject(f.field.props) && isPlainObject(f.field.props.props) ? f.field.props.props : {};
  const own = isPlainObject(f.field.__config__.props) ? f.field.__config__.props as Record<string, unknown> : {};
  return { value: text(nested.value) ?? text(own.value) ?? 'id', children: text(nested.children) ?? text(own.children) ?? 'children' };
}

/** Where a choice field's options come from, as the app decides it (src/core/form/options.ts). */
export function optionSource(f: ValueField): OptionSource {
  const cfg = f.field.__config__;
  const dictionaryType = text(cfg.dictionaryType) ?? text(f.field.dictionaryType);
  if ((f.key === 'dicSelect' || cfg.dataType === 'dictionary') && dictionaryType) return { type: 'dictionary', dictionaryType };
  const interfaceId = text(cfg.propsUrl) ?? text(f.field.propsUrl);
  if (cfg.dataType === 'dynamic' && interfaceId) return { type: 'dynamic', interfaceId };
  const slot = f.field.__slot__?.options;
  const own = f.field.options;
  const list = [slot, own].find((o) => Array.isArray(o) && o.length > 0) ?? [];
  return { type: 'static', options: list };
}

function optionValues(options: unknown[], keys: { value: string, children: string }, into = new Set<string>()): Set<string> {
  for (const o of options) {
    if (!isPlainObject(o)) continue;
    into.add(String(o[keys.value] ?? ''));
    if (Array.isArray(o[keys.children])) optionValues(o[keys.children] as unknown[], keys, into);
  }
  return into;
}

/** The single values a choice, picker or id field holds (a cascader's paths flattened). */
export const flatValues = (v: unknown): unknown[] => (Array.isArray(v) ? v.flat(2) : [v]);

// --- the rules of each kind ---------------------------------------------------------------------

type Rule = (f: ValueField, v: unknown) => string | null;

const badFormat = (f: ValueField) => `${f.label}格式不正确`;

function textRule(cap: number): Rule {
  return (f, v) => {
    if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) return badFormat(f);
    const own = f.field.maxlength;
    const max = typeof own === 'number' && own > 0 ? Math.min(own, TEXT_CAPS.rich) : cap;
    return String(v).length > max ? `${f.label}不能超过${max}个字符` : null;
  };
}

/** Numbers; a numeric string as older clients send it. */
const numberRule: Rule = (f, v) => {
  if (typeof v === 'number' && Number.isFinite(v)) return null;
  return typeof v === 'string' && v.length <= 40 && v.trim() !== '' && Number.isFinite(Number(v)) ? null : `${f.label}必须是数字`;
};

/** 0/1 by default, or the field's activeValue / inactiveValue; true and false mean them. */
const switchRule: Rule = (f, v) => {
  if (typeof v === 'boolean') return null;
  const allowed = [f.field.activeValue ?? 1, f.field.inactiveValue ?? 0].map(String);
  return (typeof v === 'string' || typeof v === 'number') && allowed.includes(String(v)) ? null : badFormat(f);
};

const isId = (v: unknown): boolean => (typeof v === 'string' && v.length <= ID_MAX) || (typeof v === 'number' && Number.isFinite(v));
const isIdList = (v: unknown, depth: number): boolean => Array.isArray(v) && v.length <= MANY_MAX
  && v.every((x) => (depth > 1 ? isIdList(x, depth - 1) : isId(x)));

/** An id, or with `multiple` a list of them; `always`: a list whatever `multiple` says; `paths`: each pick is a path of ids. */
function idsRule(o: { always?: boolean, paths?: boolean, nested?: boolean } = {}): Rule {
  return (f, v) => {
    const many = o.always || !!f.field.multiple;
    if (o.paths) return isIdList(v, many ? 2 : 1) ? null : badFormat(f);
    if (!many) return isId(v) ? null : badFormat(f);
    return isIdList(v, 1) || (o.nested && isIdList(v, 2)) ? null : badFormat(f);
  };
}

/** Choices: the shape of ids, then the inline options (dictionaries and data interfaces are references.ts's). */
function choiceRule(shape: Rule): Rule {
  return (f, v) => {
    const error = shape(f, v);
    if (error) return error;
    const source = optionSource(f);
    if (source.type !== 'static') return null;
    const offered = optionValues(source.options, optionKeys(f));
    return flatValues(v).every((x) => offered.has(String(x))) ? null : `${f.label}的值不在可选项中`;
  };
}

const dateValue = (v: unknown): 'ok' | 'type' | 'range' => {
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'type';
  return v >= DATE_MIN && v <= DATE_MAX ? 'ok' : 'range';
};

const dateRule: Rule = (f, v) => {
  const d = dateValue(v);
  return d === 'ok' ? null : d === 'type' ? `${f.label}必须是数字` : `${f.label}不在有效的日期范围内`;
};

const timeRule: Rule = (f, v) => (typeof v === 'string' && TIME.test(v) ? null : badFormat(f));

/** [start, end]; an end may be left open while it is picked. */
function rangeRule(end: Rule): Rule {
  return (f, v) => {
    if (!Array.isArray(v) || v.length > 2) return badFormat(f);
    for (const x of v) {
      const error = x === null || x === '' ? null : end(f, x);
      if (error) return error;
    }
    return null;
  };
}

const colorRule: Rule = (f, v) => (typeof v === 'string' && COLOR.test(v) ? null : badFormat(f));

function filesRule(f: ValueField, v: unknown): string | null {
  const own = Number(f.field.limit);
  const max = Number.isInteger(own) && own > 0 ? Math.min(own, FILES_MAX) : FILES_MAX;
  const refs = fileListRefs(v, max);
  if (refs === 'format') return badFormat(f);
  if (refs === 'url') return `${f.label}的文件地址无效`;
  if (refs === 'tooMany') return `${f.label}最多上传${max}个文件`;
  return null;
}

/** The app keeps a place as the JSON text of {lng, lat, name, address, fullAddress} (src/core/form/location.ts). */
const locationRule: Rule = (f, v) => {
  let place: unknown = v;
  if (typeof v === 'string') {
    if (v.length > LOCATION_MAX) return badFormat(f);
    try {
      place = JSON.parse(v);
    } catch {
      return badFormat(f);
    }
  } else if (JSON.stringify(v).length > LOCATION_MAX) return badFormat(f);
  if (!isPlainObject(place)) return badFormat(f);
  const lng = Number(place.lng);
  const lat = Number(place.lat);
  const fine = Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90
    && ['name', 'address', 'fullAddress'].every((k) => place[k] === undefined || typeof place[k] === 'string');
  return fine ? null : badFormat(f);
};

/** The image itself is checked with the signer in mind (references.ts): only its type and size here. */
const signRule: Rule = (f, v) => (typeof v === 'string' && v.length <= SIGN_MAX ? null : badFormat(f));

const unknownKindRule: Rule = (f, v) => (JSON.stringify(v).length > UNKNOWN_KIND_CAP ? `${f.label}内容过长` : null);

/** By canonical key (fields.ts); a child table is checked column by column by the caller. */
const RULES: Record<string, Rule> = {
  comInput: textRule(TEXT_CAPS.line), autoComplete: textRule(TEXT_CAPS.line),
  relationFormAttr: textRule(TEXT_CAPS.line), popupAttr: textRule(TEXT_CAPS.line),
  textarea: textRule(TEXT_CAPS.area), editor: textRule(TEXT_CAPS.rich),
  numInput: numberRule, rate: numberRule, slider: numberRule, calculate: numberRule,
  switch: switchRule,
  radio: choiceRule(idsRule()), select: choiceRule(idsRule()), treeSelect: choiceRule(idsRule()),
  checkbox: choiceRule(idsRule({ always: true })), cascader: choiceRule(idsRule({ always: true, nested: true })),
  dicSelect: choiceRule(idsRule()),
  date: dateRule, time: timeRule, dateRange: rangeRule(dateRule), timeRange: rangeRule(timeRule),
  uploadImg: filesRule, uploadFz: filesRule,
  colorPicker: colorRule,
  comSelect: idsRule({ paths: true }), address: idsRule({ paths: true }),
  depSelect: idsRule(), posSelect: idsRule(), userSelect: idsRule(), roleSelect: idsRule(), groupSelect: idsRule(),
  usersSelect: idsRule({ always: true }),
  relationForm: idsRule(), popupSelect: idsRule(), popupTableSelect: idsRule(),
  sign: signRule, location: locationRule,
};

/** fields.ts reads usersSelect as userSelect (they name the same people), but its value is always a list. */
const kindOf = (f: ValueField): string => (f.field.__config__.jnpfKey === 'usersSelect' ? 'usersSelect' : f.key);

/** What is wrong with a filled value of the field, or null. Empty values are rules.ts's (required). */
export function valueError(f: ValueField, value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  const kind = kindOf(f);
  return (Object.hasOwn(RULES, kind) ? RULES[kind] : unknownKindRule)(f, value);
}
