import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { checkPasswordChange, hashPassword, INITIAL_PASSWORD_NOTICE, PASSWORD_HINT } from '@/core/account'
import { LOGOUT_DELAY } from '@/core/constants'
import { modifyPassword } from '@/api/permission'
import { toast } from '@/platform/ui'
import { continueAfterPasswordChange, signOut } from '@/stores/auth'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { Field } from '@/components/Field'
import { PasswordInput } from '@/components/PasswordInput'
import { LogoutButton } from '@/components/LogoutButton'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

/**
 * Change password: old, new, confirm; both sent as md5. Chosen from "Me", the user signs in again
 * afterwards. Held here with an initial password (stores/auth.ts requirePasswordChange), the
 * user learns why, may only change it or sign out, and then goes on where they were going.
 */
export default function ModifyPsd () {
  const initial = useSession((s) => s.userInfo?.mustChangePassword === true)
  const account = useSession((s) => s.userInfo?.userAccount ?? '')
  const [oldPassword, setOld] = useState('')
  const [newPassword, setNew] = useState('')
  const [confirmPassword, setConfirm] = useState('')
  const [busy, submit] = useSubmit(async () => {
    const msg = checkPasswordChange({ oldPassword, newPassword, confirmPassword }, account)
    if (msg) {
      toast(msg)
      return
    }
    await modifyPassword({ oldPassword: hashPassword(oldPassword), password: hashPassword(newPassword) })
    if (initial) {
      toast('密码修改成功')
      await continueAfterPasswordChange()
      return
    }
    toast('密码修改成功，请重新登录')
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY))
    await signOut({ callServer: false })
  })

  return (
    <PageShell>
      {initial && <View className='sf-modify-psd__notice' role='alert'>{INITIAL_PASSWORD_NOTICE}</View>}
      <View className='sf-form-card'>
        <Field label={initial ? '初始密码' : '原密码'}>
          <PasswordInput value={oldPassword} onChange={setOld} placeholder={initial ? '请输入初始密码' : '请输入原密码'} />
        </Field>
        <Field label='新密码'>
          <PasswordInput value={newPassword} onChange={setNew} placeholder='请输入新密码' maxLength={16} />
        </Field>
        <Field label='确认密码'>
          <PasswordInput value={confirmPassword} onChange={setConfirm} placeholder='请再次输入新密码' maxLength={16} />
        </Field>
      </View>
      <Text className='sf-form-hint'>{PASSWORD_HINT}</Text>
      <View className='sf-form-actions'>
        <Button type='primary' block size='large' loading={busy} disabled={busy} onClick={() => submit()}>确认修改</Button>
      </View>
      {initial && <View className='sf-form-actions'><LogoutButton /></View>}
    </PageShell>
  )
}
