/**
 * Data interfaces (数据接口): named server-side queries with declared parameters. A stored
 * interface names one query of QUERIES (or holds static rows); the client only picks the
 * interface and fills its parameters, it never sends SQL.
 */
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import * as repo from './dataInterface.repo.js';
import type { Row } from './dataInterface.repo.js';

export interface Caller {
  id: string;
  isAdmin: boolean;
  projectId: string | null;
  contractId: string | null;
}

export interface Param {
  field: string;
  defaultValue?: unknown;
}

type Params = Record<string, string>;

interface NamedQuery {
  /** Parameter name → its value when the client leaves it empty. */
  params: Record<string, (caller: Caller) => string>;
  run(db: Db, p: Params, caller: Caller): Promise<Row[]>;
  /** What its rows' `id`s name (their `fullName`), looked up by id alone: a record shows them to anyone who may read it. */
  names: repo.NamedKind;
}

async function assertContract(db: Db, caller: Caller, contractId: string): Promise<void> {
  if (!caller.isAdmin && !(await repo.userSeesContract(db, caller.id, contractId))) throw badRequest('您无权访问该合同段');
}

const QUERIES: Record<string, NamedQuery> = {
  /** Contracts of a project (default: the current one) that the caller sees. */
  contractList: {
    params: { projectId: (c) => c.projectId ?? '' },
    async run(db, p, c) {
      if (!p.projectId) return [];
      if (!c.isAdmin && !(await repo.userSeesProject(db, c.id, p.projectId))) throw badRequest('您无权访问该项目');
      return repo.contractsOfProject(db, p.projectId, c.isAdmin ? null : c.id);
    },
    names: 'contract',
  },
  /** Children of a WBS node ('-1': the roots) of a contract (default: the current one). */
  wbsChildren: {
    params: { contractId: (c) => c.contractId ?? '', parentId: () => '-1' },
    async run(db, p, c) {
      if (!p.contractId) return [];
      await assertContract(db, c, p.contractId);
      return repo.wbsChildren(db, p.contractId, p.parentId);
    },
    names: 'wbs',
  },
  /** The bill of quantities of a contract (default: the current one), for the popup selectors of forms. */
  boqItems: {
    params: { contractId: (c) => c.contractId ?? '' },
    async run(db, p, c) {
      if (!p.contractId) return [];
      await assertContract(db, c, p.contractId);
      return repo.boqItemsOfContract(db, p.contractId);
    },
    names: 'boq',
  },
  /** Every WBS node of a contract, flat with parentId: a tree selector searches and opens it without a call per level. */
  wbsNodes: {
    params: { contractId: (c) => c.contractId ?? '' },
    async run(db, p, c) {
      if (!p.contractId) return [];
      await assertContract(db, c, p.contractId);
      return repo.wbsNodesOfContract(db, p.contractId);
    },
    names: 'wbs',
  },
  /** Users of an organize, those the caller sees in the address book only. */
  userByOrganize: {
    params: { organizeId: () => '' },
    run: (db, p, c) => (p.organizeId ? repo.usersOfOrganize(db, p.organizeId, c) : Promise.resolve([])),
    names: 'user',
  },
  dictionary: {
    params: { typeCode: () => '' },
    run: (db, p) => (p.typeCode ? repo.dictionaryOptions(db, p.typeCode) : Promise.resolve([])),
    names: 'dictionary',
  },
};

/** config of a stored interface: `{query, defaults?}` for a named query, `{data}` for static rows. */
interface StoredConfig {
  query?: string;
  defaults?: Params;
  data?: Row[];
}

async function load(db: Db, idOrCode: string) {
  const row = await repo.findDataInterface(db, idOrCode);
  if (!row) throw badRequest('数据接口不存在');
  return { row, config: row.config as StoredConfig };
}

function resolveParams(query: NamedQuery, stored: Params, given: Param[], caller: Caller): Params {
  const values: Params = {};
  given.forEach((p, i) => {
    if (!(p.field in query.params)) throw badRequest(`paramList[${i}].field 参数 ${p.field} 不存在`);
    const v = p.defaultValue;
    if (v !== undefined && v !== null && v !== '') values[p.field] = String(v);
  });
  for (const [name, fallback] of Object.entries(query.params)) values[name] ??= stored[name] ?? fallback(caller);
  return values;
}

/** Every row of the interface for these parameters. */
export async function runInterface(db: Db, idOrCode: string, paramList: Param[], caller: Caller): Promise<Row[]> {
  const { row, config } = await load(db, idOrCode);
  if (row.type === 'static') {
    if (paramList.length > 0) throw badRequest(`paramList[0].field 参数 ${paramList[0].field} 不存在`);
    return config.data ?? [];
  }
  const query = config.query ? QUERIES[config.query] : undefined;
  if (row.type !== 'sql' || !query) throw badRequest('数据接口配置不正确');
  return query.run(db, resolveParams(query, config.defaults ?? {}, paramList, caller), caller);
}

const matches = (row: Row, keyword: string): boolean =>
  Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(keyword));

export async function listPage(
  db: Db, idOrCode: string, q: { currentPage: number; pageSize: number; keyword?: string; paramList: Param[] }, caller: Caller,
) {
  const rows = await runInterface(db, idOrCode, q.paramList, caller);
  const keyword = q.keyword?.trim().toLowerCase();
  const found = keyword ? rows.filter((r) => matches(r, keyword)) : rows;
  const start = (q.currentPage - 1) * q.pageSize;
  return {
    list: found.slice(start, start + q.pageSize),
    pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: found.length },
  };
}

/** The rows whose propsValue field is one of ids (popup selects turn stored ids into labels). */
export async function infoByIds(
  db: Db, idOrCode: string, q: { ids: string[]; propsValue: string; paramList: Param[] }, caller: Caller,
): Promise<Row[]> {
  const wanted = new Set(q.ids);
  const rows = await runInterface(db, idOrCode, q.paramList, caller);
  return rows.filter((r) => wanted.has(String(r[q.propsValue])));
}

/**
 * The labels of stored values of a select fed by the interface (lists, DataChange, documents):
 * value → label for `props` {value, label}. Static rows answer from themselves; a named query by
 * the names of its rows' ids (its rows carry id and fullName). An unknown interface, or props the
 * interface cannot answer, give an empty map: the raw value is shown.
 */
export async function interfaceLabels(db: Db, idOrCode: string, values: string[], props: { value: string; label: string }): Promise<Map<string, string>> {
  const row = await repo.findDataInterface(db, idOrCode);
  if (!row || values.length === 0) return new Map();
  const config = row.config as StoredConfig;
  if (row.type === 'static') {
    const wanted = new Set(values);
    return new Map((config.data ?? []).filter((r) => wanted.has(String(r[props.value])))
      .map((r) => [String(r[props.value]), String(r[props.label] ?? '')]));
  }
  const query = config.query ? QUERIES[config.query] : undefined;
  if (!query || props.value !== 'id' || props.label !== 'fullName') return new Map();
  return repo.namesByIds(db, query.names, values);
}
