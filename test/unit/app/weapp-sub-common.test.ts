/** config/weapp-sub-common.ts: each subpackage's per-module copies of shared code become one file (issue 12). */
import { WeappSubCommonPlugin } from '../../../config/weapp-sub-common'

const hash = (c: string) => c.repeat(32)
const A = hash('a')
const B = hash('b')
const C = hash('c')

class Source {
  constructor (private readonly text: string) {}
  source () { return this.text }
}

/** Runs the plugin over a set of output files, the way webpack's processAssets would. */
function run (files: Record<string, string>, roots: string[]): Record<string, string> {
  const assets: Record<string, Source> = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, new Source(v)]))
  let process: (() => void) | undefined
  const compilation = {
    assets,
    hooks: { processAssets: { tap: (_: unknown, fn: () => void) => { process = fn } } },
    getAsset: (name: string) => (assets[name] ? { source: assets[name] } : undefined),
    updateAsset: (name: string, source: Source) => { assets[name] = source },
    emitAsset: (name: string, source: Source) => { assets[name] = source },
    deleteAsset: (name: string) => { delete assets[name] }
  }
  const compiler = {
    webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 }, sources: { RawSource: Source } },
    hooks: { thisCompilation: { tap: (_: string, fn: (c: typeof compilation) => void) => fn(compilation) } }
  }
  new WeappSubCommonPlugin(roots).apply(compiler)
  process!()
  return Object.fromEntries(Object.entries(assets).map(([k, v]) => [k, v.source()]))
}

const out = run({
  [`pages/apply/sub-common/${A}.js`]: '"use strict";push(A)',
  [`pages/apply/sub-common/${B}.js`]: '"use strict";push(B)',
  [`pages/apply/sub-common/${A}.wxss`]: '@charset "UTF-8";.nut-a{}',
  [`pages/apply/sub-common/${B}.wxss`]: '.nut-b{}',
  'pages/apply/x/index.js': `"use strict";require("../sub-common/${A}.js");require("../sub-common/${B}.js");require("../sub-vendors.js");page(X)`,
  'pages/apply/x/index.wxss': `@charset "UTF-8";@import "../sub-common/${A}.wxss";@import "../sub-common/${B}.wxss";.x{}`,
  'pages/apply/y/deep/index.js': `"use strict";require("../../sub-common/${B}.js");page(Y)`,
  'pages/apply/index.js': `"use strict";require("./sub-common/${A}.js");page(Root)`,
  'pages/my/z/index.js': `"use strict";require("../sub-common/${C}.js");page(Z)`,
  [`pages/my/sub-common/${C}.js`]: 'push(C)',
  'pages/index/index.js': 'page(Main)'
}, ['pages/apply', 'pages/my/'])

it('a page requires and imports its subpackage\'s one shared file once, where its first copy was', () => {
  expect(out['pages/apply/x/index.js']).toBe('"use strict";require("../sub-common.js");require("../sub-vendors.js");page(X)')
  expect(out['pages/apply/x/index.wxss']).toBe('@charset "UTF-8";@import "../sub-common.wxss";.x{}')
  expect(out['pages/apply/y/deep/index.js']).toBe('"use strict";require("../../sub-common.js");page(Y)')
  expect(out['pages/apply/index.js']).toBe('"use strict";require("./sub-common.js");page(Root)')
  expect(out['pages/my/z/index.js']).toBe('"use strict";require("../sub-common.js");page(Z)')
})

it('the shared file holds every copy the subpackage\'s pages used, and the copies are gone', () => {
  expect(out['pages/apply/sub-common.js']).toBe('"use strict";push(A);\n"use strict";push(B)')
  expect(out['pages/apply/sub-common.wxss']).toBe('.nut-a{}\n.nut-b{}')
  expect(out['pages/my/sub-common.js']).toBe('push(C)')
  expect(Object.keys(out).filter((f) => f.includes('/sub-common/'))).toEqual([])
})

it('leaves the main package alone', () => {
  expect(out['pages/index/index.js']).toBe('page(Main)')
})

it('refuses to drop a copy a page requires but the build did not write', () => {
  expect(() => run({ 'pages/my/z/index.js': `require("../sub-common/${C}.js");` }, ['pages/my'])).toThrow(/not written/)
})
