import { View, Text } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { checkCancellation } from '@/core/account'
import { cancelAccount } from '@/api/oauth'
import { confirm, toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { signOut } from '@/stores/auth'
import { PageShell } from '@/components/PageShell'
import { Field } from '@/components/Field'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

const CONSEQUENCES = [
  '账号注销后将无法再登录，且无法恢复；',
  '账号的个人资料、头像和签名将不再可用；',
  '未完成的待办流程请先办理或委托他人，注销后将无法办理；',
  '如需保留或导出数据，请先联系管理员。'
]

/** Account cancellation: the consequences, the account typed to confirm, a last confirmation, then sign out. */
export default function Cancellation () {
  const account = useSession((s) => s.userInfo?.userAccount ?? '')
  const [typed, setTyped] = useState('')
  const [busy, submit] = useSubmit(async () => {
    const msg = checkCancellation(typed, account)
    if (msg) {
      toast(msg)
      return
    }
    if (!(await confirm('注销账号', `确定注销账号「${account}」吗？注销后无法恢复。`))) return
    await cancelAccount()
    toast('账号已注销')
    await signOut({ callServer: false })
  })

  return (
    <PageShell>
      <View className='sf-cancel__notice'>
        <Text className='sf-cancel__title'>注销前请确认</Text>
        {CONSEQUENCES.map((line) => <Text key={line} className='sf-cancel__line'>{line}</Text>)}
      </View>
      <View className='sf-form-card'>
        <Field label='当前账号'>
          <Text>{account}</Text>
        </Field>
        <Field label='确认账号'>
          <Input value={typed} onChange={setTyped} placeholder='请输入当前账号以确认' maxLength={64} />
        </Field>
      </View>
      <View className='sf-form-actions'>
        <Button type='danger' block size='large' loading={busy} disabled={busy || !account} onClick={() => submit()}>注销账号</Button>
      </View>
    </PageShell>
  )
}
