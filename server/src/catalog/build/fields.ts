/**
 * Builders for online-dev form fields (API.md 5.2, 5.3), so each flow's form reads as a table of
 * fields. They fill in what the JNPF form generator writes (tag, trigger, placeholder,
 * visibility); `form()` numbers the fields so formId and renderKey stay the same on every seed.
 */
import type { FieldConfig, FieldRule, FormConfig, FormField, JnpfKey } from '../../../../types/api/form.js';

/** What most value fields accept. */
export interface Common {
  required?: boolean;
  span?: number;
  regList?: FieldRule[];
  defaultValue?: unknown;
  defaultCurrent?: boolean;
  placeholder?: string;
}

/** Keys that only arrange or decorate: they hold no value and have no __vModel__. */
export const LAYOUT_KEYS: ReadonlySet<JnpfKey> = new Set<JnpfKey>([
  'card', 'row', 'tab', 'tabItem', 'collapse', 'collapseItem', 'groupTitle', 'divider', 'JNPFText', 'text', 'alert', 'link', 'button',
]);

/** Keys the server fills; nobody types into them. */
export const SYSTEM_KEYS: ReadonlySet<JnpfKey> = new Set<JnpfKey>([
  'billRule', 'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition', 'calculate',
]);

/** The contract sections the caller sees (domains/system/defaults.ts DATA_INTERFACES). */
export const CONTRACT_INTERFACE = 'di_contract_list';

const TAG: Partial<Record<JnpfKey, string>> = {
  comInput: 'el-input', input: 'el-input', textarea: 'el-input', numInput: 'el-input-number', inputNumber: 'el-input-number',
  switch: 'el-switch', radio: 'el-radio-group', checkbox: 'el-checkbox-group', select: 'el-select',
  date: 'el-date-picker', datePicker: 'el-date-picker', uploadImg: 'JNPF-UploadImg', uploadFz: 'JNPF-UploadFz', uploadFile: 'JNPF-UploadFz',
  billRule: 'el-input', createUser: 'el-input', createTime: 'el-input', calculate: 'JNPFCalculate', sign: 'JNPFSign',
  location: 'JNPFLocation', table: 'el-table',
};

type Hint = '请输入' | '请选择' | null;

function value(key: JnpfKey, vModel: string, label: string, hint: Hint, o: Common, cfg: Partial<FieldConfig> = {}, props: Partial<FormField> = {}): FormField {
  const typing = key === 'comInput' || key === 'input' || key === 'textarea';
  const field: FormField = {
    __config__: {
      jnpfKey: key, label, labelWidth: null, showLabel: true, tag: TAG[key] ?? key, required: o.required ?? false,
      layout: 'colFormItem', span: o.span ?? 24, regList: o.regList ?? [], defaultValue: o.defaultValue ?? null,
      trigger: typing ? 'blur' : 'change', noShow: false, visibility: ['app', 'pc'], ...cfg,
    },
    __vModel__: vModel,
    disabled: false,
    clearable: true,
    ...props,
  };
  if (o.defaultCurrent) field.__config__.defaultCurrent = true;
  if (hint) field.placeholder = o.placeholder ?? `${hint}${label}`;
  return dropUndefined(field);
}

/** The form is stored as JSON: an undefined option must not be a key that vanishes on the way. */
function dropUndefined(field: FormField): FormField {
  for (const [k, v] of Object.entries(field)) if (v === undefined) delete field[k];
  return field;
}

export const text = (vModel: string, label: string, o: Common & { key?: 'comInput' | 'input'; maxlength?: number } = {}): FormField =>
  value(o.key ?? 'comInput', vModel, label, '请输入', { defaultValue: '', ...o }, {}, { maxlength: o.maxlength ?? null, readonly: false });

export const textarea = (vModel: string, label: string, o: Common & { maxlength?: number } = {}): FormField =>
  value('textarea', vModel, label, '请输入', { defaultValue: '', ...o }, {}, {
    maxlength: o.maxlength ?? 500, 'show-word-limit': true, autosize: { minRows: 3, maxRows: 6 }, readonly: false,
  });

export const number = (vModel: string, label: string,
  o: Common & { key?: 'numInput' | 'inputNumber'; min?: number; max?: number; precision?: number; step?: number } = {}): FormField =>
  value(o.key ?? 'numInput', vModel, label, '请输入', o, {}, {
    min: o.min ?? 0, max: o.max, step: o.step ?? 1, precision: o.precision ?? 0, 'controls-position': 'right',
  });

/** Options from a dictionary of dictionaries.ts; the stored value is the item enCode. */
export const dictionary = (key: 'select' | 'radio' | 'checkbox', vModel: string, label: string, dictEnCode: string,
  o: Common & { multiple?: boolean } = {}): FormField =>
  value(key, vModel, label, '请选择', o, {
    dataType: 'dictionary', dictionaryType: `dt_${dictEnCode}`, props: { label: 'fullName', value: 'enCode' },
  }, { __slot__: { options: [] }, multiple: o.multiple ?? false, filterable: key === 'select' });

/** Inline options as `[value, label]`. */
export const choice = (key: 'select' | 'radio' | 'checkbox', vModel: string, label: string, options: Array<[string, string]>,
  o: Common & { multiple?: boolean } = {}): FormField =>
  value(key, vModel, label, '请选择', { defaultValue: key === 'checkbox' ? [] : '', ...o }, {
    dataType: 'static', props: { label: 'fullName', value: 'id' },
  }, { __slot__: { options: options.map(([id, fullName]) => ({ id, fullName })) }, multiple: o.multiple ?? false });

/** The contract section, from the contract-list data interface (the caller's own sections only). */
export const contract = (vModel: string, label: string, o: Common = {}): FormField =>
  value('select', vModel, label, '请选择', o, {
    dataType: 'dynamic', propsUrl: CONTRACT_INTERFACE, props: { label: 'fullName', value: 'id' },
  }, { __slot__: { options: [] }, multiple: false, filterable: true });

/** Units of the organisation (comSelect, API.md 5.3): each value is the path of ids from the top unit down. */
export const organize = (vModel: string, label: string, o: Common & { multiple?: boolean } = {}): FormField =>
  value('comSelect', vModel, label, '请选择', { defaultValue: o.multiple ? [] : null, ...o }, {}, { multiple: o.multiple ?? false });

/** People of the organisation (userSelect, API.md 5.3): a user id, or with `multiple` an array of them. */
export const users = (vModel: string, label: string, o: Common & { multiple?: boolean } = {}): FormField =>
  value('userSelect', vModel, label, '请选择', { defaultValue: o.multiple ? [] : null, ...o }, {}, { multiple: o.multiple ?? false });

/**
 * A record of another online-dev module (relationForm, API.md 5.3), picked from its list
 * (Base/{modelId}/FieldDataSelect); the value is the record id, shown by its `relationField`,
 * with `columns` ([field, label]) under each record of the picker.
 */
export const relation = (vModel: string, label: string, modelId: string, relationField: string,
  o: Common & { columns?: Array<[field: string, label: string]>; fullScreen?: boolean } = {}): FormField =>
  value('relationForm', vModel, label, '请选择', o, {}, {
    modelId, relationField, columnOptions: (o.columns ?? []).map(([field, name]) => ({ value: field, label: name })),
    hasPage: true, pageSize: 20, popupType: o.fullScreen ? 'fullScreen' : undefined,
  });

const columnOptions = (columns: Array<[string, string]> = []) => columns.map(([field, name]) => ({ value: field, label: name }));

/**
 * A row of a data interface (popupSelect / popupTableSelect, API.md 5.3): the value is its
 * `propsValue` column (id), shown by `relationField`. `params` feed the interface from other fields
 * ([parameter, field]); the app opens a full-screen selector (src/core/selector.ts) for many
 * `columns`, for `linkage` (a first table whose chosen row feeds `param` and is written to
 * `field`) and for a tree (`parentField`, `leafOnly`).
 */
export const popup = (key: 'popupSelect' | 'popupTableSelect', vModel: string, label: string, interfaceId: string, relationField: string,
  o: Common & {
    columns?: Array<[field: string, label: string]>; multiple?: boolean; params?: Array<[param: string, field: string]>;
    parentField?: string; leafOnly?: boolean;
    linkage?: { interfaceId: string; param: string; field?: string; relationField?: string; columns?: Array<[string, string]> };
  } = {}): FormField =>
  value(key, vModel, label, '请选择', { defaultValue: o.multiple ? [] : null, ...o }, {
    templateJson: (o.params ?? []).map(([param, field]) => ({ field: param, relationField: field })),
  }, {
    interfaceId, propsValue: 'id', relationField, columnOptions: columnOptions(o.columns), multiple: o.multiple ?? false,
    hasPage: true, pageSize: 20, parentField: o.parentField, leafOnly: o.leafOnly,
    linkage: o.linkage && {
      interfaceId: o.linkage.interfaceId, param: o.linkage.param, ...(o.linkage.field ? { field: o.linkage.field } : {}), propsValue: 'id',
      relationField: o.linkage.relationField ?? 'fullName', columnOptions: columnOptions(o.linkage.columns),
    },
  });

/** A column (`showField`) of the record picked in the relationForm field `relationField`; shown, not stored. */
export const relationAttr = (vModel: string, label: string, relationField: string, showField: string): FormField =>
  value('relationFormAttr', vModel, label, null, {}, {}, { relationField, showField, isStorage: 0, readonly: true });

/** Dates are epoch milliseconds (API.md 5.3). */
export const date = (vModel: string, label: string, o: Common & { key?: 'date' | 'datePicker'; withTime?: boolean } = {}): FormField =>
  value(o.key ?? 'date', vModel, label, '请选择', o, {}, {
    type: o.withTime ? 'datetime' : 'date', format: o.withTime ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd', 'value-format': 'timestamp',
  });

export const images = (vModel: string, label: string, o: Common & { limit?: number } = {}): FormField =>
  value('uploadImg', vModel, label, null, { defaultValue: [], ...o }, {}, {
    limit: o.limit ?? 9, fileSize: 10, sizeUnit: 'MB', accept: 'image/*',
  });

export const files = (vModel: string, label: string,
  o: Common & { key?: 'uploadFz' | 'uploadFile'; limit?: number; accept?: string; tip?: string } = {}): FormField =>
  value(o.key ?? 'uploadFz', vModel, label, null, { defaultValue: [], ...o }, {}, {
    limit: o.limit ?? 5, fileSize: 50, sizeUnit: 'MB', accept: o.accept ?? '', buttonText: '点击上传', tipText: o.tip ?? '',
  });

export const toggle = (vModel: string, label: string, o: Common = {}): FormField =>
  value('switch', vModel, label, null, { defaultValue: 0, ...o }, {}, {
    activeValue: 1, inactiveValue: 0, activeTxt: '是', inactiveTxt: '否',
  });

/** A hand signature; `isInvoke` lets the signer reuse the signature stored in 数字签名. */
export const sign = (vModel: string, label: string, o: Common = {}): FormField =>
  value('sign', vModel, label, null, o, {}, { isInvoke: true });

/** GPS position; not required anywhere because tunnels and basements often have no fix. */
export const location = (vModel: string, label: string, o: Common = {}): FormField =>
  value('location', vModel, label, null, o, {}, {
    autoLocation: true, enableLocationScope: false, adjustmentScope: 500, enableDesktopLocation: false,
  });

/** Record number from a bill rule of the module's billRules. */
export const billNo = (vModel: string, label: string, rule: string): FormField =>
  value('billRule', vModel, label, null, {}, { rule }, { readonly: true, placeholder: '系统自动生成' });

export const system = (key: 'createUser' | 'createTime', vModel: string, label: string, o: Common = {}): FormField =>
  value(key, vModel, label, null, o, {}, { readonly: true, placeholder: '系统自动生成' });

/** A computed number; `expression` alternates operands (field ids, `table-column` inside a child table) and operators. */
export const calc = (vModel: string, label: string, expression: string[], o: Common & { precision?: number } = {}): FormField =>
  value('calculate', vModel, label, null, o, {}, { expression, precision: o.precision ?? 2, thousands: true });

/** A child table: its value is an array of rows; columns are ordinary fields. */
export function table(vModel: string, label: string, columns: FormField[], o: Common & { actionText?: string } = {}): FormField {
  for (const c of columns) c.__config__.isSubTable = true;
  return value('table', vModel, label, null, { defaultValue: [], ...o }, {
    layout: 'rowFormItem', children: columns,
  }, { actionText: o.actionText ?? '添加', showSummary: false, summaryField: [] });
}

// ---- layout and display -----------------------------------------------------------------------

const layout = (key: JnpfKey, label: string, cfg: Partial<FieldConfig> = {}) => ({
  jnpfKey: key, label, showLabel: false, tag: key, layout: 'rowFormItem' as const, span: 24,
  visibility: ['app', 'pc'] as Array<'app' | 'pc'>, ...cfg,
});

export const card = (header: string, children: FormField[]): FormField =>
  ({ __config__: layout('card', '卡片容器', { tag: 'el-card', children }), header, shadow: 'never' });

/** Fields side by side, sharing the row evenly. */
export function row(children: FormField[]): FormField {
  for (const c of children) c.__config__.span = 24 / children.length;
  return { __config__: layout('row', '栅格容器', { tag: 'el-row', children }), type: 'default', justify: 'start', align: 'top' };
}

export const groupTitle = (content: string): FormField =>
  ({ __config__: layout('groupTitle', '分组标题', { layout: 'colFormItem' }), content, 'content-position': 'left' });

export const divider = (content: string): FormField =>
  ({ __config__: layout('divider', '分割线', { tag: 'el-divider', layout: 'colFormItem' }), __slot__: { default: content }, 'content-position': 'center' });

// ---- the whole form ---------------------------------------------------------------------------

/** Fixed base of renderKey: the generator uses a timestamp; a constant keeps seeds identical. */
const RENDER_BASE = 1_700_000_000_000;

export function form(fields: FormField[], o: Partial<FormConfig> = {}): FormConfig {
  let n = 100;
  const numberAll = (list: FormField[]): void => {
    for (const f of list) {
      n += 1;
      f.__config__.formId = n;
      f.__config__.renderKey = RENDER_BASE + n;
      if (f.__config__.children) numberAll(f.__config__.children);
    }
  };
  numberAll(fields);
  return {
    formRef: 'elForm', formModel: 'dataForm', size: 'small', labelPosition: 'right', labelWidth: 100, gutter: 15,
    disabled: false, span: 24, formBtns: false, popupType: 'general', confirmButtonText: '确定', cancelButtonText: '取消',
    classJson: '', funcs: { onLoad: '', beforeSubmit: '', afterSubmit: '' }, ...o, fields,
  };
}

// ---- reading a form back ----------------------------------------------------------------------

/** Top-level value fields (layout containers opened; a child table counts as one field). */
export function valueFields(config: FormConfig): FormField[] {
  const out: FormField[] = [];
  const walk = (list: FormField[]): void => {
    for (const f of list) {
      if (LAYOUT_KEYS.has(f.__config__.jnpfKey)) walk(f.__config__.children ?? []);
      else out.push(f);
    }
  };
  walk(config.fields);
  return out;
}

/** Ids that formOperates may name: every value field, and `table-column` for child-table columns (API.md 5.4). */
export function operateIds(config: FormConfig): string[] {
  return valueFields(config).flatMap((f) => [
    f.__vModel__ ?? '',
    ...(f.__config__.jnpfKey === 'table' ? (f.__config__.children ?? []).map((c) => `${f.__vModel__}-${c.__vModel__}`) : []),
  ]);
}

/** The field an operate id names: a top-level field or a `table-column`. */
export function fieldById(config: FormConfig, id: string): FormField | undefined {
  for (const f of valueFields(config)) {
    if (f.__vModel__ === id) return f;
    if (f.__config__.jnpfKey === 'table' && id.startsWith(`${f.__vModel__}-`)) {
      return f.__config__.children?.find((c) => `${f.__vModel__}-${c.__vModel__}` === id);
    }
  }
  return undefined;
}

/** A value kept with the record, set by the screen that opened the form (a WBS node's id), never typed nor shown. */
export const kept = (field: FormField): FormField => ({ ...field, __config__: { ...field.__config__, noShow: true } });

/** A value shown but not typed: set by the screen that opened the form. */
export const shown = (field: FormField): FormField => ({ ...field, readonly: true });
