import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { REMEMBER_ACCOUNT_KEY } from '@/core/account'
import { sendSmsCode } from '@/api/oauth'
import { nav } from '@/platform/nav'
import { getStorage, removeStorage, setStorage } from '@/platform/storage'
import { toast } from '@/platform/ui'
import { isWeapp, wechatLoginCode } from '@/platform/wechat'
import { enterApp, loginWithPassword, loginWithSms, loginWithWechatCode } from '@/stores/auth'
import { PageShell } from '@/components/PageShell'
import { NavBar } from '@/components/NavBar'
import { AccountLoginForm, SmsLoginForm, type AccountValues } from '@/components/LoginForms'
import { useSubmit } from '@/components/useSubmit'
import './index.scss'

type Mode = 'password' | 'sms'

/** Sign-in: account and password (remembered account), SMS code, and WeChat in the mini-program. */
export default function Login () {
  const { params } = useRouter()
  const [mode, setMode] = useState<Mode>(params?.mode === 'sms' ? 'sms' : 'password')
  const [remembered] = useState(() => getStorage<string>(REMEMBER_ACCOUNT_KEY, ''))

  const onAccount = async ({ account, password, remember }: AccountValues) => {
    await loginWithPassword(account, password)
    if (remember) setStorage(REMEMBER_ACCOUNT_KEY, account)
    else removeStorage(REMEMBER_ACCOUNT_KEY)
    await enterApp()
  }

  const onSms = async ({ mobile, code }: { mobile: string, code: string }) => {
    await loginWithSms(mobile, code)
    await enterApp()
  }

  const [wechatBusy, onWechat] = useSubmit(async () => {
    let code: string
    try {
      code = await wechatLoginCode()
    } catch {
      toast('微信授权失败，请重试')
      return
    }
    const outcome = await loginWithWechatCode(code)
    if (outcome.signedIn) await enterApp()
    else await nav.push('pages/login/weChatBinding', { bindKey: outcome.bindKey })
  })

  return (
    <PageShell className='sf-login'>
      <NavBar title='登录' transparent />
      <View className='sf-login__head'>
        <View className='sf-login__logo'>S</View>
        <Text className='sf-login__name'>SiteFlow</Text>
        <Text className='sf-login__slogan'>工程现场协同管理</Text>
      </View>
      <View className='sf-login__card'>
        <View className='sf-login__tabs' role='tablist'>
          {([['password', '账号登录'], ['sms', '短信登录']] as const).map(([key, text]) => (
            <View
              key={key}
              role='tab'
              aria-selected={mode === key}
              className={`sf-login__tab ${mode === key ? 'sf-login__tab--active' : ''}`}
              onClick={() => setMode(key)}
            >
              {text}
            </View>
          ))}
        </View>
        {/* both forms stay mounted so that switching tabs keeps what was typed */}
        <View style={{ display: mode === 'password' ? 'block' : 'none' }}>
          <AccountLoginForm defaultAccount={remembered} defaultRemember={!!remembered} onSubmit={onAccount} />
        </View>
        <View style={{ display: mode === 'sms' ? 'block' : 'none' }}>
          <SmsLoginForm onSendCode={sendSmsCode} onSubmit={onSms} />
        </View>
        {isWeapp() && (
          <Button className='sf-login__wechat' block size='large' fill='outline' loading={wechatBusy} disabled={wechatBusy} onClick={() => onWechat()}>
            微信一键登录
          </Button>
        )}
        <View className='sf-login__other' onClick={() => nav.push('pages/login/otherLogin')}>其他登录方式</View>
      </View>
    </PageShell>
  )
}
