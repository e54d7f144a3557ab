import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useRef, useState } from 'react'
import type { DangerSourceRow } from '../../../../types/api/safety'
import { getRiskGrades, listDangerSources } from '@/api/safety'
import { getOnlineDev, getOnlineDevDisplay } from '@/api/visualdev'
import { FilterBar } from '@/components/FilterBar'
import { ModuleForm } from '@/components/ListEngine'
import { PageShell } from '@/components/PageShell'
import { LecPanel, useMayAdd } from '@/components/Safety'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { decodeParam } from '@/core/entry'
import { gradeByKey } from '@/core/safety/lec'
import { nav, setPageTitle } from '@/platform/nav'
import { useSession } from '@/stores/session'

/** The hazard sources: a part of the dangerList tile (catalog), graded by the server. */
const MODULE = 'dangerSource'
const HERE = 'pages/apply/safetyManage/dangerList'
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/**
 * 危险源清单: the hazard sources of the caller's sections graded by LEC (重大 red to 低 blue), a
 * grade at a time; one source opens with its evaluation and controls (`?id=`), a new or changed one
 * on its form (`?mode=form`) where D and the grade follow the values chosen.
 */
export default function Page () {
  const { params } = useRouter()
  const id = decodeParam(params?.id)
  if (decodeParam(params?.mode) === 'form') return <SourceForm id={id} />
  if (id) return <SourceDetail id={id} />
  return <Sources initialGrade={decodeParam(params?.grade)} />
}

function Sources ({ initialGrade }: { initialGrade: string }) {
  const [grade, setGrade] = useState(initialGrade)
  const [keyword, setKeyword] = useState('')
  const grades = useRemote(() => getRiskGrades())
  const mayAdd = useMayAdd()
  const list = usePagedList<DangerSourceRow>((currentPage, pageSize) => listDangerSources({ grade, keyword, currentPage, pageSize }), `${grade}|${keyword}`)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void grades.refresh()
    shown.current = true
  })
  return (
    <View className='sf-safety-page sf-safety-page--bar'>
      <FilterBar placeholder='搜索危险源、部位或编号' onSearch={setKeyword} />
      <View className='sf-safety-home__grades sf-safety-home__grades--filter' role='radiogroup' aria-label='风险等级'>
        <View role='radio' aria-checked={grade === ''} className={`sf-safety-home__grade ${grade === '' ? 'sf-safety-home__grade--on' : ''}`} onClick={() => setGrade('')}>
          <Text className='sf-safety-home__grade-count'>{grades.data?.total ?? '-'}</Text>
          <Text className='sf-safety-home__grade-name'>管控中</Text>
        </View>
        {(grades.data?.grades ?? []).map((g) => (
          <View key={g.key} role='radio' aria-checked={grade === g.key} style={{ borderColor: gradeByKey(g.key)?.color }}
            className={`sf-safety-home__grade ${grade === g.key ? 'sf-safety-home__grade--on' : ''}`} onClick={() => setGrade(grade === g.key ? '' : g.key)}>
            <Text className='sf-safety-home__grade-count' style={{ color: gradeByKey(g.key)?.color }}>{g.count}</Text>
            <Text className='sf-safety-home__grade-name'>{g.name}</Text>
          </View>
        ))}
      </View>
      <PageShell {...listShell(list)} emptyText={grade || keyword ? '没有符合条件的危险源' : '暂无危险源'} onRefresh={list.reload}>
        {list.items.map((r) => {
          const color = gradeByKey(r.grade)?.color ?? '#c0c4cc'
          return (
            <View key={r.id} className={`sf-hazard-card ${r.state === 'eliminated' ? 'sf-hazard-card--off' : ''}`} role='button' aria-label={r.sourceName}
              onClick={() => { void nav.push(HERE, { id: r.id }) }}>
              <View className='sf-hazard-card__level' style={{ background: color }} />
              <View className='sf-hazard-card__body'>
                <View className='sf-hazard-card__head'>
                  <Text className='sf-hazard-card__title'>{r.sourceName}</Text>
                  <Text className='sf-safety-tag' style={{ color, borderColor: color }}>{r.draft ? '草稿' : r.state === 'eliminated' ? '已消除' : r.gradeName}</Text>
                </View>
                <View className='sf-hazard-card__meta'>
                  <Text>{r.riskValue === null ? '未评价' : `D = ${r.likelihood}×${r.exposure}×${r.consequence} = ${r.riskValue}`}</Text>
                  <Text>{r.accidentName}</Text>
                </View>
                <View className='sf-hazard-card__line'>{r.wbsPart}</View>
                <View className='sf-hazard-card__foot'>
                  <Text>{r.controlLevel}</Text>
                  <Text>{`责任人 ${r.responsible}`}</Text>
                </View>
              </View>
            </View>
          )
        })}
        <ListFooter list={list} />
      </PageShell>
      {mayAdd && (
        <View className='sf-safety-bar'>
          <Button type='primary' block onClick={() => { void nav.push(HERE, { mode: 'form' }) }}>新增危险源</Button>
        </View>
      )}
    </View>
  )
}

function SourceDetail ({ id }: { id: string }) {
  const userId = useSession((s) => s.userInfo?.userId ?? '')
  const source = useRemote(async () => {
    const [raw, shown] = await Promise.all([getOnlineDev(MODULE, id), getOnlineDevDisplay(MODULE, id)])
    return { raw: raw.data, shown }
  })
  const shownOnce = useRef(false)
  useDidShow(() => {
    if (shownOnce.current) void source.refresh()
    shownOnce.current = true
  })
  useEffect(() => { setPageTitle('危险源详情') }, [])
  const v = source.data
  return (
    <PageShell className='sf-safety-page sf-safety-page--bar' loading={source.loading} error={source.error} onRetry={() => { void source.reload() }}>
      {v && (
        <View>
          <View className='sf-notice__section'>
            <Text className='sf-notice__section-title'>{text(v.shown.sourceName)}</Text>
            {[['编号', 'sourceNo'], ['合同段', 'contractName'], ['部位或作业活动', 'wbsPart'], ['可能导致的事故', 'accidentType'], ['管控责任人', 'responsible'], ['状态', 'sourceState']]
              .map(([label, key]) => <Line key={key} label={label} value={text(v.shown[key])} />)}
          </View>
          <View className='sf-notice__section'>
            <Text className='sf-notice__section-title'>LEC 风险评价</Text>
            <Line label='L 可能性' value={text(v.shown.likelihood)} />
            <Line label='E 暴露频率' value={text(v.shown.exposure)} />
            <Line label='C 后果' value={text(v.shown.consequence)} />
            <LecPanel l={v.raw.likelihood} e={v.raw.exposure} c={v.raw.consequence} />
          </View>
          <View className='sf-notice__section'>
            <Text className='sf-notice__section-title'>管控措施</Text>
            {[['工程技术措施', 'engineeringControl'], ['管理措施', 'managementControl'], ['个体防护措施', 'ppeControl'], ['应急处置措施', 'emergencyControl']]
              .map(([label, key]) => <Line key={key} label={label} value={text(v.shown[key])} />)}
          </View>
          {text(v.raw.assessor) === userId && (
            <View className='sf-safety-bar'>
              <Button type='primary' block onClick={() => { void nav.push(HERE, { mode: 'form', id }) }}>修改评价</Button>
            </View>
          )}
        </View>
      )}
    </PageShell>
  )
}

/** The module's own form; under it, D and the grade of the values chosen. */
function SourceForm ({ id }: { id: string }) {
  return (
    <ModuleForm module={MODULE} id={id || undefined} fullName='危险源'
      renderExtra={(data) => <LecPanel l={data.likelihood} e={data.exposure} c={data.consequence} />} />
  )
}

function Line ({ label, value }: { label: string, value: string }) {
  return (
    <View className='sf-notice__line sf-notice__line--block'>
      <Text className='sf-notice__label'>{label}</Text>
      <Text className={`sf-notice__value ${value ? '' : 'sf-notice__value--empty'}`}>{value || '—'}</Text>
    </View>
  )
}
