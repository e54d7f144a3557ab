/**
 * 数据字典: the lists forms choose from (hazard levels, material kinds, equipment types…); a
 * dictionary's items added, renamed, disabled (kept on old records, no longer offered) or deleted.
 * On a phone the dictionaries, then the chosen one's items; at a desk side by side. System
 * administrators only (the server refuses anyone else).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { DictionaryItemNode, DictionaryTypeItem } from '../../../../types/api/admin'
import { getDictionaries, getDictionaryItems } from '@/api/admin'
import { adminReach, itemRows } from '@/core/admin'
import { useSession } from '@/stores/session'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { ItemSheet } from './ItemSheet'
import '../admin.scss'

export default function DictionaryPage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'system' ? <Dictionaries /> : <PageShell className='sf-admin' empty emptyText='仅系统管理员可用' />
}

function Dictionaries () {
  const types = useRemote(getDictionaries)
  const [keyword, setKeyword] = useState('')
  const [chosen, setChosen] = useState<DictionaryTypeItem | null>(null)
  const shownTypes = (types.data ?? []).filter((t) => !keyword || t.fullName.includes(keyword) || t.enCode.toLowerCase().includes(keyword.toLowerCase()))
  return (
    <View className='sf-admin'>
      <View className='sf-admin__split'>
        <View className={chosen ? 'sf-admin__list--hidden' : 'sf-admin__list'}>
          <FilterBar placeholder='搜索字典名称或编码' onSearch={setKeyword} />
          <View className='sf-admin__bar'>
            <Text className='sf-admin__count'>{`共 ${shownTypes.length} 个字典`}</Text>
          </View>
          <PageShell loading={types.loading} error={types.error} onRetry={() => { void types.reload() }}
            empty={shownTypes.length === 0} emptyText={keyword ? '没有找到字典' : '还没有字典'} onRefresh={types.refresh}>
            {shownTypes.map((t) => (
              <View key={t.id} className={`sf-admin__card ${t.id === chosen?.id ? 'sf-admin__card--on' : ''}`} role='button' aria-label={t.fullName}
                onClick={() => setChosen(t)}>
                <Text className='sf-admin__title'>
                  {t.fullName}
                  {t.shipped && <Text className='sf-admin__tag sf-admin__tag--ok'>内置</Text>}
                </Text>
                <Text className='sf-admin__muted'>{`${t.enCode} · ${t.itemCount} 项`}</Text>
              </View>
            ))}
          </PageShell>
        </View>
        <View className='sf-admin__detail'>
          {chosen
            ? <Items key={chosen.id} type={chosen} onBack={() => setChosen(null)} onChanged={() => { void types.refresh() }} />
            : <View className='sf-admin__placeholder'>选择一个字典查看其选项</View>}
        </View>
      </View>
    </View>
  )
}

function Items ({ type, onBack, onChanged }: { type: DictionaryTypeItem, onBack: () => void, onChanged: () => void }) {
  const items = useRemote(() => getDictionaryItems(type.id))
  const [editing, setEditing] = useState<{ item?: DictionaryItemNode } | null>(null)
  const rows = itemRows(items.data ?? [])
  const changed = () => {
    setEditing(null)
    void items.refresh()
    onChanged()
  }
  return (
    <>
      <View className='sf-admin__back' role='button' aria-label='返回字典列表' onClick={onBack}>‹ 返回字典列表</View>
      <View className='sf-admin__section' aria-label={`${type.fullName}的选项`}>
        <View className='sf-admin__section-title'>
          <Text>{`${type.fullName}（${rows.length}）`}</Text>
          <View className='sf-admin__add' role='button' aria-label='新增选项' onClick={() => setEditing({})}>＋ 新增选项</View>
        </View>
        <Text className='sf-admin__muted'>停用的选项不再供选择，已填写的记录保留原值。</Text>
        <PageShell loading={items.loading} error={items.error} onRetry={() => { void items.reload() }}
          empty={rows.length === 0} emptyText='还没有选项' onRefresh={items.refresh}>
          {rows.map(({ item, depth }) => (
            <View key={item.id} className='sf-admin__row' role='button' aria-label={item.fullName} style={{ paddingLeft: `${depth * 1.2}em` }}
              onClick={() => setEditing({ item })}>
              <Text className='sf-admin__line'>
                {item.fullName}
                {item.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>停用</Text>}
              </Text>
              <Text className='sf-admin__muted'>{`${item.enCode} · 排序 ${item.sortCode}${item.description ? ` · ${item.description}` : ''}`}</Text>
            </View>
          ))}
        </PageShell>
      </View>
      {editing && <ItemSheet type={type} item={editing.item} onClose={() => setEditing(null)} onSaved={changed} />}
    </>
  )
}
