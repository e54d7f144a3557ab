/**
 * NutUI is themed once with SPEC.md section 9's colours (issue 12: a disabled 确定 was NutUI's pink
 * in a blue app): src/app.scss sets every colour variable NutUI declares for the five theme types,
 * and the five base colours are core/theme.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { THEME_COLORS } from '@/core/theme'

const ROOT = path.resolve(__dirname, '../../..')
const appScss = fs.readFileSync(path.join(ROOT, 'src/app.scss'), 'utf8')
const nutui = fs.readFileSync(path.join(ROOT, 'node_modules/@nutui/nutui-react-taro/dist/styles/variables.scss'), 'utf8')
const set = new Map([...appScss.matchAll(/(--nutui-color-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim().toLowerCase()]))

it('every NutUI colour variable of primary, success, warning, danger and info is set', () => {
  const declared = [...new Set([...nutui.matchAll(/--nutui-color-(?:primary|success|warning|danger|info)[a-z0-9-]*/g)].map((m) => m[0]))]
  expect(declared.length).toBeGreaterThan(20)
  expect(declared.filter((name) => !set.has(name))).toEqual([])
})

it('the base colours are the spec\'s', () => {
  expect(Object.fromEntries(['primary', 'success', 'warning', 'danger', 'info'].map((t) => [t, set.get(`--nutui-color-${t}`)]))).toEqual({
    primary: THEME_COLORS.primary, success: THEME_COLORS.success, warning: THEME_COLORS.warning, danger: THEME_COLORS.error, info: THEME_COLORS.info
  })
})

it('no NutUI red or pink is left on a primary state', () => {
  for (const [name, value] of set) if (name.startsWith('--nutui-color-primary')) expect([name, value]).not.toEqual([name, expect.stringMatching(/#ff(0f23|475d|adbe|ebf1|3333)|#e53029/)])
})
