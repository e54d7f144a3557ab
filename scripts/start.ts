// npm start: builds the H5 app when dist/h5 is missing, then starts the server, which serves the
// API, the IM socket and the H5 site on http://localhost:3000 (PORT to change), with the embedded
// database and the demo organisation in ./data.
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
if (!fs.existsSync(path.join(root, 'dist/h5/index.html'))) {
  console.log('[start] dist/h5 is missing: building the H5 app once (about 3 minutes on 2 cores)...')
  execSync('npm run build:h5', { cwd: root, stdio: 'inherit' })
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, stdio: 'inherit', env: process.env })
const stop = (signal: NodeJS.Signals) => server.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))
