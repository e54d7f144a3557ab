import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { decodeParam } from '@/core/entry'
import { nav } from '@/platform/nav'
import { bindWechat, enterApp } from '@/stores/auth'
import { PageShell } from '@/components/PageShell'
import { AccountLoginForm, type AccountValues } from '@/components/LoginForms'
import './weChatBinding.scss'

/** Binds the WeChat user of this mini-program to an existing account, then signs in. */
export default function WeChatBinding () {
  const { params } = useRouter()
  const bindKey = decodeParam(params?.bindKey)

  const onSubmit = async ({ account, password }: AccountValues) => {
    await bindWechat(account, password, bindKey)
    await enterApp()
  }

  return (
    <PageShell
      className='sf-bind'
      error={bindKey ? null : '绑定信息已失效，请重新使用微信登录'}
      onRetry={() => nav.relaunch('pages/login/index')}
    >
      <View className='sf-bind__intro'>
        <Text className='sf-bind__title'>绑定已有账号</Text>
        <Text className='sf-bind__text'>该微信尚未绑定账号。输入账号和密码完成绑定，之后可直接使用微信登录。</Text>
      </View>
      <View className='sf-bind__card'>
        <AccountLoginForm showRemember={false} submitText='绑定并登录' onSubmit={onSubmit} />
      </View>
      <Button className='sf-bind__back' fill='none' block onClick={() => nav.relaunch('pages/login/index')}>返回登录</Button>
    </PageShell>
  )
}
