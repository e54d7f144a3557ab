/**
 * The value fields of a form config (API.md 5.2): layout containers walked through, display-only
 * items left out, both key spellings of API.md 5.3 read as one kind.
 */
import type { FormConfig, FormField, JnpfKey } from '../../../../types/api/form.js';

/** 3.5 names → the 3.1-3.4 names used below. */
const ALIASES: Partial<Record<JnpfKey, JnpfKey>> = {
  input: 'comInput', inputNumber: 'numInput', datePicker: 'date', timePicker: 'time', uploadFile: 'uploadFz',
  organizeSelect: 'comSelect', areaSelect: 'address', text: 'JNPFText', usersSelect: 'userSelect',
};

const CONTAINERS = new Set<JnpfKey>(['card', 'row', 'tab', 'tabItem', 'collapse', 'collapseItem']);
const DISPLAY_ONLY = new Set<JnpfKey>(['groupTitle', 'divider', 'JNPFText', 'button', 'link', 'alert', 'barcode', 'qrcode']);
/** Filled by the server, never by the user. */
export const SYSTEM_KEYS = new Set<JnpfKey>([
  'billRule', 'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition',
]);

export interface ValueField {
  key: JnpfKey;
  vModel: string;
  label: string;
  field: FormField;
  /** child table: its columns */
  columns?: ValueField[];
}

export const canonicalKey = (key: JnpfKey): JnpfKey => ALIASES[key] ?? key;

/** Tab and collapse items are often saved without a jnpfKey: their parent says what they are. */
const ITEM_OF: Partial<Record<JnpfKey, JnpfKey>> = { tab: 'tabItem', collapse: 'collapseItem' };

export function valueFields(fields: readonly FormField[] | undefined, parent?: JnpfKey): ValueField[] {
  const out: ValueField[] = [];
  for (const field of fields ?? []) {
    if (!field || typeof field !== 'object') continue;
    const cfg = field.__config__ ?? ({} as FormField['__config__']);
    const key = canonicalKey(cfg.jnpfKey ?? (parent && ITEM_OF[parent]));
    if (CONTAINERS.has(key)) {
      out.push(...valueFields(cfg.children, key));
      continue;
    }
    if (DISPLAY_ONLY.has(key) || !field.__vModel__) continue;
    const base = { key, vModel: field.__vModel__, label: cfg.label ?? field.__vModel__, field };
    out.push(key === 'table' ? { ...base, columns: valueFields(cfg.children) } : base);
  }
  return out;
}

export function parseFormConfig(value: unknown): FormConfig {
  const parsed = typeof value === 'string' ? JSON.parse(value) as unknown : value;
  const fields = (parsed as { fields?: unknown } | null)?.fields;
  return { ...(parsed as object), fields: Array.isArray(fields) ? fields as FormField[] : [] };
}
