/** Tables of attendance (migration 0020_attendance.sql; domains/attendance). */
import { boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type FenceShape = 'circle' | 'polygon';
export type ReviewState = 'none' | 'pending' | 'approved' | 'rejected';
export type FaceResult = 'match' | 'mismatch' | 'noFace';

export const attendanceFences = pgTable('attendance_fences', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id'),
  name: text('name').notNull(),
  shape: text('shape').$type<FenceShape>().notNull(),
  centerLng: doublePrecision('center_lng'),
  centerLat: doublePrecision('center_lat'),
  radiusM: doublePrecision('radius_m'),
  /** a closed ring of [lng, lat] */
  ring: jsonb('ring').$type<Array<[number, number]>>(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const attendanceShifts = pgTable('attendance_shifts', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id'),
  name: text('name').notNull(),
  startMinute: integer('start_minute').notNull(),
  endMinute: integer('end_minute').notNull(),
  graceMinutes: integer('grace_minutes').notNull().default(0),
  workdays: jsonb('workdays').$type<number[]>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const attendancePeople = pgTable('attendance_people', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  userId: text('user_id').notNull(),
  realName: text('real_name').notNull(),
  idCard: text('id_card').notNull(),
  mobilePhone: text('mobile_phone').notNull().default(''),
  team: text('team').notNull(),
  workType: text('work_type').notNull().default(''),
  facePhoto: text('face_photo').notNull(),
  faceDescriptor: jsonb('face_descriptor').$type<number[]>().notNull(),
  enrolledBy: text('enrolled_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [unique().on(t.projectId, t.userId)]);

export const attendancePunches = pgTable('attendance_punches', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  userId: text('user_id').notNull(),
  clientKey: text('client_key').notNull(),
  /** the time it counts at: the server's, or the device's for a punch made offline */
  punchedAt: at('punched_at').notNull(),
  receivedAt: at('received_at').notNull(),
  deviceTime: at('device_time').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  accuracy: doublePrecision('accuracy').notNull(),
  address: text('address').notNull().default(''),
  fenceId: text('fence_id'),
  inside: boolean('inside').notNull(),
  distanceM: doublePrecision('distance_m'),
  photo: text('photo').notNull().default(''),
  faceResult: text('face_result').$type<FaceResult>(),
  faceSimilarity: doublePrecision('face_similarity'),
  fieldService: boolean('field_service').notNull().default(false),
  workContent: text('work_content').notNull().default(''),
  reviewState: text('review_state').$type<ReviewState>().notNull().default('none'),
  reviewerId: text('reviewer_id'),
  reviewedAt: at('reviewed_at'),
  reviewRemark: text('review_remark').notNull().default(''),
  offline: boolean('offline').notNull().default(false),
}, (t) => [unique().on(t.userId, t.clientKey)]);
