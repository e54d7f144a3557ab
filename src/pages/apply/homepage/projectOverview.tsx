import { Text, View } from '@tarojs/components'
import type { OverviewDashboard, OverviewUnit } from '../../../../types/api/dashboard'
import { getOverviewDashboard } from '@/api/dashboard'
import { PageShell } from '@/components/PageShell'
import { LISTS, wan } from '@/core/dashboard'
import { timeFormat } from '@/core/format'
import { nav } from '@/platform/nav'
import { Block, Line } from './DashBlock'
import { useDashboard } from './useDashboard'
import './dashboard.scss'

const KIND_NAMES: Record<OverviewUnit['kind'], string> = { owner: '建设单位', supervision: '监理单位', construction: '施工单位' }

/** 项目概况: the project, its contract sections, the units taking part and their heads. */
export default function Page () {
  const remote = useDashboard(getOverviewDashboard)
  const d = remote.data
  return (
    <PageShell className='sf-dash' loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }} onRefresh={remote.refresh}
      empty={!!d && !d.project} emptyText='当前没有选择项目'>
      {d?.project && <Overview d={d} />}
    </PageShell>
  )
}

function Overview ({ d }: { d: OverviewDashboard }) {
  const p = d.project!
  const toContacts = () => { void nav.push(LISTS.contacts) }
  return (
    <View>
      <View className='sf-dash__banner'>
        <Text className='sf-dash__project'>{p.name}</Text>
        <Text className='sf-dash__where'>{`${p.code} · ${p.location}`}</Text>
      </View>
      <Block title='项目信息'>
        <View className='sf-dash-figures'>
          <Figure label='总投资（万元）' value={wan(p.investment)} />
          <Figure label='合同段' value={String(d.sections.length)} />
          <Figure label='开工日期' value={timeFormat(p.startDate) || '-'} />
          <Figure label='计划完工' value={timeFormat(p.endDate) || '-'} />
        </View>
        <Line label='建设单位' value={p.ownerUnit} />
        <Line label='参建人员' value={`${d.people} 人`} onClick={toContacts} />
      </Block>
      <Block title={`合同段 · ${d.place.contractName}`}>
        {d.sections.map((s) => (
          <Line key={s.id} label={s.name} value={`${wan(s.amount)} 万元`}
            sub={`${s.startMileage}～${s.endMileage} · 施工：${s.constructionUnit} · 监理：${s.supervisionUnit}`} />
        ))}
      </Block>
      {d.units.map((u) => (
        <Block key={u.id} title={`${KIND_NAMES[u.kind]} · ${u.name}`} more={`${u.people} 人`} onMore={toContacts}>
          {u.keyPeople.length === 0 && <Text className='sf-dash__none'>未设置负责人</Text>}
          {u.keyPeople.map((person) => (
            <View key={`${u.id}-${person.id}-${person.heads}`} className='sf-dash-person' role='button' aria-label={person.name}
              onClick={() => { void nav.push(LISTS.person, { id: person.id }) }}>
              <Text className='sf-dash-person__name'>{person.name}</Text>
              <Text className='sf-dash-person__heads'>{`${person.heads}负责人`}</Text>
              <Text className='sf-dash-line__go'>›</Text>
            </View>
          ))}
        </Block>
      ))}
    </View>
  )
}

function Figure ({ label, value }: { label: string, value: string }) {
  return (
    <View className='sf-dash-figures__item'>
      <Text className='sf-dash-figures__value'>{value}</Text>
      <Text className='sf-dash-figures__label'>{label}</Text>
    </View>
  )
}
