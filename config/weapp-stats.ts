import fs from 'node:fs'

/**
 * WEAPP_STATS=<file>: lists, per output chunk of the mini-program build, the source modules in it
 * with their sizes, so what makes up the main package can be read
 * (`WEAPP_STATS=/tmp/stats.json npm run build:weapp`). WEAPP_WHY=<path part> prints what imports a module.
 */
export class WeappStatsPlugin {
  constructor (private readonly file: string) {}
  apply (compiler: any) {
    compiler.hooks.afterEmit.tap('WeappStatsPlugin', (compilation: any) => {
      const out: Record<string, Array<[string, number, string | number]>> = {}
      for (const chunk of compilation.chunks) {
        const name = chunk.name ?? String(chunk.id)
        const rows: Array<[string, number, string | number]> = []
        for (const m of compilation.chunkGraph.getChunkModules(chunk)) {
          const id: string = m.nameForCondition?.() ?? m.identifier()
          if (process.env.WEAPP_WHY && id.includes(process.env.WEAPP_WHY)) {
            for (const c of compilation.moduleGraph.getIncomingConnections(m)) console.log(`[why] ${id} <- ${c.originModule?.nameForCondition?.() ?? c.originModule?.identifier?.()}`)
          }
          rows.push([id.replace(process.cwd() + '/', ''), m.size(), compilation.chunkGraph.getModuleId(m)])
        }
        out[name] = rows.sort((a, b) => b[1] - a[1])
      }
      fs.writeFileSync(this.file, JSON.stringify(out, null, 1))
    })
  }
}
