import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import { getAlarms, getSensorSeries, getSensors } from '@/api/smartSite'
import { Chart } from '@/components/Chart'
import { ChoiceChips } from '@/components/ChoiceChips'
import { PageShell } from '@/components/PageShell'
import { TabStrip } from '@/components/TabStrip'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { setPageTitle } from '@/platform/nav'
import { ALARM_FILTERS, alarmText, isAlarmFilter, seriesOption, valueText } from '@/core/smartSite'
import type { AlarmFilter, SensorItem } from '../../../../types/api/smartSite'
import './index.scss'

/** The screen follows the readings while it is open. */
const REFRESH_MS = 30_000

/**
 * 智慧工地: the site's sensors (dust, noise, weather, tower crane, hoist) with their latest values,
 * a 24-hour chart of the value tapped, and the alarms. `?tab=alarms&filter=today|open|all` opens
 * the alarm list (the wisdomConstructionSite dashboard's figures link here).
 */
export default function SmartSite () {
  const { params } = useRouter()
  const wanted = decodeParam(params?.filter)
  // opened from its tile, the screen is called by the tile's name (issue 12)
  const menuName = decodeParam(params?.fullName)
  useEffect(() => { setPageTitle(menuName) }, [menuName])
  const [tab, setTab] = useState(decodeParam(params?.tab) === 'alarms' ? 1 : 0)
  const [filter, setFilter] = useState<AlarmFilter>(isAlarmFilter(wanted) ? wanted : 'open')
  const sensors = useRemote(getSensors)
  const alarms = useRemote(() => getAlarms(filter))
  useEffect(() => { void alarms.reload() }, [filter]) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(() => { void sensors.refresh(); void alarms.refresh() })
  useEffect(() => {
    const timer = setInterval(() => { void sensors.refresh(); void alarms.refresh() }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [sensors.refresh, alarms.refresh])

  const alarming = (sensors.data ?? []).reduce((n, s) => n + s.values.filter((v) => v.alarming).length, 0)
  const tabs = [{ title: '实时数据' }, { title: '告警', count: alarming || null }]
  return (
    <View className='sf-smart-site'>
      <TabStrip tabs={tabs} active={tab} onChange={setTab} />
      {tab === 0
        ? (
          <PageShell loading={sensors.loading} error={sensors.error} onRetry={() => { void sensors.reload() }}
            empty={(sensors.data ?? []).length === 0} emptyText='暂无传感器' onRefresh={sensors.refresh}
          >
            <Sensors sensors={sensors.data ?? []} />
          </PageShell>
          )
        : (
          <View>
            <ChoiceChips className='sf-smart-site__filter' label='告警' options={ALARM_FILTERS.map((f) => ({ value: f.key, text: f.title }))} value={filter} onChange={setFilter} />
            <PageShell loading={alarms.loading} error={alarms.error} onRetry={() => { void alarms.reload() }}
              empty={(alarms.data ?? []).length === 0} emptyText={filter === 'open' ? '没有未解除的告警' : '暂无告警'} onRefresh={alarms.refresh}
            >
              {(alarms.data ?? []).map((a) => {
                const t = alarmText(a)
                return (
                  <View key={a.id} className={`sf-smart-alarm ${t.open ? 'is-open' : ''}`}>
                    <View className='sf-smart-alarm__head'>
                      <Text className='sf-smart-alarm__title'>{t.title}</Text>
                      <Text className='sf-smart-alarm__state'>{t.open ? '告警中' : '已解除'}</Text>
                    </View>
                    <Text className='sf-smart-alarm__line'>{a.siteName} · {a.place || a.kindName}</Text>
                    <Text className='sf-smart-alarm__line'>{t.detail}</Text>
                  </View>
                )
              })}
            </PageShell>
          </View>
          )}
    </View>
  )
}

function Sensors ({ sensors }: { sensors: SensorItem[] }) {
  const [chosen, setChosen] = useState<{ id: string, metric: string } | null>(null)
  const sites = useMemo(() => {
    const out = new Map<string, SensorItem[]>()
    for (const s of sensors) out.set(s.siteName, [...(out.get(s.siteName) ?? []), s])
    return [...out.entries()]
  }, [sensors])
  return (
    <View className='sf-smart-site__body'>
      {sites.map(([site, list]) => (
        <View key={site}>
          <Text className='sf-smart-site__site'>{site}</Text>
          {list.map((s) => (
            <View key={s.id} className='sf-smart-sensor'>
              <View className='sf-smart-sensor__head'>
                <Text className='sf-smart-sensor__name'>{s.name}</Text>
                <Text className={`sf-smart-sensor__state ${s.online ? 'is-online' : ''}`}>{s.online ? '在线' : '离线'}</Text>
              </View>
              <Text className='sf-smart-sensor__kind'>{s.kindName}{s.place ? ` · ${s.place}` : ''}</Text>
              <View className='sf-smart-sensor__values'>
                {s.values.map((v) => {
                  const on = chosen?.id === s.id && chosen.metric === v.metric
                  return (
                    <View key={v.metric} role='button' aria-label={`${s.name} ${v.label}`}
                      className={`sf-smart-value ${v.alarming ? 'is-alarming' : ''} ${on ? 'is-chosen' : ''}`}
                      onClick={() => setChosen(on ? null : { id: s.id, metric: v.metric })}
                    >
                      <Text className='sf-smart-value__num'>{valueText(v)}</Text>
                      <Text className='sf-smart-value__label'>{v.label}{v.alarming ? ' 超限' : ''}</Text>
                    </View>
                  )
                })}
              </View>
              {chosen?.id === s.id && <SeriesChart id={s.id} metric={chosen.metric} />}
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}

function SeriesChart ({ id, metric }: { id: string, metric: string }) {
  const series = useRemote(() => getSensorSeries(id, metric))
  useEffect(() => { void series.reload() }, [id, metric]) // eslint-disable-line react-hooks/exhaustive-deps
  const option = useMemo(() => (series.data ? seriesOption(series.data) : null), [series.data])
  return (
    <View className='sf-smart-sensor__chart'>
      <Text className='sf-smart-sensor__chart-title'>近 24 小时{series.data ? ` · ${series.data.label}（${series.data.unit}）` : ''}</Text>
      {series.error
        ? <Text className='sf-smart-sensor__chart-empty'>{series.error}</Text>
        : option && (series.data?.points.length ? <Chart option={option} height={180} /> : <Text className='sf-smart-sensor__chart-empty'>近 24 小时没有读数</Text>)}
    </View>
  )
}
