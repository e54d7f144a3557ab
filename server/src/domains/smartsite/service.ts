/**
 * The smart site's sensors: registered by an administrator, each with a key of its own (kept as a
 * hash), pushing readings that are checked against the metric's range; a reading past the metric's
 * threshold raises an alarm sent to the sensor's responsible people through the message centre,
 * and the first reading back within it clears the alarm (and says so). Seen by the holders of the
 * smart site tile within their grant's data scope (visualdev/visibility.ts), like the cameras.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { sensorAlarms, siteSensors } from '../../db/schema.js';
import { badRequest, AppError, CODE } from '../../lib/errors.js';
import { newId, sha256Hex } from '../../lib/ids.js';
import type { PublishInput } from '../message/publish.js';
import type { SessionUser } from '../oauth/tokens.js';
import { contractOfProject } from '../video/repo.js';
import { DEVICE_MODULE, countCameras } from '../video/service.js';
import { recordScope, scopeCondition, type RecordScope } from '../visualdev/visibility.js';
import { checkReadings, isAlarming, isKind, KINDS, METRICS, type Metric, type SensorKind } from './metrics.js';
import type { AlarmFilter, AlarmItem, SensorItem, SensorSeries, SmartSiteDashboard } from '../../../../types/api/smartSite.js';
import * as repo from './repo.js';

export interface SmartSiteDeps {
  db: Db;
  now: () => Date;
  publish: (input: PublishInput) => Promise<unknown>;
  log: FastifyBaseLogger;
}

/** The dashboard's tile (catalog homepage/wisdomConstructionSite.ts). */
export const DASHBOARD_MODULE = 'wisdomConstructionSite';
/** A sensor that reported within this long is online. */
export const ONLINE_WINDOW_MS = 10 * 60_000;
const HOUR = 3_600_000;
/** China time (UTC+8, no daylight saving): the site's day. */
const CN = 8 * HOUR;
export const startOfDay = (now: Date): Date => new Date(Math.floor((now.getTime() + CN) / (24 * HOUR)) * 24 * HOUR - CN);

export const BAD_KEY = '设备编号或密钥不正确';

const visibleSensors = (scope: RecordScope): SQL => scopeCondition(scope, {
  projectId: siteSensors.projectId, contractId: siteSensors.contractId, organizeId: siteSensors.organizeId, authorId: siteSensors.authorId,
});

// --- registration ---

export interface SensorInput { name: string; kind: string; place?: string; contractId?: string | null; responsible: string[] }

/** A device key: 192 random bits, so a plain sha256 is enough to keep it. */
export const newDeviceKey = (): string => randomBytes(24).toString('base64url');

export async function registerSensor(deps: { db: Db; now: () => Date }, user: SessionUser, input: SensorInput,
  opts: { key?: string; simulated?: boolean } = {}): Promise<{ id: string; key: string }> {
  if (!user.isAdmin) throw badRequest('只有管理员可以登记传感器');
  if (!user.projectId) throw badRequest('请先选择项目');
  if (!input.name.trim()) throw badRequest('设备名称不能为空');
  if (!isKind(input.kind)) throw badRequest(`设备类型无效，可选：${Object.keys(KINDS).join('、')}`);
  if (input.contractId && !(await contractOfProject(deps.db, user.projectId, input.contractId))) throw badRequest('所选标段不属于当前项目');
  const responsible = [...new Set(input.responsible)];
  const known = await repo.existingUsers(deps.db, responsible);
  if (responsible.length === 0 || known.length !== responsible.length) throw badRequest('请选择有效的告警负责人');
  const id = newId();
  const key = opts.key ?? newDeviceKey();
  await repo.insertSensor(deps.db, {
    id, projectId: user.projectId, contractId: input.contractId || null, organizeId: null, authorId: user.id,
    name: input.name.trim(), kind: input.kind, place: input.place?.trim() ?? '', keyHash: sha256Hex(key),
    responsible, simulated: opts.simulated ?? false, createdAt: deps.now(),
  });
  return { id, key };
}

// --- ingestion ---

function keyMatches(sensor: repo.SensorRow | undefined, key: string): sensor is repo.SensorRow {
  const given = Buffer.from(sha256Hex(key), 'hex');
  const kept = Buffer.from(sensor?.keyHash ?? '0'.repeat(64), 'hex');
  return timingSafeEqual(given, kept) && sensor !== undefined;
}

const fmt = (metric: Metric, v: number): string => `${Math.round(v * 10) / 10}${METRICS[metric].unit}`;

/** A device's push: refused whole (nothing written) on a wrong key or any bad value. */
export async function ingest(deps: SmartSiteDeps, body: { deviceId: string; key: string; values: Record<string, unknown> }): Promise<{ alarms: number }> {
  const sensor = await repo.sensorById(deps.db, body.deviceId);
  if (!keyMatches(sensor, body.key)) throw new AppError(CODE.badRequest, BAD_KEY);
  const verdict = checkReadings(sensor.kind as SensorKind, body.values);
  if (!verdict.ok) throw badRequest(verdict.msg);
  return record(deps, sensor, verdict.values, deps.now());
}

/** Stores checked readings of `sensor` at `at`, raising and clearing its alarms; the messages go once it is stored. */
export async function record(deps: SmartSiteDeps, sensor: repo.SensorRow, values: Array<[Metric, number]>, at: Date): Promise<{ alarms: number }> {
  const notices: PublishInput[] = [];
  await deps.db.transaction(async (tx) => {
    await repo.insertReadings(tx, values.map(([metric, value]) => ({ id: newId(), sensorId: sensor.id, metric, value, at })));
    await repo.touchSensor(tx, sensor.id, at);
    for (const [metric, value] of values) {
      const open = await repo.openAlarm(tx, sensor.id, metric);
      const rule = METRICS[metric];
      if (isAlarming(metric, value)) {
        if (open) {
          await repo.updateAlarm(tx, open.id, { value, peak: Math.max(open.peak, value) });
          continue;
        }
        await repo.insertAlarm(tx, {
          id: newId(), sensorId: sensor.id, projectId: sensor.projectId, contractId: sensor.contractId, metric,
          threshold: rule.threshold!, value, peak: value, raisedAt: at,
        });
        notices.push(notice(sensor, `【告警】${sensor.name}${rule.label}超限`,
          `${sensor.place || sensor.name}${rule.label}读数 ${fmt(metric, value)}，超过阈值 ${fmt(metric, rule.threshold!)}，请尽快处理。`));
      } else if (open) {
        await repo.updateAlarm(tx, open.id, { value, clearedAt: at });
        notices.push(notice(sensor, `【解除】${sensor.name}${rule.label}恢复正常`,
          `${sensor.place || sensor.name}${rule.label}读数 ${fmt(metric, value)}，已回到阈值 ${fmt(metric, rule.threshold!)} 以内（最高 ${fmt(metric, open.peak)}）。`));
      }
    }
  });
  for (const n of notices) {
    // the alarm is stored: a message that cannot be sent (no active recipient) is logged, not a lost reading
    await deps.publish(n).catch((err: unknown) => deps.log.error({ err, sensorId: sensor.id }, 'sensor alarm message not sent'));
  }
  return { alarms: notices.length };
}

/** A system message (type 3) to the sensor's responsible people. */
const notice = (sensor: repo.SensorRow, title: string, text: string): PublishInput => ({
  type: 3, title, bodyText: text, excerpt: text, senderId: null, recipients: sensor.responsible, category: 'smartSite',
});

// --- what the app shows ---


export async function listSensors(deps: { db: Db; now: () => Date }, user: SessionUser): Promise<SensorItem[]> {
  const scope = await recordScope(deps.db, user, DEVICE_MODULE);
  const sensors = await repo.listSensors(deps.db, visibleSensors(scope));
  const latest = await repo.latestReadings(deps.db, sensors.map((s) => s.id));
  const since = deps.now().getTime() - ONLINE_WINDOW_MS;
  return sensors.map((s) => {
    const kind = s.kind as SensorKind;
    return {
      id: s.id, name: s.name, kind, kindName: KINDS[kind]?.label ?? s.kind, place: s.place, contractId: s.contractId,
      siteName: s.siteName ?? '全项目', online: s.lastSeenAt !== null && s.lastSeenAt.getTime() >= since,
      values: (KINDS[kind]?.metrics ?? []).map((metric) => {
        const r = latest.find((x) => x.sensorId === s.id && x.metric === metric);
        const rule = METRICS[metric];
        return {
          metric, label: rule.label, unit: rule.unit, value: r?.value ?? null, at: r?.at.getTime() ?? null,
          threshold: rule.threshold, alarming: r ? isAlarming(metric, r.value) : false,
        };
      }),
    };
  });
}

async function visibleSensor(db: Db, user: SessionUser, id: string): Promise<repo.SensorRow> {
  const scope = await recordScope(db, user, DEVICE_MODULE);
  const [row] = await repo.listSensors(db, and(visibleSensors(scope), eq(siteSensors.id, id))!);
  if (!row) throw badRequest('传感器不存在或无权查看');
  return row;
}

/** The last 24 hours of a metric of a sensor, averaged per half hour. */
export async function series(deps: { db: Db; now: () => Date }, user: SessionUser, id: string, metric: string): Promise<SensorSeries> {
  const sensor = await visibleSensor(deps.db, user, id);
  if (!isKind(sensor.kind) || !(KINDS[sensor.kind].metrics as string[]).includes(metric)) throw badRequest('该传感器没有这项读数');
  const rule = METRICS[metric as Metric];
  const points = await repo.series(deps.db, id, metric, new Date(deps.now().getTime() - 24 * HOUR), 1800);
  return { metric, label: rule.label, unit: rule.unit, threshold: rule.threshold, points };
}



function alarmFilter(filter: AlarmFilter, now: Date): SQL | undefined {
  if (filter === 'open') return isNull(sensorAlarms.clearedAt);
  if (filter === 'today') return gte(sensorAlarms.raisedAt, startOfDay(now));
  return undefined;
}

async function alarmsIn(deps: { db: Db; now: () => Date }, scope: RecordScope, filter: AlarmFilter): Promise<AlarmItem[]> {
  const rows = await repo.listAlarms(deps.db, and(visibleSensors(scope), alarmFilter(filter, deps.now()))!, 200);
  return rows.map((a) => {
    const rule = METRICS[a.metric as Metric];
    return {
      id: a.id, sensorId: a.sensorId, sensorName: a.sensorName, kindName: KINDS[a.kind as SensorKind]?.label ?? a.kind, place: a.place,
      siteName: a.siteName ?? '全项目', metric: a.metric, label: rule?.label ?? a.metric, unit: rule?.unit ?? '',
      threshold: a.threshold, value: a.value, peak: a.peak, raisedAt: a.raisedAt.getTime(), clearedAt: a.clearedAt?.getTime() ?? null,
    };
  });
}

export async function listAlarms(deps: { db: Db; now: () => Date }, user: SessionUser, filter: AlarmFilter): Promise<AlarmItem[]> {
  return alarmsIn(deps, await recordScope(deps.db, user, DEVICE_MODULE), filter);
}

/** The wisdomConstructionSite dashboard: every figure counted within the dashboard tile's grant. */
export async function dashboard(deps: { db: Db; now: () => Date }, user: SessionUser): Promise<SmartSiteDashboard> {
  const scope = await recordScope(deps.db, user, DASHBOARD_MODULE);
  const now = deps.now();
  const f = await repo.figures(deps.db, visibleSensors(scope), new Date(now.getTime() - ONLINE_WINDOW_MS), startOfDay(now));
  return {
    sensors: { total: f.sensors, online: f.sensorsOnline },
    cameras: await countCameras(deps.db, scope),
    alarms: { today: f.alarmsToday, open: f.alarmsOpen },
  };
}
