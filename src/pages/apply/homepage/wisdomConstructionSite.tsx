import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { getSmartSiteDashboard } from '@/api/smartSite'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { nav, setPageTitle } from '@/platform/nav'
import './wisdomConstructionSite.scss'

/**
 * 智慧工地看板: sensors online, cameras online and the alarms of the day, as the server counts them
 * within the user's grant; each figure opens the list behind it.
 */
export default function WisdomConstructionSite () {
  // opened from its tile, the screen is called by the tile's name (issue 12)
  const menuName = decodeParam(useRouter().params?.fullName)
  useEffect(() => { setPageTitle(menuName) }, [menuName])
  const board = useRemote(getSmartSiteDashboard)
  useDidShow(() => { void board.refresh() })
  const d = board.data
  const figures = d
    ? [
        { key: 'sensors', label: '传感器在线', value: `${d.sensors.online}/${d.sensors.total}`, open: () => nav.push('pages/apply/smartSite/index') },
        { key: 'cameras', label: '摄像头在线', value: `${d.cameras.online}/${d.cameras.total}`, open: () => nav.switchTab('pages/index/cloudVideo') },
        { key: 'today', label: '今日告警', value: String(d.alarms.today), alert: d.alarms.today > 0, open: () => nav.push('pages/apply/smartSite/index', { tab: 'alarms', filter: 'today' }) },
        { key: 'open', label: '未解除告警', value: String(d.alarms.open), alert: d.alarms.open > 0, open: () => nav.push('pages/apply/smartSite/index', { tab: 'alarms', filter: 'open' }) }
      ]
    : []
  return (
    <PageShell loading={board.loading} error={board.error} onRetry={() => { void board.reload() }} onRefresh={board.refresh} className='sf-wisdom'>
      <View className='sf-wisdom__grid'>
        {figures.map((f) => (
          <View key={f.key} className={`sf-wisdom__figure ${f.alert ? 'is-alert' : ''}`} role='button' aria-label={f.label} onClick={() => { void f.open() }}>
            <Text className='sf-wisdom__value'>{f.value}</Text>
            <Text className='sf-wisdom__label'>{f.label}</Text>
          </View>
        ))}
      </View>
      {d && <Text className='sf-wisdom__note'>点击数字查看明细。传感器 10 分钟内有读数即为在线。</Text>}
    </PageShell>
  )
}
