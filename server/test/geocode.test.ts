/**
 * Reverse geocoding (GET /api/map/Geocode/Reverse): the address of a point from the configured
 * provider, here a fake nominatim answering its JSON shape; 未配置地址解析 without one; a provider
 * that is slow or answers nonsense leaves the app with its coordinates; answers are kept a short
 * while; a user's lookups are limited.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config, type GeocoderSettings } from '../src/config.js';
import { FAILED, NOT_CONFIGURED, NOT_FOUND, TIMED_OUT } from '../src/domains/map/geocode.js';
import type { GeocodeAnswer } from '../../types/api/map.js';
import { buildTestApp, get, seededDb, testClock, tokenOf, type Envelope, type TestDb } from './helpers.js';
import { assertNothingWritten } from './unchanged.js';

/** What the fake answers, by latitude. */
const GOOD = { lat: 32.0365, lng: 118.969, address: '秦淮河大桥, 江宁区, 南京市, 江苏省, 中国' };
const SLOW_LAT = 10;
const BAD_LAT = 20;
const NOWHERE_LAT = 30;
const HTTP_ERROR_LAT = 40;

interface FakeNominatim { base: string, hits: URL[], close(): Promise<void> }

async function fakeNominatim(): Promise<FakeNominatim> {
  const hits: URL[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    hits.push(url);
    const lat = Number(url.searchParams.get('lat'));
    const send = (status: number, body: string, type = 'application/json') => { res.writeHead(status, { 'content-type': type }); res.end(body); };
    if (url.pathname !== '/reverse' || url.searchParams.get('format') !== 'jsonv2') return send(404, '{}');
    if (lat === SLOW_LAT) { hanging.push(res); return; } // never answers: the server's timeout decides
    if (lat === BAD_LAT) return send(200, '<html>503 Service Unavailable</html>', 'text/html');
    if (lat === NOWHERE_LAT) return send(200, JSON.stringify({ error: 'Unable to geocode' }));
    if (lat === HTTP_ERROR_LAT) return send(500, JSON.stringify({ error: 'internal' }));
    send(200, JSON.stringify({
      place_id: 1, lat: String(lat), lon: url.searchParams.get('lon'), display_name: GOOD.address,
      address: { road: '秦淮河大桥', city: '南京市', state: '江苏省', country: '中国' },
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hits,
    close: async () => {
      for (const r of hanging) r.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let t: TestDb;
let fake: FakeNominatim;
const apps: FastifyInstance[] = [];
const clock = testClock(Date.parse('2026-05-01T02:00:00Z'));

async function build(geocoder: GeocoderSettings | null, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const a = await buildTestApp(t, { geocoder, ...overrides }, clock.now);
  apps.push(a);
  return a;
}
const nominatim = (o: Partial<GeocoderSettings> = {}): GeocoderSettings => ({
  kind: 'nominatim', url: fake.base, key: null, timeoutMs: 300, cacheMs: 60_000, ratePerMinute: 100, ...o,
});
const reverse = (a: FastifyInstance, token: string, lat: unknown, lng: unknown): Promise<Envelope<GeocodeAnswer>> =>
  get<GeocodeAnswer>(a, `/api/map/Geocode/Reverse?lat=${lat}&lng=${lng}`, token);

before(async () => {
  t = await seededDb();
  fake = await fakeNominatim();
});
after(async () => {
  for (const a of apps) await a.close();
  await fake.close();
  await t.close();
});

describe('reverse geocoding', () => {
  it('says 未配置地址解析 when no geocoder is configured (the default), without asking anyone', async () => {
    assert.equal(loadConfig({}).geocoder, null);
    const a = await build(null);
    const res = await reverse(a, await tokenOf(a, 'jianli'), GOOD.lat, GOOD.lng);
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(res.data, { address: null, message: NOT_CONFIGURED });
    assert.equal(fake.hits.length, 0);
  });

  it('reads the configuration from GEOCODER and refuses an unknown provider or a missing key', () => {
    const g = loadConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'https://geo.example.org/', GEOCODER_TIMEOUT: '2s' }).geocoder;
    assert.deepEqual(g, { kind: 'nominatim', url: 'https://geo.example.org', key: null, timeoutMs: 2000, cacheMs: 600_000, ratePerMinute: 30 });
    assert.equal(loadConfig({ GEOCODER: 'amap', GEOCODER_KEY: 'k' }).geocoder?.url, 'https://restapi.amap.com/v3/geocode/regeo');
    assert.throws(() => loadConfig({ GEOCODER: 'google' }), /GEOCODER must be one of/);
    assert.throws(() => loadConfig({ GEOCODER: 'tianditu' }), /needs GEOCODER_KEY/);
  });

  it('answers the address nominatim gives, and keeps it a while for the same place', async () => {
    const a = await build(nominatim());
    const token = await tokenOf(a, 'jianli');
    const before = fake.hits.length;
    const res = await reverse(a, token, GOOD.lat, GOOD.lng);
    assert.equal(res.code, 200, res.msg);
    assert.deepEqual(res.data, { address: GOOD.address });
    const asked = fake.hits.at(-1)!;
    assert.equal(asked.searchParams.get('lat'), String(GOOD.lat));
    assert.equal(asked.searchParams.get('lon'), String(GOOD.lng));
    // a few metres away, within the cache time: not asked again
    assert.deepEqual((await reverse(a, token, GOOD.lat + 0.00001, GOOD.lng)).data, { address: GOOD.address });
    assert.equal(fake.hits.length, before + 1);
    clock.advance(61_000);
    assert.deepEqual((await reverse(a, token, GOOD.lat, GOOD.lng)).data, { address: GOOD.address });
    assert.equal(fake.hits.length, before + 2, 'asked again once the answer expired');
  });

  it('says so when the provider is too slow, answers nonsense or an HTTP error, or knows no address there', async () => {
    const a = await build(nominatim());
    const token = await tokenOf(a, 'shigong');
    const started = Date.now();
    assert.deepEqual((await reverse(a, token, SLOW_LAT, 100)).data, { address: null, message: TIMED_OUT });
    assert.ok(Date.now() - started < 3000, 'the timeout ends the wait');
    assert.deepEqual((await reverse(a, token, BAD_LAT, 100)).data, { address: null, message: FAILED });
    assert.deepEqual((await reverse(a, token, HTTP_ERROR_LAT, 100)).data, { address: null, message: FAILED });
    assert.deepEqual((await reverse(a, token, NOWHERE_LAT, 100)).data, { address: null, message: NOT_FOUND });
    // a failure is not kept: the provider is asked again next time
    const hits = fake.hits.length;
    await reverse(a, token, BAD_LAT, 100);
    assert.equal(fake.hits.length, hits + 1);
  });

  it('refuses coordinates that are not a point on earth, and asks no one', async () => {
    const a = await build(nominatim());
    const token = await tokenOf(a, 'jianli');
    const hits = fake.hits.length;
    await assertNothingWritten(t.database.db, async () => {
      for (const [lat, lng, field] of [[91, 118, 'lat'], [32, 181, 'lng'], ['abc', 118, 'lat'], ['', 118, 'lat']] as const) {
        const res = await reverse(a, token, lat, lng);
        assert.equal(res.code, 400, `${lat},${lng}`);
        assert.match(res.msg, new RegExp(field));
      }
      const missing = await get(a, '/api/map/Geocode/Reverse?lat=32', token);
      assert.equal(missing.code, 400);
      assert.match(missing.msg, /lng 不能为空/);
    });
    assert.equal(fake.hits.length, hits);
  });

  it('is for signed-in users only, and limits how often one user asks', async () => {
    const a = await build(nominatim({ ratePerMinute: 3 }));
    const anonymous = await get(a, `/api/map/Geocode/Reverse?lat=${GOOD.lat}&lng=${GOOD.lng}`);
    assert.notEqual(anonymous.code, 200);
    const token = await tokenOf(a, 'anquan');
    for (let i = 0; i < 3; i += 1) assert.equal((await reverse(a, token, GOOD.lat, GOOD.lng)).code, 200);
    const limited = await reverse(a, token, GOOD.lat, GOOD.lng);
    assert.equal(limited.code, 429);
    assert.match(limited.msg, /地址解析过于频繁/);
    // another user is not held back by the first one
    assert.equal((await reverse(a, await tokenOf(a, 'jianli'), GOOD.lat, GOOD.lng)).code, 200);
  });
});
