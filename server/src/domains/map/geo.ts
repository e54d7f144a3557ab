/** Places and distances on the ground (WGS-84, metres). */
import type { LngLat } from '../../../../types/api/map.js';

const EARTH_RADIUS = 6_371_008.8;
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine: exact enough at site scale, well under a metre per km). */
export function distance([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const validLngLat = (lng: unknown, lat: unknown): boolean =>
  typeof lng === 'number' && typeof lat === 'number' && Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

/** The point of a location field's value (the JSON text of {lng, lat, ...}, src/core/form/location.ts); null when it holds none. */
export function pointOf(value: unknown): LngLat | null {
  let place: unknown = value;
  if (typeof value === 'string') {
    try {
      place = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!place || typeof place !== 'object') return null;
  const { lng, lat } = place as { lng?: unknown, lat?: unknown };
  const x = Number(lng);
  const y = Number(lat);
  return lng !== null && lat !== null && lng !== '' && lat !== '' && validLngLat(x, y) ? [x, y] : null;
}

/** The name of a place value (its name, else its address); '' when none. */
export function placeName(value: unknown): string {
  try {
    const place = (typeof value === 'string' ? JSON.parse(value) : value) as { name?: unknown, fullAddress?: unknown, address?: unknown } | null;
    return [place?.name, place?.fullAddress, place?.address].find((x): x is string => typeof x === 'string' && x !== '') ?? '';
  } catch {
    return '';
  }
}

/** A mileage ('K18+500', 'K6+320 右幅') in metres from K0+000; null when the text names none. */
export function mileageMetres(text: string): number | null {
  const match = /K(\d{1,4})\+(\d{3}(?:\.\d+)?)/i.exec(text);
  return match ? Number(match[1]) * 1000 + Number(match[2]) : null;
}

/**
 * The point `fraction` (0..1) of the way along a line, by length: where a chainage falls on an
 * alignment whose mileage runs evenly from its first point to its last.
 */
export function along(line: LngLat[], fraction: number): LngLat | null {
  if (line.length === 0) return null;
  const lengths = line.slice(1).map((p, i) => distance(line[i], p));
  let left = Math.max(0, Math.min(1, fraction)) * lengths.reduce((a, b) => a + b, 0);
  for (let i = 0; i < lengths.length; i++) {
    if (left <= lengths[i]) {
      const f = lengths[i] ? left / lengths[i] : 0;
      return [line[i][0] + f * (line[i + 1][0] - line[i][0]), line[i][1] + f * (line[i + 1][1] - line[i][1])];
    }
    left -= lengths[i];
  }
  return line[line.length - 1];
}
