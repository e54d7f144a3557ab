/**
 * table: a child table, its value an array of row objects. Rows are added with their columns'
 * defaults and removed after a confirmation; each cell is an ordinary field whose errors name
 * its row.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { newRow, type FormData } from '@/core/form'
import { useEngine } from '../context'
import { FieldItem } from '../FieldItem'
import type { WidgetProps } from './types'

export function TableWidget ({ node, value, onChange, readonly, path, state }: WidgetProps) {
  const { services, user } = useEngine()
  const rows: FormData[] = Array.isArray(value) ? (value as FormData[]) : []
  const columns = node.columns ?? []
  const title = node.label || '明细'

  const add = () => onChange([...rows, newRow(node, { user, isAdd: true })])
  const remove = async (index: number) => {
    if (await services.confirm('提示', `确定删除${title}第${index + 1}行吗？`)) onChange(rows.filter((_r, i) => i !== index))
  }
  const setCell = (index: number, key: string, cell: unknown) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [key]: cell } : r)))

  return (
    <View className='sf-fe-table'>
      {rows.length === 0 && <Text className='sf-fe-muted'>暂无数据</Text>}
      {rows.map((row, index) => (
        <View className='sf-fe-table__row' key={index}>
          <View className='sf-fe-table__head'>
            <Text className='sf-fe-table__title'>{title}（{index + 1}）</Text>
            {!readonly && <Text className='sf-fe-link sf-fe-link--danger' onClick={() => { void remove(index) }}>删除</Text>}
          </View>
          {columns.map((column, c) => (
            <FieldItem
              key={column.key || `c${c}`}
              node={column}
              value={row[column.key]}
              onChange={(cell) => setCell(index, column.key, cell)}
              path={`${path}.${index}.${column.key}`}
              parentState={{ ...state, disabled: state.disabled || readonly }}
              row={row}
            />
          ))}
        </View>
      ))}
      {!readonly && (
        <Button className='sf-fe-table__add' size='small' fill='outline' type='primary' onClick={add}>
          {typeof node.field.actionText === 'string' && node.field.actionText ? node.field.actionText : `添加${title}`}
        </Button>
      )}
    </View>
  )
}
