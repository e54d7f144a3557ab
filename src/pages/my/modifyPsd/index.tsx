import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { checkPasswordChange, hashPassword, PASSWORD_HINT } from '@/core/account'
import { LOGOUT_DELAY } from '@/core/constants'
import { modifyPassword } from '@/api/permission'
import { toast } from '@/platform/ui'
import { signOut } from '@/stores/auth'
import { PageShell } from '@/components/PageShell'
import { Field } from '@/components/Field'
import { PasswordInput } from '@/components/PasswordInput'
import { useSubmit } from '@/components/useSubmit'

/** Change password: old, new, confirm; both sent as md5; then sign in again. */
export default function ModifyPsd () {
  const [oldPassword, setOld] = useState('')
  const [newPassword, setNew] = useState('')
  const [confirmPassword, setConfirm] = useState('')
  const [busy, submit] = useSubmit(async () => {
    const msg = checkPasswordChange({ oldPassword, newPassword, confirmPassword })
    if (msg) {
      toast(msg)
      return
    }
    await modifyPassword({ oldPassword: hashPassword(oldPassword), password: hashPassword(newPassword) })
    toast('密码修改成功，请重新登录')
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY))
    await signOut({ callServer: false })
  })

  return (
    <PageShell>
      <View className='sf-form-card'>
        <Field label='原密码'>
          <PasswordInput value={oldPassword} onChange={setOld} placeholder='请输入原密码' />
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
    </PageShell>
  )
}
