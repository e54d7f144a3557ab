/**
 * 项目与合同段: the projects I administer; a project's sections, their contractors and supervisors,
 * and its administrators. A system administrator creates projects with their sections; a project's
 * administrator adds sections to it. On a phone the list, then the chosen project; at a desk both.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { ProjectItem } from '../../../../types/api/admin'
import { getProjects } from '@/api/admin'
import { adminReach, periodText } from '@/core/admin'
import { timeFormat } from '@/core/format'
import { useSession } from '@/stores/session'
import { FilterBar } from '@/components/FilterBar'
import { PageShell } from '@/components/PageShell'
import { useRemote } from '@/components/useRemote'
import { ProjectDetail } from './ProjectDetail'
import { ProjectSheet } from './ProjectSheet'
import '../admin.scss'

const day = (ms: number) => timeFormat(ms, 'yyyy-mm-dd')

export default function ProjectsPage () {
  const reach = adminReach(useSession((s) => s.userInfo))
  return reach === 'none' ? <PageShell className='sf-admin' empty emptyText='仅管理员可用' /> : <Projects reach={reach} />
}

function Projects ({ reach }: { reach: 'system' | 'project' }) {
  const [keyword, setKeyword] = useState('')
  const projects = useRemote(() => getProjects(keyword))
  const searched = useRef(false)
  useEffect(() => {
    if (searched.current) void projects.reload()
    searched.current = true
  }, [keyword])
  const [chosen, setChosen] = useState('')
  const [creating, setCreating] = useState(false)
  const list = projects.data ?? []
  return (
    <View className='sf-admin'>
      <View className='sf-admin__split'>
        <View className={chosen ? 'sf-admin__list--hidden' : 'sf-admin__list'}>
          <FilterBar placeholder='搜索项目名称或编码' onSearch={setKeyword} />
          <View className='sf-admin__bar'>
            <Text className='sf-admin__count'>{`共 ${list.length} 个项目`}</Text>
            {reach === 'system' && <View className='sf-admin__add' role='button' aria-label='新建项目' onClick={() => setCreating(true)}>＋ 新建项目</View>}
          </View>
          <PageShell loading={projects.loading} error={projects.error} onRetry={() => { void projects.reload() }}
            empty={list.length === 0} emptyText={keyword ? '没有找到项目' : '还没有项目'} onRefresh={projects.refresh}>
            {list.map((p) => <ProjectCard key={p.id} p={p} on={p.id === chosen} onOpen={() => setChosen(p.id)} />)}
          </PageShell>
        </View>
        <View className='sf-admin__detail'>
          {chosen
            ? <ProjectDetail key={chosen} id={chosen} canDelete={reach === 'system'} onBack={() => setChosen('')} onChanged={() => { void projects.refresh() }}
              onDeleted={() => { setChosen(''); void projects.refresh() }} />
            : <View className='sf-admin__placeholder'>选择左侧的项目查看合同段</View>}
        </View>
      </View>
      {creating && (
        <ProjectSheet onClose={() => setCreating(false)} onMade={(id) => {
          setCreating(false)
          setChosen(id)
          void projects.refresh()
        }} />
      )}
    </View>
  )
}

function ProjectCard ({ p, on, onOpen }: { p: ProjectItem, on: boolean, onOpen: () => void }) {
  return (
    <View className={`sf-admin__card ${on ? 'sf-admin__card--on' : ''}`} role='button' aria-label={p.fullName} onClick={onOpen}>
      <Text className='sf-admin__title'>
        {p.fullName}
        {p.enabledMark === 0 && <Text className='sf-admin__tag sf-admin__tag--off'>停用</Text>}
      </Text>
      <Text className='sf-admin__line'>{[p.enCode, p.location].filter(Boolean).join(' · ')}</Text>
      <Text className='sf-admin__muted'>{`${periodText(p.startDate, p.endDate, day)} · 合同段 ${p.contractCount} 个 · 人员 ${p.memberCount} 人`}</Text>
    </View>
  )
}
