/** 新增合同段 of a project, or 编辑合同段. A refusal keeps what was entered. */
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { ContractItem } from '../../../../types/api/admin'
import { addContract, getOrganizeTree, updateContract } from '@/api/admin'
import { contractEditForm, contractProblem, emptyContract, toContractInput, toContractUpdate, type ContractForm } from '@/core/admin'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { ContractFields } from './ContractFields'

export function ContractSheet ({ projectId, editing, onClose, onAdded }: { projectId: string, editing?: ContractItem, onClose: () => void, onAdded: () => void }) {
  const tree = useRemote(getOrganizeTree)
  const [c, setC] = useState<ContractForm>(() => editing ? contractEditForm(editing) : emptyContract())
  const [busy, save] = useSubmit(async () => {
    const problem = contractProblem(c)
    if (problem) return toast(problem)
    if (editing) await updateContract(projectId, editing.id, toContractUpdate(c))
    else await addContract(projectId, toContractInput(c))
    toast(editing ? '合同段已修改' : '合同段已添加')
    onAdded()
  })
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label={editing ? '编辑合同段' : '新增合同段'}>
        <Text className='sf-admin-form__title'>{editing ? '编辑合同段' : '新增合同段'}</Text>
        <View className='sf-admin-form__body'>
          <PageShell loading={tree.loading} error={tree.error} onRetry={() => { void tree.reload() }}>
            <ContractFields c={c} tree={tree.data ?? []} onChange={(patch) => setC((x) => ({ ...x, ...patch }))} />
          </PageShell>
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void save() }}>保存</Button>
        </View>
      </View>
    </Popup>
  )
}
