/**
 * Renders fields in config order: layout containers (card, row, tab, collapse) around their
 * children, every other field through FieldItem. Values of fields inside containers sit flat in formData.
 */
import { Text, View } from '@tarojs/components'
import { Collapse, Tabs } from '@nutui/nutui-react-taro'
import { useState, type ReactElement } from 'react'
import type { FormField } from '../../../types/api/form'
import { childrenOf, fieldNode, fieldState, type FieldKind, type FieldNode, type StateOptions } from '@/core/form'
import { useEngine } from './context'
import { FieldItem } from './FieldItem'

// display items have no vModel, and configs copied by hand repeat renderKeys: the index keeps keys unique
const keyOf = (field: FormField, index: number): string =>
  `${index}-${field.__config__?.renderKey ?? field.__config__?.formId ?? field.__vModel__ ?? ''}`

const titleOf = (item: FormField, index: number): string =>
  String(item.title ?? item.__config__?.label ?? `第${index + 1}项`)

function TabsContainer ({ node }: { node: FieldNode }) {
  const items = childrenOf(node.field)
  const [active, setActive] = useState<string | number>(0)
  return (
    <Tabs className='sf-fe-tabs' value={active} onChange={(v) => setActive(v)}>
      {items.map((item, i) => (
        <Tabs.TabPane key={keyOf(item, i)} title={titleOf(item, i)} value={i}>
          <FieldList fields={childrenOf(item)} parentKind='tabItem' />
        </Tabs.TabPane>
      ))}
    </Tabs>
  )
}

function CollapseContainer ({ node }: { node: FieldNode }) {
  const items = childrenOf(node.field)
  // open the configured items (the designer's `active`), or all, so no required field starts out of sight
  const configured = node.field.__config__?.active
  const open = Array.isArray(configured) ? configured.map(String) : items.map((_item, i) => String(i))
  return (
    <Collapse className='sf-fe-collapse' defaultActiveName={open}>
      {items.map((item, i) => (
        <Collapse.Item key={keyOf(item, i)} title={titleOf(item, i)} name={String(i)}>
          <FieldList fields={childrenOf(item)} parentKind='collapseItem' />
        </Collapse.Item>
      ))}
    </Collapse>
  )
}

const CONTAINERS: Partial<Record<FieldKind, (props: { node: FieldNode }) => ReactElement>> = {
  card: ({ node }) => (
    <View className='sf-fe-card'>
      {node.label && <Text className='sf-fe-card__title'>{String(node.field.header ?? node.label)}</Text>}
      <FieldList fields={childrenOf(node.field)} parentKind='card' />
    </View>
  ),
  row: ({ node }) => <View className='sf-fe-row'><FieldList fields={childrenOf(node.field)} parentKind='row' /></View>,
  tab: TabsContainer,
  collapse: CollapseContainer,
  tabItem: ({ node }) => <FieldList fields={childrenOf(node.field)} parentKind='tabItem' />,
  collapseItem: ({ node }) => <FieldList fields={childrenOf(node.field)} parentKind='collapseItem' />
}

/** A card or row whose fields the node hides, every one (a launcher does not see the sections later nodes fill): not drawn. */
function emptied (node: FieldNode, options: StateOptions): boolean {
  if (node.kind !== 'card' && node.kind !== 'row') return false
  const children = childrenOf(node.field).filter((f) => f && typeof f === 'object').map((f) => fieldNode(f, node.kind))
  return children.length > 0 && children.every((c) => (CONTAINERS[c.kind] ? emptied(c, options) : fieldState(c, options).hidden))
}

export function FieldList ({ fields, parentKind }: { fields: FormField[], parentKind?: FieldKind }) {
  const { data, setValue, stateOptions } = useEngine()
  return (
    <>
      {fields.map((field, index) => {
        if (!field || typeof field !== 'object') return null
        const node = fieldNode(field, parentKind)
        const Container = CONTAINERS[node.kind]
        if (Container) return fieldState(node, stateOptions).hidden || emptied(node, stateOptions) ? null : <Container key={keyOf(field, index)} node={node} />
        return (
          <FieldItem key={keyOf(field, index)} node={node} value={data[node.key]} path={node.key || `display-${index}`}
            onChange={(value) => setValue(node.key, value)} />
        )
      })}
    </>
  )
}
