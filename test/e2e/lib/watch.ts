// What went wrong on a page of the H5 app, as the route smoke sees it: uncaught errors, unhandled
// rejections, console.error, and API calls that failed (HTTP error, envelope code other than 200,
// network failure) without the page showing their message; plus the texts the page showed at any
// moment (toasts come and go), so a failure it did show can be told from one it swallowed.
import type { BrowserContext, Page, Request, Response } from 'playwright-core'

/** What the requester toasts when a call fails without a message of its own (src/core/constants.ts). */
export const DEFAULT_FAILURE_TEXT = '请求出错，请重试'

/** A string, so the test runner's transpiler adds nothing the page does not have. */
const RECORDER = `(() => {
  const shown = new Set()
  window.__sfShown = shown
  const keep = (node) => {
    const text = (node && node.textContent || '').trim()
    if (text) shown.add(text.slice(0, 2000))
  }
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') keep(r.target.parentNode || r.target)
      for (const n of r.addedNodes) keep(n.nodeType === 3 ? (n.parentNode || n) : n)
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason
    console.error('unhandled rejection: ' + (r && (r.stack || r.message) || String(r)))
  })
})()`

/** Every page of the context records what it shows and reports unhandled rejections. */
export async function recordShownTexts (context: BrowserContext): Promise<void> {
  await context.addInitScript(RECORDER)
}

export interface ApiFailure {
  call: string
  /** the message the server gave, or what the requester shows instead */
  message: string
}

export interface PageWatch {
  consoleErrors: string[]
  pageErrors: string[]
  apiFailures: ApiFailure[]
  /** until no API call is in flight and no loading view shows, and it stays so for quietMs */
  settle: (timeoutMs?: number, quietMs?: number) => Promise<void>
  /** API failures whose message the page never showed */
  unshownFailures: () => Promise<ApiFailure[]>
}

/** A live stream's playlist or segment, fetched by hls.js (the cloud video player), not by the app's requester. */
const isStream = (pathname: string) => /\.(m3u8|ts)$/.test(pathname)
/** A file's bytes (a PDF the viewer fetches), not an envelope of the app's requester. */
const isFileBytes = (pathname: string) => /^\/api\/file\/(Download|Image)(\/|$)/.test(pathname)
/** A call of the app's requester (not a document a web view, an image or a video stream loads from /api/). */
const isApiCall = (r: Request) => {
  const { pathname } = new URL(r.url())
  return ['xhr', 'fetch'].includes(r.resourceType()) && pathname.startsWith('/api/') && !isStream(pathname) && !isFileBytes(pathname)
}
const callOf = (r: Request) => `${r.method()} ${new URL(r.url()).pathname}`

export function watchPage (page: Page): PageWatch {
  const consoleErrors: string[] = []
  const pageErrors: string[] = []
  const apiFailures: ApiFailure[] = []
  const inFlight = new Set<Request>()
  const reads: Array<Promise<void>> = []

  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`${m.text()} (${m.location().url})`.slice(0, 600)) })
  page.on('pageerror', (e) => pageErrors.push(`${e.message} ${e.stack ?? ''}`.slice(0, 600)))
  page.on('request', (r) => { if (isApiCall(r)) inFlight.add(r) })
  page.on('requestfailed', (r) => {
    if (!inFlight.delete(r)) return
    apiFailures.push({ call: `${callOf(r)}: ${r.failure()?.errorText ?? 'failed'}`, message: DEFAULT_FAILURE_TEXT })
  })
  page.on('response', (res: Response) => {
    const r = res.request()
    if (!inFlight.has(r)) return
    reads.push((async () => {
      try {
        const text = await res.text()
        let body: { code?: unknown, msg?: unknown } | null = null
        try { body = JSON.parse(text) } catch { /* not JSON: an HTTP error page */ }
        const code = Number(body?.code)
        if (res.status() !== 200 || code !== 200) {
          const msg = typeof body?.msg === 'string' && body.msg ? body.msg : DEFAULT_FAILURE_TEXT
          apiFailures.push({ call: `${callOf(r)}: HTTP ${res.status()}, code ${String(body?.code)}`, message: msg })
        }
      } catch (e) {
        apiFailures.push({ call: `${callOf(r)}: unreadable answer (${(e as Error).message})`, message: DEFAULT_FAILURE_TEXT })
      } finally {
        inFlight.delete(r)
      }
    })())
  })

  async function settle (timeoutMs = 20000, quietMs = 400) {
    const until = Date.now() + timeoutMs
    let quietSince = 0
    while (Date.now() < until) {
      const busy = inFlight.size > 0 || await page.locator('.sf-state--loading').count() > 0
      if (busy) quietSince = 0
      else if (quietSince === 0) quietSince = Date.now()
      else if (Date.now() - quietSince >= quietMs) {
        await Promise.all(reads)
        return
      }
      await page.waitForTimeout(50)
    }
    throw new Error(`the page was still loading after ${timeoutMs} ms: ${[...inFlight].map(callOf).join(', ') || 'a loading view shows'}`)
  }

  async function unshownFailures () {
    await Promise.all(reads)
    const shown = await page.evaluate('[...(window.__sfShown || [])]') as string[]
    return apiFailures.filter((f) => !shown.some((t) => t.includes(f.message)))
  }

  return { consoleErrors, pageErrors, apiFailures, settle, unshownFailures }
}
