import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { useSections } from '@/components/Safety'
import { TabStrip } from '@/components/TabStrip'
import { WbsLevels } from '@/components/WbsLevels'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { emit } from '@/platform/events'
import { nav } from '@/platform/nav'
import { loadDictionary } from '@/stores/base'

/** The yards of a site (dictionary). */
const SITE_AREAS = 'siteArea'

/**
 * 选择部位: where a hazard is, in one of the caller's sections: a part of its WBS (unit work down
 * to the part, opened level by level), or a yard of the site (拌合站, 预制梁场 ...). The path of
 * names goes back to the report or inspection that opened it.
 */
export default function Page () {
  const { params } = useRouter()
  const sections = useSections(decodeParam(params?.contractId))
  const [contractId, setContractId] = useState('')
  const [tab, setTab] = useState(0)
  useEffect(() => { if (!contractId && sections.start) setContractId(sections.start) }, [sections.start])

  const pick = (path: string[]) => {
    emit('hazardPart', { contractId, path })
    void nav.back()
  }
  return (
    <View className='sf-tree-page'>
      <PageShell loading={sections.loading} error={sections.error} onRetry={() => { void sections.reload() }}
        empty={!sections.loading && !sections.error && sections.list.length === 0} emptyText='您没有可选的合同段'>
        {sections.list.length > 1 && (
          <ChoiceChips label='合同段' className='sf-tree-page__sections' value={contractId}
            options={sections.list.map((s) => ({ value: s.id, text: s.name }))} onChange={setContractId} />
        )}
        <TabStrip tabs={[{ title: '工程部位' }, { title: '场站区域' }]} active={tab} onChange={setTab} />
        {tab === 0
          ? (contractId ? <WbsLevels key={contractId} contractId={contractId} pickBranch onPick={(trail) => pick(trail.map((n) => n.fullName))} /> : null)
          : <SiteAreas onPick={(name) => pick([name])} />}
      </PageShell>
    </View>
  )
}

function SiteAreas ({ onPick }: { onPick: (name: string) => void }) {
  const areas = useRemote(() => loadDictionary(SITE_AREAS))
  return (
    <PageShell loading={areas.loading} error={areas.error} onRetry={() => { void areas.reload() }}
      empty={!areas.loading && !areas.error && (areas.data ?? []).length === 0} emptyText='暂无场站区域，请联系管理员在数据字典中添加'>
      {(areas.data ?? []).map((a) => (
        <View key={a.id} className='sf-tree-page__row' role='button' aria-label={a.fullName} onClick={() => onPick(a.fullName)}>
          <Text className='sf-tree-page__name'>{a.fullName}</Text>
          <Text className='sf-tree-page__go'>选择</Text>
        </View>
      ))}
    </PageShell>
  )
}
