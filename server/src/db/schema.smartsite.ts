/** Tables of the smart site: cameras and sensors (migration 0023_smart_site.sql; domains/video, domains/smartsite). */
import { boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const siteCameras = pgTable('site_cameras', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  authorId: text('author_id').notNull(),
  name: text('name').notNull(),
  place: text('place').notNull().default(''),
  longitude: doublePrecision('longitude'),
  latitude: doublePrecision('latitude'),
  hlsUrl: text('hls_url').notNull().default(''),
  flvUrl: text('flv_url').notNull().default(''),
  snapshotUrl: text('snapshot_url').notNull().default(''),
  online: boolean('online').notNull().default(true),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at'),
});

export const siteSensors = pgTable('site_sensors', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  authorId: text('author_id').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  place: text('place').notNull().default(''),
  keyHash: text('key_hash').notNull(),
  responsible: jsonb('responsible').$type<string[]>().notNull().default([]),
  simulated: boolean('simulated').notNull().default(false),
  lastSeenAt: at('last_seen_at'),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sensorReadings = pgTable('sensor_readings', {
  id: text('id').primaryKey(),
  sensorId: text('sensor_id').notNull(),
  metric: text('metric').notNull(),
  value: doublePrecision('value').notNull(),
  at: at('at').notNull(),
});

export const sensorAlarms = pgTable('sensor_alarms', {
  id: text('id').primaryKey(),
  sensorId: text('sensor_id').notNull(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id'),
  metric: text('metric').notNull(),
  threshold: doublePrecision('threshold').notNull(),
  value: doublePrecision('value').notNull(),
  peak: doublePrecision('peak').notNull(),
  raisedAt: at('raised_at').notNull(),
  clearedAt: at('cleared_at'),
});
