/**
 * The project on a map (types/api/map.ts): the layers the caller may see, and the check-in at a
 * key inspection point, whose distance is measured here, not trusted from the phone.
 */
import type { SessionUser } from '../oauth/tokens.js';
import type { CheckInResult, MapView } from '../../../../types/api/map.js';
import { badRequest } from '../../lib/errors.js';
import { moduleIdOf } from '../../catalog/index.js';
import { DEFAULT_RADIUS } from '../../catalog/modules/otherApply/keyInspections.js';
import * as visualdev from '../visualdev/service.js';
import { distance, pointOf, validLngLat } from './geo.js';
import { PROVIDERS, type LayerDeps } from './layers.js';
import type { CheckInBodyType } from './schemas.js';

export interface MapDeps extends visualdev.VisualDevDeps, LayerDeps {
  tileUrl: string;
}


/** The layers asked for (every layer when none is named) that the caller may see. */
export async function mapView(deps: MapDeps, user: SessionUser, q: { layers?: string }): Promise<MapView> {
  const asked = q.layers?.split(',').map((k) => k.trim()).filter(Boolean);
  const unknown = asked?.find((k) => !PROVIDERS.some((p) => p.key === k));
  if (unknown) throw badRequest(`没有名为 ${unknown} 的图层`);
  const providers = asked?.length ? PROVIDERS.filter((p) => asked.includes(p.key)) : PROVIDERS;
  const answers = await Promise.all(providers.map(async (p) => ({ p, features: await p.features(deps, user) })));
  return {
    tileUrl: deps.tileUrl,
    layers: answers.flatMap(({ p, features }) => (features ? [{ key: p.key, title: p.title, features }] : [])),
  };
}

/**
 * A check-in at a key inspection point: refused unless I am within its radius, and unless my
 * device's fix is sharper than that radius (a fix of ±300 m proves nothing about 100 m).
 */
export async function checkIn(deps: MapDeps, user: SessionUser, pointId: string, body: CheckInBodyType): Promise<CheckInResult> {
  if (!validLngLat(body.longitude, body.latitude)) throw badRequest('签到位置的经纬度不正确');
  const point = await visualdev.read(deps.db, user, moduleIdOf('keyInspections'), pointId);
  const data = JSON.parse(point.data) as Record<string, unknown>;
  const at = pointOf(data.location);
  if (!at) throw badRequest('该巡查点没有设置位置，请先在巡查点中设置');
  const radius = Number(data.radius) || DEFAULT_RADIUS;
  if (body.accuracy !== undefined && body.accuracy > radius) {
    throw badRequest(`当前定位精度约 ${Math.round(body.accuracy)} 米，超过签到半径 ${radius} 米，请到开阔处等定位稳定后再签到`);
  }
  const metres = Math.round(distance([body.longitude, body.latitude], at));
  if (metres > radius) throw badRequest(`您距巡查点约 ${metres} 米，需到达 ${radius} 米范围内才能签到`);
  const record = {
    point: pointId,
    location: JSON.stringify({ lng: body.longitude, lat: body.latitude, name: '', address: '', fullAddress: '' }),
    distance: metres,
    accuracy: body.accuracy === undefined ? null : Math.round(body.accuracy),
    note: body.note ?? '',
    photos: body.photos ?? [],
  };
  const { id } = await visualdev.create(deps, user, moduleIdOf('keyInspectionCheckin'), { data: JSON.stringify(record) }) as { id: string };
  return { id, distance: metres, radius };
}
