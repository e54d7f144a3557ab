/**
 * One person: who they are, where they work, their roles and state; 重置密码 (a generated password,
 * shown once), 禁用 (their sessions end at once; their open todos are listed for hand-over), 启用,
 * 解锁, 编辑, 删除 (refused with the reason while they have records or todos: 禁用 is offered instead).
 * Each change is confirmed first; the server decides whether the caller may make it.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import type { OpenTask } from '../../../../types/api/admin'
import { getOpenTasks, getPerson, handOver, removePerson, resetPassword, setPersonState, unlockPerson } from '@/api/admin'
import { adminReach, disabledText, offersDisable, refusalText } from '@/core/admin'
import { timeFormat } from '@/core/format'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { UserPickerSheet } from '@/components/UserPickerSheet'
import { useRemote } from '@/components/useRemote'
import { useSubmit } from '@/components/useSubmit'
import { PersonSheet } from './PersonSheet'
import { StateTag } from './StateTag'

interface Props {
  id: string
  onBack: () => void
  onChanged: () => void
  onDeleted: () => void
  onSecret: (s: { account: string, password: string }) => void
}

export function PersonDetail ({ id, onBack, onChanged, onDeleted, onSecret }: Props) {
  const me = useSession((s) => s.userInfo)
  const reach = adminReach(me)
  const person = useRemote(() => getPerson(id))
  const [open, setOpen] = useState<OpenTask[] | null>(null)
  const [note, setNote] = useState('')
  const [picking, setPicking] = useState(false)
  const [editing, setEditing] = useState(false)
  const p = person.data
  const self = !!me && me.userId === id

  const after = async () => {
    await person.refresh()
    onChanged()
  }

  const disable = async (name: string) => {
    const res = await setPersonState(id, 0)
    const tasks = Array.isArray(res?.openTasks) ? res.openTasks : []
    setOpen(tasks)
    setNote(disabledText(name, tasks))
  }

  const [busy, run] = useSubmit(async (action: 'reset' | 'disable' | 'enable' | 'unlock' | 'remove') => {
    if (!p) return
    const name = `${p.realName}（${p.account}）`
    if (action === 'remove') {
      if (!await confirm('删除人员', `删除后${name}不能再登录，也不再出现在人员列表和通讯录中。`, { confirmText: '删除' })) return
      try {
        await removePerson(id)
      } catch (err) {
        const reason = refusalText(err)
        setNote(`不能删除：${reason}`)
        if (offersDisable(reason) && p.enabledMark !== 0 && await confirm('不能删除', reason, { confirmText: '改为禁用' })) {
          await disable(name)
          await after()
        }
        return
      }
      toast('已删除')
      onDeleted()
      return
    }
    if (action === 'reset') {
      if (!await confirm('重置密码', `将为${name}生成新密码，其现有登录立即失效，下次登录须修改密码。`, { confirmText: '重置' })) return
      const res = await resetPassword(id)
      if (res.password) onSecret({ account: p.account, password: res.password })
      else toast('密码已重置')
    } else if (action === 'disable') {
      if (!await confirm('禁用人员', `禁用后${name}立即退出登录且不能再登录，其业务记录保留。`, { confirmText: '禁用' })) return
      await disable(name)
    } else if (action === 'enable') {
      await setPersonState(id, 1)
      setOpen(null)
      setNote('')
      toast('已启用')
    } else {
      await unlockPerson(id)
      toast('已解锁')
    }
    await after()
  })

  const [handing, handTo] = useSubmit(async (toId: string) => {
    await handOver(id, toId)
    toast('待办已移交')
    setOpen(await getOpenTasks(id))
    setNote('')
  })

  return (
    <>
      <View className='sf-admin__back' role='button' aria-label='返回人员列表' onClick={onBack}>‹ 返回人员列表</View>
      <PageShell loading={person.loading} error={person.error} onRetry={() => { void person.reload() }} onRefresh={person.refresh}>
        {p && (
          <>
            <View className='sf-admin__section' aria-label='人员信息'>
              <View className='sf-admin__section-title'>
                <Text>{p.realName}<StateTag state={p.enabledMark} /></Text>
              </View>
              <Text className='sf-admin__line'>{`账号：${p.account}`}</Text>
              <Text className='sf-admin__line'>{`手机号：${p.mobilePhone || '未填写'}`}</Text>
              <Text className='sf-admin__line'>{`单位：${p.organize || '未设置'}`}</Text>
              <Text className='sf-admin__line'>{`岗位：${p.position || '未设置'}`}</Text>
              <Text className='sf-admin__line'>{`角色：${p.roleName || '无'}`}</Text>
              <Text className='sf-admin__line'>{`项目：${p.projectName || '未加入项目'}`}</Text>
              <Text className='sf-admin__line'>{`合同段：${p.contractName || '无'}`}</Text>
              <Text className='sf-admin__muted'>
                {p.lastLoginTime ? `最近登录：${timeFormat(p.lastLoginTime, 'yyyy-mm-dd hh:MM')}${p.lastLoginIp ? `（${p.lastLoginIp}）` : ''}` : '从未登录'}
                {p.mustChangePassword ? ' · 下次登录须修改密码' : ''}
              </Text>
              {p.lockedUntil && <Text className='sf-admin__muted'>{`因多次密码错误锁定至 ${timeFormat(p.lockedUntil, 'hh:MM')}`}</Text>}
              {!!p.openTaskCount && open === null && <Text className='sf-admin__muted'>{`待办 ${p.openTaskCount} 条`}</Text>}
            </View>
            {note && <View className='sf-admin__section' role='status'><Text className='sf-admin__line'>{note}</Text></View>}
            {open && open.length > 0 && (
              <View className='sf-admin__section' aria-label='待移交的待办'>
                <View className='sf-admin__section-title'>
                  <Text>{`待移交的待办（${open.length}）`}</Text>
                  {reach === 'system' && (
                    <View className='sf-admin__add' role='button' aria-label='移交给他人' onClick={() => { if (!handing) setPicking(true) }}>移交给他人</View>
                  )}
                </View>
                {open.map((t) => (
                  <View key={t.id} className='sf-admin__row'>
                    <Text className='sf-admin__line'>{t.fullName}</Text>
                    <Text className='sf-admin__muted'>{`${t.nodeName} · ${timeFormat(t.creatorTime, 'yyyy-mm-dd')}`}</Text>
                  </View>
                ))}
              </View>
            )}
            {!self && (
              <View className='sf-admin__actions'>
                <Button disabled={busy} onClick={() => setEditing(true)}>编辑</Button>
                <Button disabled={busy} onClick={() => { void run('reset') }}>重置密码</Button>
                {p.enabledMark === 2 && <Button disabled={busy} onClick={() => { void run('unlock') }}>解锁</Button>}
                {p.enabledMark === 0
                  ? <Button type='primary' disabled={busy} onClick={() => { void run('enable') }}>启用</Button>
                  : !p.isAdministrator && <Button type='danger' disabled={busy} onClick={() => { void run('disable') }}>禁用</Button>}
                {!p.isAdministrator && <Button type='danger' disabled={busy} onClick={() => { void run('remove') }}>删除</Button>}
              </View>
            )}
          </>
        )}
      </PageShell>
      {editing && p && (
        <PersonSheet editing={p} onClose={() => setEditing(false)} onMade={() => {
          setEditing(false)
          void after()
        }} />
      )}
      <UserPickerSheet visible={picking} title='移交给' onClose={() => setPicking(false)}
        onConfirm={(users) => { if (users[0]) void handTo(users[0].id) }} />
    </>
  )
}
