import { View, Text } from '@tarojs/components'
import { ArrowDown } from '@nutui/icons-react-taro'
import { useState } from 'react'
import { useSession } from '@/stores/session'
import { switchContract, switchProject } from '@/stores/auth'
import { useSubmit } from '../useSubmit'
import { ChoiceSheet, type Choice } from '../ChoiceSheet'
import './index.scss'

type Sheet = 'project' | 'contract' | null

/** The current project and contract section at the top of a page; tap one to switch. */
export function ContextSwitcher () {
  const project = useSession((s) => s.project)
  const projectList = useSession((s) => s.projectList)
  const contract = useSession((s) => s.contract)
  const contractList = useSession((s) => s.contractList)
  const [sheet, setSheet] = useState<Sheet>(null)
  const [busy, run] = useSubmit(async (kind: 'project' | 'contract', id: string) => {
    if (kind === 'project') await switchProject(id)
    else await switchContract(id)
  })

  const choices: Choice[] = (sheet === 'project' ? projectList : sheet === 'contract' ? contractList : []).map((item) => ({
    id: item.id,
    name: item.fullName,
    description: item.id === (sheet === 'project' ? project?.id : contract?.id) ? '当前' : ''
  }))

  const open = (kind: 'project' | 'contract') => {
    if (busy) return
    const list = kind === 'project' ? projectList : contractList
    if (list.length > 0) setSheet(kind)
  }

  return (
    <View className='sf-context'>
      <View className='sf-context__row' onClick={() => open('project')} role='button' aria-label='切换项目'>
        <Text className='sf-context__label'>项目</Text>
        <Text className='sf-context__value'>{project?.fullName ?? '暂无项目'}</Text>
        {projectList.length > 1 && <ArrowDown size={12} color='#909399' />}
      </View>
      <View className='sf-context__row' onClick={() => open('contract')} role='button' aria-label='切换合同段'>
        <Text className='sf-context__label'>合同段</Text>
        <Text className='sf-context__value'>{contract?.fullName ?? '暂无合同段'}</Text>
        {contractList.length > 1 && <ArrowDown size={12} color='#909399' />}
      </View>
      <ChoiceSheet
        visible={sheet !== null}
        title={sheet === 'project' ? '切换项目' : '切换合同段'}
        options={choices}
        onCancel={() => setSheet(null)}
        onSelect={(item) => {
          const kind = sheet
          setSheet(null)
          const id = item.id
          const current = kind === 'project' ? project?.id : contract?.id
          if (kind && id !== current) void run(kind, id)
        }}
      />
    </View>
  )
}
