import { View } from '@tarojs/components'
import { useCallback, useState } from 'react'
import type { FlowBeforeListItem, FlowLaunchItem, FlowListQuery } from '../../../types/api/workflow'
import { deleteLaunch, getFlowBeforeList, getFlowLaunchList, press, type Page, type Paging } from '@/api/workflow'
import { timeFrom } from '@/core/format'
import {
  FLOW_BEFORE_PATH, LIST_CATEGORY, TASK_STATUS, URGENCY, beforeItemConfig, canDeleteLaunch, canPress, flowBeforeQuery,
  launchItemConfig, launcherName, statusTag, urgencyTag, type FlowBeforeConfig, type FlowListKind
} from '@/core/workflow'
import { nav } from '@/platform/nav'
import { confirm, toast } from '@/platform/ui'
import { FilterBar, type FilterGroup, type FilterOption } from '../FilterBar'
import { FlowCard } from '../FlowCard'
import { PageShell } from '../PageShell'
import { SwipeCell, type SwipeAction } from '../SwipeCell'
import { ListFooter, listShell, usePagedList } from '../usePagedList'
import './index.scss'

type Row = FlowBeforeListItem | FlowLaunchItem
interface Filters { keyword: string, flowUrgent?: number, status?: number }

const options = (table: Record<number, { text: string }>, values: number[]): FilterOption[] =>
  values.map((value) => ({ value, text: table[value].text }))

const URGENCY_OPTIONS = options(URGENCY, [1, 2, 3])
/** 已撤回 once: 7 (withdrawn for resubmit) reads the same as 4 */
const STATUS_OPTIONS = options(TASK_STATUS, [0, 1, 2, 3, 4, 5])

/** What differs between the four lists. */
const KINDS: Record<FlowListKind, {
  empty: string
  fetch: (q: FlowListQuery & Paging) => Promise<Page<Row>>
  config: (item: Row) => FlowBeforeConfig
  time: (item: Row) => number
  launcher: (item: Row) => string
  statusFilter?: boolean
  /** the server pages after the last row shown (its rows' ids are their own) */
  keyset?: boolean
}> = {
  todo: {
    empty: '暂无待审批的流程',
    fetch: (q) => getFlowBeforeList(LIST_CATEGORY.todo, q),
    config: (item) => beforeItemConfig('todo', item as FlowBeforeListItem),
    time: (item) => item.creatorTime,
    launcher: (item) => launcherName((item as FlowBeforeListItem).userName),
    keyset: true
  },
  done: {
    empty: '暂无已审批的流程',
    fetch: (q) => getFlowBeforeList(LIST_CATEGORY.done, q),
    config: (item) => beforeItemConfig('done', item as FlowBeforeListItem),
    time: (item) => item.creatorTime,
    launcher: (item) => launcherName((item as FlowBeforeListItem).userName),
    keyset: true
  },
  copy: {
    empty: '暂无抄送给我的流程',
    fetch: (q) => getFlowBeforeList(LIST_CATEGORY.copy, q),
    config: (item) => beforeItemConfig('copy', item as FlowBeforeListItem),
    time: (item) => item.creatorTime,
    launcher: (item) => launcherName((item as FlowBeforeListItem).userName)
  },
  launch: {
    empty: '暂无发起的流程',
    fetch: getFlowLaunchList,
    config: (item) => launchItemConfig(item as FlowLaunchItem),
    time: (item) => (item as FlowLaunchItem).startTime || item.creatorTime,
    launcher: () => '',
    statusFilter: true
  }
}

const openFlow = (config: FlowBeforeConfig) => { void nav.push(FLOW_BEFORE_PATH, flowBeforeQuery(config)) }

/** An approval list (待我审批, 我已审批, 抄送我的, 我发起的): search, filters, paging, a tap opens the flow;
 *  `action` puts a button beside the search box (待我审批's 批量审批); `flowId` keeps to one flow's. */
export function FlowList ({ kind, action, flowId, emptyText }: {
  kind: FlowListKind
  action?: { text: string, onClick: () => void }
  flowId?: string
  emptyText?: string
}) {
  const k = KINDS[kind]
  const [filters, setFilters] = useState<Filters>({ keyword: '' })
  const list = usePagedList<Row>(
    (currentPage, pageSize, lastId) => k.fetch({
      currentPage, pageSize,
      ...(k.keyset && lastId ? { lastId } : {}),
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(filters.flowUrgent ? { flowUrgent: filters.flowUrgent } : {}),
      ...(filters.status !== undefined ? { status: filters.status } : {}),
      ...(flowId ? { flowId } : {})
    }),
    JSON.stringify(filters)
  )
  const onSearch = useCallback((keyword: string) => setFilters((f) => (f.keyword === keyword ? f : { ...f, keyword })), [])
  const set = (name: 'flowUrgent' | 'status') => (value: number | string | undefined) =>
    setFilters((f) => ({ ...f, [name]: value === undefined ? undefined : Number(value) }))

  const groups: FilterGroup[] = [
    ...(k.statusFilter ? [{ name: '状态', options: STATUS_OPTIONS, value: filters.status, onChange: set('status') }] : []),
    { name: '紧急程度', options: URGENCY_OPTIONS, value: filters.flowUrgent, onChange: set('flowUrgent') }
  ]

  const remove = async (item: FlowLaunchItem) => {
    if (!(await confirm('删除流程', `确定删除「${item.fullName}」吗？删除后无法恢复。`))) return
    // a refusal has been toasted by the requester; the row stays
    const res = await deleteLaunch(item.id).catch(() => null)
    if (!res) return
    list.setItems((items) => items.filter((i) => i.id !== item.id))
    toast(res.msg || '删除成功')
  }
  const urge = async (item: FlowLaunchItem) => {
    if (!(await confirm('催办', '将提醒当前节点的审批人尽快处理，是否继续？'))) return
    const res = await press(item.id).catch(() => null)
    if (res) toast(res.msg || '催办成功')
  }
  const actionsOf = (item: Row): SwipeAction[] => {
    if (kind !== 'launch') return []
    const row = item as FlowLaunchItem
    return [
      ...(canPress(row.status) ? [{ text: '催办', onClick: () => { void urge(row) } }] : []),
      ...(canDeleteLaunch(row.status) ? [{ text: '删除', danger: true, onClick: () => { void remove(row) } }] : [])
    ]
  }

  return (
    <View className='sf-flow-list'>
      <FilterBar placeholder='搜索流程标题或编号' onSearch={onSearch} groups={groups} action={action} />
      <PageShell
        {...listShell(list)}
        emptyText={emptyText ?? k.empty}
        onRefresh={list.reload}
      >
        {list.items.map((item) => {
          const card = (
            <FlowCard
              title={item.fullName}
              summary={item.description}
              flowName={item.flowName}
              step={item.thisStep}
              launcher={k.launcher(item)}
              time={timeFrom(k.time(item))}
              status={statusTag(kind, item.status)}
              urgency={urgencyTag(item.flowUrgent)}
              urgent={Number(item.flowUrgent) || 1}
            />
          )
          const actions = actionsOf(item)
          return actions.length > 0
            ? <SwipeCell key={item.id} className='sf-flow-list__swipe' actions={actions} onClick={() => openFlow(k.config(item))}>{card}</SwipeCell>
            : <View key={item.id} onClick={() => openFlow(k.config(item))}>{card}</View>
        })}
        <ListFooter list={list} />
      </PageShell>
    </View>
  )
}
