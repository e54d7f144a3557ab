/**
 * 新建项目 / 编辑项目: its name, code, owner, place and dates, and its sections with their contractors and
 * supervisors, sent together (an edit changes the project's own fields; sections are edited on its page). The server checks everything again; a refusal keeps what was entered.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button, DatePicker, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { createProject, getOrganizeTree, updateProject, type ProjectInfo } from '@/api/admin'
import { emptyContract, emptyProject, projectEditForm, projectProblem, toProjectInput, toProjectUpdate, unitsOfType, type ProjectForm } from '@/core/admin'
import { timeFormat } from '@/core/format'
import { toast } from '@/platform/ui'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { ContractFields } from './ContractFields'

const YEAR = 365 * 24 * 60 * 60 * 1000

export function ProjectSheet ({ editing, onClose, onMade }: { editing?: ProjectInfo, onClose: () => void, onMade: (id: string) => void }) {
  const tree = useRemote(getOrganizeTree)
  const [f, setF] = useState<ProjectForm>(() => editing ? projectEditForm(editing) : emptyProject())
  const set = (patch: Partial<ProjectForm>) => setF((x) => ({ ...x, ...patch }))
  const setContract = (i: number, patch: Partial<ProjectForm['contracts'][number]>) =>
    setF((x) => ({ ...x, contracts: x.contracts.map((c, j) => (j === i ? { ...c, ...patch } : c)) }))
  const [picking, setPicking] = useState<'startDate' | 'endDate' | null>(null)
  const owners = unitsOfType(tree.data ?? [], 'owner')

  const [busy, save] = useSubmit(async () => {
    const problem = projectProblem(f)
    if (problem) return toast(problem)
    if (editing) {
      await updateProject(editing.id, toProjectUpdate(f))
      toast('项目已修改')
      return onMade(editing.id)
    }
    const made = await createProject(toProjectInput(f))
    toast('项目已创建')
    onMade(made.id)
  })

  const title = editing ? '编辑项目' : '新建项目'
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label={title}>
        <Text className='sf-admin-form__title'>{title}</Text>
        <View className='sf-admin-form__body'>
          <PageShell loading={tree.loading} error={tree.error} onRetry={() => { void tree.reload() }}>
            <Field label='项目名称' required>
              <Input className='sf-admin-form__input' value={f.fullName} maxlength={100} placeholder='如：宁句高速公路工程'
                aria-label='项目名称' onInput={(e) => set({ fullName: inputValue(e) })} />
            </Field>
            <Field label='项目编码' required>
              <Input className='sf-admin-form__input' value={f.enCode} maxlength={50} placeholder='如：NJGK'
                aria-label='项目编码' onInput={(e) => set({ enCode: inputValue(e) })} />
            </Field>
            <Field label='项目地点'>
              <Input className='sf-admin-form__input' value={f.location} maxlength={200} placeholder='如：江苏南京'
                aria-label='项目地点' onInput={(e) => set({ location: inputValue(e) })} />
            </Field>
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>建设单位</Text>
              {owners.length === 0
                ? <Text className='sf-admin__muted'>还没有建设单位</Text>
                : <ChoiceChips label='建设单位' options={owners} value={f.ownerUnitId}
                  onChange={(id) => set({ ownerUnitId: id === f.ownerUnitId ? '' : id })} />}
            </View>
            {(['startDate', 'endDate'] as const).map((key) => (
              <Field key={key} label={key === 'startDate' ? '开工日期' : '完工日期'}>
                <View className='sf-admin-form__pick' role='button' aria-label={key === 'startDate' ? '选择开工日期' : '选择完工日期'}
                  onClick={() => setPicking(key)}>
                  {f[key] === null ? '请选择' : timeFormat(f[key], 'yyyy-mm-dd')}
                </View>
              </Field>
            ))}
            {f.contracts.map((c, i) => (
              <View key={i}>
                <ContractFields c={c} n={i + 1} tree={tree.data ?? []} onChange={(patch) => setContract(i, patch)} />
                {f.contracts.length > 1 && (
                  <View className='sf-admin-form__block'>
                    <View className='sf-admin-form__link' role='button' aria-label={`删除第 ${i + 1} 个合同段`}
                      onClick={() => set({ contracts: f.contracts.filter((_, j) => j !== i) })}>删除此合同段</View>
                  </View>
                )}
              </View>
            ))}
            {!editing && (
              <View className='sf-admin-form__block'>
                <View className='sf-admin-form__link' role='button' aria-label='再加一个合同段'
                  onClick={() => set({ contracts: [...f.contracts, emptyContract()] })}>＋ 再加一个合同段</View>
              </View>
            )}
          </PageShell>
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void save() }}>{editing ? '保存' : '创建项目'}</Button>
        </View>
      </View>
      {picking && (
        <DatePicker visible title={picking === 'startDate' ? '开工日期' : '完工日期'} type='date'
          value={new Date(f[picking] ?? Date.now())} startDate={new Date(Date.now() - 10 * YEAR)} endDate={new Date(Date.now() + 10 * YEAR)} showChinese
          onClose={() => setPicking(null)}
          onConfirm={(_options, values) => {
            const [y, m, d] = values.map(Number)
            set({ [picking]: new Date(y, m - 1, d).getTime() })
          }} />
      )}
    </Popup>
  )
}
