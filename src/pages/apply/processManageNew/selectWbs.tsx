import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { PART_PATH } from '@/components/Process'
import { useSections } from '@/components/Safety'
import { WbsLevels } from '@/components/WbsLevels'
import { decodeParam } from '@/core/entry'
import { nav } from '@/platform/nav'

/** 选择WBS部位: a section's WBS opened level by level down to a part, which opens its processes. */
export default function Page () {
  const sections = useSections(decodeParam(useRouter().params?.contractId))
  const [contractId, setContractId] = useState('')
  useEffect(() => { if (!contractId && sections.start) setContractId(sections.start) }, [sections.start])
  return (
    <View className='sf-tree-page'>
      <PageShell loading={sections.loading} error={sections.error} onRetry={() => { void sections.reload() }}
        empty={!sections.loading && !sections.error && sections.list.length === 0} emptyText='您没有可选的合同段'>
        {sections.list.length > 1 && (
          <ChoiceChips label='合同段' className='sf-tree-page__sections' value={contractId}
            options={sections.list.map((s) => ({ value: s.id, text: s.name }))} onChange={setContractId} />
        )}
        {contractId ? <WbsLevels key={contractId} contractId={contractId} leafText='查看工序'
          onPick={(trail) => { void nav.push(PART_PATH, { id: trail[trail.length - 1].id }) }} /> : null}
      </PageShell>
    </View>
  )
}
