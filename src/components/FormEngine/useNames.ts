/**
 * Names of picked org ids for display (POST /api/permission/Users/getSelectedList): one call per
 * set of ids per form. Ids without a name show as they are.
 */
import { getSelectedNames } from '@/api/permission'
import { useLoad } from './useLoad'

export function useNames (ids: string[], known: Record<string, string>) {
  const missing = [...new Set(ids)].filter((id) => id && !(id in known)).sort()
  const loaded = useLoad<Record<string, string>>(
    missing.length ? `names:${missing.join(',')}` : null,
    // ids may carry a type ("u1--user", 3.5 usersSelect): the answer names them as sent; the bare id is kept too
    async () => Object.fromEntries((await getSelectedNames(missing)).flatMap((n) => [[String(n.id).split('--')[0], n.fullName], [String(n.id), n.fullName]]))
  )
  const names = { ...(loaded.data ?? {}), ...known }
  return { nameOf: (id: string) => names[id] ?? id, loading: loaded.loading, error: loaded.error, retry: loaded.retry }
}
