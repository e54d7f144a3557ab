/**
 * Every jest test fails on a console.error it did not expect: a render crash caught by a page's
 * error boundary, a failing socket handler, a React warning. A test that provokes one says so
 * with expectConsoleError(pattern), and then fails if that error never came.
 */
import { format } from 'node:util'

/**
 * Errors that are not ours: NutUI's icons (@nutui/icons-react-taro) put a '-webkitMask' key in
 * their inline style, which React's development build warns about.
 */
const NOT_OURS: readonly RegExp[] = [
  /^Warning: Unsupported style property -webkitMask\. Did you mean WebkitMask\?/
]

interface Expected { pattern: RegExp, seen: number }

let spy: jest.SpyInstance
let expected: Expected[] = []

const textOf = (args: unknown[]): string => format(...args.map((a) => (a instanceof Error ? a.stack ?? a.message : a)))

/**
 * The test provokes a console.error matching `pattern` (one or more times). Each pattern must
 * match at least one call, and every call must match a pattern.
 */
export function expectConsoleError (...patterns: Array<RegExp | string>): void {
  for (const p of patterns) expected.push({ pattern: typeof p === 'string' ? new RegExp(p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : p, seen: 0 })
}

/**
 * A component throws `message` while rendering and an error boundary catches it: jsdom reports
 * the uncaught error, React names the component, and PageShell's boundary logs [page error].
 */
export function expectRenderCrash (message: string): void {
  expectConsoleError(`Uncaught [Error: ${message}]`, /The above error occurred in the <\w+> component/, `[page error] Error: ${message}`)
}

/** The console.error calls so far, as text (for a test that asserts what was logged). */
export function consoleErrors (): string[] {
  return spy.mock.calls.map(textOf)
}

beforeEach(() => {
  expected = []
  spy = jest.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  const logged = spy.mock.calls.map((args) => ({ raw: format(...args), text: textOf(args) }))
  spy.mockRestore()
  const unexpected = logged.filter(({ raw, text }) => {
    if (NOT_OURS.some((re) => re.test(raw))) return false
    const match = expected.find((e) => e.pattern.test(text))
    if (match) match.seen++
    return !match
  })
  const missing = expected.filter((e) => e.seen === 0)
  expected = []
  if (unexpected.length > 0) throw new Error(`unexpected console.error:\n${unexpected.map((u) => u.text.slice(0, 1200)).join('\n---\n')}`)
  if (missing.length > 0) throw new Error(`expected a console.error matching ${missing.map((m) => String(m.pattern)).join(', ')}, none came`)
})
