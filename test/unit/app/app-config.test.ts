/** src/app.config.ts is derived from src/routes.ts (DESIGN §2) and carries SPEC §2's tab bar. */
import * as fs from 'fs'
import * as path from 'path'
import { ALL_ROUTES, MAIN_ROUTES, PRELOAD, SUB_PACKAGES, TABS } from '@/routes'

type AppConfig = ReturnType<typeof defineAppConfig>

// Taro's build provides defineAppConfig as a global; outside the build it is the identity.
;(globalThis as unknown as { defineAppConfig: (c: AppConfig) => AppConfig }).defineAppConfig = (c) => c
// eslint-disable-next-line @typescript-eslint/no-var-requires
const config: AppConfig = require('@/app.config').default
const pages: string[] = config.pages ?? []

const SRC = path.resolve(__dirname, '../../../src')
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from the IHDR chunk, or null when the bytes are not a PNG. */
function pngSize (buf: Buffer): { width: number, height: number } | null {
  if (buf.length < 24) return null
  if (!PNG_SIGNATURE.every((b, i) => buf[i] === b)) return null
  if (buf.toString('ascii', 12, 16) !== 'IHDR') return null
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
}

describe('pngSize (the helper used below)', () => {
  const header = (w: number, h: number) => {
    const b = Buffer.alloc(24)
    Buffer.from(PNG_SIGNATURE).copy(b, 0)
    b.writeUInt32BE(13, 8)
    b.write('IHDR', 12, 'ascii')
    b.writeUInt32BE(w, 16)
    b.writeUInt32BE(h, 20)
    return b
  }
  it.each([
    [header(81, 81), { width: 81, height: 81 }],
    [header(81, 40), { width: 81, height: 40 }],
    [Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]), null],
    [Buffer.from(PNG_SIGNATURE), null]
  ])('%#', (buf, expected) => {
    expect(pngSize(buf)).toEqual(expected)
  })
})

describe('app.config pages and subpackages', () => {
  it('pages equal MAIN_ROUTES, in order', () => {
    expect(config.pages).toEqual(MAIN_ROUTES.map((r) => r.path))
  })

  it('the first page is the launch page', () => {
    expect(pages[0]).toBe('pages/launch/index')
  })

  it('subPackages are the four roots of routes.ts', () => {
    expect((config.subPackages ?? []).map((s) => s.root)).toEqual(Object.keys(SUB_PACKAGES))
  })

  it('pages + root/page of every subpackage rebuild ALL_ROUTES exactly', () => {
    const rebuilt = [
      ...pages,
      ...(config.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))
    ]
    expect(rebuilt).toEqual(ALL_ROUTES.map((r) => r.path))
  })

  it.each((config.subPackages ?? []).map((s) => [s.root, s.pages] as const))(
    'subpackage %s pages are relative to the root', (_root, pages) => {
      expect(pages.length).toBeGreaterThan(0)
      for (const p of pages) {
        expect(p.startsWith('/')).toBe(false)
        expect(p.startsWith('pages/')).toBe(false)
      }
    })
})

describe('the H5 build (issue 12: the app chunk carries this config as text)', () => {
  const h5 = (): AppConfig => {
    const env = process.env as Record<string, string | undefined>
    const before = env.TARO_ENV
    env.TARO_ENV = 'h5'
    try {
      let loaded!: AppConfig
      jest.isolateModules(() => { loaded = require('@/app.config').default })
      return loaded
    } finally {
      if (before === undefined) delete env.TARO_ENV
      else env.TARO_ENV = before
    }
  }

  it('lists every page once, in the order Taro merges the packages, launch first; no packages, no preloading', () => {
    const config = h5()
    expect(config.pages).toEqual(ALL_ROUTES.map((r) => r.path))
    expect(config.pages?.[0]).toBe('pages/launch/index')
    expect(config.subPackages).toEqual([])
    expect(config.preloadRule).toEqual({})
    expect(config.tabBar).toEqual(require('@/app.config').default.tabBar)
  })
})

describe('preloadRule', () => {
  it('preloads each package from its page, over any network', () => {
    expect(config.preloadRule).toEqual({
      'pages/index/index': { network: 'all', packages: ['pages/message'] },
      'pages/index/workFlow': { network: 'all', packages: ['pages/workFlow'] },
      'pages/index/apply': { network: 'all', packages: ['pages/apply'] },
      'pages/index/my': { network: 'all', packages: ['pages/my'] }
    })
  })

  it('has one rule per PRELOAD entry, each on a main-package page and a declared subpackage', () => {
    const rules = config.preloadRule ?? {}
    expect(Object.keys(rules).sort()).toEqual(Object.keys(PRELOAD).sort())
    const roots = (config.subPackages ?? []).map((s) => s.root)
    for (const [page, rule] of Object.entries(rules)) {
      expect(pages).toContain(page)
      for (const pkg of rule.packages) expect(roots).toContain(pkg)
    }
  })
})

describe('tabBar', () => {
  const tabBar = config.tabBar!

  it.each([
    ['color', '#303133'],
    ['selectedColor', '#2979FF'],
    ['backgroundColor', '#ffffff']
  ] as const)('%s is %s', (key, value) => {
    expect(tabBar[key]).toBe(value)
  })

  it('lists the 5 tabs in SPEC order with their texts', () => {
    expect(tabBar.list.map((t) => [t.pagePath, t.text])).toEqual([
      ['pages/index/index', '消息'],
      ['pages/index/map', '地图'],
      ['pages/index/apply', '工作台'],
      ['pages/index/cloudVideo', '云视频'],
      ['pages/index/my', '我的']
    ])
    expect(tabBar.list.map((t) => t.pagePath)).toEqual(TABS.map((t) => t.path))
  })

  it('every tab page is in the main package', () => {
    for (const t of tabBar.list) expect(pages).toContain(t.pagePath)
  })

  const icons = tabBar.list.flatMap((t) => [
    [t.text, 'iconPath', t.iconPath!],
    [t.text, 'selectedIconPath', t.selectedIconPath!]
  ])

  it('normal and selected icons differ for every tab', () => {
    for (const t of tabBar.list) expect(t.iconPath).not.toBe(t.selectedIconPath)
  })

  it.each(icons)('%s %s %s is an 81x81 PNG in src/assets/tabbar', (_text, _key, iconPath) => {
    expect(iconPath).toMatch(/^assets\/tabbar\/[\w-]+\.png$/)
    const file = path.join(SRC, iconPath)
    expect(fs.existsSync(file)).toBe(true)
    expect(pngSize(fs.readFileSync(file))).toEqual({ width: 81, height: 81 })
  })
})
