import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { listOnlineDev, type OnlineDevRow } from '@/api/visualdev'
import { FilterBar } from '@/components/FilterBar'
import '@/components/Lab/index.scss'
import { ModuleForm, useModule } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v))

/**
 * 选择台账: the construction-ledger entries the caller may see, searchable; the member chosen opens
 * the entity-test form with its ledger filled in (the form's own picker does the same in place).
 */
export default function Page () {
  const [ledger, setLedger] = useState('')
  if (ledger) return <ModuleForm module='engineeringEntityData' initialData={{ ledger }} />
  return <Ledgers onChoose={setLedger} />
}

function Ledgers ({ onChoose }: { onChoose: (id: string) => void }) {
  const mod = useModule('constructionLedger')
  const [keyword, setKeyword] = useState('')
  const id = mod.data?.id ?? ''
  const list = usePagedList<OnlineDevRow>(
    (currentPage, pageSize) => (id ? listOnlineDev(id, { currentPage, pageSize, keyword: keyword || undefined, sidx: 'constructionDate' }) : Promise.resolve({ list: [], total: 0 })),
    `${id}|${keyword}`
  )
  if (!mod.data) return <PageShell loading={mod.loading} error={mod.error} onRetry={() => { void mod.reload() }} />
  return (
    <View className='sf-lab-page'>
      <FilterBar placeholder='搜索台账编号、构件或部位' onSearch={setKeyword} />
      <PageShell {...listShell(list)} emptyText={keyword ? '没有符合条件的台账' : '暂无施工台账'} onRefresh={list.reload}>
        {list.items.map((r) => (
          <View key={r.id} className='sf-lab-card' role='button' aria-label={`选择 ${str(r.memberName)}`} onClick={() => onChoose(r.id)}>
            <View className='sf-lab-card__head'>
              <Text className='sf-lab-card__name'>{str(r.memberName)}</Text>
              <Text className='sf-lab-card__value'>{str(r.strengthGrade)}<Text className='sf-lab-card__go'>›</Text></Text>
            </View>
            <Text className='sf-lab-card__sub'>{str(r.wbsPart)}</Text>
            <View className='sf-lab-card__row'><Text>{str(r.ledgerNo)}</Text><Text>{[str(r.pileNo), str(r.constructionDate)].filter(Boolean).join('　')}</Text></View>
          </View>
        ))}
        <ListFooter list={list} />
      </PageShell>
    </View>
  )
}
