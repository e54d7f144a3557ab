/**
 * Attendance: punches checked against the project's fences and judged against its shift, field
 * service outside the fence with a photo a manager checks, clock-in by face against an enrolment,
 * and the days and months they add up to (types/api/attendance.ts).
 *
 * Who sees what goes by the grants of the attendance tiles and the visibility rule of module
 * records (visualdev/visibility.ts): one's own punches always; others' within the data scope of
 * 打卡记录 / 考勤统计 (a contractor's manager: their unit), reviews within 外业照片核验, enrolments
 * within 人员信息录入.
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { attendancePunches } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { SessionUser } from '../oauth/tokens.js';
import { parseFileUrl, unusableFiles } from '../file/references.js';
import { findFile } from '../file/repo.js';
import { fileKey, type FileStore } from '../file/store.js';
import { grantedScope, recordScope, scopeCondition, type RecordScope } from '../visualdev/visibility.js';
import type {
  AttendanceAccess, DayView, EnrolChoice, EnrolInput, FenceView, MyMonth, PersonMonth, PersonView, Placement, PunchInput,
  PunchView, ReviewInput, ShiftView, TeamMonth, TodayView,
} from '../../../../types/api/attendance.js';
import * as face from './face.js';
import { geometryProblem, place, type FenceGeometry } from './geo.js';
import * as repo from './repo.js';
import { chinaDate, chinaDayStart, emptySummary, judgeMonth, monthRange, summarise, type ShiftRule } from './rules.js';

export interface AttendanceDeps {
  db: Db;
  now: () => Date;
  store: FileStore;
}

export type Caller = Pick<SessionUser, 'id' | 'isAdmin' | 'projectId' | 'contractId' | 'allContracts'>;

export const MODULES = {
  clock: 'attendanceClock',
  record: 'punchClockRecord',
  statistics: 'punshClockStatistics',
  enrol: 'informationEntry',
  face: 'attendanceFaceRecognition',
  fieldClock: 'fieldAttendanceClock',
  review: 'fieldPhotoCheck',
  fieldRecord: 'fieldPunchClockRecord',
  fieldStatistics: 'fieldPunshClockStatistics',
} as const;

export const MSG = {
  noProject: '请先选择项目',
  badKey: '打卡标识不正确，请重新打卡',
  badPoint: '定位坐标不正确，请重新定位',
  badAccuracy: '定位精度不正确，请重新定位',
  deviceFuture: '手机时间比服务器快10分钟以上，请校准手机时间后重试',
  deviceOld: '离线打卡已超过7天，不能再补交',
  photoRequired: '外业打卡必须拍摄现场照片',
  photoBad: '照片无效，请重新拍摄',
  workContent: '外业打卡请填写工作内容（200字以内）',
  faceNotEnrolled: '您尚未录入人脸，请先到“人员信息录入”登记',
  noFace: '照片中未检测到人脸，请正对镜头重新拍摄',
  faceMismatch: '人脸比对未通过，请本人正对镜头重新拍摄',
  punchMissing: '打卡记录不存在或您无权查看',
  notPending: '该外业打卡已核验，不能重复处理',
  ownReview: '不能核验本人的外业打卡',
  remark: '驳回时请填写原因（200字以内）',
  month: '月份格式应为YYYY-MM',
  idCard: '身份证号格式不正确',
  team: '请填写班组（50字以内）',
  personMissing: '该人员不在本项目或不在您的管理范围内',
  facePhotoBad: '人脸照片无效，请重新拍摄',
} as const;

const MINUTE = 60_000;
const DEVICE_AHEAD_MS = 10 * MINUTE;
/** A punch that reaches the server this long after it was made waited in the outbox: it counts at the device's time. */
const QUEUED_AFTER_MS = 5 * MINUTE;
const OFFLINE_MAX_MS = 7 * 24 * 60 * MINUTE;
/** Used when a project has set no shift: 08:00 to 18:00, 5 minutes' grace, Monday to Saturday. */
const DEFAULT_SHIFT: ShiftRule & { name: string } = { name: '默认班次', startMinute: 8 * 60, endMinute: 18 * 60, graceMinutes: 5, workdays: [1, 2, 3, 4, 5, 6] };

const projectOf = (user: Caller): string => {
  if (!user.projectId) throw badRequest(MSG.noProject);
  return user.projectId;
};

/** Only the caller's own rows of the current project. */
const ownScope = (user: Caller): RecordScope => ({
  userId: user.id, projectId: user.projectId, scopes: new Set(['self']), sections: null, organizeId: null, buttons: new Set(), section: null,
});

const hhmm = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export const fenceView = (f: repo.FenceRow): FenceView => ({
  id: f.id, name: f.name, contractId: f.contractId, shape: f.shape,
  center: f.centerLng === null || f.centerLat === null ? null : [f.centerLng, f.centerLat],
  radiusM: f.radiusM, ring: f.ring,
});

/** The project's fences with their geometry (the map draws them). */
export async function projectFences(db: Db, projectId: string): Promise<FenceView[]> {
  return (await repo.fencesOf(db, projectId)).map(fenceView);
}

/** The section a user works in: the one chosen, else their only one; null for someone of several sections who chose all. */
async function sectionOf(db: Db, user: Caller): Promise<string | null> {
  if (!user.allContracts && user.contractId) return user.contractId;
  const sections = await repo.sectionsOfUser(db, user.id);
  return sections.length === 1 ? sections[0] : null;
}

/** The fences on 考勤围栏 and the punch maps: those of the project, for whoever may clock in. */
export async function fencesOnMap(db: Db, user: Caller): Promise<FenceView[]> {
  const projectId = projectOf(user);
  await recordScope(db, user, MODULES.clock);
  return projectFences(db, projectId);
}

async function shiftRule(db: Db, projectId: string, contractId: string | null): Promise<ShiftRule & { name: string }> {
  return (await repo.shiftOf(db, projectId, contractId)) ?? DEFAULT_SHIFT;
}

const shiftView = (s: ShiftRule & { name: string }): ShiftView => ({
  name: s.name, start: hhmm(s.startMinute), end: hhmm(s.endMinute), graceMinutes: s.graceMinutes, workdays: [...s.workdays],
});

/** The fences a user's punch is checked against: the project-wide ones and those of their sections. */
async function fencesFor(db: Db, user: Caller, projectId: string): Promise<repo.FenceRow[]> {
  if (user.isAdmin) return repo.fencesOf(db, projectId);
  return repo.fencesOf(db, projectId, await repo.sectionsOfUser(db, user.id));
}

async function views(db: Db, rows: repo.PunchRow[]): Promise<PunchView[]> {
  const people = await repo.usersByIds(db, rows.flatMap((r) => (r.reviewerId ? [r.userId, r.reviewerId] : [r.userId])));
  const fences = new Map<string, string>();
  for (const projectId of new Set(rows.map((r) => r.projectId))) for (const f of await repo.fencesOf(db, projectId)) fences.set(f.id, f.name);
  return rows.map((r) => ({
    id: r.id, userId: r.userId, userName: people.get(r.userId)?.realName ?? '', punchedAt: +r.punchedAt, deviceTime: +r.deviceTime,
    longitude: r.longitude, latitude: r.latitude, accuracy: r.accuracy, address: r.address,
    fenceName: r.fenceId ? fences.get(r.fenceId) ?? '' : '', inside: r.inside, distanceM: r.distanceM, photo: r.photo,
    faceResult: r.faceResult, faceSimilarity: r.faceSimilarity, fieldService: r.fieldService, workContent: r.workContent,
    reviewState: r.reviewState, reviewerName: r.reviewerId ? people.get(r.reviewerId)?.realName ?? '' : '',
    reviewedAt: r.reviewedAt ? +r.reviewedAt : null, reviewRemark: r.reviewRemark, offline: r.offline,
  }));
}

// --- access --------------------------------------------------------------------------------------

export async function access(db: Db, user: Caller): Promise<AttendanceAccess> {
  const [review, enrol, stats] = await Promise.all([
    grantedScope(db, user, MODULES.review), grantedScope(db, user, MODULES.enrol), grantedScope(db, user, MODULES.statistics),
  ]);
  return {
    review: Boolean(review?.buttons.has('btn_approve')),
    enrol: Boolean(enrol?.buttons.has('btn_add')),
    team: Boolean(stats && [...stats.scopes].some((s) => s !== 'self')),
  };
}

// --- the clock -----------------------------------------------------------------------------------

export async function today(deps: AttendanceDeps, user: Caller): Promise<TodayView> {
  const projectId = projectOf(user);
  await recordScope(deps.db, user, MODULES.clock);
  const now = deps.now();
  const from = new Date(chinaDayStart(chinaDate(now)));
  const [shift, fences, rows, person] = await Promise.all([
    shiftRule(deps.db, projectId, await sectionOf(deps.db, user)),
    fencesFor(deps.db, user, projectId),
    repo.punches(deps.db, { visible: scopeCondition(ownScope(user), repo.PUNCH_PLACE), from, userId: user.id }),
    repo.personOf(deps.db, projectId, user.id),
  ]);
  return { shift: shiftView(shift), fences: fences.map(fenceView), punches: await views(deps.db, rows), enrolled: Boolean(person), serverTime: +now };
}

const pointProblem = (lng: unknown, lat: unknown): boolean =>
  typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90;

export async function where(deps: AttendanceDeps, user: Caller, lng: number, lat: number): Promise<Placement> {
  const projectId = projectOf(user);
  if (pointProblem(lng, lat)) throw badRequest(MSG.badPoint);
  const fences = await fencesFor(deps.db, user, projectId);
  return place(fences as FenceGeometry[], lng, lat);
}

export type PunchKind = 'plain' | 'field' | 'face';

async function readPhoto(deps: AttendanceDeps, url: string): Promise<Buffer | null> {
  const ref = parseFileUrl(url);
  if (!ref) return null;
  const row = await findFile(deps.db, ref.type, ref.storedName);
  if (!row) return null;
  const object = await deps.store.open(fileKey(row.type, row.storedName));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The photo named is the user's own uploaded image; its bytes when `read`. */
async function ownPhoto(deps: AttendanceDeps, userId: string, url: string | undefined, msg: string): Promise<void> {
  const ref = parseFileUrl(url);
  if (!ref) throw badRequest(msg);
  if ((await unusableFiles(deps.db, [ref], { userId, images: true })).length) throw badRequest(msg);
}

/**
 * Records a punch: where it was against the fences, when it counts (the device's time for one
 * made offline, within a week), field service with its photo, or a face matched against the
 * enrolment. A punch whose key is known already answers the row kept the first time.
 */
export async function punch(deps: AttendanceDeps, user: Caller, input: PunchInput, kind: PunchKind): Promise<PunchView> {
  const projectId = projectOf(user);
  await recordScope(deps.db, user, kind === 'field' ? MODULES.fieldClock : kind === 'face' ? MODULES.face : MODULES.clock);
  if (typeof input.clientKey !== 'string' || !/^[\w-]{8,64}$/.test(input.clientKey)) throw badRequest(MSG.badKey);
  const known = await repo.punchByKey(deps.db, user.id, input.clientKey);
  if (known) return (await views(deps.db, [known]))[0];

  if (pointProblem(input.longitude, input.latitude)) throw badRequest(MSG.badPoint);
  if (!Number.isFinite(input.accuracy) || input.accuracy < 0 || input.accuracy > 100_000) throw badRequest(MSG.badAccuracy);
  const now = deps.now();
  if (input.deviceTime > +now + DEVICE_AHEAD_MS) throw badRequest(MSG.deviceFuture);
  const offline = Boolean(input.offline) || +now - input.deviceTime > QUEUED_AFTER_MS;
  if (offline && input.deviceTime < +now - OFFLINE_MAX_MS) throw badRequest(MSG.deviceOld);
  const workContent = (input.workContent ?? '').trim();
  if (kind === 'field') {
    if (!input.photo) throw badRequest(MSG.photoRequired);
    if (!workContent || workContent.length > 200) throw badRequest(MSG.workContent);
  }
  if (input.photo) await ownPhoto(deps, user.id, input.photo, MSG.photoBad);

  let faceResult: 'match' | null = null;
  let faceSimilarity: number | null = null;
  if (kind === 'face') {
    const person = await repo.personOf(deps.db, projectId, user.id);
    if (!person) throw badRequest(MSG.faceNotEnrolled);
    if (!input.photo) throw badRequest(MSG.noFace);
    const bytes = await readPhoto(deps, input.photo);
    const descriptor = bytes ? await face.descriptorOf(bytes) : null;
    if (!descriptor) throw badRequest(MSG.noFace);
    faceSimilarity = Math.round(await face.similarity(person.faceDescriptor, descriptor) * 1000) / 1000;
    if (faceSimilarity < face.FACE_MATCH_THRESHOLD) throw badRequest(MSG.faceMismatch);
    faceResult = 'match';
  }

  const fences = await fencesFor(deps.db, user, projectId);
  const at = place(fences as FenceGeometry[], input.longitude, input.latitude);
  const fence = fences.find((f) => f.id === at.fenceId);
  const [me] = (await repo.usersByIds(deps.db, [user.id])).values();
  const row = await repo.insertPunch(deps.db, {
    id: newId(), projectId, contractId: fence?.contractId ?? await sectionOf(deps.db, user), organizeId: me?.organizeId ?? null,
    userId: user.id, clientKey: input.clientKey,
    punchedAt: offline ? new Date(input.deviceTime) : now, receivedAt: now, deviceTime: new Date(input.deviceTime),
    longitude: input.longitude, latitude: input.latitude, accuracy: input.accuracy, address: (input.address ?? '').slice(0, 200),
    fenceId: at.fenceId, inside: at.inside, distanceM: at.distanceM, photo: input.photo ?? '',
    faceResult, faceSimilarity, fieldService: kind === 'field', workContent,
    reviewState: kind === 'field' ? 'pending' : 'none', offline,
  });
  return (await views(deps.db, [row]))[0];
}

// --- records and statistics ----------------------------------------------------------------------

const checkMonth = (month: string): string => {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest(MSG.month);
  return month;
};

const dayViews = (verdicts: ReturnType<typeof judgeMonth>, rows: PunchView[]): DayView[] => verdicts.map((v) => ({
  date: v.date, workday: v.workday, open: v.open, flags: v.flags,
  arrival: v.arrival ? +v.arrival : null, departure: v.departure ? +v.departure : null,
  punches: rows.filter((p) => chinaDate(p.punchedAt) === v.date),
}));

/** My month: each day judged, with its punches (the calendar), and the month summed. */
export async function myMonth(deps: AttendanceDeps, user: Caller, month: string): Promise<MyMonth> {
  const projectId = projectOf(user);
  checkMonth(month);
  await recordScope(deps.db, user, MODULES.clock);
  const { from, to } = monthRange(month);
  const [rows, shift] = await Promise.all([
    repo.punches(deps.db, { visible: scopeCondition(ownScope(user), repo.PUNCH_PLACE), from, to, userId: user.id }),
    shiftRule(deps.db, projectId, await sectionOf(deps.db, user)),
  ]);
  const verdicts = judgeMonth(month, shift, rows, deps.now());
  return { month, summary: summarise(verdicts), days: dayViews(verdicts, await views(deps.db, rows)) };
}

/** Punches of a month within the grant of 打卡记录 (or 外业打卡记录 for field service), newest first. */
export async function records(deps: AttendanceDeps, user: Caller, q: { month: string, userId?: string, field?: boolean }): Promise<PunchView[]> {
  projectOf(user);
  checkMonth(q.month);
  const scope = await recordScope(deps.db, user, q.field ? MODULES.fieldRecord : MODULES.record);
  const { from, to } = monthRange(q.month);
  const rows = await repo.punches(deps.db, {
    visible: scopeCondition(scope, repo.PUNCH_PLACE), from, to, userId: q.userId, fieldService: q.field ? true : undefined,
  }, 'desc');
  return views(deps.db, rows);
}

/** Everyone's month within the grant of 考勤统计 (外业考勤统计): the enrolled and whoever punched. */
export async function teamMonth(deps: AttendanceDeps, user: Caller, q: { month: string, field?: boolean }): Promise<TeamMonth> {
  const projectId = projectOf(user);
  checkMonth(q.month);
  const scope = await recordScope(deps.db, user, q.field ? MODULES.fieldStatistics : MODULES.statistics);
  const { from, to } = monthRange(q.month);
  const [rows, enrolled, shifts] = await Promise.all([
    repo.punches(deps.db, { visible: scopeCondition(scope, repo.PUNCH_PLACE), from, to }),
    repo.people(deps.db, scopeCondition(scope, repo.PERSON_PLACE)),
    repo.shiftsOf(deps.db, projectId),
  ]);
  const userIds = [...new Set([...enrolled.map((p) => p.userId), ...rows.map((r) => r.userId)])];
  const info = await repo.usersByIds(deps.db, userIds);
  const sectionOf = new Map<string, string | null>([...enrolled.map((p) => [p.userId, p.contractId] as const), ...rows.map((r) => [r.userId, r.contractId] as const)]);
  const now = deps.now();
  const total = emptySummary();
  const people: PersonMonth[] = userIds.map((userId) => {
    const section = sectionOf.get(userId) ?? null;
    const shift = shifts.find((s) => s.contractId === section) ?? shifts.find((s) => s.contractId === null) ?? DEFAULT_SHIFT;
    const mine = rows.filter((r) => r.userId === userId);
    const summary = summarise(judgeMonth(q.month, shift, mine, now));
    if (q.field) summary.fieldService = mine.filter((r) => r.fieldService).length;
    for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += summary[k];
    return { userId, userName: info.get(userId)?.realName ?? '', unitName: info.get(userId)?.unitName ?? '', ...summary };
  }).sort((a, b) => a.unitName.localeCompare(b.unitName, 'zh') || a.userName.localeCompare(b.userName, 'zh'));
  return { month: q.month, total, people };
}

// --- field-service review ------------------------------------------------------------------------

async function reviewScope(db: Db, user: Caller): Promise<RecordScope> {
  const scope = await recordScope(db, user, MODULES.review);
  if (!scope.buttons.has('btn_approve')) throw badRequest('您没有核验外业打卡的权限，请联系管理员');
  return scope;
}

export async function reviewList(deps: AttendanceDeps, user: Caller, state: 'pending' | 'done'): Promise<PunchView[]> {
  projectOf(user);
  const scope = await reviewScope(deps.db, user);
  const rows = await repo.punches(deps.db, { visible: scopeCondition(scope, repo.PUNCH_PLACE), fieldService: true, reviewState: state === 'pending' ? 'pending' : undefined }, 'desc');
  return views(deps.db, state === 'pending' ? rows : rows.filter((r) => r.reviewState !== 'pending'));
}

/** One punch: one's own, or within the grant of 外业照片核验 or 打卡记录. */
export async function punchDetail(deps: AttendanceDeps, user: Caller, id: string): Promise<PunchView> {
  projectOf(user);
  const conds: SQL[] = [scopeCondition(ownScope(user), repo.PUNCH_PLACE)];
  for (const code of [MODULES.review, MODULES.record, MODULES.fieldRecord]) {
    const scope = await grantedScope(deps.db, user, code);
    if (scope) conds.push(scopeCondition(scope, repo.PUNCH_PLACE));
  }
  const row = await repo.punchById(deps.db, id, or(...conds));
  if (!row) throw badRequest(MSG.punchMissing);
  return (await views(deps.db, [row]))[0];
}

export async function review(deps: AttendanceDeps, user: Caller, id: string, input: ReviewInput): Promise<PunchView> {
  projectOf(user);
  const scope = await reviewScope(deps.db, user);
  const row = await repo.punchById(deps.db, id, and(scopeCondition(scope, repo.PUNCH_PLACE), eq(attendancePunches.fieldService, true)));
  if (!row) throw badRequest(MSG.punchMissing);
  if (row.userId === user.id) throw badRequest(MSG.ownReview);
  if (row.reviewState !== 'pending') throw badRequest(MSG.notPending);
  const remark = (input.remark ?? '').trim();
  if (remark.length > 200 || (!input.approve && !remark)) throw badRequest(MSG.remark);
  const done = await repo.review(deps.db, id, { reviewState: input.approve ? 'approved' : 'rejected', reviewerId: user.id, reviewedAt: deps.now(), reviewRemark: remark });
  if (!done) throw badRequest(MSG.notPending);
  return (await views(deps.db, [(await repo.punchById(deps.db, id))!]))[0];
}

// --- enrolment -----------------------------------------------------------------------------------

async function enrolScope(db: Db, user: Caller): Promise<RecordScope> {
  return recordScope(db, user, MODULES.enrol);
}

/** People of the project within the enroller's grant. */
async function enrollable(deps: AttendanceDeps, user: Caller, projectId: string, scope: RecordScope) {
  const rows = await repo.projectUsers(deps.db, projectId);
  const wide = scope.scopes.has('project') || (scope.scopes.has('sections') && scope.sections === null);
  const ok = (r: typeof rows[number]) => r.id === user.id || wide
    || (scope.scopes.has('sections') && r.contractId !== null && (scope.sections ?? []).includes(r.contractId) && (!scope.section || r.contractId === scope.section))
    || (scope.scopes.has('unit') && scope.organizeId !== null && r.organizeId === scope.organizeId);
  const byUser = new Map<string, typeof rows[number]>();
  for (const r of rows) if (ok(r) && !byUser.has(r.id)) byUser.set(r.id, r);
  return byUser;
}

export async function enrolChoices(deps: AttendanceDeps, user: Caller): Promise<EnrolChoice[]> {
  const projectId = projectOf(user);
  const scope = await enrolScope(deps.db, user);
  const [choices, enrolled] = await Promise.all([enrollable(deps, user, projectId, scope), repo.people(deps.db, scopeCondition(scope, repo.PERSON_PLACE))]);
  const done = new Set(enrolled.map((p) => p.userId));
  return [...choices.values()].map((r) => ({ userId: r.id, realName: r.realName, unitName: r.unitName ?? '', enrolled: done.has(r.id) }));
}

export async function people(deps: AttendanceDeps, user: Caller): Promise<PersonView[]> {
  projectOf(user);
  const scope = await enrolScope(deps.db, user);
  const rows = await repo.people(deps.db, scopeCondition(scope, repo.PERSON_PLACE));
  const info = await repo.usersByIds(deps.db, rows.map((r) => r.userId));
  return rows.map((r) => ({
    id: r.id, userId: r.userId, realName: r.realName, idCard: r.idCard, team: r.team, workType: r.workType, mobilePhone: r.mobilePhone,
    facePhoto: r.facePhoto, unitName: info.get(r.userId)?.unitName ?? '', updatedAt: +r.updatedAt,
  }));
}

const ID_CARD = /^\d{17}[\dXx]$/;

export async function enrol(deps: AttendanceDeps, user: Caller, input: EnrolInput): Promise<PersonView> {
  const projectId = projectOf(user);
  const scope = await enrolScope(deps.db, user);
  if (!scope.buttons.has('btn_add')) throw badRequest('您没有录入人员的权限，请联系管理员');
  if (!ID_CARD.test(input.idCard ?? '')) throw badRequest(MSG.idCard);
  const team = (input.team ?? '').trim();
  if (!team || team.length > 50) throw badRequest(MSG.team);
  const target = (await enrollable(deps, user, projectId, scope)).get(input.userId);
  if (!target) throw badRequest(MSG.personMissing);
  await ownPhoto(deps, user.id, input.facePhoto, MSG.facePhotoBad);
  const bytes = await readPhoto(deps, input.facePhoto);
  const descriptor = bytes ? await face.descriptorOf(bytes) : null;
  if (!descriptor) throw badRequest(MSG.noFace);
  const now = deps.now();
  const row = await repo.upsertPerson(deps.db, {
    id: newId(), projectId, contractId: target.contractId, organizeId: target.organizeId, userId: target.id, realName: target.realName,
    idCard: input.idCard.toUpperCase(), mobilePhone: (input.mobilePhone ?? '').slice(0, 20), team, workType: (input.workType ?? '').slice(0, 50),
    facePhoto: input.facePhoto, faceDescriptor: descriptor, enrolledBy: user.id, createdAt: now, updatedAt: now,
  });
  return {
    id: row.id, userId: row.userId, realName: row.realName, idCard: row.idCard, team: row.team, workType: row.workType,
    mobilePhone: row.mobilePhone, facePhoto: row.facePhoto, unitName: target.unitName ?? '', updatedAt: +row.updatedAt,
  };
}

// --- set-up (seed, administration) ---------------------------------------------------------------

export async function addFence(db: Db, fence: Omit<FenceGeometry, 'id'> & { id?: string, projectId: string, contractId: string | null }): Promise<string> {
  const problem = geometryProblem(fence);
  if (problem) throw badRequest(problem);
  const id = fence.id ?? newId();
  await repo.insertFence(db, { ...fence, id });
  return id;
}

export async function addShift(db: Db, shift: ShiftRule & { id?: string, name: string, projectId: string, contractId: string | null }): Promise<void> {
  await repo.insertShift(db, { ...shift, workdays: [...shift.workdays], id: shift.id ?? newId() });
}
