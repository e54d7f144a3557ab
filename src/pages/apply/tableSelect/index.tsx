import { getModuleConfig, listOnlineDev } from '@/api/visualdev'
import { PageShell } from '@/components/PageShell'
import { BadSelector, RowTable, finish, useSelectorParams } from '@/components/Selector'
import { useRemote } from '@/components/useRemote'
import { moduleColumns } from '@/core/selector'

/**
 * 表格选择 (relationForm): records of another module, as its list shows them (the field's columns,
 * else the module's list columns), searched and paged by the server within what the user may see;
 * the chosen records' ids go back to the form.
 */
export default function Page () {
  const p = useSelectorParams('tableSelect')
  const modelId = typeof p === 'string' ? '' : p.table.modelId ?? ''
  const needsColumns = typeof p !== 'string' && p.table.columns.length === 0
  const config = useRemote(() => getModuleConfig(modelId), { immediate: needsColumns })
  if (typeof p === 'string') return <BadSelector message={p} />
  if (needsColumns && (config.loading || config.error)) {
    return <PageShell loading={config.loading} error={config.error} onRetry={() => { void config.reload() }} />
  }
  const table = needsColumns ? { ...p.table, columns: moduleColumns(config.data ?? {}) } : p.table
  return (
    <RowTable table={table} pageSize={p.pageSize} multiple={p.multiple} selected={p.selected}
      fetch={(q) => listOnlineDev(modelId, q)}
      onDone={(rows) => finish(p, { rows })} />
  )
}
