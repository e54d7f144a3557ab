/**
 * Two server processes on one PostgreSQL and one Redis, as behind a balancer: a change made
 * through one is seen by the other at once (realtime/changes.ts), not after its cache's safety
 * net (SESSION_CACHE_MS, ACCESS_CACHE_MS). Skipped unless REDIS_URL and TEST_DATABASE_URL are set
 * (CI sets both, see .ci/run):
 *
 *   redis-server --port 63790 --daemonize yes
 *   ../scripts/with-postgres.sh env REDIS_URL=redis://127.0.0.1:63790 node --import tsx --test test/instances.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { CurrentUser, MenuNode } from '../../types/api/oauth.js';
import type { FlowNode } from '../../types/api/workflow.js';
import { catalogMenus, grantsOfRole } from '../src/catalog/index.js';
import { ROLE_JIANLI } from '../src/catalog/roles.js';
import { roleMenus, rolePermissions, tokens, users } from '../src/db/schema.js';
import { md5Hex } from '../src/lib/ids.js';
import { createRedisBus } from '../src/realtime/bus.js';
import { addChangeBus, CHANGE_CHANNEL, grantsChanged, usersChanged } from '../src/realtime/changes.js';
import { REDIS_PREFIX } from '../src/realtime/plugin.js';
import { DEMO_MD5, seededDb, type TestDb } from './helpers.js';
import { connectIm } from './im-client.js';
import { http as call, signIn, startInstance, type Instance } from './instances.js';

interface S3rverServer { run(): Promise<AddressInfo>; close(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverServer;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 7)]);

const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const enabled = Boolean(REDIS_URL && DATABASE_URL);
const ME = '/api/oauth/CurrentUser?type=app';
const pageIds = (tree: MenuNode[]): string[] => tree.flatMap((m) => (m.type === 1 ? pageIds(m.children) : [m.id, ...pageIds(m.children)]));

/**
 * The answer once `done` says so, or the last one after `withinMs`. grantsChanged() resolves once
 * Redis has written the message to every instance's socket; the instance applies it when its
 * event loop reads it, which on a loaded machine can come after the test's next request (seen in
 * CI). What the test holds the instances to is a change seen within a Redis round trip, not a
 * cache's safety net (ACCESS_CACHE_MS, 30 s).
 */
async function soon<T>(get: () => Promise<T>, done: (v: T) => boolean, withinMs = 2000): Promise<T> {
  const until = Date.now() + withinMs;
  let v = await get();
  while (!done(v) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    v = await get();
  }
  return v;
}

/**
 * The balancer of the README's "Running several instances", as small as it gets: each request,
 * and each WebSocket upgrade, goes to the next instance in turn; `served` says which one took it.
 */
interface Balancer { base: string; served: string[]; close(): Promise<void> }

async function roundRobin(targets: () => Instance[]): Promise<Balancer> {
  let turn = 0;
  const served: string[] = [];
  const next = () => {
    const list = targets();
    const target = new URL(list[turn++ % list.length].base);
    served.push(target.port);
    return target;
  };
  const server = http.createServer((req, res) => {
    const target = next();
    const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(upstream);
  });
  server.on('upgrade', (req: IncomingMessage, socket: net.Socket, head: Buffer) => {
    const target = next();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`)];
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => { socket.destroy(); upstream.destroy(); };
    upstream.on('error', end);
    socket.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe('two instances on one database and Redis', { skip: !enabled && 'needs REDIS_URL and TEST_DATABASE_URL' }, () => {
  let t: TestDb;
  let a: Instance;
  let b: Instance;
  let dataDir: string;
  let s3: S3rverServer;
  /** This test process as a third writer (an admin script, say): it announces on the same bus. */
  let pub: Redis;
  let sub: Redis;
  let removeBus = () => {};
  let lb: Balancer;

  const me = (base: string, token: string) => call<CurrentUser>(base, ME, { token });

  before(async () => {
    t = await seededDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteflow-instances-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dataDir, 's3'), configureBuckets: [{ name: 'siteflow' }] });
    const { port } = await s3.run();
    const env = {
      DATABASE_URL: t.config.databaseUrl!, REDIS_URL: REDIS_URL!,
      S3_BUCKET: 'siteflow', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // each instance on its own disk, as on two machines
    [a, b] = await Promise.all([startInstance({ ...env, DATA_DIR: path.join(dataDir, 'a') }), startInstance({ ...env, DATA_DIR: path.join(dataDir, 'b') })]);
    pub = new Redis(REDIS_URL!);
    sub = new Redis(REDIS_URL!);
    const bus = createRedisBus(pub, sub, REDIS_PREFIX, (err) => { throw err; });
    removeBus = addChangeBus({ publish: (m) => bus.publish(CHANGE_CHANNEL, m), healthy: () => true });
    lb = await roundRobin(() => [a, b]);
  });
  after(async () => {
    removeBus();
    await lb?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    pub?.disconnect();
    sub?.disconnect();
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses on B at once a token logged out on A', async () => {
    const token = await signIn(a.base, 'jianli', DEMO_MD5);
    assert.equal((await me(b.base, token)).code, 200); // B now holds the session in its cache
    assert.equal((await call(a.base, '/api/oauth/Logout', { token })).code, 200);
    const after = await me(b.base, token);
    assert.equal(after.code, 600, after.msg);
  });

  it('refuses on B at once the tokens of an account cancelled on A', async () => {
    const token = await signIn(a.base, 'linfang', DEMO_MD5);
    assert.equal((await me(b.base, token)).code, 200);
    assert.equal((await call(a.base, '/api/oauth/logoutCurrentUser', { method: 'POST', token })).code, 200);
    const after = await me(b.base, token);
    assert.equal(after.code, 600, after.msg);
  });

  it('refuses on both at once a disabled account, once its writer announces it', async () => {
    const token = await signIn(a.base, 'shigong', DEMO_MD5);
    assert.equal((await me(a.base, token)).code, 200);
    assert.equal((await me(b.base, token)).code, 200);
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.account, 'shigong'));
    await usersChanged(['u_shigong']);
    for (const base of [a.base, b.base]) {
      const res = await me(base, token);
      assert.deepEqual([res.code, res.msg], [600, '账号已被禁用,请联系管理员']);
    }
  });

  it('shows on both at once a grant changed, once its writer announces it', async () => {
    const granted = grantsOfRole(ROLE_JIANLI).menuIds;
    const newMenu = catalogMenus().find((m) => m.type === 2 && granted !== '*' && !granted.includes(m.id))!;
    const token = await signIn(a.base, 'jianli', DEMO_MD5);
    for (const base of [a.base, b.base]) assert.ok(!pageIds((await me(base, token)).data!.menuList).includes(newMenu.id));

    const db = t.database.db;
    await db.insert(roleMenus).values({ roleId: ROLE_JIANLI, menuId: newMenu.id });
    await db.insert(rolePermissions).values({ roleId: ROLE_JIANLI, modelId: newMenu.id, button: ['btn_add'], column: [], form: [] });
    await grantsChanged();
    for (const base of [a.base, b.base]) {
      const data = await soon(async () => (await me(base, token)).data!, (d) => pageIds(d.menuList).includes(newMenu.id));
      assert.ok(pageIds(data.menuList).includes(newMenu.id), base);
      assert.ok(data.permissionList.some((p) => p.modelId === newMenu.id), base);
    }

    await db.delete(roleMenus).where(and(eq(roleMenus.roleId, ROLE_JIANLI), eq(roleMenus.menuId, newMenu.id)));
    await db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, ROLE_JIANLI), eq(rolePermissions.modelId, newMenu.id)));
    await grantsChanged();
    for (const base of [a.base, b.base]) {
      const data = await soon(async () => (await me(base, token)).data!, (d) => !pageIds(d.menuList).includes(newMenu.id));
      assert.ok(!pageIds(data.menuList).includes(newMenu.id), base);
    }
  });

  it('shows on B at once a module\'s flow saved on A', async () => {
    const CONFIG = '/api/visualdev/OnlineDev/hazardInvestigat/Config';
    type ModuleConfig = { flowId: string; flowTemplateJson: string };
    const firstApprover = (tree: FlowNode): FlowNode => {
      let n: FlowNode | null | undefined = tree;
      while (n && n.type !== 'approver') n = n.childNode;
      return n!;
    };
    const token = await signIn(a.base, 'admin', DEMO_MD5);
    const before = (await call<ModuleConfig>(b.base, CONFIG, { token })).data!; // B now holds the module in its cache
    // the administration's clients say so (a JNPF 3.2 client asks the same path for a launch form)
    const admin = { token, headers: { 'jnpf-origin': 'pc' } };
    const engine = await call<{ flowTemplateJson: string; version: number }>(a.base, `/api/workflow/Engine/FlowEngine/${before.flowId}`, admin);
    assert.equal(engine.code, 200, engine.msg);
    const tree = JSON.parse(engine.data!.flowTemplateJson) as FlowNode;
    const approver = firstApprover(tree);
    approver.properties = { ...approver.properties, title: '另一实例改的节点' };
    const saved = await call(a.base, `/api/workflow/Engine/FlowEngine/${before.flowId}`,
      { ...admin, method: 'PUT', json: { flowTemplateJson: JSON.stringify(tree), version: engine.data!.version } });
    assert.equal(saved.code, 200, saved.msg);
    const title = async () => firstApprover(JSON.parse((await call<ModuleConfig>(b.base, CONFIG, { token })).data!.flowTemplateJson)).properties.title;
    assert.equal(await soon(title, (v) => v === '另一实例改的节点'), '另一实例改的节点');
  });

  it('shows through B a photo uploaded through A', async () => {
    const token = await signIn(a.base, 'jianli', DEMO_MD5);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'site.png');
    const up = await (await fetch(`${a.base}/api/file/Uploader/annexpic`, { method: 'POST', headers: { authorization: token }, body: form })).json() as { code: number, data: { url: string } };
    assert.equal(up.code, 200);
    const res = await fetch(b.base + up.data.url);
    assert.equal(res.status, 200);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), PNG);
  });

  it('behind a round-robin balancer: photos uploaded through either instance read back through the other, and two users on different instances chat both ways', async () => {
    const ports = [new URL(a.base).port, new URL(b.base).port];
    const token = await signIn(lb.base, 'jianli', DEMO_MD5);
    for (let i = 0; i < 4; i++) {
      const photo = Buffer.concat([PNG, Buffer.from([i])]);
      const form = new FormData();
      form.append('file', new Blob([photo], { type: 'image/png' }), `site-${i}.png`);
      const up = await (await fetch(`${lb.base}/api/file/Uploader/annexpic`, { method: 'POST', headers: { authorization: token }, body: form })).json() as { code: number, data: { url: string } };
      assert.equal(up.code, 200);
      const took = lb.served.at(-1);
      const res = await fetch(lb.base + up.data.url);
      assert.notEqual(lb.served.at(-1), took, 'the read went to the other instance');
      assert.equal(res.status, 200);
      assert.deepEqual(Buffer.from(await res.arrayBuffer()), photo);
    }
    assert.deepEqual(new Set(lb.served), new Set(ports));

    // (shigong was disabled above)
    const shiyanToken = await signIn(lb.base, 'shiyan', DEMO_MD5);
    const jianli = await connectIm(lb.base, token);
    const jianliOn = lb.served.at(-1);
    const shiyan = await connectIm(lb.base, shiyanToken);
    assert.notEqual(lb.served.at(-1), jianliOn, 'the two sockets are on different instances');
    try {
      await jianli.next('initMessage');
      await shiyan.next('initMessage');
      jianli.send('SendMessage', { toUserId: 'u_shiyan', messageType: 'text', messageContent: '经负载均衡 A 到 B' });
      assert.equal((await shiyan.next('receiveMessage')).formMessage, '经负载均衡 A 到 B');
      shiyan.send('SendMessage', { toUserId: 'u_jianli', messageType: 'text', messageContent: '经负载均衡 B 到 A' });
      assert.equal((await jianli.next('receiveMessage')).formMessage, '经负载均衡 B 到 A');
    } finally {
      await jianli.close();
      await shiyan.close();
    }
  });

  it('closes on B at once the IM sockets of a token logged out, a password changed or an account disabled on A', async () => {
    /** A sign-in as a browser (another kind of device than signIn's app, so neither kicks the other). */
    const signInWeb = async (account: string) => {
      const res = await fetch(`${a.base}/api/oauth/Login?client_id=admin&client_secret=123456&scope=all&grant_type=password`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'pc' },
        body: new URLSearchParams({ account, password: DEMO_MD5, origin: 'password', grant_type: 'password' }).toString(),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const onB = async (token: string) => {
      const im = await connectIm(b.base, token);
      await im.next('initMessage');
      return im;
    };

    const anquan = await signIn(a.base, 'anquan', DEMO_MD5);
    const anquanIm = await onB(anquan);
    assert.equal((await call(a.base, '/api/oauth/Logout', { token: anquan })).code, 200);
    assert.deepEqual(await anquanIm.next('logout'), { method: 'logout', msg: '您已退出登录,请重新登录' });
    assert.equal((await anquanIm.closed).code, 4001);

    const xubinPhone = await signIn(a.base, 'xubin', DEMO_MD5);
    const xubinWeb = await signInWeb('xubin');
    const xubinIm = await onB(xubinPhone);
    const changed = await fetch(`${a.base}/api/permission/Users/Current/Actions/ModifyPassword`, {
      method: 'POST', headers: { authorization: xubinWeb, 'content-type': 'application/json' },
      body: JSON.stringify({ oldPassword: DEMO_MD5, password: md5Hex('Another@5678') }),
    });
    assert.equal(((await changed.json()) as { code: number }).code, 200);
    assert.deepEqual(await xubinIm.next('logout'), { method: 'logout', msg: '密码已修改,请重新登录' });
    assert.equal((await xubinIm.closed).code, 4001);

    const admin = await signIn(a.base, 'admin', DEMO_MD5);
    const songjiaIm = await onB(await signIn(a.base, 'songjia', DEMO_MD5));
    const disabled = await fetch(`${a.base}/api/permission/Users/u_shiyan2/Actions/State`, {
      method: 'PUT', headers: { authorization: admin, 'content-type': 'application/json' }, body: JSON.stringify({ enabledMark: 0 }),
    });
    assert.equal(((await disabled.json()) as { code: number }).code, 200);
    assert.deepEqual(await songjiaIm.next('logout'), { method: 'logout', msg: '账号已被禁用,请联系管理员' });
    assert.equal((await songjiaIm.closed).code, 4001);
  });

  it('closes on both at once the IM sockets of a token revoked by another writer that announces its users changed', async () => {
    const token = await signIn(a.base, 'luoyong', DEMO_MD5);
    const sockets = [await connectIm(a.base, token), await connectIm(b.base, token)];
    for (const im of sockets) await im.next('initMessage');
    await t.database.db.update(tokens).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(tokens.userId, 'u_anquan2'));
    await usersChanged(['u_anquan2']);
    for (const im of sockets) {
      assert.deepEqual(await im.next('logout'), { method: 'logout', msg: '您已退出登录,请重新登录' });
      assert.equal((await im.closed).code, 4001);
    }
  });

  it('loses nothing acknowledged when A is killed, and its IM clients reconnect to B', async () => {
    const token = await signIn(a.base, 'zongjian', DEMO_MD5);
    const im = await connectIm(a.base, token);
    const res = await fetch(`${a.base}/api/system/CommonWords`, {
      method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ commonWordsText: '杀掉之前' }),
    });
    assert.equal(((await res.json()) as { code: number }).code, 200);
    await a.stop('SIGKILL');
    assert.equal((await im.closed).code, 1006); // cut, not closed: the client reconnects
    const words = await call(b.base, '/api/system/CommonWords/Selector?type=App', { token });
    assert.ok((words.data.list as Array<{ commonWordsText: string }>).some((w) => w.commonWordsText === '杀掉之前'));
    const again = await connectIm(b.base, token);
    try {
      assert.equal((await again.next('initMessage')).userId, 'u_zongjian');
    } finally {
      await again.close();
    }
  });
});
