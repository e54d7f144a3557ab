/**
 * 新建角色 / 编辑角色 (its name and code): an organisation role (a template, system administrators) or a role of one of my
 * projects, optionally starting from another role's grants. The server checks the template's grants
 * against what I hold; a refusal keeps what was entered.
 */
import { Input, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { RoleItem } from '../../../../types/api/admin'
import { createRole, getProjects, updateRole } from '@/api/admin'
import { adminReach, emptyRole, roleEditForm, roleProblem, toRoleUpdate, type RoleForm } from '@/core/admin'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { Field } from '@/components/Field'
import { inputValue } from '@/components/inputValue'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'

export function RoleSheet ({ roles, editing, onClose, onMade }: { roles: RoleItem[], editing?: RoleItem, onClose: () => void, onMade: (id: string) => void }) {
  const reach = adminReach(useSession((s) => s.userInfo)) === 'project' ? 'project' : 'system'
  // an edit keeps where the role belongs, so it needs no project list
  const projects = useRemote(() => (editing ? Promise.resolve([]) : getProjects()))
  const [f, setF] = useState<RoleForm>(() => editing ? roleEditForm(editing) : emptyRole())
  const set = (patch: Partial<RoleForm>) => setF((x) => ({ ...x, ...patch }))
  const projectList = projects.data ?? []
  useEffect(() => {
    if (!f.projectId && reach === 'project' && projectList.length === 1) set({ projectId: projectList[0].id })
  }, [projectList.length])
  const templates = roles.filter((r) => !r.allMenus && (!r.projectId || r.projectId === f.projectId))

  const [busy, save] = useSubmit(async () => {
    const problem = roleProblem(f, reach)
    if (problem) return toast(problem)
    if (editing) {
      await updateRole(editing.id, toRoleUpdate(f))
      toast('角色已修改')
      return onMade(editing.id)
    }
    const made = await createRole({
      fullName: f.fullName.trim(), enCode: f.enCode.trim(),
      ...(f.projectId ? { projectId: f.projectId } : {}), ...(f.templateId ? { templateId: f.templateId } : {})
    })
    toast('角色已创建')
    onMade(made.id)
  })

  const projectOptions = [...(reach === 'system' ? [{ value: '', text: '组织角色模板' }] : []), ...projectList.map((p) => ({ value: p.id, text: p.fullName }))]
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label={editing ? '编辑角色' : '新建角色'}>
        <Text className='sf-admin-form__title'>{editing ? '编辑角色' : '新建角色'}</Text>
        <View className='sf-admin-form__body'>
          <PageShell loading={projects.loading} error={projects.error} onRetry={() => { void projects.reload() }}>
            <Field label='角色名称' required>
              <Input className='sf-admin-form__input' value={f.fullName} maxlength={50} placeholder='如：质检员'
                aria-label='角色名称' onInput={(e) => set({ fullName: inputValue(e) })} />
            </Field>
            <Field label='角色编码' required>
              <Input className='sf-admin-form__input' value={f.enCode} maxlength={50} placeholder='如：zhijian'
                aria-label='角色编码' onInput={(e) => set({ enCode: inputValue(e) })} />
            </Field>
            {!editing && (<>
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>所属</Text>
              <ChoiceChips label='角色所属' options={projectOptions} value={f.projectId} onChange={(projectId) => set({ projectId, templateId: '' })} />
            </View>
            <View className='sf-admin-form__block'>
              <Text className='sf-admin-form__label'>以此角色的授权为起点（可不选）</Text>
              <ChoiceChips label='模板角色' options={templates.map((r) => ({ value: r.id, text: r.fullName }))} value={f.templateId}
                onChange={(id) => set({ templateId: id === f.templateId ? '' : id })} />
            </View>
            </>)}
          </PageShell>
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' onClick={onClose}>取消</Button>
          <Button className='sf-admin-form__button' type='primary' loading={busy} disabled={busy} onClick={() => { void save() }}>{editing ? '保存' : '创建角色'}</Button>
        </View>
      </View>
    </Popup>
  )
}
