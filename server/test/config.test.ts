import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig, parseDuration } from '../src/config.js';

const dirs = { cwd: '/srv/run', repoRoot: '/repo' };

describe('loadConfig', () => {
  it('runs with nothing set: embedded database in ./data, demo seeded', () => {
    const c = loadConfig({}, dirs);
    assert.equal(c.port, 3000);
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.dataDir, '/srv/run/data');
    assert.equal(c.databaseUrl, null);
    assert.equal(c.redisUrl, null);
    assert.equal(c.seedDemo, true);
    assert.equal(c.adminPassword, null);
    assert.equal(c.tokenTtlMs, 12 * 3_600_000);
    assert.equal(c.singleLogin, true);
    assert.equal(c.trustProxy, false);
    assert.equal(c.wechatApiBase, 'https://api.weixin.qq.com');
    assert.equal(c.wechatAppId, null);
    assert.equal(c.h5Dir, path.resolve('/repo/dist/h5'));
    assert.equal(c.logLevel, 'info');
    assert.ok(c.uploadMaxBytes > 0);
  });

  it('does not seed the demo into a real PostgreSQL unless asked', () => {
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x/db' }, dirs).seedDemo, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x/db', SEED_DEMO: 'true' }, dirs).seedDemo, true);
    assert.equal(loadConfig({ SEED_DEMO: 'off' }, dirs).seedDemo, false);
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '8080', HOST: '127.0.0.1', DATA_DIR: '/var/siteflow', DATABASE_URL: ' postgres://u@h/db ', REDIS_URL: 'redis://r',
      ADMIN_PASSWORD: 's3cret', TOKEN_TTL: '30m', SINGLE_LOGIN: 'false', WECHAT_API_BASE: 'http://mock/', WECHAT_APPID: 'wx1',
      WECHAT_SECRET: 'sec', UPLOAD_MAX_BYTES: '1024', H5_DIR: 'build/web', LOG_LEVEL: 'warn', TRUST_PROXY: '1',
    }, dirs);
    assert.equal(c.port, 8080);
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.dataDir, '/var/siteflow');
    assert.equal(c.databaseUrl, 'postgres://u@h/db');
    assert.equal(c.redisUrl, 'redis://r');
    assert.equal(c.adminPassword, 's3cret');
    assert.equal(c.tokenTtlMs, 30 * 60_000);
    assert.equal(c.singleLogin, false);
    assert.equal(c.wechatApiBase, 'http://mock');
    assert.equal(c.wechatAppId, 'wx1');
    assert.equal(c.wechatSecret, 'sec');
    assert.equal(c.uploadMaxBytes, 1024);
    assert.equal(c.h5Dir, path.resolve('/repo/build/web'));
    assert.equal(c.logLevel, 'warn');
    assert.equal(c.trustProxy, true);
  });

  it('refuses values it cannot read, naming the variable', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }, dirs), /PORT/);
    assert.throws(() => loadConfig({ SINGLE_LOGIN: 'maybe' }, dirs), /SINGLE_LOGIN/);
    assert.throws(() => loadConfig({ TOKEN_TTL: '12 hours' }, dirs), /TOKEN_TTL/);
    assert.throws(() => loadConfig({ UPLOAD_MAX_BYTES: '0' }, dirs), /UPLOAD_MAX_BYTES/);
  });
});

describe('parseDuration', () => {
  const cases: [string, number][] = [['500ms', 500], ['45s', 45_000], ['3600', 3_600_000], ['30m', 1_800_000], ['12h', 43_200_000], ['2d', 172_800_000], ['1.5h', 5_400_000]];
  for (const [text, ms] of cases) it(`${text} = ${ms} ms`, () => assert.equal(parseDuration('X', text, 1), ms));
  it('falls back when empty', () => assert.equal(parseDuration('X', '  ', 7), 7));
  it('refuses zero', () => assert.throws(() => parseDuration('X', '0', 7), /X/));
});
