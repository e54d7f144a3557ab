/** SQL of the audit: entries written with the change they record, and read back filtered. */
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { auditLog, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/like.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'actorName'>;

/** The actor's name is read as the entry is written: a later rename does not rewrite history. */
export async function insertEntries(db: Db, rows: NewAuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(auditLog).values(rows.map((r) => ({
    ...r,
    actorName: r.actorId ? sql`coalesce((select ${users.realName} from ${users} where ${users.id} = ${r.actorId}), '')` : '',
  })));
}

export interface AuditFilter {
  category?: number;
  /** who did it (actor), or whom a sign-in was of */
  actorId?: string;
  kind?: string;
  from?: Date;
  to?: Date;
  /** part of the actor's name or account, or the object's name */
  keyword?: string;
  /** only entries of these projects (a project administrator's view) */
  projectIds?: string[];
}

function where(f: AuditFilter): SQL | undefined {
  return and(
    f.category !== undefined ? eq(auditLog.category, f.category) : undefined,
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    f.kind ? eq(auditLog.kind, f.kind) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lte(auditLog.at, f.to) : undefined,
    f.keyword ? or(ilike(auditLog.actorName, containsPattern(f.keyword)), ilike(auditLog.actorAccount, containsPattern(f.keyword)),
      ilike(auditLog.objectName, containsPattern(f.keyword))) : undefined,
    f.projectIds ? inArray(auditLog.projectId, f.projectIds.length ? f.projectIds : ['']) : undefined,
  );
}

export function listEntries(db: Db, f: AuditFilter, page: { offset: number; limit: number }): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(where(f)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(page.limit).offset(page.offset);
}

export async function countEntries(db: Db, f: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return Number(row.n);
}
