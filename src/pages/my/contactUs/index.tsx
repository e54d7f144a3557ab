import { View, Text } from '@tarojs/components'
import { CellGroup } from '@nutui/nutui-react-taro'
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/core/constants'
import { getSysConfig } from '@/api/system'
import { copyText, makePhoneCall } from '@/platform/device'
import { toast } from '@/platform/ui'
import { PageShell } from '@/components/PageShell'
import { LinkCell } from '@/components/LinkCell'
import { useRemote } from '@/components/useRemote'
import './index.scss'

/** Contact us: the system's phone (tap to call) and e-mail (tap to copy), from SysConfig or the constants. */
export default function ContactUs () {
  const config = useRemote(getSysConfig)
  const c = config.data
  const phone = String(c?.companyTelePhone || SUPPORT_PHONE || '')
  const email = String(c?.companyEmail || SUPPORT_EMAIL || '')

  const call = async () => {
    if (!(await makePhoneCall(phone))) toast('无法拨打电话')
  }
  const copy = async () => {
    if (await copyText(email)) toast('邮箱已复制')
  }

  return (
    <PageShell loading={config.loading} error={config.error} onRetry={config.reload} onRefresh={config.refresh}>
      <View className='sf-contact__head'>
        <Text className='sf-contact__name'>{String(c?.companyName || c?.sysName || 'SiteFlow')}</Text>
        <Text className='sf-contact__text'>使用中遇到问题，请通过以下方式联系我们</Text>
      </View>
      <CellGroup>
        <LinkCell title='联系电话' value={phone || '暂未设置'} onClick={phone ? () => { void call() } : undefined} />
        <LinkCell title='电子邮箱' value={email || '暂未设置'} onClick={email ? () => { void copy() } : undefined} />
        {c?.companyContacts ? <LinkCell title='联系人' value={String(c.companyContacts)} /> : null}
        {c?.companyAddress ? <LinkCell title='地址' value={String(c.companyAddress)} /> : null}
      </CellGroup>
    </PageShell>
  )
}
