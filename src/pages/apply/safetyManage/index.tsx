import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useMemo, useRef, type ReactNode } from 'react'
import type { InspectionRow, SafetyOverview } from '../../../../types/api/safety'
import { getSafetyOverview } from '@/api/safety'
import { MenuGrid } from '@/components/MenuGrid'
import { PageShell } from '@/components/PageShell'
import { StatTiles } from '@/components/Safety'
import { useRemote } from '@/components/useRemote'
import { groupMenus, type MenuLike } from '@/core/menu'
import { homeDate, safetyShortcuts } from '@/core/safety/home'
import { STATE_COLORS } from '@/core/safety/hazard'
import { gradeByKey } from '@/core/safety/lec'
import { nav, type Query } from '@/platform/nav'
import { refreshCurrentUser } from '@/stores/auth'
import { useMenu } from '@/stores/menu'
import { useSession } from '@/stores/session'
import { findRoute, type RoutePath } from '@/routes'

const go = (path: RoutePath, query?: Query) => () => { void nav.push(path, query) }

/** A shortcut is a catalog tile, an app page: opened as the workbench opens it, with its menu. */
function openShortcut (menu: MenuLike) {
  const route = findRoute(menu.urlAddress ?? '')
  if (route) void nav.push(route.path as RoutePath, { menuId: menu.id, fullName: menu.fullName })
}
const LEDGER = 'pages/apply/hiddenDangerLedger/index'

/**
 * 安全首页: the day's safety at a glance: hazards to rectify and review (overdue and major ones
 * marked), today's inspections, hazard sources by grade, today's pre-shift meetings, and the
 * safety tiles the user holds. Each figure leads to its list; a module the user is not granted
 * shows nothing here.
 */
export default function Page () {
  const overview = useRemote(getSafetyOverview)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void overview.refresh()
    shown.current = true
    // opened straight (a link, a reload): the tiles come with the current user, as on the workbench
    if (!useMenu.getState().loaded) void refreshCurrentUser().catch(() => {})
  })
  const contract = useSession((s) => s.contract)
  const menuList = useMenu((s) => s.menuList)
  const shortcuts = useMemo(() => safetyShortcuts(groupMenus(menuList)), [menuList])
  const o = overview.data
  return (
    <PageShell className='sf-safety-page sf-safety-home' loading={overview.loading} error={overview.error}
      onRetry={() => { void overview.reload() }} onRefresh={overview.refresh}>
      <View className='sf-safety-home__banner'>
        <Text className='sf-safety-home__date'>{homeDate(Date.now())}</Text>
        <Text className='sf-safety-home__where'>{contract?.fullName ?? ''}</Text>
      </View>
      {o && <Figures o={o} />}
      {shortcuts.length > 0 && (
        <Block title='常用功能'>
          <MenuGrid sections={[{ id: 'safety', title: '', tiles: shortcuts }]} onOpen={openShortcut} />
        </Block>
      )}
    </PageShell>
  )
}

function Figures ({ o }: { o: SafetyOverview }) {
  const h = o.hazards
  return (
    <View>
      {h && h.mine > 0 && (
        <View className='sf-safety-home__todo' role='button' onClick={go('pages/apply/rectification/index')}>
          <Text>{`有 ${h.mine} 条整改通知等待您处理`}</Text>
          <Text>›</Text>
        </View>
      )}
      {o.hazardTypes && o.hazardTypes.toApprove > 0 && (
        <View className='sf-safety-home__todo' role='button' onClick={go('pages/apply/safetyManage/pitfallCustom/approvePitfall')}>
          <Text>{`有 ${o.hazardTypes.toApprove} 个隐患类型等待您审批`}</Text>
          <Text>›</Text>
        </View>
      )}
      {h && (
        <Block title='隐患治理' more='隐患台账' onMore={go(LEDGER)}>
          <StatTiles label='隐患统计' tiles={[
            { label: '未闭合', value: h.open, onClick: go(LEDGER) },
            { label: '待整改', value: h.rectifying, color: STATE_COLORS.rectifying, onClick: go(LEDGER, { state: 'rectifying' }) },
            { label: '待复查', value: h.reviewing, color: STATE_COLORS.reviewing, onClick: go(LEDGER, { state: 'reviewing' }) },
            { label: '已逾期', value: h.overdue, color: '#fa3534', onClick: go(LEDGER, { overdue: '1' }) },
            { label: '重大隐患', value: h.major, color: '#fa3534', onClick: go(LEDGER, { level: '3' }) }
          ]} />
          <Text className='sf-safety-home__note'>{`本月上报 ${h.reportedThisMonth} 条 · 闭合 ${h.closedThisMonth} 条`}</Text>
        </Block>
      )}
      {o.inspections && (
        <Block title={`今日检查（${o.inspections.todayCount}）`} more='开始检查' onMore={go('pages/apply/siteINspection/index', { mode: 'new' })}>
          {o.inspections.today.length === 0 && <Text className='sf-safety-home__none'>今天还没有检查记录</Text>}
          {o.inspections.today.map((i) => <InspectionLine key={i.id} i={i} />)}
        </Block>
      )}
      {o.risks && (
        <Block title='危险源分级' more='危险源清单' onMore={go('pages/apply/safetyManage/dangerList')}>
          <View className='sf-safety-home__grades'>
            {o.risks.map((g) => (
              <View key={g.key} className='sf-safety-home__grade' role='button' aria-label={`${g.name} ${g.count}`}
                style={{ borderColor: gradeByKey(g.key)?.color }} onClick={go('pages/apply/safetyManage/dangerList', { grade: g.key })}>
                <Text className='sf-safety-home__grade-count' style={{ color: gradeByKey(g.key)?.color }}>{g.count}</Text>
                <Text className='sf-safety-home__grade-name'>{g.name}</Text>
              </View>
            ))}
          </View>
        </Block>
      )}
      {o.meetings && (
        <Block title='班前安全晨会' more='晨会记录' onMore={go('pages/apply/safetyManage/safetyMorin')}>
          <Text className='sf-safety-home__note'>{`今日晨会 ${o.meetings.today} 场 · ${o.meetings.attendeesToday} 人签到`}</Text>
        </Block>
      )}
    </View>
  )
}

function InspectionLine ({ i }: { i: InspectionRow }) {
  return (
    <View className='sf-safety-home__inspection' role='button' aria-label={i.checklistName}
      onClick={go('pages/apply/siteINspection/index', { id: i.id })}>
      <View className='sf-safety-home__inspection-text'>
        <Text className='sf-safety-home__inspection-name'>{`${i.checklistName} · ${i.inspectorName}`}</Text>
        <Text className='sf-safety-home__inspection-part'>{i.wbsPart}</Text>
      </View>
      <Text className={`sf-safety-home__inspection-result ${i.failed ? 'sf-safety-home__inspection-result--failed' : ''}`}>
        {i.failed ? `不合格 ${i.failed} · 已上报 ${i.raised}` : '全部合格'}
      </Text>
    </View>
  )
}

function Block ({ title, more, onMore, children }: { title: string, more?: string, onMore?: () => void, children: ReactNode }) {
  return (
    <View className='sf-safety-block'>
      <View className='sf-safety-block__head'>
        <Text className='sf-safety-block__title'>{title}</Text>
        {more && <View className='sf-safety-block__more' role='button' onClick={onMore}>{`${more} ›`}</View>}
      </View>
      {children}
    </View>
  )
}
