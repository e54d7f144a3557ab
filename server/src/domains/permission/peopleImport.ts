/**
 * Bulk import and export of people (API.md 9, JNPF's Users/TemplateDownload, Uploader,
 * ImportPreview, ImportData, ExportExceptionData, ExportData). The importer uploads the filled
 * template, sees every bad row and why (importRules.ts), imports the good ones (each with a
 * generated initial password, answered once and never stored but as a hash, to be changed at
 * first sign-in), and downloads the bad rows with a reason column. Spreadsheets go through exceljs.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { md5Hex, newId } from '../../lib/ids.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { readSheet, SheetError, writeSheet, type SheetColumn } from '../../lib/xlsx.js';
import type { FileService } from '../file/service.js';
import { record } from '../system/audit.js';
import { adminScopeOf, holdingsOf, requireProject, type AdminScope } from './adminScope.js';
import { peopleChanged } from './caches.js';
import { checkRows, IMPORT_COLUMNS, MAX_IMPORT_ROWS, rowsOfSheet, type CheckedRow, type ImportLookups, type ImportRow, type Named } from './importRules.js';
import { indexOrganizes } from './orgTree.js';
import { STATE_NAMES, toPersonItem } from './people.js';
import * as repo from './people.repo.js';
import * as projectsRepo from './projects.repo.js';
import * as directory from './repo.js';
import { requireAssignable, type Caller } from './roles.js';
import * as rolesRepo from './roles.repo.js';

export const MSG = {
  missingColumn: (header: string) => `表头缺少「${header}」列,请使用导入模板`,
  noRows: '表格中没有可导入的人员',
  nothingToImport: '没有可导入的数据',
  takenSince: (what: string, value: string) => `${what}「${value}」刚被他人使用,未导入`,
  tooManyAtOnce: `一次导入超过 200 人,请用后台导入(POST Users/ImportJob)`,
} as const;

/** Good rows POST Users/ImportData writes within its request; more go through a job. */
export const SYNC_IMPORT_MAX = 200;

/** A written batch: who was written (with the password generated for them) and who was not, with why. */
export interface BatchOutcome {
  written: Array<{ userId: string; account: string; realName: string; mobilePhone: string; password: string }>;
  failed: RowView[];
}

/** What the preview and the import answer for a row: its cells, and why it is bad ('' when good). */
export type RowView = ImportRow & { errorsInfo: string };

const view = (c: CheckedRow): RowView => ({ ...c.row, errorsInfo: c.reasons.join('；') });

const HEADER_ROW = IMPORT_COLUMNS.map((c) => ({ field: c.key, fullName: c.required ? `${c.header}*` : c.header }));
const SHEET_COLUMNS: SheetColumn[] = IMPORT_COLUMNS.map((c) => ({ key: c.key, header: c.required ? `${c.header}*` : c.header, width: c.key === 'organize' ? 40 : undefined }));

/** Several at a time: argon2 runs on the thread pool, one hash per thread. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export interface Secrets { passwords: string[]; hashes: string[] }

/** `n` generated passwords and their hashes (argon2 on the thread pool, several at a time). */
export async function makeSecrets(n: number, hash: (md5: string) => Promise<string> = hashPassword): Promise<Secrets> {
  const passwords = Array.from({ length: n }, () => generatePassword());
  return { passwords, hashes: await mapLimit(passwords, 8, (p) => hash(md5Hex(p))) };
}

export function createPeopleImport(db: Db, files: FileService) {
  /** Everything a row may name, as the importer may name it; roles and projects within their reach. */
  async function lookups(scope: AdminScope, rows: readonly ImportRow[]): Promise<ImportLookups> {
    const [orgRows, positionRows, roleRows, projectRows, held] = await Promise.all([
      directory.listOrganizes(db), directory.listPositions(db), rolesRepo.listRoles(db, { projectIds: scope.all ? undefined : scope.projectIds }),
      projectsRepo.listProjects(db, { ids: scope.all ? undefined : scope.projectIds }), holdingsOf(db, scope),
    ]);
    const orgs = indexOrganizes(orgRows);
    const enabledRoles = roleRows.filter((r) => r.role.enabled).map((r) => r.role);
    const assignable: Named[] = [];
    const other: Named[] = [];
    for (const r of enabledRoles) {
      const named = { id: r.id, fullName: r.fullName, enCode: r.enCode };
      try {
        await requireAssignable(db, scope, [r.id], held);
        assignable.push(named);
      } catch {
        other.push(named);
      }
    }
    const projectIds = projectRows.map((p) => p.p.id);
    const contracts = await projectsRepo.listContracts(db, projectIds);
    const accounts = await repo.takenAccounts(db, rows.map((r) => r.account).filter(Boolean));
    const mobiles = await repo.takenMobiles(db, rows.map((r) => r.mobilePhone).filter(Boolean));
    return {
      organizes: orgRows.map((o) => ({ id: o.id, fullName: o.fullName, enCode: o.enCode, path: orgs.path(o.id) })),
      positions: positionRows.map((p) => ({ id: p.id, fullName: p.fullName, enCode: p.enCode })),
      roles: assignable, otherRoles: other,
      projects: projectRows.filter((p) => p.p.enabled).map((p) => ({ id: p.p.id, fullName: p.p.fullName, enCode: p.p.enCode, alias: p.p.shortName || undefined })),
      contracts: contracts.filter((c) => c.c.enabled).map((c) => ({ id: c.c.id, fullName: c.c.fullName, enCode: c.c.enCode, projectId: c.c.projectId, alias: c.c.sectionName || undefined })),
      accounts, mobiles, defaultProjectId: scope.all ? null : scope.projectIds[0],
    };
  }

  async function rowsOfFile(caller: Caller, fileName: string): Promise<ImportRow[]> {
    const { bytes } = await files.readOwn('userImport', fileName, caller.id);
    let sheet: string[][];
    try {
      sheet = await readSheet(bytes, MAX_IMPORT_ROWS);
    } catch (err) {
      if (err instanceof SheetError) throw badRequest(err.message);
      throw err;
    }
    const parsed = rowsOfSheet(sheet);
    if ('missing' in parsed) throw badRequest(MSG.missingColumn(parsed.missing));
    if (parsed.rows.length === 0) throw badRequest(MSG.noRows);
    return parsed.rows;
  }

  async function check(caller: Caller, rows: ImportRow[]) {
    const scope = await adminScopeOf(db, caller);
    return { scope, checked: checkRows(rows, await lookups(scope, rows)) };
  }

  return {
    /** GET Users/TemplateDownload: the empty template, each column's rule in its header's note. */
    async template(caller: Caller) {
      await adminScopeOf(db, caller);
      const bytes = await writeSheet('人员', SHEET_COLUMNS, [], { notes: Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.note])) });
      return files.storeGenerated('export', '人员导入模板.xlsx', bytes, caller.id);
    },

    /** POST Users/Uploader: the filled template, kept for this importer only; answers its name for the preview. */
    async upload(caller: Caller, part: MultipartFile) {
      await adminScopeOf(db, caller);
      const stored = await files.upload('userImport', part, caller.id);
      return { name: stored.name, fileName: stored.name };
    },

    /** GET Users/ImportPreview?fileName=: every row, the bad ones with why. */
    async preview(caller: Caller, fileName: string) {
      // who may import is settled before the file is looked for: a refusal says why, not 文件不存在
      await adminScopeOf(db, caller);
      const rows = await rowsOfFile(caller, fileName);
      const { checked } = await check(caller, rows);
      const bad = checked.filter((c) => c.reasons.length).length;
      return { headerRow: HEADER_ROW, dataRow: checked.map(view), total: checked.length, snum: checked.length - bad, fnum: bad };
    },

    /**
     * The rows an import would write, checked against the database as it is now and the
     * importer's reach: the sheet (or JNPF's {list}) is read, every row checked. Refuses (writing
     * nothing) what the importer may not do at all.
     */
    async prepare(caller: Caller, b: { fileName?: string; list?: Array<Partial<ImportRow>> }) {
      await adminScopeOf(db, caller);
      const given = b.fileName ? await rowsOfFile(caller, b.fileName)
        : (b.list ?? []).map((r, i) => ({ ...Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, String(r[c.key] ?? '').trim()])), rowNumber: r.rowNumber ?? i + 2 }) as ImportRow);
      if (given.length === 0) throw badRequest(MSG.nothingToImport);
      const { scope, checked } = await check(caller, given);
      const good = checked.filter((c) => c.person);
      for (const c of good) for (const p of c.person!.projectIds) requireProject(scope, p);
      return { checked, good, bad: checked.filter((c) => !c.person).map(view) };
    },

    /**
     * Writes one batch of good rows in one transaction with its audit entry: all of it or none.
     * Passwords are hashed before the transaction (argon2 is the slow part: no lock is held
     * meanwhile). An account or mobile number taken since the check is a bad row, not a failed
     * batch. `within` runs in the transaction first; false writes nothing (the job was stopped).
     */
    async writeBatch(caller: Caller, batch: readonly CheckedRow[], now: Date, opts: {
      hash?: (md5: string) => Promise<string>; detail: (written: number) => string;
      within?: (tx: Db, outcome: BatchOutcome) => Promise<boolean>;
      /** passwords made and hashed beforehand (a job hashes the next batch while this one is written) */
      secrets?: Promise<Secrets>;
    }): Promise<BatchOutcome | null> {
      const { passwords, hashes } = await (opts.secrets ?? makeSecrets(batch.length, opts.hash));
      const outcome = await db.transaction(async (tx) => {
        const taken = await repo.takenAccounts(tx, batch.map((c) => c.person!.account));
        const mobiles = await repo.takenMobiles(tx, batch.map((c) => c.person!.mobilePhone).filter((m): m is string => !!m));
        const out: BatchOutcome = { written: [], failed: [] };
        const people: repo.NewPerson[] = [];
        batch.forEach((c, i) => {
          const p = c.person!;
          if (taken.has(p.account.toLowerCase())) return out.failed.push({ ...view(c), errorsInfo: MSG.takenSince('账户', p.account) });
          if (p.mobilePhone && mobiles.has(p.mobilePhone)) return out.failed.push({ ...view(c), errorsInfo: MSG.takenSince('手机号码', p.mobilePhone) });
          people.push({
            user: {
              id: newId(), account: p.account, realName: p.realName, passwordHash: hashes[i], gender: p.gender, mobilePhone: p.mobilePhone, email: p.email,
              organizeId: p.organizeId, positionId: p.positionIds[0] ?? null, description: p.description, enabled: p.enabled, mustChangePassword: true, createdAt: now,
            },
            positionIds: p.positionIds, roleIds: p.roleIds, projectIds: p.projectIds, contractIds: p.contractIds,
          });
          out.written.push({ userId: people.at(-1)!.user.id, account: p.account, realName: p.realName, mobilePhone: p.mobilePhone ?? '', password: passwords[i] });
        });
        if (opts.within && !(await opts.within(tx, out))) return null;
        if (people.length) {
          await repo.insertPeople(tx, people);
          await record(tx, caller, { kind: 'user', action: 'import', objectName: `${people.length} 人`, projectId: people[0].projectIds[0] ?? null,
            after: { accounts: people.map((p) => p.user.account) }, detail: opts.detail(people.length) }, now);
        }
        return out;
      });
      if (outcome?.written.length) await peopleChanged(outcome.written.map((w) => w.userId));
      return outcome;
    },

    /**
     * POST Users/ImportData {fileName} (or JNPF's {list}): up to SYNC_IMPORT_MAX good rows imported
     * in one transaction, each with a generated initial password answered here once. More go
     * through a job (importJobs.ts): hashing thousands of passwords takes minutes.
     */
    async importData(caller: Caller, b: { fileName?: string; list?: Array<Partial<ImportRow>> }, now: Date) {
      const { good, bad } = await this.prepare(caller, b);
      if (good.length > SYNC_IMPORT_MAX) throw badRequest(MSG.tooManyAtOnce);
      const outcome = good.length
        ? (await this.writeBatch(caller, good, now, { detail: (n) => `导入 ${n} 人,${good.length + bad.length - n} 行未导入` }))!
        : { written: [], failed: [] };
      const failResult = [...bad, ...outcome.failed];
      return {
        snum: outcome.written.length, fnum: failResult.length, failResult, resultType: failResult.length ? 1 : 0,
        passwords: outcome.written.map((w) => ({ account: w.account, realName: w.realName, password: w.password })),
      };
    },

    /** POST Users/ExportExceptionData {list}: the bad rows as the template, with an 异常原因 column. */
    async exportBadRows(caller: Caller, list: Array<Partial<RowView>>) {
      await adminScopeOf(db, caller);
      const rows = list.map((r) => Object.fromEntries([...IMPORT_COLUMNS.map((c) => [c.key, String(r[c.key] ?? '')]), ['errorsInfo', String(r.errorsInfo ?? '')]]));
      const bytes = await writeSheet('未导入', [...SHEET_COLUMNS, { key: 'errorsInfo', header: '异常原因', width: 60 }], rows);
      return files.storeGenerated('export', '人员导入异常数据.xlsx', bytes, caller.id);
    },

    /** GET Users/ExportData: the people the caller administers (filtered as the list is), as xlsx. */
    async exportPeople(caller: Caller, q: { keyword?: string; organizeId?: string; projectId?: string; enabledMark?: number }, now: Date) {
      const scope = await adminScopeOf(db, caller);
      if (q.projectId) requireProject(scope, q.projectId);
      const orgs = indexOrganizes(await directory.listOrganizes(db));
      const rows = await repo.listPeople(db, {
        keyword: q.keyword || undefined, organizeIds: q.organizeId ? orgs.subtree(q.organizeId) : undefined, projectId: q.projectId || undefined,
        state: q.enabledMark, now, inProjects: scope.all ? undefined : scope.projectIds,
      });
      const items = rows.map((p) => toPersonItem(p, orgs, now));
      const columns: SheetColumn[] = [
        { key: 'account', header: '账户' }, { key: 'realName', header: '姓名' }, { key: 'gender', header: '性别' }, { key: 'mobilePhone', header: '手机号码' },
        { key: 'organize', header: '所属组织', width: 40 }, { key: 'position', header: '岗位' }, { key: 'roleName', header: '角色', width: 30 },
        { key: 'projectName', header: '项目', width: 30 }, { key: 'contractName', header: '合同段', width: 30 }, { key: 'email', header: '电子邮箱' },
        { key: 'state', header: '状态' }, { key: 'lastLogin', header: '最后登录', width: 20 }, { key: 'description', header: '说明' },
      ];
      const gender = { 1: '男', 2: '女', 3: '保密' } as Record<number, string>;
      const bytes = await writeSheet('人员', columns, items.map((p) => ({
        ...p, gender: p.gender ? gender[p.gender] ?? '' : '', state: STATE_NAMES[p.enabledMark],
        lastLogin: p.lastLoginTime ? new Date(p.lastLoginTime + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '',
      })));
      await db.transaction((tx) => record(tx, caller, { kind: 'user', action: 'export', objectName: `${items.length} 人`, projectId: q.projectId || null,
        detail: `导出人员 ${items.length} 人` }, now));
      return files.storeGenerated('export', '人员.xlsx', bytes, caller.id);
    },
  };
}
