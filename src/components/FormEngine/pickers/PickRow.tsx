import { Text, View } from '@tarojs/components'
import { hasChildren, type PickNode } from './types'

export interface PickRowProps {
  node: PickNode
  checked: boolean
  multiple: boolean
  /** the path shown in search results */
  pathText?: string
  onOpen: () => void
  onToggle: () => void
}

/** One option: tapping opens its children when it has some, otherwise picks it; the round mark picks a node that has children. */
export function PickRow ({ node, checked, multiple, pathText, onOpen, onToggle }: PickRowProps) {
  const branch = hasChildren(node) && pathText === undefined
  const mark = multiple ? (checked ? '☑' : '☐') : (checked ? '◉' : '○')
  return (
    <View className={`sf-fe-pick ${checked ? 'sf-fe-pick--on' : ''}`} role='option' aria-selected={checked}>
      {node.selectable && (
        <Text className='sf-fe-pick__mark' aria-label={`选择${node.label}`} onClick={onToggle}>{mark}</Text>
      )}
      <View className='sf-fe-pick__main' onClick={branch ? onOpen : node.selectable ? onToggle : undefined}>
        <Text className='sf-fe-pick__label'>{node.label}</Text>
        {(pathText || node.sub) && <Text className='sf-fe-pick__sub'>{pathText || node.sub}</Text>}
      </View>
      {branch && <Text className='sf-fe-pick__open' onClick={onOpen}>›</Text>}
    </View>
  )
}
