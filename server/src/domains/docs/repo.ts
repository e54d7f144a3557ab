/** SQL of the document libraries (0019_documents.sql). */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, docDocuments, docFolders, files, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

export type FolderRow = typeof docFolders.$inferSelect;
export type DocumentRow = typeof docDocuments.$inferSelect;

export const placed = { projectId: docDocuments.projectId, contractId: docDocuments.contractId, organizeId: docDocuments.organizeId, authorId: docDocuments.authorId };

/** The library's folders in the project, each with the number of its documents `visible` shows. */
export async function foldersOf(db: Db, library: string, projectId: string | null, visible: SQL) {
  const counted = db.select({ folderId: docDocuments.folderId, n: count().as('n') }).from(docDocuments)
    .where(and(eq(docDocuments.library, library), visible)).groupBy(docDocuments.folderId).as('counted');
  return db.select({ id: docFolders.id, name: docFolders.name, count: sql<number>`coalesce(${counted.n}, 0)::int` })
    .from(docFolders).leftJoin(counted, eq(counted.folderId, docFolders.id))
    .where(and(eq(docFolders.library, library), projectId ? eq(docFolders.projectId, projectId) : sql`${docFolders.projectId} is null`))
    .orderBy(asc(docFolders.sortCode), asc(docFolders.name));
}

export async function findFolder(db: Db, library: string, projectId: string | null, id: string): Promise<FolderRow | null> {
  const [row] = await db.select().from(docFolders).where(and(eq(docFolders.id, id), eq(docFolders.library, library),
    projectId ? eq(docFolders.projectId, projectId) : sql`${docFolders.projectId} is null`)).limit(1);
  return row ?? null;
}

const itemColumns = {
  id: docDocuments.id, folderId: docDocuments.folderId, folderName: docFolders.name, docNo: docDocuments.docNo, title: docDocuments.title,
  fileId: docDocuments.fileId, fileName: files.name, fileSize: files.size, contractId: docDocuments.contractId,
  contractName: sql<string>`coalesce(nullif(${contracts.sectionName}, ''), ${contracts.fullName}, '')`, authorId: docDocuments.authorId,
  authorName: sql<string>`coalesce(${users.realName}, '')`, createdAt: docDocuments.createdAt,
};

const joined = (db: Db) => db.select(itemColumns).from(docDocuments)
  .innerJoin(docFolders, eq(docFolders.id, docDocuments.folderId))
  .innerJoin(files, eq(files.id, docDocuments.fileId))
  .leftJoin(contracts, eq(contracts.id, docDocuments.contractId))
  .leftJoin(users, eq(users.id, docDocuments.authorId));

export type DocumentItemRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** A page of the library's documents `visible` shows, in a folder or all, matching a keyword in title, number or file name. */
export async function listDocuments(db: Db, q: { library: string, visible: SQL, folderId?: string, keyword?: string, offset: number, limit: number }) {
  const pattern = q.keyword ? containsPattern(q.keyword) : null;
  const where = and(eq(docDocuments.library, q.library), q.visible, q.folderId ? eq(docDocuments.folderId, q.folderId) : undefined,
    pattern ? or(ilike(docDocuments.title, pattern), ilike(docDocuments.docNo, pattern), ilike(files.name, pattern)) : undefined);
  const rows = await joined(db).where(where).orderBy(asc(docFolders.sortCode), desc(docDocuments.createdAt), asc(docDocuments.docNo)).offset(q.offset).limit(q.limit);
  const [{ total }] = await db.select({ total: count() }).from(docDocuments).innerJoin(files, eq(files.id, docDocuments.fileId)).where(where);
  return { rows, total };
}

export async function findDocument(db: Db, library: string, id: string, visible: SQL): Promise<DocumentItemRow | null> {
  const [row] = await joined(db).where(and(eq(docDocuments.id, id), eq(docDocuments.library, library), visible)).limit(1);
  return row ?? null;
}

export async function insertDocument(db: Db, row: typeof docDocuments.$inferInsert): Promise<void> {
  await db.insert(docDocuments).values(row);
}

export async function insertFolder(db: Db, row: typeof docFolders.$inferInsert): Promise<void> {
  await db.insert(docFolders).values(row);
}

export async function deleteDocument(db: Db, id: string): Promise<void> {
  await db.delete(docDocuments).where(eq(docDocuments.id, id));
}

export async function contractOfProject(db: Db, projectId: string | null, id: string): Promise<boolean> {
  if (!projectId) return false;
  const [row] = await db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.id, id), eq(contracts.projectId, projectId))).limit(1);
  return Boolean(row);
}
