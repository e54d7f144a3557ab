// npm run size: the mini-program main package and each subpackage (dist/weapp), and the H5
// first-load JavaScript, gzip, of the launch and login routes (dist/h5, measured in Chromium:
// every script the page loads until it has rendered).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { packageSizes, kib, LIMITS } from './lib/weapp-size'
import { serveStatic } from './lib/static-server'
import { launchChromium, PHONE } from './lib/chromium'

const root = path.resolve(__dirname, '..')
const weapp = path.join(root, 'dist/weapp')
const h5 = path.join(root, 'dist/h5')
const H5_ROUTES = ['pages/launch/index', 'pages/login/index']

async function main () {
  let over = false
  if (fs.existsSync(path.join(weapp, 'app.json'))) {
    const app = JSON.parse(fs.readFileSync(path.join(weapp, 'app.json'), 'utf8'))
    const sizes = packageSizes(weapp, (app.subPackages ?? []).map((s: { root: string }) => s.root))
    console.log('WeChat mini-program (dist/weapp)')
    console.log(`  main package          ${kib(sizes.main).padStart(12)}   budget ${kib(LIMITS.main)}`)
    for (const [r, n] of Object.entries(sizes.subpackages)) console.log(`  ${r.padEnd(22)}${kib(n).padStart(12)}   limit ${kib(LIMITS.sub)}`)
    console.log(`  total                 ${kib(sizes.total).padStart(12)}`)
    over = sizes.main > LIMITS.main || Object.values(sizes.subpackages).some((n) => n > LIMITS.sub)
  } else console.log('dist/weapp missing: run npm run build:weapp')

  if (fs.existsSync(path.join(h5, 'index.html'))) {
    const server = await serveStatic(h5, 0)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const browser = await launchChromium()
    console.log('H5 first load (dist/h5), JavaScript')
    try {
      for (const route of H5_ROUTES) {
        const context = await browser.newContext(PHONE)
        const page = await context.newPage()
        const reads: Array<Promise<number>> = []
        page.on('response', (res) => {
          if (res.request().resourceType() !== 'script') return
          reads.push(res.body().then((body) => zlib.gzipSync(body, { level: 9 }).length, () => 0))
        })
        await page.goto(`${base}/${route}`, { waitUntil: 'networkidle' })
        const sizes = await Promise.all(reads)
        const total = sizes.reduce((a, b) => a + b, 0)
        // the launch route relaunches a signed-out user to login, so its figure includes the login chunk
        console.log(`  /${route.padEnd(22)}${kib(total).padStart(12)} gzip in ${sizes.length} files`)
        await context.close()
      }
    } finally {
      await browser.close()
      server.close()
    }
  } else console.log('dist/h5 missing: run npm run build:h5')
  if (over) {
    console.error('over budget')
    process.exit(1)
  }
}
main().catch((e) => { console.error(e); process.exit(1) })
