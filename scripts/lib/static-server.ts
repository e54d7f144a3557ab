import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.map': 'application/json'
}

/**
 * Serves a built H5 site with history-mode fallback: any GET that is not a file gets index.html,
 * so deep links such as /pages/workFlow/flowTodo/index open the app at that page.
 */
export function serveStatic (dir: string, port: number, host = '127.0.0.1'): Promise<http.Server> {
  const root = path.resolve(dir)
  const index = path.join(root, 'index.html')
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0])
    const file = path.join(root, path.normalize(urlPath))
    const inside = file.startsWith(root + path.sep)
    const target = inside && fs.existsSync(file) && fs.statSync(file).isFile() ? file : index
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'Cache-Control': target === index ? 'no-cache' : 'public, max-age=31536000, immutable'
    })
    fs.createReadStream(target).pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
