/**
 * Builds a module's column config (API.md 5.1) from its form, so labels and widgets of the list
 * and its search bar are the form's own.
 */
import type { FormConfig } from '../../../../types/api/form.js';
import { CONTRACT_INTERFACE, valueFields } from './fields.js';
import type { ColumnButton, ColumnData, ColumnItem, SearchItem, SummaryItem } from './types.js';

export interface ListSpec {
  /** field ids, with a width where the default is too narrow */
  columns: Array<string | [prop: string, width: number]>;
  /** field id and how it matches: 1 equals, 2 contains, 3 range */
  search: Array<[prop: string, searchType: 1 | 2 | 3]>;
  /** search fields the single keyword box also looks in */
  keyword?: string[];
  sortable?: string[];
  /** default sort column; newest first */
  sidx: string;
  /** The record's own title field (隐患: title): the cards of the list and of its flow are headed by it. */
  cardTitle?: string;
  /**
   * What tells one record from another (隐患: place and level), in one line under a card's title.
   * Default: the list's columns but the record number and the title, a contract section last.
   */
  summary?: string[];
}

/** The summary's default: the list's columns but the record number (a flow's card shows it already) and the title, three at most. */
export function defaultSummary(columns: readonly ColumnItem[], title?: string, shared: ReadonlySet<string> = new Set()): SummaryItem[] {
  const telling = columns.filter((c) => c.jnpfKey !== 'billRule' && c.prop !== title);
  // a contract section is shared by most records of a list: it tells them apart least
  const ordered = [...telling.filter((c) => !shared.has(c.prop)), ...telling.filter((c) => shared.has(c.prop))];
  return ordered.slice(0, 3).map(({ prop, label, jnpfKey }) => ({ prop, label, jnpfKey }));
}

const BUTTONS: ColumnButton[] = [{ value: 'add', label: '新增', icon: 'icon-ym icon-ym-btn-add' }];
const ROW_BUTTONS: ColumnButton[] = [
  { value: 'detail', label: '详情', icon: '' },
  { value: 'edit', label: '编辑', icon: '' },
  { value: 'remove', label: '删除', icon: '' },
];

export function columnData(config: FormConfig, spec: ListSpec): ColumnData {
  const byId = new Map(valueFields(config).map((f) => [f.__vModel__ ?? '', f]));
  const field = (prop: string) => {
    const f = byId.get(prop);
    if (!f) throw new Error(`column config: ${prop} is not a top-level field of the form`);
    return f;
  };
  const columnList: ColumnItem[] = spec.columns.map((c) => {
    const [prop, width] = typeof c === 'string' ? [c, null] : c;
    const f = field(prop);
    return {
      prop, label: f.__config__.label, jnpfKey: f.__config__.jnpfKey, align: 'left',
      sortable: spec.sortable?.includes(prop) ?? false, width, fixed: 'none',
    };
  });
  const searchList: SearchItem[] = spec.search.map(([prop, searchType]) => {
    // a copy of the form field, never required: a search may leave any field empty
    const f = structuredClone(field(prop));
    f.__config__ = { ...f.__config__, required: false, regList: [], defaultValue: null };
    return { ...f, prop, label: f.__config__.label, searchType, isKeyword: spec.keyword?.includes(prop) ?? false };
  });
  const item = (prop: string): SummaryItem => { const f = field(prop); return { prop, label: f.__config__.label, jnpfKey: f.__config__.jnpfKey }; };
  const contracts = new Set(columnList.filter((c) => field(c.prop).__config__.propsUrl === CONTRACT_INTERFACE).map((c) => c.prop));
  return {
    type: 1,
    columnList,
    cardTitle: spec.cardTitle ? item(spec.cardTitle) : null,
    summary: spec.summary ? spec.summary.map(item) : defaultSummary(columnList, spec.cardTitle, contracts),
    searchList,
    sortList: columnList.filter((c) => c.sortable),
    defaultSidx: spec.sidx,
    sort: 'desc',
    hasPage: true,
    pageSize: 20,
    btnsList: BUTTONS.map((b) => ({ ...b })),
    columnBtnsList: ROW_BUTTONS.map((b) => ({ ...b })),
    customBtnsList: [],
    useBtnPermission: true,
    useColumnPermission: true,
    // a flow form's fields are governed per node by formOperates, not by the role's form list
    useFormPermission: false,
    useDataPermission: false,
    funcs: { afterOnload: '' },
  };
}
