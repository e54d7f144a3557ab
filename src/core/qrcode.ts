/**
 * SiteFlow's own QR codes: what a code names and how its text is written. A code's text is
 * `sf:<kind>/<ids>`; printed codes carry it inside an address of the H5 site (`<site>/?q=<text>`),
 * which a browser opens through sign-in and which WeChat hands to the mini-program as its `q`
 * (core/entry.ts keeps it through sign-in either way). Anything else a camera reads is just text.
 */

export const CODE_PREFIX = 'sf:'

export type CodeTarget =
  /** a new record of a module, in a project (a site entrance's "report here" sticker) */
  | { kind: 'form', projectId: string, module: string }
  /** one record of a module (a crane's inspection record) */
  | { kind: 'record', module: string, id: string }
  /** a piece of special equipment (its record of the specialEquipment module) */
  | { kind: 'equipment', id: string }
  /** a web sign-in ticket, confirmed from the phone */
  | { kind: 'signin', ticket: string }

export type ScanOutcome = CodeTarget | { kind: 'text', text: string }

/** Ids and module codes as the server writes them: letters, digits, '_' and '-'. */
const ID = /^[A-Za-z0-9_-]{1,64}$/

const PARTS: Record<CodeTarget['kind'], number> = { form: 2, record: 2, equipment: 1, signin: 1 }

/** The text of a code naming `target`. */
export function codeText (target: CodeTarget): string {
  switch (target.kind) {
    case 'form': return `${CODE_PREFIX}form/${target.projectId}/${target.module}`
    case 'record': return `${CODE_PREFIX}record/${target.module}/${target.id}`
    case 'equipment': return `${CODE_PREFIX}equipment/${target.id}`
    case 'signin': return `${CODE_PREFIX}signin/${target.ticket}`
  }
}

/** The address printed in a code: the H5 site's entry with the code's text as `q`. */
export function codeUrl (site: string, target: CodeTarget): string {
  return `${site.replace(/\/+$/, '')}/?q=${encodeURIComponent(codeText(target))}`
}

function parseText (text: string): CodeTarget | null {
  if (!text.startsWith(CODE_PREFIX)) return null
  const [kind, ...ids] = text.slice(CODE_PREFIX.length).split('/')
  if (!Object.prototype.hasOwnProperty.call(PARTS, kind) || ids.length !== PARTS[kind as CodeTarget['kind']] || !ids.every((x) => ID.test(x))) return null
  switch (kind as CodeTarget['kind']) {
    case 'form': return { kind: 'form', projectId: ids[0], module: ids[1] }
    case 'record': return { kind: 'record', module: ids[0], id: ids[1] }
    case 'equipment': return { kind: 'equipment', id: ids[0] }
    case 'signin': return { kind: 'signin', ticket: ids[0] }
  }
  return null
}

/** The `q` or `scene` an address carries (an address of our site, or WeChat's wrapping of one). */
function carried (text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null
  const query = text.split('#')[0].split('?')[1]
  if (!query) return null
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=')
    if (key !== 'q' && key !== 'scene') continue
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      return null
    }
  }
  return null
}

/**
 * What a scanned text names: a SiteFlow code (its own text, or an address carrying it, wrapped at
 * most twice as WeChat does) or, for anything else, the text itself.
 */
export function parseCode (raw: string): ScanOutcome {
  const text = (raw ?? '').trim()
  let candidate: string | null = text
  for (let depth = 0; candidate !== null && depth < 3; depth++) {
    const target = parseText(candidate.trim())
    if (target) return target
    candidate = carried(candidate.trim())
  }
  return { kind: 'text', text }
}

/** A page to open and its query. */
export interface CodePage {
  path: string
  query: Record<string, string>
}

/**
 * Where a code leads: a module's form (its own form route when it has one), a record's screen, a
 * piece of equipment's record; a form of another project than the one I work in is not opened
 * (its records would land in the wrong project), and says so.
 */
export function codePage (target: CodeTarget, ctx: { projectId: string | null, formRouteOf: (module: string) => string | undefined }): CodePage | { message: string } | null {
  switch (target.kind) {
    case 'form':
      if (ctx.projectId !== target.projectId) return { message: '该二维码属于其他项目，请先在“我的”中切换到该项目后再扫码' }
      return { path: ctx.formRouteOf(target.module) ?? 'pages/apply/dynamicModel/form', query: { enCode: target.module } }
    case 'record': return { path: 'pages/apply/dynamicModel/detail', query: { modelId: target.module, id: target.id } }
    case 'equipment': return { path: 'pages/apply/dynamicModel/detail', query: { modelId: 'specialEquipment', id: target.id } }
    case 'signin': return null
  }
}

/** A module a code can be printed for: one whose records are added from a form. */
export interface CodeModule {
  module: string
  title: string
}

/**
 * The modules of my workbench a sticker can be printed for (a tile whose route lists a catalog
 * module's records), in menu order, each once.
 */
export function codeModules (menus: Array<{ fullName: string, urlAddress?: string, children?: unknown[] | null }>, moduleOfUrl: (url: string) => string | undefined): CodeModule[] {
  const out: CodeModule[] = []
  const walk = (nodes: typeof menus) => {
    for (const n of nodes) {
      const module = n.urlAddress ? moduleOfUrl(n.urlAddress) : undefined
      if (module && !out.some((m) => m.module === module)) out.push({ module, title: n.fullName })
      if (Array.isArray(n.children)) walk(n.children as typeof menus)
    }
  }
  walk(menus)
  return out
}
