import { Button } from '@nutui/nutui-react-taro'
import { confirm } from '@/platform/ui'
import { signOut } from '@/stores/auth'
import { useSubmit } from '../useSubmit'
import './index.scss'

/** "退出登录" with a confirmation; signs out locally even when the server cannot be reached. */
export function LogoutButton () {
  const [busy, logout] = useSubmit(async () => {
    if (!(await confirm('退出登录', '确定要退出当前账号吗？'))) return
    await signOut()
  })
  return (
    <Button className='sf-logout' block size='large' type='danger' fill='outline' loading={busy} disabled={busy} onClick={() => logout()}>
      退出登录
    </Button>
  )
}
