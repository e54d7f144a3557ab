/** SQL of the smart site's sensors, readings and alarms. */
import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { contracts, sensorAlarms, sensorReadings, siteSensors, users } from '../../db/schema.js';

export type SensorRow = typeof siteSensors.$inferSelect;
export type AlarmRow = typeof sensorAlarms.$inferSelect;

export async function sensorById(db: Db, id: string): Promise<SensorRow | undefined> {
  const [row] = await db.select().from(siteSensors).where(eq(siteSensors.id, id));
  return row;
}

export async function insertSensor(db: Db, row: typeof siteSensors.$inferInsert): Promise<void> {
  await db.insert(siteSensors).values(row);
}

export async function listSensors(db: Db, where: SQL): Promise<Array<SensorRow & { siteName: string | null }>> {
  const rows = await db.select({ sensor: siteSensors, siteName: contracts.fullName }).from(siteSensors)
    .leftJoin(contracts, eq(contracts.id, siteSensors.contractId))
    .where(where).orderBy(asc(contracts.sortCode), asc(siteSensors.sortCode), asc(siteSensors.name));
  return rows.map((r) => ({ ...r.sensor, siteName: r.siteName }));
}

export async function simulatedSensors(db: Db): Promise<SensorRow[]> {
  return db.select().from(siteSensors).where(eq(siteSensors.simulated, true));
}

/** The last value of each metric of each of `sensorIds`. */
export async function latestReadings(db: Db, sensorIds: string[]): Promise<Array<{ sensorId: string; metric: string; value: number; at: Date }>> {
  if (sensorIds.length === 0) return [];
  return db.selectDistinctOn([sensorReadings.sensorId, sensorReadings.metric], {
    sensorId: sensorReadings.sensorId, metric: sensorReadings.metric, value: sensorReadings.value, at: sensorReadings.at,
  }).from(sensorReadings).where(inArray(sensorReadings.sensorId, sensorIds))
    .orderBy(sensorReadings.sensorId, sensorReadings.metric, desc(sensorReadings.at));
}

export async function insertReadings(db: Db, rows: Array<typeof sensorReadings.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(sensorReadings).values(rows);
}

export async function touchSensor(db: Db, id: string, at: Date): Promise<void> {
  await db.update(siteSensors).set({ lastSeenAt: at }).where(eq(siteSensors.id, id));
}

/** Averages of a metric of a sensor per `bucketSeconds` since `since`. */
export async function series(db: Db, sensorId: string, metric: string, since: Date, bucketSeconds: number): Promise<Array<{ t: number; v: number }>> {
  // the width inline, not a parameter: select, group by and order by must be the same expression
  const width = sql.raw(String(Math.trunc(bucketSeconds)));
  const bucket = sql<number>`(floor(extract(epoch from ${sensorReadings.at}) / ${width}) * ${width})::bigint`;
  const rows = await db.select({ t: bucket, v: sql<number>`avg(${sensorReadings.value})` }).from(sensorReadings)
    .where(and(eq(sensorReadings.sensorId, sensorId), eq(sensorReadings.metric, metric), gte(sensorReadings.at, since)))
    .groupBy(bucket).orderBy(bucket);
  return rows.map((r) => ({ t: Number(r.t) * 1000, v: Math.round(Number(r.v) * 10) / 10 }));
}

export async function openAlarm(db: Db, sensorId: string, metric: string): Promise<AlarmRow | undefined> {
  const [row] = await db.select().from(sensorAlarms)
    .where(and(eq(sensorAlarms.sensorId, sensorId), eq(sensorAlarms.metric, metric), isNull(sensorAlarms.clearedAt)));
  return row;
}

export async function insertAlarm(db: Db, row: typeof sensorAlarms.$inferInsert): Promise<void> {
  await db.insert(sensorAlarms).values(row);
}

export async function updateAlarm(db: Db, id: string, values: Partial<typeof sensorAlarms.$inferInsert>): Promise<void> {
  await db.update(sensorAlarms).set(values).where(eq(sensorAlarms.id, id));
}

export interface AlarmListRow extends AlarmRow { sensorName: string; kind: string; place: string; siteName: string | null }

/** Alarms of the sensors `where` shows, newest first. */
export async function listAlarms(db: Db, where: SQL, limit: number): Promise<AlarmListRow[]> {
  const rows = await db.select({ alarm: sensorAlarms, sensorName: siteSensors.name, kind: siteSensors.kind, place: siteSensors.place, siteName: contracts.fullName })
    .from(sensorAlarms).innerJoin(siteSensors, eq(siteSensors.id, sensorAlarms.sensorId))
    .leftJoin(contracts, eq(contracts.id, siteSensors.contractId))
    .where(where).orderBy(desc(sensorAlarms.raisedAt)).limit(limit);
  return rows.map((r) => ({ ...r.alarm, sensorName: r.sensorName, kind: r.kind, place: r.place, siteName: r.siteName }));
}

/** Sensors, those reporting since `seenSince`, alarms raised since `today` and alarms open, of the sensors `where` shows. */
export async function figures(db: Db, where: SQL, seenSince: Date, today: Date) {
  const [s] = await db.select({
    total: sql<number>`count(*)::int`,
    online: sql<number>`(count(*) filter (where ${siteSensors.lastSeenAt} >= ${seenSince.toISOString()}::timestamptz))::int`,
  }).from(siteSensors).where(where);
  const [a] = await db.select({
    today: sql<number>`(count(*) filter (where ${sensorAlarms.raisedAt} >= ${today.toISOString()}::timestamptz))::int`,
    open: sql<number>`(count(*) filter (where ${sensorAlarms.clearedAt} is null))::int`,
  }).from(sensorAlarms).innerJoin(siteSensors, eq(siteSensors.id, sensorAlarms.sensorId)).where(where);
  return { sensors: s?.total ?? 0, sensorsOnline: s?.online ?? 0, alarmsToday: a?.today ?? 0, alarmsOpen: a?.open ?? 0 };
}

/** Which of `ids` are users (the responsible people of a sensor). */
export async function existingUsers(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((r) => r.id);
}
