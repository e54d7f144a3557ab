/**
 * Shapes of what a catalog module installs: the list config of its records (API.md 5.1) and, for
 * a module with a flow, the flow as the workflow and visualdev tables hold it (derived by
 * catalog/index.ts catalogFlows).
 */
import type { FormConfig, FormField, JnpfKey } from '../../../../types/api/form.js';
import type { FlowNode } from '../../../../types/api/workflow.js';

/** One list column (API.md 5.1 `columnList`). */
export interface ColumnItem {
  /** __vModel__ of a top-level form field */
  prop: string;
  label: string;
  jnpfKey: JnpfKey;
  align: 'left' | 'center' | 'right';
  sortable: boolean;
  width: number | null;
  fixed: 'none' | 'left' | 'right';
}

export type SummaryItem = Pick<ColumnItem, 'prop' | 'label' | 'jnpfKey'>;

/**
 * A search field: a copy of the form field (so the app renders it with the same widget) plus how
 * it matches. searchType 1 equals, 2 contains, 3 range.
 */
export type SearchItem = FormField & {
  prop: string;
  label: string;
  searchType: 1 | 2 | 3;
  isKeyword: boolean;
};

export interface ColumnButton {
  value: 'add' | 'edit' | 'remove' | 'detail';
  label: string;
  icon: string;
}

/** Column config of a module (ColumnDataModel, API.md 5.1); serialised as `columnData`. */
export interface ColumnData {
  /** 1 plain list */
  type: 1 | 2 | 3 | 4 | 5;
  columnList: ColumnItem[];
  /** SiteFlow's own: the record's title field, heading its card and its flow's cards; null: the first column heads the list's */
  cardTitle: SummaryItem | null;
  /** SiteFlow's own: the fields that tell records apart, a line under the title of those cards */
  summary: SummaryItem[];
  searchList: SearchItem[];
  sortList: ColumnItem[];
  defaultSidx: string;
  sort: 'asc' | 'desc';
  hasPage: boolean;
  pageSize: number;
  btnsList: ColumnButton[];
  columnBtnsList: ColumnButton[];
  customBtnsList: Array<{ value: string; label: string; event: { btnType: 1 | 2 | 3 } }>;
  useBtnPermission: boolean;
  useColumnPermission: boolean;
  useFormPermission: boolean;
  useDataPermission: boolean;
  funcs: { afterOnload: string };
}

/** The online-dev module bound to a flow: the workbench menu opens its list, `add` launches the flow. */
export interface CatalogFlowModule {
  id: string;
  /** Same as the enCode of the workbench menu that opens it. */
  enCode: string;
  fullName: string;
  /** The type-2 menu (the module's tile) whose permissions govern the list. */
  menuId: string;
  columnData: ColumnData;
  /** 2: list + form */
  webType: '2';
}

export interface CatalogFlow {
  /** Flow (version) id: what `flowId` means in FlowTask and the launch list. */
  id: string;
  templateId: string;
  enCode: string;
  fullName: string;
  /** A WorkFlowCategory dictionary item id. */
  category: string;
  icon: string;
  iconBackground: string;
  description: string;
  /** Order in the launch list. */
  sortCode: number;
  version: '1';
  /** 2: the form is online-dev `form` rendered by the parser. */
  formType: 2;
  formId: string;
  form: FormConfig;
  /** flowTemplateJson */
  template: FlowNode;
  module: CatalogFlowModule;
}
