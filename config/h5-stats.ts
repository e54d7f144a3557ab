import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * H5_STATS=<file>: lists, per output chunk of the H5 build, its files, whether it can load first
 * (initial) and the modules in it with their minified and gzip sizes, measured in the emitted file
 * (each module's span of it gzipped alone, so a little above its share of the whole file's gzip),
 * so what makes up a route's first load can be read: `H5_STATS=/tmp/h5.json npm run build:h5`,
 * then the files `npm run size` reports for a route. H5_WHY=<path part> prints what imports a module.
 */
export class H5StatsPlugin {
  constructor (private readonly file: string) {}
  apply (compiler: any) {
    compiler.hooks.afterEmit.tap('H5StatsPlugin', (compilation: any) => {
      const out: Record<string, unknown> = {}
      const { chunkGraph, moduleGraph } = compilation
      for (const chunk of compilation.chunks) {
        const files = [...chunk.files].filter((f: string) => f.endsWith('.js'))
        // read back from disk: after emit, webpack keeps only the sizes of the assets
        const code = files.map((f) => fs.readFileSync(path.join(compilation.outputOptions.path, f), 'utf8')).join('\n')
        const spans: Array<{ id: string, at: number, name: string, inner: number }> = []
        for (const m of chunkGraph.getChunkModules(chunk)) {
          const name: string = (m.rootModule ?? m).nameForCondition?.() ?? m.identifier()
          if (process.env.H5_WHY && name.includes(process.env.H5_WHY)) {
            for (const c of moduleGraph.getIncomingConnections(m)) console.log(`[why] ${name} <- ${c.originModule?.nameForCondition?.() ?? c.originModule?.identifier?.()}`)
          }
          const id = String(chunkGraph.getModuleId(m))
          const at = Math.max(code.indexOf(`"${id}":function`), code.indexOf(`${id}:function`))
          spans.push({ id, at, name: name.replace(process.cwd() + '/', ''), inner: m.modules?.size ?? 1 })
        }
        const placed = spans.filter((s) => s.at >= 0).sort((a, b) => a.at - b.at)
        const rows = placed.map((s, i) => {
          const text = code.slice(s.at, i + 1 < placed.length ? placed[i + 1].at : code.length)
          return { module: s.name, inner: s.inner, min: text.length, gzip: zlib.gzipSync(text, { level: 9 }).length }
        }).sort((a, b) => b.gzip - a.gzip)
        out[chunk.name ?? String(chunk.id)] = {
          files,
          initial: chunk.canBeInitial(),
          gzip: zlib.gzipSync(code, { level: 9 }).length,
          unplaced: spans.filter((s) => s.at < 0).map((s) => s.name),
          modules: rows
        }
      }
      fs.writeFileSync(this.file, JSON.stringify(out, null, 1))
    })
  }
}
