/**
 * The camera registry: cameras of a project's sites, managed by an administrator, seen by the
 * holders of the smart site tile within their grant's data scope (visualdev/visibility.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { siteCameras } from '../../db/schema.js';
import { AppError, badRequest, CODE } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { SessionUser } from '../oauth/tokens.js';
import { recordScope, scopeCondition, type RecordScope } from '../visualdev/visibility.js';
import type { CameraItem, CameraSite } from '../../../../types/api/smartSite.js';
import * as repo from './repo.js';

export type { CameraItem, CameraSite };

/** The tile whose grants say who sees a site's devices (catalog otherApply/smartSite.ts). */
export const DEVICE_MODULE = 'smartSite';

export interface CameraInput {
  name: string;
  place?: string;
  contractId?: string | null;
  longitude?: number | null;
  latitude?: number | null;
  hlsUrl?: string;
  flvUrl?: string;
  snapshotUrl?: string;
  online?: boolean;
  sortCode?: number;
}

const PROJECT_WIDE = '全项目';

/** The condition of the cameras `scope` shows: cameras have no drafts, so it is the section and grant rule alone. */
export const visibleCameras = (scope: RecordScope): SQL => scopeCondition(scope, {
  projectId: siteCameras.projectId, contractId: siteCameras.contractId, organizeId: siteCameras.organizeId, authorId: siteCameras.authorId,
});

const itemOf = (r: repo.CameraListRow): CameraItem => ({
  id: r.id, name: r.name, place: r.place, longitude: r.longitude, latitude: r.latitude, contractId: r.contractId,
  siteName: r.siteName ?? PROJECT_WIDE, hlsUrl: r.hlsUrl, flvUrl: r.flvUrl, snapshotUrl: r.snapshotUrl, online: r.online,
});

/** The cameras the caller sees in the current project, with their coordinates (the map draws them). */
export async function projectCameras(db: Db, user: SessionUser): Promise<CameraItem[]> {
  const scope = await recordScope(db, user, DEVICE_MODULE);
  return (await repo.listCameras(db, visibleCameras(scope))).map(itemOf);
}

/** The Cloud video tab: the cameras the caller sees, by site. */
export async function camerasBySite(db: Db, user: SessionUser): Promise<CameraSite[]> {
  const sites = new Map<string, CameraSite>();
  for (const c of await projectCameras(db, user)) {
    const key = c.contractId ?? '';
    if (!sites.has(key)) sites.set(key, { contractId: c.contractId, siteName: c.siteName, cameras: [] });
    sites.get(key)!.cameras.push(c);
  }
  return [...sites.values()];
}

const refuseNotAdmin = (): AppError => new AppError(CODE.badRequest, '只有管理员可以管理摄像头');

/** A stream or snapshot address: http(s), or a path of this server. */
function checkUrl(label: string, value: string | undefined): void {
  if (!value) return;
  if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(value)) throw badRequest(`${label}必须是 http(s) 地址或以 / 开头的路径`);
}

async function checkInput(db: Db, projectId: string, input: CameraInput): Promise<void> {
  if (!input.name.trim()) throw badRequest('摄像头名称不能为空');
  if (input.contractId && !(await repo.contractOfProject(db, projectId, input.contractId))) throw badRequest('所选标段不属于当前项目');
  if ((input.longitude == null) !== (input.latitude == null)) throw badRequest('经度和纬度需同时填写');
  checkUrl('HLS 地址', input.hlsUrl);
  checkUrl('FLV 地址', input.flvUrl);
  checkUrl('快照地址', input.snapshotUrl);
  if (input.online !== false && !input.hlsUrl && !input.flvUrl) throw badRequest('在线的摄像头至少需要一个直播地址');
}

function adminProject(user: SessionUser): string {
  if (!user.isAdmin) throw refuseNotAdmin();
  if (!user.projectId) throw badRequest('请先选择项目');
  return user.projectId;
}

const valuesOf = (input: CameraInput) => ({
  name: input.name.trim(), place: input.place?.trim() ?? '', contractId: input.contractId || null,
  longitude: input.longitude ?? null, latitude: input.latitude ?? null, hlsUrl: input.hlsUrl ?? '', flvUrl: input.flvUrl ?? '',
  snapshotUrl: input.snapshotUrl ?? '', online: input.online ?? true, sortCode: input.sortCode ?? 0,
});

export async function createCamera(deps: { db: Db; now: () => Date }, user: SessionUser, input: CameraInput): Promise<{ id: string }> {
  const projectId = adminProject(user);
  await checkInput(deps.db, projectId, input);
  const id = newId();
  await repo.insertCamera(deps.db, { id, projectId, organizeId: null, authorId: user.id, ...valuesOf(input), createdAt: deps.now() });
  return { id };
}

async function ownCamera(db: Db, user: SessionUser, id: string): Promise<repo.CameraRow> {
  const projectId = adminProject(user);
  const row = await repo.cameraById(db, id);
  if (!row || row.projectId !== projectId) throw new AppError(CODE.badRequest, '摄像头不存在或已被删除');
  return row;
}

export async function updateCamera(deps: { db: Db; now: () => Date }, user: SessionUser, id: string, input: CameraInput): Promise<void> {
  const row = await ownCamera(deps.db, user, id);
  await checkInput(deps.db, row.projectId, input);
  await repo.updateCamera(deps.db, id, { ...valuesOf(input), updatedAt: deps.now() });
}

export async function removeCamera(db: Db, user: SessionUser, id: string): Promise<void> {
  await ownCamera(db, user, id);
  await repo.deleteCamera(db, id);
}


/** Cameras and those online among what `scope` shows (the dashboard). */
export const countCameras = (db: Db, scope: RecordScope) => repo.countCameras(db, visibleCameras(scope));
