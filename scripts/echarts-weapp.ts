// Builds ECharts for the mini-program into its own subpackage (src/routes.ts ASYNC_PACKAGES,
// loaded by src/platform/echartsLib.weapp.ts with require.async): in pages/apply it took that
// subpackage past WeChat's 2 MB. It is written to its `source` before
// `taro build --type weapp`, whose copy patterns (config/index.ts) put it in the subpackage, so
// the watch build has it too.
// usage: node --import tsx scripts/echarts-weapp.ts
import fs from 'node:fs'
import path from 'node:path'
import { esbuild } from '@tarojs/helper'
import { ASYNC_PACKAGES } from '../src/routes'

async function main () {
  const charts = ASYNC_PACKAGES.find((p) => p.root === 'packages/charts')!
  const file = path.resolve(charts.source)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await esbuild.build({
    entryPoints: [path.resolve('src/platform/echarts-entry.ts')],
    bundle: true,
    minify: true,
    format: 'cjs',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2017',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: file,
    legalComments: 'none',
    logLevel: 'warning'
  })
  console.log(`ECharts for the mini-program (${charts.root}/${charts.file}): ${(fs.statSync(file).size / 1024).toFixed(1)} KiB`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((e) => { console.error(e); process.exit(1) })
}
