/** The project and contract a user works in: what they may see, the current pair, switching. */
import type { ContractInfo, ProjectInfo, WorkContext } from '../../../../types/api/oauth.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import * as repo from './profile.repo.js';
import { usersChanged } from '../../realtime/changes.js';

export interface ContextUser {
  id: string;
  isAdmin: boolean;
}

export interface ResolvedContext {
  project: ProjectInfo | null;
  projectList: ProjectInfo[];
  contract: ContractInfo | null;
  contractList: ContractInfo[];
  allContracts: boolean;
  canChooseAll: boolean;
}

/** The contract id that chooses every section the user may see (全部合同段). */
export const ALL_CONTRACTS = 'all';
const NO_ALL_CONTRACTS = '您只能查看所在合同段';

/**
 * Who may work on every section at once (全部合同段): an administrator, someone who sees several
 * sections of the project, or someone a role grants a module project-wide.
 */
export const mayChooseAll = (user: ContextUser, contracts: readonly unknown[], projectScope: boolean): boolean =>
  user.isAdmin || contracts.length > 1 || projectScope;

type Names = ReadonlyMap<string, string>;

const NO_PROJECT = '您无权访问该项目';
const NO_CONTRACT = '您无权访问该合同段';

const ms = (d: Date | null): number | null => (d ? d.getTime() : null);

export function toProjectInfo(p: repo.ProjectRow, names: Names): ProjectInfo {
  return {
    id: p.id, fullName: p.fullName, enCode: p.enCode, shortName: p.shortName, location: p.location,
    startDate: ms(p.startDate), endDate: ms(p.endDate), investment: p.investment,
    ownerUnitId: p.ownerUnitId ?? '', ownerUnitName: names.get(p.ownerUnitId ?? '') ?? '',
  };
}

export function toContractInfo(c: repo.ContractRow, names: Names): ContractInfo {
  return {
    id: c.id, projectId: c.projectId, fullName: c.fullName, enCode: c.enCode, sectionName: c.sectionName,
    constructionUnitId: c.constructionUnitId ?? '', constructionUnitName: names.get(c.constructionUnitId ?? '') ?? '',
    supervisionUnitId: c.supervisionUnitId ?? '', supervisionUnitName: names.get(c.supervisionUnitId ?? '') ?? '',
    startMileage: c.startMileage, endMileage: c.endMileage, amount: c.amount,
  };
}

async function unitNames(db: Db): Promise<Names> {
  return new Map((await repo.listOrganizes(db)).map((o) => [o.id, o.fullName]));
}

/** Administrators see everything; others what they are assigned to. */
const scope = (user: ContextUser): string | null => (user.isAdmin ? null : user.id);

/**
 * The user's current project and contract: the stored pair while the user may still see it,
 * else the first visible. The result is stored back when it differs, so request.user is right.
 */
export async function resolveContext(db: Db, user: ContextUser, now: Date): Promise<ResolvedContext> {
  return settleContext(db, user, await repo.loadContext(db, user.id), now);
}

/** resolveContext once its reads are done (CurrentUser reads them alongside the profile). */
export async function settleContext(db: Db, user: ContextUser, loaded: repo.LoadedContext, now: Date): Promise<ResolvedContext> {
  const { projects, stored, projectScope } = loaded;
  const project = projects.find((p) => p.id === stored?.projectId) ?? projects[0] ?? null;
  // loadContext read the contracts of the project chosen by the same rule, and the names of their
  // units; a write in between is the only way they differ
  const reread = project !== null && loaded.contractsOf !== project.id;
  const contracts = !project ? [] : reread ? await repo.listContracts(db, project.id, scope(user)) : loaded.contracts;
  const n = reread ? await unitNames(db) : loaded.unitNames;
  const contract = contracts.find((c) => c.id === stored?.contractId) ?? contracts[0] ?? null;
  const canChooseAll = mayChooseAll(user, contracts, projectScope);
  // a new user starts on every section they may see, as lists showed them before a choice
  const allContracts = canChooseAll && (stored?.allContracts ?? true);
  if (stored?.projectId !== (project?.id ?? null) || stored?.contractId !== (contract?.id ?? null) || stored?.allContracts !== allContracts || !stored) {
    await repo.setContext(db, user.id, project?.id ?? null, contract?.id ?? null, allContracts, now);
    await usersChanged([user.id]);
  }
  return {
    project: project && toProjectInfo(project, n),
    projectList: projects.map((p) => toProjectInfo(p, n)),
    contract: contract && toContractInfo(contract, n),
    contractList: contracts.map((c) => toContractInfo(c, n)),
    allContracts,
    canChooseAll,
  };
}

async function switchTo(db: Db, user: ContextUser, projectId: string, contractId: string | null, now: Date): Promise<WorkContext> {
  const projects = await repo.listProjects(db, scope(user));
  const project = projects.find((p) => p.id === projectId);
  if (!project) throw badRequest(NO_PROJECT);
  const [contracts, stored, projectScope] = await Promise.all([
    repo.listContracts(db, project.id, scope(user)), repo.getContext(db, user.id), repo.holdsProjectScope(db, user.id),
  ]);
  const canChooseAll = mayChooseAll(user, contracts, projectScope);
  let contract: repo.ContractRow | null = contracts.find((c) => c.id === stored?.contractId) ?? contracts[0] ?? null;
  // a project switch keeps the choice of every section where it is still allowed
  let allContracts = canChooseAll && (stored?.allContracts ?? true);
  if (contractId === ALL_CONTRACTS) {
    if (!canChooseAll) throw badRequest(NO_ALL_CONTRACTS);
    allContracts = true;
  } else if (contractId !== null) {
    contract = contracts.find((c) => c.id === contractId) ?? null;
    if (!contract) throw badRequest(NO_CONTRACT);
    allContracts = false;
  }
  await repo.setContext(db, user.id, project.id, contract?.id ?? null, allContracts, now);
  await usersChanged([user.id]); // request.user carries the pair
  const n = await unitNames(db);
  return {
    project: toProjectInfo(project, n),
    contract: contract && toContractInfo(contract, n),
    contractList: contracts.map((c) => toContractInfo(c, n)),
    allContracts,
    canChooseAll,
  };
}

export function switchProject(db: Db, user: ContextUser, projectId: string, now: Date): Promise<WorkContext> {
  return switchTo(db, user, projectId, null, now);
}

/**
 * A contract of another visible project switches the project too. ALL_CONTRACTS chooses every
 * section of the current project, for whoever may (mayChooseAll).
 */
export async function switchContract(db: Db, user: ContextUser, contractId: string, now: Date): Promise<WorkContext> {
  if (contractId === ALL_CONTRACTS) {
    const stored = await repo.getContext(db, user.id);
    if (!stored?.projectId) throw badRequest(NO_PROJECT);
    return switchTo(db, user, stored.projectId, ALL_CONTRACTS, now);
  }
  const [contract, projects] = await Promise.all([repo.getContract(db, contractId), repo.listProjects(db, scope(user))]);
  if (!contract || !projects.some((p) => p.id === contract.projectId)) throw badRequest(NO_CONTRACT);
  return switchTo(db, user, contract.projectId, contract.id, now);
}
