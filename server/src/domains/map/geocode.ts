/**
 * Reverse geocoding: the address of a point, from the provider the organisation configured
 * (GEOCODER: tianditu, amap or nominatim). Without one, or when the provider is slow or answers
 * nonsense, the answer says so and the app shows the coordinates: a form's location field never
 * depends on it. Answers are kept a short while per place (about 10 m), so a form re-opened or a
 * punch repeated does not ask again.
 */
import type { GeocoderSettings } from '../../config.js';
import type { GeocodeAnswer } from '../../../../types/api/map.js';

export const NOT_CONFIGURED = '未配置地址解析';
export const TIMED_OUT = '地址解析超时，请稍后重试';
export const FAILED = '地址解析服务暂不可用';
export const NOT_FOUND = '该位置没有可用的地址';

/** Places within about 10 m share an answer. */
const placeKey = (lat: number, lng: number): string => `${lat.toFixed(4)},${lng.toFixed(4)}`;
const MAX_CACHED = 2000;

type Lookup = (s: GeocoderSettings, lat: number, lng: number, signal: AbortSignal) => Promise<string | null>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

async function json(url: string, signal: AbortSignal, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json', ...headers } });
  if (!res.ok) throw new Error(`geocoder HTTP ${res.status}`);
  return await res.json();
}

/** Each provider's reverse call and where its answer keeps the address; null: no address there. */
const providers: Record<GeocoderSettings['kind'], Lookup> = {
  // https://nominatim.org/release-docs/latest/api/Reverse/ : {display_name} or {error}
  nominatim: async (s, lat, lng, signal) => {
    const q = new URLSearchParams({ format: 'jsonv2', lat: String(lat), lon: String(lng), 'accept-language': 'zh-CN' });
    const body = await json(`${s.url}/reverse?${q}`, signal, { 'user-agent': 'SiteFlow reverse geocoder' }) as Record<string, unknown>;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('geocoder answer is not an object');
    if ('error' in body) return null;
    if (typeof body.display_name !== 'string') throw new Error('geocoder answer has no display_name');
    return str(body.display_name) || null;
  },
  // 高德 逆地理编码 v3: {status:'1', regeocode:{formatted_address}}
  amap: async (s, lat, lng, signal) => {
    const q = new URLSearchParams({ key: s.key ?? '', location: `${lng.toFixed(6)},${lat.toFixed(6)}`, output: 'json' });
    const body = await json(`${s.url}?${q}`, signal) as { status?: unknown, info?: unknown, regeocode?: { formatted_address?: unknown } };
    if (body?.status !== '1') throw new Error(`amap refused: ${str(body?.info)}`);
    return str(body.regeocode?.formatted_address) || null;
  },
  // 天地图 逆地理编码: {status:'0', result:{formatted_address}}
  tianditu: async (s, lat, lng, signal) => {
    const q = new URLSearchParams({ postStr: JSON.stringify({ lon: lng, lat, ver: 1 }), type: 'geocode', tk: s.key ?? '' });
    const body = await json(`${s.url}?${q}`, signal) as { status?: unknown, msg?: unknown, result?: { formatted_address?: unknown } };
    if (String(body?.status) !== '0') throw new Error(`tianditu refused: ${str(body?.msg)}`);
    return str(body.result?.formatted_address) || null;
  },
};

export interface Geocoder {
  reverse(lat: number, lng: number): Promise<GeocodeAnswer>;
}

export function createGeocoder(settings: GeocoderSettings | null, now: () => Date, log: { warn: (o: object, msg: string) => void }): Geocoder {
  const cache = new Map<string, { answer: GeocodeAnswer, until: number }>();
  return {
    async reverse(lat, lng) {
      if (!settings) return { address: null, message: NOT_CONFIGURED };
      const key = placeKey(lat, lng);
      const t = now().getTime();
      const kept = cache.get(key);
      if (kept && kept.until > t) return kept.answer;
      let answer: GeocodeAnswer;
      try {
        const address = await providers[settings.kind](settings, lat, lng, AbortSignal.timeout(settings.timeoutMs));
        answer = address ? { address } : { address: null, message: NOT_FOUND };
      } catch (err) {
        const timedOut = (err as Error)?.name === 'TimeoutError';
        log.warn({ err, provider: settings.kind }, 'reverse geocoding failed');
        // failures are not kept: the next try may find the provider back
        return { address: null, message: timedOut ? TIMED_OUT : FAILED };
      }
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(key, { answer, until: t + settings.cacheMs });
      return answer;
    },
  };
}
