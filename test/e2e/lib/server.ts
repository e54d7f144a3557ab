// The real server for H5 end-to-end suites: spawned on a free port with a throwaway embedded
// database (demo organisation, without its approvals in flight unless asked), serving dist/h5
// and the API on one origin.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'

export const ROOT = path.resolve(__dirname, '../../..')
export const DEMO_PASSWORD = 'Demo@1234'

export interface RealServer {
  base: string
  stop: () => Promise<void>
}

/**
 * A port nothing listens on now, for a server started beside others: 3100-3899 as before (the
 * port is part of the address a sticker's QR code holds, and field.test.ts reads one back from a
 * screenshot: with a five-digit port zxing failed its checksum), tried until one is free.
 */
async function freePort (): Promise<number> {
  for (;;) {
    const port = 3100 + Math.floor(Math.random() * 800)
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
}

async function waitForServer (base: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/app/Version`)
      if (res.ok) return
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start')
}

/** demoTasks: the demo's approvals in flight (SEED_DEMO_TASKS); off, so the suites count exactly.
 *  h5Dir: another built H5 site to serve than dist/h5 (the bare page of npm run perf:h5).
 *  adminPassword: start as production (NODE_ENV=production, no demo) with only `admin`, given this password. */
export async function startServer (options: { demoTasks?: boolean, h5Dir?: string, adminPassword?: string } = {}): Promise<RealServer> {
  const h5Dir = options.h5Dir ?? path.join(ROOT, 'dist/h5')
  assert.ok(fs.existsSync(path.join(h5Dir, 'index.html')), `${path.relative(ROOT, h5Dir)} is missing: build it first (npm run build:h5)`)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-data-'))
  const shifted = process.env.E2E_NOW ? ['--import', './test/e2e/lib/shift-clock.mjs'] : []
  const server = spawn(process.execPath, [...shifted, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, H5_DIR: h5Dir, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', SEED_DEMO_TASKS: options.demoTasks === true ? '1' : '0',
      ...(options.adminPassword === undefined ? {} : { NODE_ENV: 'production', SEED_DEMO: '0', ADMIN_PASSWORD: options.adminPassword }) },
    stdio: ['ignore', 'inherit', 'inherit']
  })
  // seeding the demo with its approvals in flight takes minutes on a loaded machine; without them a
  // start takes seconds, but one CI start took over a minute to answer (cause not found), so both
  // wait long before saying the server did not start
  await waitForServer(base, options.demoTasks === true ? 240000 : 180000)
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * With E2E_NOW (an ISO time), a browser context's clock reads as the server's does (shift-clock.mjs):
 * from that time on, running. Without, the real time.
 */
export async function shiftClock (context: BrowserContext): Promise<void> {
  if (!process.env.E2E_NOW) return
  await context.clock.install({ time: Date.parse(process.env.E2E_NOW) + (Date.now() - STARTED) })
}
const STARTED = Date.now()

/** A token for `account` from a web-device sign-in, so the app's own (mobile) token stays valid. */
export async function tokenOf (base: string, account: string, password = DEMO_PASSWORD): Promise<string> {
  const md5 = createHash('md5').update(password).digest('hex')
  const login = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'pc' },
    body: new URLSearchParams({ account, password: md5, origin: 'password', grant_type: 'password' })
  }).then((r) => r.json()) as { code: number, msg: string, data: { token: string } }
  assert.equal(login.code, 200, login.msg)
  return login.data.token
}

/** Calls the API as `token` from outside the app; answers the JNPF envelope. */
export async function api<T = unknown> (base: string, token: string, method: string, url: string, body?: unknown): Promise<{ code: number, msg: string, data: T }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { Authorization: token, 'jnpf-origin': 'pc', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return await res.json() as { code: number, msg: string, data: T }
}

export async function signIn (page: Page, base: string, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${base}/pages/login/index`)
  await page.locator('input[placeholder="请输入账号"]').fill(account)
  await page.locator('input[placeholder="请输入密码"]').fill(password)
  await page.locator('.sf-login-form__submit').first().click()
}
