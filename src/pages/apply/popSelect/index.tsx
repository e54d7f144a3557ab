import { listDataInterface } from '@/api/system'
import { BadSelector, RowTable, finish, useSelectorParams } from '@/components/Selector'

/**
 * 选择 (popupSelect / popupTableSelect with many columns): a data interface's rows, searched and
 * paged on the server, each showing the field's columns; one row or several go back to the form.
 */
export default function Page () {
  const p = useSelectorParams('popSelect')
  if (typeof p === 'string') return <BadSelector message={p} />
  const { table } = p
  return (
    <RowTable table={table} pageSize={p.pageSize} multiple={p.multiple} selected={p.selected}
      fetch={(q) => listDataInterface(table.interfaceId ?? '', { ...q, paramList: table.params })}
      onDone={(rows) => finish(p, { rows })} />
  )
}
