/**
 * Where a point is against a project's fences. Geodesic distances by @turf (the app's own copy,
 * from the root node_modules): a fence is a few hundred metres across, but a hand-written planar
 * approximation is exactly what goes wrong at the boundary a punch is judged on.
 */
import turfDistance from '@turf/distance';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import pointToLineDistance from '@turf/point-to-line-distance';
import { lineString, point, polygon } from '@turf/helpers';
import type { FenceShape } from '../../db/schema.js';

export interface FenceGeometry {
  id: string;
  name: string;
  shape: FenceShape;
  centerLng: number | null;
  centerLat: number | null;
  radiusM: number | null;
  ring: Array<[number, number]> | null;
}

export interface Placement {
  /** the fence the point is in, or the nearest one; null when the project has none */
  fenceId: string | null;
  fenceName: string;
  inside: boolean;
  /** metres to the nearest fence's edge; 0 inside; null without fences */
  distanceM: number | null;
}

const closed = (ring: Array<[number, number]>): Array<[number, number]> => {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
};

/** Metres from the point to the fence's edge, 0 when inside (on the edge counts as inside). */
export function distanceToFence(fence: FenceGeometry, lng: number, lat: number): number {
  const p = point([lng, lat]);
  if (fence.shape === 'circle') {
    const d = turfDistance(point([fence.centerLng!, fence.centerLat!]), p, { units: 'meters' });
    return Math.max(0, d - fence.radiusM!);
  }
  const ring = closed(fence.ring!);
  if (booleanPointInPolygon(p, polygon([ring]))) return 0;
  return pointToLineDistance(p, lineString(ring), { units: 'meters', method: 'geodesic' });
}

/** The fence the point is in, else the nearest one, with the distance to its edge. */
export function place(fences: readonly FenceGeometry[], lng: number, lat: number): Placement {
  let best: Placement = { fenceId: null, fenceName: '', inside: false, distanceM: null };
  for (const fence of fences) {
    const d = distanceToFence(fence, lng, lat);
    if (best.distanceM === null || d < best.distanceM) best = { fenceId: fence.id, fenceName: fence.name, inside: d === 0, distanceM: d };
    if (d === 0) break;
  }
  if (best.distanceM !== null) best.distanceM = Math.round(best.distanceM * 10) / 10;
  return best;
}

/** A circle or polygon a fence may be made of: the message of what is wrong, or null. */
export function geometryProblem(f: Pick<FenceGeometry, 'shape' | 'centerLng' | 'centerLat' | 'radiusM' | 'ring'>): string | null {
  const lngOk = (v: unknown) => typeof v === 'number' && v >= -180 && v <= 180;
  const latOk = (v: unknown) => typeof v === 'number' && v >= -90 && v <= 90;
  if (f.shape === 'circle') {
    if (!lngOk(f.centerLng) || !latOk(f.centerLat)) return '围栏圆心坐标不正确';
    if (typeof f.radiusM !== 'number' || !(f.radiusM > 0) || f.radiusM > 50_000) return '围栏半径应在0到50000米之间';
    return null;
  }
  if (f.shape === 'polygon') {
    if (!Array.isArray(f.ring) || closed(f.ring).length < 4) return '多边形围栏至少需要3个顶点';
    if (!f.ring.every((p) => Array.isArray(p) && lngOk(p[0]) && latOk(p[1]))) return '多边形围栏的顶点坐标不正确';
    return null;
  }
  return '围栏形状只能是圆形或多边形';
}
