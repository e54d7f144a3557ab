import { View, Text } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import type { SocialLoginItem } from '../../../types/api/oauth'
import { loginSocials } from '@/api/oauth'
import { nav } from '@/platform/nav'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { UserAvatar } from '@/components/UserAvatar'
import { useRemote } from '@/components/useRemote'
import './otherLogin.scss'

/** Other ways to sign in: SMS code and password on the login page, plus the server's social sign-ins. */
export default function OtherLogin () {
  const socials = useRemote(loginSocials)

  const openSocial = (item: SocialLoginItem) => {
    toast(`${item.name}登录暂不支持在手机端使用，请使用账号或短信登录`)
  }

  return (
    <PageShell loading={socials.loading} onRefresh={socials.refresh}>
      <CellGroup title='账号登录'>
        <Cell title='短信验证码登录' clickable onClick={() => nav.relaunch('pages/login/index', { mode: 'sms' })} />
        <Cell title='账号密码登录' clickable onClick={() => nav.relaunch('pages/login/index')} />
      </CellGroup>
      <CellGroup title='第三方登录'>
        {socials.error
          ? <Cell title='加载失败，点击重试' clickable onClick={() => socials.reload()} />
          : (socials.data ?? []).length === 0
            ? <Cell title='暂无其他登录方式' />
            : (socials.data ?? []).map((item) => (
              <Cell
                key={item.enname}
                clickable
                onClick={() => openSocial(item)}
                title={
                  <View className='sf-social'>
                    <UserAvatar name={item.name} size='small' />
                    <Text className='sf-social__name'>{item.name}</Text>
                  </View>
                }
              />
            ))}
      </CellGroup>
    </PageShell>
  )
}
