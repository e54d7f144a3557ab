/**
 * 审计日志: every administrative change (who changed which person, project, role, grant or flow,
 * from what to what) and, for a system administrator, every sign-in and failed try; filtered by
 * kind, date and words (a person's name or account), and exported as shown. A project
 * administrator sees their projects' changes (the server decides).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { LogItem } from '../../../../types/api/admin'
import { exportLog, getLog } from '@/api/admin'
import { fileUrl } from '@/api/file'
import { LOG_KINDS, LOG_RANGES, adminReach, changeLines, logQuery, type LogRange } from '@/core/admin'
import { timeFormat } from '@/core/format'
import { openDocument } from '@/platform/documents'
import { useSession } from '@/stores/session'
import { ChoiceChips } from '@/components/ChoiceChips'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { TabStrip } from '@/components/TabStrip'
import { ListFooter, listShell, usePagedList } from '@/components/usePagedList'
import { useSubmit } from '@/components/useSubmit'
import '../admin.scss'

export default function AuditPage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'none' ? <PageShell className='sf-admin' empty emptyText='仅管理员可用' /> : <Audit system={reach === 'system'} />
}

function Audit ({ system }: { system: boolean }) {
  const [category, setCategory] = useState<1 | 3>(3)
  const [kind, setKind] = useState('')
  const [range, setRange] = useState<LogRange>('week')
  const [keyword, setKeyword] = useState('')
  const query = logQuery({ category, kind, range, keyword }, Date.now())
  const list = usePagedList<LogItem>((currentPage, pageSize) => getLog({ ...query, currentPage, pageSize }), `${category}|${kind}|${range}|${keyword}`)
  const [exporting, exportShown] = useSubmit(async () => {
    const f = await exportLog(query)
    await openDocument(fileUrl(f.url), f.name)
  })
  return (
    <View className='sf-admin'>
      {system && <TabStrip tabs={[{ title: '操作记录' }, { title: '登录记录' }]} active={category === 3 ? 0 : 1} onChange={(i) => setCategory(i === 0 ? 3 : 1)} />}
      <FilterBar placeholder='搜索操作人、对象或内容' onSearch={setKeyword} />
      <View className='sf-admin__section'>
        <ChoiceChips label='时间范围' options={LOG_RANGES} value={range} onChange={setRange} />
        {category === 3 && (
          <ChoiceChips className='sf-admin__filters' label='类别' options={[{ value: '', text: '全部类别' }, ...LOG_KINDS]} value={kind} onChange={setKind} />
        )}
      </View>
      <View className='sf-admin__bar'>
        <Text className='sf-admin__count'>{`共 ${list.total} 条`}</Text>
        <View className='sf-admin__add' role='button' aria-label='导出审计日志' onClick={() => { if (!exporting) void exportShown() }}>导出</View>
      </View>
      <PageShell {...listShell(list)} emptyText='没有符合条件的记录' onRefresh={list.reload}>
        {list.items.map((e) => <Entry key={e.id} e={e} />)}
        <ListFooter list={list} />
      </PageShell>
    </View>
  )
}

function Entry ({ e }: { e: LogItem }) {
  const lines = changeLines(e)
  return (
    <View className='sf-admin__card' aria-label={e.abstracts}>
      <Text className='sf-admin__title'>{e.abstracts}</Text>
      <Text className='sf-admin__line'>{`${e.userName} · ${timeFormat(e.creatorTime, 'yyyy-mm-dd hh:MM:ss')}${e.ipaddress ? ` · ${e.ipaddress}` : ''}`}</Text>
      {lines.map((l) => <Text key={l} className='sf-admin__muted'>{l}</Text>)}
    </View>
  )
}
