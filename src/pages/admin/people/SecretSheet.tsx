/** A generated password, shown once (the server keeps only its hash): the administrator tells the person, who must change it at sign-in. */
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'

export function SecretSheet ({ account, password, onClose }: { account: string, password: string, onClose: () => void }) {
  return (
    <Popup visible position='bottom' round onClose={onClose}>
      <View className='sf-admin-form' aria-label='初始密码'>
        <Text className='sf-admin-form__title'>初始密码</Text>
        <View className='sf-admin-form__block'>
          <Text className='sf-admin-form__label'>{`账号：${account}`}</Text>
          <Text className='sf-admin__title' selectable userSelect aria-label='密码'>{password}</Text>
          <Text className='sf-admin__muted'>密码只显示这一次，请当面或电话告知本人。首次登录时须修改密码。</Text>
        </View>
        <View className='sf-admin-form__actions'>
          <Button className='sf-admin-form__button' type='primary' onClick={onClose}>我已记下</Button>
        </View>
      </View>
    </Popup>
  )
}
