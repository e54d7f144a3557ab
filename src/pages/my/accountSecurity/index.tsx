import { CellGroup } from '@nutui/nutui-react-taro'
import { maskEmail, maskMobile, wechatBound } from '@/core/account'
import { getSocialBindings } from '@/api/permission'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { PageShell } from '@/components/PageShell'
import { LinkCell } from '@/components/LinkCell'
import { useRemote } from '@/components/useRemote'

const bindingText = (bound: boolean | null | undefined): string =>
  bound === true ? '已绑定' : bound === false ? '未绑定' : '暂无信息'

/** Account security: account, masked mobile and e-mail, password, WeChat binding, cancellation. */
export default function AccountSecurity () {
  const userInfo = useSession((s) => s.userInfo)
  const bindings = useRemote(() => getSocialBindings().then(wechatBound).catch(() => null))
  return (
    <PageShell onRefresh={bindings.refresh}>
      <CellGroup>
        <LinkCell title='账号' value={userInfo?.userAccount ?? ''} />
        <LinkCell title='手机号' value={maskMobile(userInfo?.mobilePhone) || '未绑定'} />
        <LinkCell title='邮箱' value={maskEmail(userInfo?.email) || '未绑定'} />
      </CellGroup>
      <CellGroup>
        <LinkCell title='登录密码' value='修改' onClick={() => nav.push('pages/my/modifyPsd/index')} />
        <LinkCell title='微信绑定' value={bindings.loading ? '查询中...' : bindingText(bindings.data)} />
      </CellGroup>
      <CellGroup>
        <LinkCell title='注销账号' description='注销后账号无法恢复，请谨慎操作' onClick={() => nav.push('pages/my/cancellation/index')} />
      </CellGroup>
    </PageShell>
  )
}
