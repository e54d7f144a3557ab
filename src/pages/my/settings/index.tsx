import { CellGroup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { nav } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { cacheSizeKB, clearCache } from '@/stores/cache'
import { PageShell } from '@/components/PageShell'
import { LinkCell } from '@/components/LinkCell'
import { LogoutButton } from '@/components/LogoutButton'

/** Settings: account links, clearing the cache, about / contact, logout. */
export default function Settings () {
  const [size, setSize] = useState(() => cacheSizeKB())

  const onClear = async () => {
    if (!(await confirm('清除缓存', '将清除本地缓存的字典、组织架构等数据，不影响登录状态和表单草稿。确定清除吗？'))) return
    clearCache()
    setSize(cacheSizeKB())
    toast('缓存已清除')
  }

  return (
    <PageShell>
      <CellGroup>
        <LinkCell title='账号安全' onClick={() => nav.push('pages/my/accountSecurity/index')} />
        <LinkCell title='修改密码' onClick={() => nav.push('pages/my/modifyPsd/index')} />
      </CellGroup>
      <CellGroup>
        <LinkCell title='清除缓存' value={`${size}KB`} onClick={() => { void onClear() }} />
        <LinkCell title='联系我们' onClick={() => nav.push('pages/my/contactUs/index')} />
        <LinkCell title='关于我们' onClick={() => nav.push('pages/my/abouts/index')} />
      </CellGroup>
      <LogoutButton />
    </PageShell>
  )
}
