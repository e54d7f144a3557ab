// npm run perf:h5: how fast the first screens of the H5 app paint on a weak signal. Chromium,
// throttled over CDP to 1.6 Mbps down / 150 ms round trip, opens login, messages, the workbench,
// the todo list and an approval detail from the real server (demo organisation with its approvals
// in flight, the built dist/h5, served as the server serves it), each cold (empty cache) and warm
// (again, with what the first visit cached), and prints first contentful paint, largest
// contentful paint and the bytes transferred, median of PERF_RUNS runs (3), beside a bare Taro +
// NutUI page (scripts/perf-bare) built with the same build settings and served by the same server.
// A measurement, not a test: it fails only when it could not measure.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium, PHONE } from './lib/chromium'
import { signIn, startServer, type RealServer } from '../test/e2e/lib/server'
import { ROUTE_EXPECTATIONS } from '../test/e2e/route-expectations'
import { Demo } from '../test/e2e/lib/demo'

const ROOT = path.resolve(__dirname, '..')
const BARE_SRC = path.join(ROOT, 'scripts/perf-bare')
const BARE_DIST = path.join(BARE_SRC, 'dist/h5')
const RUNS = Number(process.env.PERF_RUNS ?? 3)
/** 1.6 Mbps down, 750 kbps up, 150 ms round trip (issue 12). */
export const WEAK_SIGNAL = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
/** A screen that has not painted by then counts as not measured. */
const LOAD_TIMEOUT = 60000

interface Screen { name: string, url: (base: string) => Promise<string>, signedIn: boolean }
interface Sample { fcp: number, lcp: number, bytes: number, requests: number }

/** Paint timings as the page records them (buffered: entries before the observer count too). */
const OBSERVE_PAINTS = `
  window.__sfPerf = { fcp: 0, lcp: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__sfPerf.fcp = e.startTime }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__sfPerf.lcp = e.startTime }).observe({ type: 'largest-contentful-paint', buffered: true });
`

/** What the bare page is built from: its own sources and the app's H5 build settings. */
function bareSources (): string[] {
  const under = (dir: string) => fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name))
  return [
    ...under(path.join(BARE_SRC, 'src')), ...under(path.join(BARE_SRC, 'config')),
    path.join(BARE_SRC, 'package.json'), path.join(BARE_SRC, 'babel.config.js'),
    path.join(ROOT, 'config/h5.ts'), ...under(path.join(ROOT, 'config/shims'))
  ]
}

function buildBare (): void {
  const sources = bareSources().map((file) => fs.statSync(file).mtimeMs)
  const built = fs.existsSync(path.join(BARE_DIST, 'index.html')) ? fs.statSync(path.join(BARE_DIST, 'index.html')).mtimeMs : 0
  if (built > Math.max(...sources)) return
  console.log('building the bare Taro + NutUI page (scripts/perf-bare) ...')
  execSync('npx taro build --type h5', { cwd: BARE_SRC, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}

/** One visit under the weak signal: paints and bytes on the wire. */
async function visit (context: BrowserContext, url: string): Promise<Sample> {
  const page: Page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', WEAK_SIGNAL)
  let bytes = 0
  let requests = 0
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => { bytes += e.encodedDataLength; requests++ })
  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT })
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT })
  await page.waitForFunction('window.__sfPerf && window.__sfPerf.fcp > 0 && window.__sfPerf.lcp > 0', undefined, { timeout: LOAD_TIMEOUT })
  const { fcp, lcp } = await page.evaluate('window.__sfPerf') as { fcp: number, lcp: number }
  await page.close()
  return { fcp, lcp, bytes, requests }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8)
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`.padStart(9)

async function measure (browser: Browser, screen: Screen, base: string, storage?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const url = await screen.url(base)
  const cold: Sample[] = []
  const warm: Sample[] = []
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ ...PHONE, storageState: storage })
    await context.addInitScript(OBSERVE_PAINTS)
    cold.push(await visit(context, url))
    warm.push(await visit(context, url))
    await context.close()
  }
  const pick = (list: Sample[]) => ({ fcp: median(list.map((x) => x.fcp)), lcp: median(list.map((x) => x.lcp)), bytes: median(list.map((x) => x.bytes)), requests: median(list.map((x) => x.requests)) })
  return { cold: pick(cold), warm: pick(warm) }
}

async function main (): Promise<void> {
  buildBare()
  const servers: RealServer[] = []
  const browser = await launchChromium()
  try {
    const app = await startServer({ demoTasks: true })
    servers.push(app)
    const bare = await startServer({ h5Dir: BARE_DIST })
    servers.push(bare)
    const demo = new Demo(app.base)
    const flowBefore = ROUTE_EXPECTATIONS['pages/workFlow/flowBefore/index']!
    const screens: Screen[] = [
      { name: 'bare Taro + NutUI page', url: async () => `${bare.base}/pages/index/index`, signedIn: false },
      { name: 'login', url: async (b) => `${b}/pages/login/index`, signedIn: false },
      { name: 'messages', url: async (b) => `${b}/pages/index/index`, signedIn: true },
      { name: 'workbench', url: async (b) => `${b}/pages/index/apply`, signedIn: true },
      { name: 'todo list', url: async (b) => `${b}/pages/workFlow/flowTodo/index`, signedIn: true },
      { name: 'approval detail', url: async (b) => `${b}/pages/workFlow/flowBefore/index?${await (flowBefore.query as (d: Demo) => Promise<string>)(demo)}`, signedIn: true }
    ]
    // signed in once, unthrottled, as the approver of the detail: every signed-in visit starts from that storage
    const signing = await browser.newContext(PHONE)
    const page = await signing.newPage()
    await signIn(page, app.base, flowBefore.as as string)
    await page.waitForURL(/\/pages\/index\/index/, { timeout: 30000 })
    const storage = await signing.storageState()
    await signing.close()

    console.log(`H5 on a weak signal: ${WEAK_SIGNAL.downloadThroughput * 8 / 1e6} Mbps, ${WEAK_SIGNAL.latency} ms RTT, Chromium at 375 px, median of ${RUNS}`)
    console.log(`${'screen'.padEnd(24)}${'cold FCP'.padStart(9)}${'cold LCP'.padStart(9)}${'cold bytes'.padStart(11)}${'  warm FCP'.padStart(10)}${'warm LCP'.padStart(9)}${'warm bytes'.padStart(11)}`)
    for (const screen of screens) {
      const { cold, warm } = await measure(browser, screen, app.base, screen.signedIn ? storage : undefined)
      console.log(`${screen.name.padEnd(24)}${s(cold.fcp)} ${s(cold.lcp)}${kb(cold.bytes)}  ${s(warm.fcp)} ${s(warm.lcp)}${kb(warm.bytes)}`)
    }
  } finally {
    await browser.close()
    for (const server of servers) await server.stop()
  }
}

main().catch((e) => { console.error(e); process.exit(1) })
