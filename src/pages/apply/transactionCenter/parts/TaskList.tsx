import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { useCallback, useState } from 'react'
import type { TaskAuditItem, TaskListItem } from '../../../../../types/api/task'
import { getAuditList, getTaskCounts, getTaskList } from '@/api/task'
import { decodeParam } from '@/core/entry'
import { hasBtnP } from '@/core/permission'
import { countOf, type TabDef } from '@/core/taskCentre'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { FilterBar } from '@/components/FilterBar'
import { OutboxBanner } from '@/components/OutboxBanner'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { ListTabs } from './ListTabs'
import { TaskCard } from './TaskCard'
import './parts.scss'

export type TaskListKind = 'published' | 'mine' | 'audit'

const EMPTY: Record<TaskListKind, string> = { published: '暂无任务', mine: '暂无分配给您的任务', audit: '暂无需要审核的任务' }

/**
 * A list of the task centre: 发布任务 (the tasks of my scope), 我的任务 (given to me) or 任务审核
 * (completions of my tasks), by tab and keyword, a page at a time; a tap opens the task, or the
 * completion to audit. 发布任务 has the button to publish one (with the grant's 新增).
 */
export function TaskList ({ kind, tabs }: { kind: TaskListKind, tabs: TabDef[] }) {
  const { params } = useRouter()
  const menuId = decodeParam(params?.menuId) || 'menu_publishTask'
  const permissions = useSession((s) => s.permissionList)
  const [tab, setTab] = useState(tabs[0].key)
  const [keyword, setKeyword] = useState('')
  const now = Date.now()
  const counts = useRemote(getTaskCounts)
  const list = usePagedList<TaskListItem | TaskAuditItem>(
    (currentPage, pageSize) => {
      const query = { tab, currentPage, pageSize, ...(keyword ? { keyword } : {}) }
      return kind === 'audit' ? getAuditList(query) : getTaskList(kind, query)
    },
    `${tab}|${keyword}`
  )
  const onSearch = useCallback((k: string) => setKeyword(k), [])
  const reload = async () => { await Promise.all([list.reload(), counts.refresh()]) }

  const open = (item: TaskListItem | TaskAuditItem) => {
    if (kind === 'audit') void nav.push('pages/apply/transactionCenter/auditTask/auditDetail', { id: item.id, userId: (item as TaskAuditItem).assignee.userId })
    else if (item.status === 'draft') void nav.push('pages/apply/transactionCenter/publishTask/increasePublishPage', { id: item.id })
    else void nav.push('pages/apply/transactionCenter/myTasks/taskDetail', { id: item.id })
  }
  const canPublish = kind === 'published' && hasBtnP(permissions, menuId, 'add')

  return (
    <View className='sf-tc-page'>
      <FilterBar placeholder='搜索任务标题或地点' onSearch={onSearch} />
      <ListTabs tabs={tabs} active={tab} onChange={setTab} count={(key) => countOf(counts.data, kind, key)} />
      <OutboxBanner />
      <PageShell {...listShell(list)} emptyText={keyword ? '没有符合条件的任务' : EMPTY[kind]} onRefresh={reload}>
        {list.items.map((item) => (
          <TaskCard
            key={kind === 'audit' ? `${item.id}:${(item as TaskAuditItem).assignee.userId}` : item.id}
            task={item}
            now={now}
            part={kind === 'audit' ? (item as TaskAuditItem).assignee : kind === 'mine' ? item.mine : null}
            onClick={() => open(item)}
          />
        ))}
        <ListFooter list={list} />
      </PageShell>
      {canPublish && (
        <View className='sf-tc-bar'>
          <Button type='primary' block onClick={() => { void nav.push('pages/apply/transactionCenter/publishTask/increasePublishPage') }}>发布任务</Button>
        </View>
      )}
    </View>
  )
}
