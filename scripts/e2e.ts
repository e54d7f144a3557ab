// Runs the H5 end-to-end suites, building dist/h5 first when it is missing.
// usage: npm run test:e2e (E2E_CONCURRENCY=2: two suites at a time)
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
if (!fs.existsSync(path.join(root, 'dist/h5/index.html'))) {
  console.log('dist/h5 is missing: building it (npm run build:h5)')
  execSync('npm run build:h5', { cwd: root, stdio: 'inherit' })
}
// one suite at a time; E2E_CONCURRENCY=2 runs two (each server on a free port): about 14 min
// instead of ~18 on 2 cores; measured twice only, so not yet the default
const concurrency = Number(process.env.E2E_CONCURRENCY) || 1
execSync(`node --import tsx --test --test-concurrency=${concurrency} test/e2e/*.test.ts`, { cwd: root, stdio: 'inherit' })
