// Runs the H5 end-to-end suites, building dist/h5 first when it is missing.
// usage: npm run test:e2e
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
if (!fs.existsSync(path.join(root, 'dist/h5/index.html'))) {
  console.log('dist/h5 is missing: building it (npm run build:h5)')
  execSync('npm run build:h5', { cwd: root, stdio: 'inherit' })
}
execSync('node --import tsx --test --test-concurrency=1 test/e2e/*.test.ts', { cwd: root, stdio: 'inherit' })
