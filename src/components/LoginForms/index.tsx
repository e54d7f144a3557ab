import { View, Text } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { CODE_LENGTH } from '@/core/constants'
import { checkLogin, checkMobile, checkSmsLogin } from '@/core/account'
import { toast } from '@/platform/ui'
import { Field } from '../Field'
import { PasswordInput } from '../PasswordInput'
import { SmsCodeButton } from '../SmsCodeButton'
import { useSubmit } from '../useSubmit'
import './index.scss'

export interface AccountValues {
  account: string
  password: string
  remember: boolean
}

export interface AccountLoginFormProps {
  defaultAccount?: string
  defaultRemember?: boolean
  /** with `remember`: shows the remember-account switch */
  showRemember?: boolean
  submitText?: string
  /** runs after the form passed its checks; reject to keep the user on the form */
  onSubmit: (values: AccountValues) => Promise<unknown>
}

/** Account and password, checked before sending; what was typed stays when sign-in fails. */
export function AccountLoginForm (props: AccountLoginFormProps) {
  const { defaultAccount = '', defaultRemember = false, showRemember = true, submitText = '登录', onSubmit } = props
  const [account, setAccount] = useState(defaultAccount)
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(defaultRemember)
  const [busy, submit] = useSubmit(async () => {
    const msg = checkLogin({ account, password })
    if (msg) {
      toast(msg)
      return
    }
    await onSubmit({ account: account.trim(), password, remember })
  })

  return (
    <View className='sf-login-form'>
      <Field label='账号'>
        <Input value={account} onChange={setAccount} placeholder='请输入账号' maxLength={64} clearable />
      </Field>
      <Field label='密码'>
        <PasswordInput value={password} onChange={setPassword} placeholder='请输入密码' />
      </Field>
      {showRemember && (
        <View
          className='sf-login-form__remember'
          role='checkbox'
          aria-checked={remember}
          onClick={() => setRemember((r) => !r)}
        >
          <View className={`sf-login-form__check ${remember ? 'sf-login-form__check--on' : ''}`}>{remember ? '✓' : ''}</View>
          <Text>记住账号</Text>
        </View>
      )}
      <Button className='sf-login-form__submit' type='primary' block size='large' loading={busy} disabled={busy} onClick={() => submit()}>
        {submitText}
      </Button>
    </View>
  )
}

export interface SmsLoginFormProps {
  /** sends the code to a checked mobile number */
  onSendCode: (mobile: string) => Promise<unknown>
  onSubmit: (values: { mobile: string, code: string }) => Promise<unknown>
}

/** Mobile number and SMS code, with a 60 s wait before another code. */
export function SmsLoginForm ({ onSendCode, onSubmit }: SmsLoginFormProps) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [busy, submit] = useSubmit(async () => {
    const msg = checkSmsLogin({ mobile, code })
    if (msg) {
      toast(msg)
      return
    }
    await onSubmit({ mobile: mobile.trim(), code: code.trim() })
  })

  const send = async (): Promise<boolean> => {
    const msg = checkMobile(mobile)
    if (msg) {
      toast(msg)
      return false
    }
    await onSendCode(mobile.trim())
    toast('验证码已发送')
    return true
  }

  return (
    <View className='sf-login-form'>
      <Field label='手机号'>
        <Input value={mobile} onChange={setMobile} type='tel' placeholder='请输入手机号' maxLength={11} clearable />
      </Field>
      <Field label='验证码' extra={<SmsCodeButton onSend={send} />}>
        <Input value={code} onChange={setCode} type='number' placeholder='请输入验证码' maxLength={CODE_LENGTH} />
      </Field>
      <Button className='sf-login-form__submit' type='primary' block size='large' loading={busy} disabled={busy} onClick={() => submit()}>
        登录
      </Button>
    </View>
  )
}
