import { Text, View } from '@tarojs/components'
import type { HomeDashboard } from '../../../../types/api/dashboard'
import { getHomeDashboard } from '@/api/dashboard'
import { PageShell } from '@/components/PageShell'
import { StatTiles } from '@/components/Safety'
import { DASHBOARDS, LISTS, ledgerQuery, wan } from '@/core/dashboard'
import { STATE_COLORS } from '@/core/safety/hazard'
import { homeDate } from '@/core/safety/home'
import { nav, type Query } from '@/platform/nav'
import type { RoutePath } from '@/routes'
import { Block, Line } from './DashBlock'
import { useDashboard } from './useDashboard'
import './dashboard.scss'

const go = (path: RoutePath, query?: Query) => () => { void nav.push(path, query) }

/**
 * 项目首页: the day's key figures of the chosen project and section (todos, notices, hazards,
 * metering claims), each leading to the list behind it, and the other dashboards.
 */
export default function Page () {
  const home = useDashboard(getHomeDashboard)
  const d = home.data
  return (
    <PageShell className='sf-dash' loading={home.loading} error={home.error} onRetry={() => { void home.reload() }} onRefresh={home.refresh}>
      {d && <Home d={d} />}
    </PageShell>
  )
}

function Home ({ d }: { d: HomeDashboard }) {
  return (
    <View>
      <View className='sf-dash__banner'>
        <Text className='sf-dash__project'>{d.place.projectName || '未选择项目'}</Text>
        <Text className='sf-dash__where'>{`${d.place.contractName} · ${homeDate(Date.now())}`}</Text>
      </View>
      {d.notice && (
        <View className='sf-dash__notice' role='button' aria-label='最新公告' onClick={go(LISTS.notice, { id: d.notice.id })}>
          <Text className='sf-dash__notice-text'>{`公告：${d.notice.title}`}</Text>
          <Text>›</Text>
        </View>
      )}
      <Block title='今日待办'>
        <StatTiles label='待办' tiles={[
          { label: '待我审批', value: d.todo, color: '#1989fa', onClick: go(LISTS.todo) },
          { label: '未读公告', value: d.unreadNotices, color: '#faad14', onClick: go(LISTS.notices) }
        ]} />
      </Block>
      {d.hazards && (
        <Block title='安全隐患' more='隐患台账' onMore={go(LISTS.hazards)}>
          <StatTiles label='隐患' tiles={[
            { label: '今日上报', value: d.hazards.reportedToday, onClick: go(LISTS.hazards) },
            { label: '未闭合', value: d.hazards.open, onClick: go(LISTS.hazards, ledgerQuery({ state: 'open' })) },
            { label: '待整改', value: d.hazards.rectifying, color: STATE_COLORS.rectifying, onClick: go(LISTS.hazards, ledgerQuery({ state: 'rectifying' })) },
            { label: '已逾期', value: d.hazards.overdue, color: '#fa3534', onClick: go(LISTS.hazards, ledgerQuery({ overdue: true })) }
          ]} />
        </Block>
      )}
      {d.meter && (
        <Block title='计量支付' more='计量审批' onMore={go(LISTS.meter)}>
          <Line label='审批中的计量' value={`${d.meter.inApproval} 期`} sub={`合计 ${wan(d.meter.inApprovalAmount)} 万元`} onClick={go(LISTS.meter)} />
          <Line label='本月已支付' value={`${wan(d.meter.paidThisMonth)} 万元`} onClick={go(LISTS.meter)} />
        </Block>
      )}
      <View className='sf-dash__links'>
        <View className='sf-dash__link' role='button' onClick={go(DASHBOARDS.investment)}>项目投资</View>
        <View className='sf-dash__link' role='button' onClick={go(DASHBOARDS.safety)}>安全隐患</View>
        <View className='sf-dash__link' role='button' onClick={go(DASHBOARDS.overview)}>项目概况</View>
      </View>
    </View>
  )
}
