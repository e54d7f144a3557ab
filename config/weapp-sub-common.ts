import path from 'node:path'

/** Taro's per-module copies of code several subpackages share (mini.optimizeMainPackage). */
const SUB_COMMON_FILE = /(^|\/)sub-common\/[0-9a-f]{32}\.(js|wxss)$/
const JS_REQUIRE = /require\("((?:\.{1,2}\/)+(?:[^"]*\/)?sub-common\/[0-9a-f]{32}\.js)"\);/g
const WXSS_IMPORT = /@import "((?:\.{1,2}\/)+(?:[^"]*\/)?sub-common\/[0-9a-f]{32}\.wxss)";/g

/**
 * mini.optimizeMainPackage keeps code only subpackages use out of the main package, but copies it
 * into each subpackage as one file per module and has every page require each one it uses: pages of
 * pages/apply started with about 210 `require("../sub-common/<md5>.js")` and 20 `@import`s, a
 * megabyte of the package's 1.9 MB, which left no room to move anything else out of the main
 * package (issue 12). Here each subpackage's copies become one sub-common.js and one
 * sub-common.wxss, and each page requires / imports that once where its first copy was. A chunk
 * file only registers its modules (webpackJsonp), so a page that loads modules it does not use
 * loses nothing but their parse; the styles are all prefixed by their component (nut-*, sf-*).
 */
export class WeappSubCommonPlugin {
  constructor (private readonly subRoots: string[]) {}

  apply (compiler: any) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('WeappSubCommonPlugin', (compilation: any) => {
      // after Taro's MiniSplitChunksPlugin (PROCESS_ASSETS_STAGE_ANALYSE) has written the copies
      compilation.hooks.processAssets.tap({ name: 'WeappSubCommonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const root of this.subRoots.map((r) => r.replace(/\/$/, ''))) merge(root)
      })

      function merge (root: string) {
        const inRoot = Object.keys(compilation.assets).filter((name: string) => name.startsWith(`${root}/`))
        for (const [ext, pattern] of [['js', JS_REQUIRE], ['wxss', WXSS_IMPORT]] as const) {
          const merged = `${root}/sub-common.${ext}`
          const order: string[] = []
          const pages = inRoot.filter((name: string) => name.endsWith(`.${ext}`) && !SUB_COMMON_FILE.test(name))
          for (const page of pages) {
            const text = String(compilation.assets[page].source())
            let first = true
            const rewritten = text.replace(pattern, (_: string, rel: string) => {
              const file = path.posix.join(path.posix.dirname(page), rel)
              if (!order.includes(file)) order.push(file)
              if (!first) return ''
              first = false
              const to = path.posix.relative(path.posix.dirname(page), merged)
              const spec = to.startsWith('.') ? to : `./${to}`
              return ext === 'js' ? `require("${spec}");` : `@import "${spec}";`
            })
            if (!first) compilation.updateAsset(page, new sources.RawSource(rewritten))
          }
          if (order.length === 0) continue
          const parts = order.map((file) => {
            const asset = compilation.getAsset(file)
            if (!asset) throw new Error(`WeappSubCommonPlugin: ${file} is required but was not written`)
            // a @charset may only open a style sheet
            return String(asset.source.source()).replace(/^@charset "UTF-8";/, '')
          })
          compilation.emitAsset(merged, new sources.RawSource(parts.join(ext === 'js' ? ';\n' : '\n')))
          for (const file of inRoot.filter((name: string) => SUB_COMMON_FILE.test(name) && name.endsWith(`.${ext}`))) compilation.deleteAsset(file)
        }
      }
    })
  }
}
