import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { HazardCategoryNode } from '../../../../types/api/safety'
import { getHazardCategories } from '@/api/safety'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { categoryPick, filterCategories } from '@/core/safety/pickers'
import { emit } from '@/platform/events'
import { nav } from '@/platform/nav'
import '../../../components/Safety/index.scss'

const KIND_TAGS: Record<string, string> = { custom: '本项目' }

/**
 * 选择隐患类别: the categories (GB 6441 accident types), each with its typical hazards and the
 * types the project approved; a type, or a category alone, goes back to the report.
 */
export default function Page () {
  const tree = useRemote(getHazardCategories)
  const [keyword, setKeyword] = useState('')
  const [open, setOpen] = useState<string | null>(null)
  const shown = useMemo(() => filterCategories(tree.data ?? [], keyword), [tree.data, keyword])
  const pick = (node: HazardCategoryNode, parent?: HazardCategoryNode) => {
    emit('hazardCategory', categoryPick(node, parent))
    void nav.back()
  }
  return (
    <View className='sf-tree-page'>
      <FilterBar placeholder='搜索类别或隐患类型' onSearch={setKeyword} />
      <PageShell loading={tree.loading} error={tree.error} onRetry={() => { void tree.reload() }}
        empty={!tree.loading && !tree.error && shown.length === 0} emptyText={keyword ? '没有符合条件的隐患类型' : '暂无隐患类别'}>
        {shown.map((c) => {
          const expanded = keyword !== '' || open === c.id
          return (
            <View key={c.id} className='sf-tree-page__group'>
              <View className='sf-tree-page__row sf-tree-page__row--head' role='button' aria-expanded={expanded}
                onClick={() => setOpen(expanded && !keyword ? null : c.id)}>
                <Text className='sf-tree-page__arrow'>{c.children?.length ? (expanded ? '▾' : '▸') : ''}</Text>
                <Text className='sf-tree-page__name'>{c.fullName}</Text>
                <Text className='sf-tree-page__count'>{c.children?.length ? `${c.children.length} 类` : ''}</Text>
                <View className='sf-tree-page__pick' role='button' aria-label={`选择${c.fullName}`}
                  onClick={(e) => { e.stopPropagation(); pick(c) }}>选择</View>
              </View>
              {expanded && (c.children ?? []).map((t) => (
                <View key={t.id} className='sf-tree-page__row sf-tree-page__row--leaf' role='button' aria-label={t.fullName} onClick={() => pick(t, c)}>
                  <View className='sf-tree-page__text'>
                    <Text className='sf-tree-page__name'>{t.fullName}</Text>
                    {t.description ? <Text className='sf-tree-page__desc'>{t.description}</Text> : null}
                  </View>
                  {KIND_TAGS[t.kind] ? <Text className='sf-safety-tag sf-safety-tag--custom'>{KIND_TAGS[t.kind]}</Text> : null}
                </View>
              ))}
            </View>
          )
        })}
      </PageShell>
    </View>
  )
}
