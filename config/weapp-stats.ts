import fs from 'node:fs'

/**
 * WEAPP_STATS=<file>: lists, per output chunk of the mini-program build, the source modules in it
 * with their sizes, so what makes up the main package can be read
 * (`WEAPP_STATS=/tmp/stats.json npm run build:weapp`). WEAPP_WHY=<path part> prints what imports a module.
 */
/** Per module: the entries (app, pages) whose imports reach it, each with the chain of imports that
 *  does, so what keeps a module in the main package can be read (a module any main-package entry
 *  reaches stays there whatever subpackages also use it). */
function reach (compilation: any) {
  const name = (m: any): string => (m.nameForCondition?.() ?? m.identifier()).replace(process.cwd() + '/', '')
  const out: Record<string, Record<string, string[]>> = {}
  for (const [entry, data] of compilation.entries as Map<string, any>) {
    const parent = new Map<any, any>()
    const queue = data.dependencies.map((d: any) => compilation.moduleGraph.getModule(d)).filter(Boolean)
    for (const m of queue) parent.set(m, null)
    while (queue.length) {
      const m = queue.shift()
      for (const c of compilation.moduleGraph.getOutgoingConnections(m)) {
        if (!c.module || parent.has(c.module)) continue
        parent.set(c.module, m)
        queue.push(c.module)
      }
    }
    for (const [m] of parent) {
      const chain: string[] = []
      for (let p = parent.get(m); p; p = parent.get(p)) chain.unshift(name(p))
      ;(out[name(m)] ??= {})[entry] = chain
    }
  }
  return out
}

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
      fs.writeFileSync(this.file, JSON.stringify({ ...out, '#reach': reach(compilation) }, null, 1))
    })
  }
}
