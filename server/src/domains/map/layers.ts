/**
 * The layers of the map, one provider each. A provider answers what the caller may see of its
 * layer under the visibility rule of what it shows (the module's grants and data scope for module
 * records, the project and the chosen section for the project's own shapes), or null when the
 * caller may see none of it (no grant): the layer is then left out, not refused.
 * Adding a layer (attendance fences, cameras) is one provider and one line in PROVIDERS.
 */
import type { Db } from '../../db/index.js';
import type { SessionUser } from '../oauth/tokens.js';
import type { MapFeature, MapGeometry } from '../../../../types/api/map.js';
import { moduleIdOf } from '../../catalog/index.js';
import { grantedScope, visibleRecords } from '../visualdev/visibility.js';
import { openHazardsPlaced } from '../safety/service.js';
import { DEFAULT_RADIUS } from '../../catalog/modules/otherApply/keyInspections.js';
import { along, mileageMetres, placeName, pointOf } from './geo.js';
import type { LngLat } from '../../../../types/api/map.js';
import * as repo from './repo.js';
import { projectFences } from '../attendance/service.js';
import { projectCameras } from '../video/service.js';
import circle from '@turf/circle';

export interface LayerDeps {
  db: Db;
  now: () => Date;
}

export interface LayerProvider {
  key: string;
  title: string;
  features(deps: LayerDeps, user: SessionUser): Promise<MapFeature[] | null>;
}

const COLORS = { alignment: '#1677ff', section: '#13a8a8', site: '#722ed1', keyPoint: '#fa8c16' };
/** By hazard level (hazardLevel: 1 一般, 2 较大, 3 重大). */
const HAZARD_COLORS: Record<string, string> = { 1: '#faad14', 2: '#fa541c', 3: '#f5222d' };

const sectionOf = (user: SessionUser): string | null => (user.allContracts ? null : user.contractId);

/** The project's own shapes of a kind: every member of the project sees them, within the section they work in. */
function shapeLayer(key: string, title: string, kind: keyof typeof COLORS, link?: (row: repo.ShapeRow) => MapFeature['link']): LayerProvider {
  return {
    key, title,
    async features({ db }, user) {
      if (!user.projectId) return [];
      const rows = await repo.shapes(db, user.projectId, [kind], sectionOf(user));
      return rows.map((row) => ({
        id: row.id, name: row.name, geometry: row.geometry as MapGeometry, detail: row.description, color: COLORS[kind], link: link?.(row) ?? null,
      }));
    },
  };
}

/** A site opens on the location viewer. */
const siteLink = (row: repo.ShapeRow): MapFeature['link'] => {
  const geometry = row.geometry as MapGeometry;
  if (geometry.type !== 'Point') return null;
  const [lng, lat] = geometry.coordinates;
  return { path: 'pages/system/openLocation/index', query: { latitude: String(lat), longitude: String(lng), name: row.name, address: row.description } };
};

/**
 * Where a mileage ('K6+320 右幅 2#墩') falls on the project's alignment, whose description gives the
 * mileage of its ends ('K0+000 ~ K52+860'); null without an alignment or outside it.
 */
async function chainageLocator(db: Db, projectId: string | null): Promise<(text: string) => LngLat | null> {
  const [line] = projectId ? await repo.shapes(db, projectId, ['alignment'], null) : [];
  const geometry = line?.geometry as MapGeometry | undefined;
  const [start, end] = (line?.description ?? '').split('~').map((x) => mileageMetres(x));
  if (geometry?.type !== 'LineString' || start == null || end == null || end <= start) return () => null;
  return (text) => {
    const m = mileageMetres(text);
    return m === null || m < start || m > end ? null : along(geometry.coordinates, (m - start) / (end - start));
  };
}

const hazards: LayerProvider = {
  key: 'hazards', title: '未闭合隐患',
  async features(deps, user) {
    const rows = await openHazardsPlaced(deps, user);
    if (!rows) return null;
    const byMileage = await chainageLocator(deps.db, user.projectId);
    return rows.flatMap((h) => {
      // a report without a fix is placed by the mileage its place names
      const fixed = pointOf(h.gps);
      const point = fixed ?? byMileage(h.location) ?? byMileage(h.wbsPart);
      return point ? [{
        id: h.id, name: h.title, geometry: { type: 'Point' as const, coordinates: point },
        detail: [h.levelName, h.stateName, h.contractName, fixed ? '' : '按桩号定位'].filter(Boolean).join(' · '), color: HAZARD_COLORS[h.level] ?? HAZARD_COLORS[1],
        link: { path: 'pages/apply/rectificationAddDetail/index', query: { id: h.id } },
      }] : [];
    });
  },
};

const keyPoints: LayerProvider = {
  key: 'keyPoints', title: '重点巡查点',
  async features({ db }, user) {
    const scope = await grantedScope(db, user, 'keyInspections');
    if (!scope) return null;
    const rows = await repo.placedRecords(db, moduleIdOf('keyInspections'), visibleRecords(scope));
    return rows.flatMap((r) => {
      const point = pointOf(r.data.location);
      const radius = Number(r.data.radius) || DEFAULT_RADIUS;
      return point ? [{
        id: r.id, name: String(r.data.pointName ?? ''), geometry: { type: 'Point' as const, coordinates: point },
        detail: [placeName(r.data.location), `签到半径 ${radius} 米`].filter(Boolean).join(' · '), color: COLORS.keyPoint,
        link: { path: 'pages/apply/projectMap/keyInspections/index', query: { id: r.id } },
      }] : [];
    });
  },
};

/** In drawing order: areas below lines below points. */
/** Attendance fences, for whoever may clock in: a circle drawn as its ring. */
const fences: LayerProvider = {
  key: 'fences', title: '考勤围栏',
  async features({ db }, user) {
    if (!user.projectId || !(await grantedScope(db, user, 'attendanceClock'))) return null;
    const section = sectionOf(user);
    return (await projectFences(db, user.projectId)).filter((f) => !section || !f.contractId || f.contractId === section).flatMap((f): MapFeature[] => {
      const ring = f.ring ?? (f.center && f.radiusM ? circle(f.center, f.radiusM / 1000, { steps: 48, units: 'kilometers' }).geometry.coordinates[0] as LngLat[] : null);
      if (!ring) return [];
      return [{
        id: f.id, name: f.name, geometry: { type: 'Polygon', coordinates: [ring] }, detail: f.radiusM ? `考勤围栏 · 半径 ${f.radiusM} 米` : '考勤围栏',
        color: '#52c41a', link: { path: 'pages/apply/attendanceManagement/attendanceClock/fenceArea', query: {} },
      }];
    });
  },
};

/** Site cameras with a place, within the smart site's grant; a tap plays it. */
const cameras: LayerProvider = {
  key: 'cameras', title: '摄像头',
  async features({ db }, user) {
    if (!(await grantedScope(db, user, 'smartSite'))) return null;
    return (await projectCameras(db, user)).flatMap((c): MapFeature[] => (c.longitude === null || c.latitude === null ? [] : [{
      id: c.id, name: c.name, geometry: { type: 'Point', coordinates: [c.longitude, c.latitude] }, detail: `${c.place} · ${c.online ? '在线' : '离线'}`,
      color: c.online ? '#13c2c2' : '#8c8c8c', link: { path: 'pages/apply/cloudVideo/player', query: { id: c.id } },
    }]));
  },
};

export const PROVIDERS: readonly LayerProvider[] = [
  shapeLayer('sections', '合同段', 'section'),
  shapeLayer('alignment', '路线', 'alignment'),
  shapeLayer('sites', '场站', 'site', siteLink),
  keyPoints,
  hazards,
  fences,
  cameras,
];
