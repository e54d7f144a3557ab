// The embedded database's thread starts here: a worker does not get the server's TypeScript
// loader (tsx) from its parent, so it registers it, then loads pgliteWorker.ts.
import { register } from 'tsx/esm/api'

register()
await import('./pgliteWorker.ts')
