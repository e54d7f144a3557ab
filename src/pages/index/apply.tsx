import { useDidShow } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { groupMenus } from '@/core/menu'
import { useMenu } from '@/stores/menu'
import { refreshCurrentUser } from '@/stores/auth'
import { syncTabBadge } from '@/stores/badge'
import { refreshFlowCount } from '@/stores/flowCount'
import { PageShell } from '@/components/PageShell'
import { ContextSwitcher } from '@/components/ContextSwitcher'
import { FlowCentreEntry } from '@/components/FlowCentreEntry'
import { MenuGrid } from '@/components/MenuGrid'
import { openMenu } from '@/components/MenuGrid/openMenu'

/** Workbench tab: project / contract switcher, the process centre and the user's menus, grouped by directory. */
export default function Workbench () {
  const menuList = useMenu((s) => s.menuList)
  const loaded = useMenu((s) => s.loaded)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const sections = useMemo(() => groupMenus(menuList), [menuList])

  const load = async () => {
    setLoading(true)
    setError('')
    try {
      await refreshCurrentUser()
    } catch (err) {
      setError((err as Error)?.message || '加载失败，请重试')
    } finally {
      setLoading(false)
    }
  }

  // menus come with sign-in; after a cold start with the launch check, or they are loaded here
  useDidShow(() => {
    void syncTabBadge()
    void refreshFlowCount()
    if (!useMenu.getState().loaded) void load()
  })

  return (
    <PageShell
      loading={loading && !loaded}
      error={loaded ? null : error}
      onRetry={load}
      empty={loaded && sections.length === 0}
      emptyText='暂无可用功能，请联系管理员分配权限'
      onRefresh={() => Promise.all([refreshCurrentUser().catch(() => {}), refreshFlowCount()])}
    >
      <ContextSwitcher />
      <FlowCentreEntry />
      <MenuGrid sections={sections} onOpen={openMenu} />
    </PageShell>
  )
}
