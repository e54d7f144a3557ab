import { useDidShow } from '@tarojs/taro'
import { CellGroup } from '@nutui/nutui-react-taro'
import type { RoutePath } from '@/routes'
import { nav } from '@/platform/nav'
import { scanCode } from '@/platform/scan'
import { toast } from '@/platform/ui'
import { useSession } from '@/stores/session'
import { refreshCurrentUser } from '@/stores/auth'
import { syncTabBadge } from '@/stores/badge'
import { PageShell } from '@/components/PageShell'
import { ProfileCard } from '@/components/ProfileCard'
import { LogoutButton } from '@/components/LogoutButton'
import { LinkCell } from '@/components/LinkCell'
import { ADMIN_HOME, isAdministrator } from '@/core/adminAccess'

type Entry = { title: string, path: RoutePath } | { title: string, action: () => void }

async function scan (): Promise<void> {
  try {
    const result = await scanCode()
    if (result !== null) await nav.push('pages/my/scanResult/index', { result })
  } catch (err) {
    toast((err as Error)?.message || '无法打开扫码，请检查相机权限')
  }
}

const GROUPS: Entry[][] = [
  [
    { title: '个人资料', path: 'pages/my/personalData/index' },
    { title: '我的业务', path: 'pages/my/business/index' },
    { title: '我的下属', path: 'pages/my/subordinate/index' }
  ],
  [
    { title: '账号安全', path: 'pages/my/accountSecurity/index' },
    { title: '修改密码', path: 'pages/my/modifyPsd/index' },
    { title: '注销账号', path: 'pages/my/cancellation/index' }
  ],
  [
    { title: '扫一扫', action: () => { void scan() } },
    { title: '设置', path: 'pages/my/settings/index' },
    { title: '联系我们', path: 'pages/my/contactUs/index' },
    { title: '关于我们', path: 'pages/my/abouts/index' }
  ]
]

/** Shown only to administrators (a system administrator or a project's administrator). */
const ADMIN_GROUP: Entry[] = [{ title: '管理', path: ADMIN_HOME }]

const open = (entry: Entry) => ('path' in entry ? nav.push(entry.path) : entry.action())

/** Me tab: who is signed in, where they work, every "Me" screen, and logout. */
export default function My () {
  const userInfo = useSession((s) => s.userInfo)
  const project = useSession((s) => s.project)
  const contract = useSession((s) => s.contract)
  // a badge change made while a non-tab page was showing may not have reached the tab bar
  useDidShow(() => { void syncTabBadge() })
  return (
    <PageShell onRefresh={() => refreshCurrentUser().catch(() => {})}>
      <ProfileCard
        userInfo={userInfo}
        project={project}
        contract={contract}
        onClick={() => nav.push('pages/my/personalData/index')}
        onContextClick={() => nav.push('pages/my/business/index')}
      />
      {(isAdministrator(userInfo) ? [ADMIN_GROUP, ...GROUPS] : GROUPS).map((group, i) => (
        <CellGroup key={i}>
          {group.map((entry) => <LinkCell key={entry.title} title={entry.title} onClick={() => { void open(entry) }} />)}
        </CellGroup>
      ))}
      <LogoutButton />
    </PageShell>
  )
}
