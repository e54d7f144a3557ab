/** SQL of the camera registry (site_cameras). */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, siteCameras } from '../../db/schema.js';

export type CameraRow = typeof siteCameras.$inferSelect;
export type CameraListRow = CameraRow & { siteName: string | null };

export async function listCameras(db: Db, where: SQL): Promise<CameraListRow[]> {
  return db.select({ camera: siteCameras, siteName: contracts.fullName }).from(siteCameras)
    .leftJoin(contracts, eq(contracts.id, siteCameras.contractId))
    .where(where).orderBy(asc(contracts.sortCode), asc(siteCameras.sortCode), asc(siteCameras.name))
    .then((rows) => rows.map((r) => ({ ...r.camera, siteName: r.siteName })));
}

export async function countCameras(db: Db, where: SQL): Promise<{ total: number; online: number }> {
  const [row] = await db.select({
    total: sql<number>`count(*)::int`,
    online: sql<number>`(count(*) filter (where ${siteCameras.online}))::int`,
  }).from(siteCameras).where(where);
  return { total: row?.total ?? 0, online: row?.online ?? 0 };
}

export async function cameraById(db: Db, id: string): Promise<CameraRow | undefined> {
  const [row] = await db.select().from(siteCameras).where(eq(siteCameras.id, id));
  return row;
}

export async function insertCamera(db: Db, row: typeof siteCameras.$inferInsert): Promise<void> {
  await db.insert(siteCameras).values(row);
}

export async function updateCamera(db: Db, id: string, values: Partial<typeof siteCameras.$inferInsert>): Promise<void> {
  await db.update(siteCameras).set(values).where(eq(siteCameras.id, id));
}

export async function deleteCamera(db: Db, id: string): Promise<void> {
  await db.delete(siteCameras).where(eq(siteCameras.id, id));
}

/** Whether `contractId` is a section of `projectId`. */
export async function contractOfProject(db: Db, projectId: string, contractId: string): Promise<boolean> {
  const [row] = await db.select({ id: contracts.id }).from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.projectId, projectId)));
  return row !== undefined;
}
