/** SQL of the data interfaces: their rows and the named queries they may run (nothing else). */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { visibleUser, type Viewer } from '../permission/repo.js';
import {
  boqItems, contracts, dataInterfaces, dictionaryItems, dictionaryTypes, userContracts, userProjects, users, wbsNodes,
} from '../../db/schema.js';

export type DataInterfaceRow = typeof dataInterfaces.$inferSelect;
export type Row = Record<string, unknown>;

export async function findDataInterface(db: Db, idOrCode: string): Promise<DataInterfaceRow | null> {
  const [row] = await db.select().from(dataInterfaces)
    .where(and(or(eq(dataInterfaces.id, idOrCode), eq(dataInterfaces.enCode, idOrCode)), eq(dataInterfaces.enabled, true)))
    .limit(1);
  return row ?? null;
}

export async function userSeesProject(db: Db, userId: string, projectId: string): Promise<boolean> {
  const rows = await db.select({ id: userProjects.projectId }).from(userProjects)
    .where(and(eq(userProjects.userId, userId), eq(userProjects.projectId, projectId))).limit(1);
  return rows.length === 1;
}

export async function userSeesContract(db: Db, userId: string, contractId: string): Promise<boolean> {
  const rows = await db.select({ id: userContracts.contractId }).from(userContracts)
    .where(and(eq(userContracts.userId, userId), eq(userContracts.contractId, contractId))).limit(1);
  return rows.length === 1;
}

/** Contracts of a project; only the user's when userId is given. */
export function contractsOfProject(db: Db, projectId: string, userId: string | null): Promise<Row[]> {
  const base = db.select({
    id: contracts.id, fullName: contracts.fullName, enCode: contracts.enCode, sectionName: contracts.sectionName,
    projectId: contracts.projectId,
  }).from(contracts);
  const inProject = and(eq(contracts.projectId, projectId), eq(contracts.enabled, true));
  const query = userId === null ? base.where(inProject)
    : base.innerJoin(userContracts, and(eq(userContracts.contractId, contracts.id), eq(userContracts.userId, userId))).where(inProject);
  return query.orderBy(asc(contracts.sortCode), asc(contracts.id));
}

export function wbsChildren(db: Db, contractId: string, parentId: string): Promise<Row[]> {
  return db.select({
    id: wbsNodes.id, parentId: wbsNodes.parentId, fullName: wbsNodes.fullName, enCode: wbsNodes.enCode, level: wbsNodes.level,
    hasChildren: sql<boolean>`exists (select 1 from wbs_nodes c where c.parent_id = wbs_nodes.id)`,
  }).from(wbsNodes).where(and(eq(wbsNodes.contractId, contractId), eq(wbsNodes.parentId, parentId)))
    .orderBy(asc(wbsNodes.sortCode), asc(wbsNodes.id));
}

/** A contract's bill items; fullName ("code name") is what a picked item shows as. */
export function boqItemsOfContract(db: Db, contractId: string): Promise<Row[]> {
  return db.select({
    id: boqItems.id, fullName: sql<string>`${boqItems.itemCode} || ' ' || ${boqItems.itemName}`, itemCode: boqItems.itemCode,
    itemName: boqItems.itemName, unit: boqItems.unit, quantity: boqItems.quantity, unitPrice: boqItems.unitPrice,
    wbsNodeId: boqItems.wbsNodeId, contractId: boqItems.contractId,
  }).from(boqItems).where(eq(boqItems.contractId, contractId)).orderBy(asc(boqItems.sortCode), asc(boqItems.itemCode));
}

export function wbsNodesOfContract(db: Db, contractId: string): Promise<Row[]> {
  return db.select({
    id: wbsNodes.id, parentId: wbsNodes.parentId, fullName: wbsNodes.fullName, enCode: wbsNodes.enCode, level: wbsNodes.level,
  }).from(wbsNodes).where(eq(wbsNodes.contractId, contractId)).orderBy(asc(wbsNodes.level), asc(wbsNodes.sortCode), asc(wbsNodes.id));
}

/** The organize's users the viewer sees, by the address book's rule (permission/repo.ts visibleUser). */
export function usersOfOrganize(db: Db, organizeId: string, viewer: Viewer): Promise<Row[]> {
  return db.select({
    id: users.id, fullName: users.realName, account: users.account, organizeId: users.organizeId,
  }).from(users).where(and(eq(users.organizeId, organizeId), eq(users.enabled, true), isNull(users.cancelledAt), visibleUser(viewer)))
    .orderBy(asc(users.sortCode), asc(users.id));
}

export function dictionaryOptions(db: Db, typeCode: string): Promise<Row[]> {
  return db.select({ id: dictionaryItems.id, fullName: dictionaryItems.fullName, enCode: dictionaryItems.enCode })
    .from(dictionaryItems).innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .where(and(eq(dictionaryTypes.enCode, typeCode), eq(dictionaryItems.enabled, true)))
    .orderBy(asc(dictionaryItems.sortCode), asc(dictionaryItems.id));
}

/** Names of stored ids, whatever project or caller they came from: what a record shows, by id. */
export type NamedKind = 'contract' | 'wbs' | 'user' | 'dictionary' | 'boq';

export async function namesByIds(db: Db, kind: NamedKind, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = kind === 'contract' ? await db.select({ id: contracts.id, name: contracts.fullName }).from(contracts).where(inArray(contracts.id, ids))
    : kind === 'wbs' ? await db.select({ id: wbsNodes.id, name: wbsNodes.fullName }).from(wbsNodes).where(inArray(wbsNodes.id, ids))
      : kind === 'boq' ? await db.select({ id: boqItems.id, name: sql<string>`${boqItems.itemCode} || ' ' || ${boqItems.itemName}` }).from(boqItems).where(inArray(boqItems.id, ids))
      : kind === 'user' ? await db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, ids))
        : await db.select({ id: dictionaryItems.id, name: dictionaryItems.fullName }).from(dictionaryItems).where(inArray(dictionaryItems.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
