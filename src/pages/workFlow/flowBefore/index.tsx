/**
 * 流程详情 (API.md 4.2): one screen for launching, editing, handling and reading a flow task. The
 * config (`?config=base64(JSON)`) says how it is opened (opType); the detail answer says what the
 * form, the chart and the records hold and which actions the current node allows.
 */
import { View, Text } from '@tarojs/components'
import { useDidHide, useRouter, useShareAppMessage, useUnload } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FlowBeforeInfo, FlowUrgent } from '../../../../types/api/workflow'
import { getFlowBeforeInfo } from '@/api/workflow'
import { FlowActionBar, type BarButton } from '@/components/FlowActionBar'
import { useFlowAction } from '@/components/FlowAction'
import { FlowChart, chartSteps } from '@/components/FlowChart'
import { FlowRecords, FlowSummary } from '@/components/FlowRecords'
import { FormEngine, type FormEngineRef } from '@/components/FormEngine'
import { OutboxBanner } from '@/components/OutboxBanner'
import { RebarCounts, RECEIPT_FLOW } from '@/components/RebarCounts'
import { EmptyView, ErrorView, PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { OP_TYPE } from '@/core/constants'
import type { FlowBeforeConfig } from '@/core/workflow'
import { nav, setPageTitle } from '@/platform/nav'
import { useDrafts } from '@/stores/drafts'
import { draftSavedText } from '@/core/format'
import { useSession } from '@/stores/session'
import { useAdminActions } from './AdminActions'
import { FlowHeader } from './FlowHeader'
import {
  ADMIN_TEXT, TAB_TITLES, adminActionsOf, barOf, currentNodesOf, detailQuery, draftKeyOf, parseFlowBeforeConfig, placeAdmin, shareOf, viewOf, type TabKey
} from './rules'
import { useFlowHandlers } from './useFlowHandlers'
import './index.scss'

export default function FlowBefore () {
  const raw = useRouter().params.config
  const config = useMemo(() => parseFlowBeforeConfig(raw), [raw])
  if (!config) return <PageShell><ErrorView message='参数错误，请返回重试' /></PageShell>
  return <FlowScreen config={config} />
}

function FlowScreen ({ config }: { config: FlowBeforeConfig }) {
  const remote = useRemote<FlowBeforeInfo>(() => getFlowBeforeInfo(config.id, detailQuery(config)))
  const info = remote.data
  const title = config.fullName || info?.flowTaskInfo?.fullName || info?.flowTemplateInfo?.fullName || ''
  const signedIn = useSession((s) => !!s.token)
  useEffect(() => { setPageTitle(title) }, [title])
  useShareAppMessage(() => shareOf(config, title || '流程详情', signedIn))
  return (
    <PageShell loading={remote.loading} error={remote.error} onRetry={() => { void remote.reload() }}>
      {info && <FlowDetail config={config} info={info} reload={remote.refresh} />}
    </PageShell>
  )
}

function FlowDetail ({ config, info, reload }: { config: FlowBeforeConfig, info: FlowBeforeInfo, reload: () => Promise<void> }) {
  const view = useMemo(() => viewOf(config, info), [config, info])
  const user = useSession((s) => s.userInfo)
  const form = useRef<FormEngineRef>(null)
  const [tab, setTab] = useState<TabKey>('form')
  const [flowUrgent, setFlowUrgent] = useState<FlowUrgent>(info.flowTaskInfo?.flowUrgent ?? 1)
  const draftKey = view.editable ? draftKeyOf(config) : undefined
  const draft = useDrafts((s) => (draftKey ? s.drafts[draftKey] : undefined))

  // where the form starts: what was typed here last (kept on the device), the todo's saved draft, the task's data
  const values = useMemo(() => {
    const local = draftKey ? useDrafts.getState().get<Record<string, unknown>>(draftKey)?.values : null
    return local ?? (view.pending ? info.draftData : null) ?? info.formData ?? {}
  }, [info, view, draftKey])
  useDidHide(() => { useDrafts.getState().flushPending() })
  useUnload(() => { useDrafts.getState().flushPending() })

  const flow = useFlowAction({ backDelta: 1 })
  const { busy, handle } = useFlowHandlers({ config, info, view, form, flowUrgent, run: flow.run, showForm: () => setTab('form') })
  const bar = barOf({
    opType: config.opType,
    status: view.status,
    hasTask: !!config.id,
    props: view.pending ? info.approversProperties : null,
    start: view.start,
    hideCancelBtn: !!config.hideCancelBtn,
    suspended: view.suspended
  })
  const toButton = (b: (typeof bar.buttons)[number]) => ({ ...b, onClick: () => { void handle(b.key, b.text) } })
  // the administrator's 指派 / 挂起 / 恢复: in 更多, or a compact bar of their own when the screen has no other action
  const currentNodes = useMemo(() => currentNodesOf(info.flowTaskNodeList), [info])
  const admin = useAdminActions({ taskId: config.id, nodes: currentNodes, reload })
  const adminKeys = adminActionsOf({
    isAdmin: !!user?.isAdministrator, hasTask: !!config.id, status: view.status, suspended: view.suspended, currentNodes: currentNodes.length
  })
  const actions = placeAdmin<BarButton>(
    { buttons: bar.buttons.map(toButton), more: bar.more.map(toButton) },
    adminKeys.map((key) => ({
      key, text: ADMIN_TEXT[key], ...(key === 'suspend' ? { danger: true } : {}), ...(key === 'restore' ? { primary: true } : {}), onClick: () => admin.start(key)
    }))
  )
  const steps = useMemo(() => chartSteps(view.template, info.flowTaskNodeList ?? [], { ended: view.status === 2 }), [view, info])

  const formPane = view.formConfig
    ? (
      <FormEngine
        ref={form}
        config={view.formConfig}
        values={values}
        isAdd={!config.id}
        readonly={!view.editable}
        formOperates={view.formOperates}
        user={user}
        onChange={(data) => { if (draftKey) useDrafts.getState().saveLater(draftKey, data) }}
      />
      )
    : <EmptyView text='该流程的表单暂不支持在移动端显示' />

  return (
    <View className={`sf-flow ${actions.buttons.length || actions.more.length ? 'sf-flow--with-bar' : ''}`}>
      <OutboxBanner />
      <FlowHeader info={info} view={view} flowUrgent={flowUrgent} onUrgent={config.opType === OP_TYPE.launch ? setFlowUrgent : undefined} />
      {view.suspended && <Text className='sf-flow__notice'>该流程已挂起</Text>}
      {config.opType === OP_TYPE.todo && !view.pending && !view.suspended && <Text className='sf-flow__notice'>该待办已处理或无需您处理，当前仅可查看</Text>}
      {draftKey && draft && <Text className='sf-flow__draft'>{draftSavedText(draft)}</Text>}
      <View className='sf-flow__tabs' role='tablist'>
        {view.tabs.map((key) => (
          <View key={key} role='tab' aria-selected={tab === key} className={`sf-flow__tab ${tab === key ? 'sf-flow__tab--on' : ''}`} onClick={() => setTab(key)}>
            {TAB_TITLES[key]}
          </View>
        ))}
      </View>
      {/* the form stays mounted while another tab shows: what was typed must survive a look at the chart */}
      <View className='sf-flow__pane' hidden={tab !== 'form'} role='tabpanel' aria-label={TAB_TITLES.form}>
        {formPane}
        {info.flowTaskInfo?.id && info.flowTaskInfo.flowId === RECEIPT_FLOW && <RebarCounts taskId={info.flowTaskInfo.id} />}
      </View>
      {tab === 'chart' && <View className='sf-flow__pane' role='tabpanel' aria-label={TAB_TITLES.chart}><FlowChart steps={steps} /></View>}
      {tab === 'records' && <View className='sf-flow__pane' role='tabpanel' aria-label={TAB_TITLES.records}><FlowRecords records={info.flowTaskOperatorRecordList ?? []} /></View>}
      {tab === 'summary' && <View className='sf-flow__pane' role='tabpanel' aria-label={TAB_TITLES.summary}><FlowSummary taskId={config.id} /></View>}
      {tab === 'comment' && (
        <View className='sf-flow__pane sf-flow__comment' role='tabpanel' aria-label={TAB_TITLES.comment}>
          <Text className='sf-flow__comment-text'>查看和发表对该流程的评论</Text>
          <Button type='primary' fill='outline' onClick={() => { void nav.push('pages/workFlow/comment/index', { taskId: config.id }) }}>进入流程评论</Button>
        </View>
      )}
      <FlowActionBar buttons={actions.buttons} more={actions.more} busy={busy || flow.busy || admin.busy} label={actions.adminOnly ? '管理操作' : '流程操作'} />
      {flow.errorForm}
      {admin.sheets}
    </View>
  )
}
