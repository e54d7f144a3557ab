import { CellGroup } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import { useSession } from '@/stores/session'
import { refreshCurrentUser, switchContract, switchProject } from '@/stores/auth'
import { PageShell } from '@/components/PageShell'
import { LinkCell } from '@/components/LinkCell'
import { useSubmit } from '@/components/useSubmit'

/** My business: the projects and contract sections the user works in; tap one to make it current. */
export default function Business () {
  const project = useSession((s) => s.project)
  const projectList = useSession((s) => s.projectList)
  const contract = useSession((s) => s.contract)
  const contractList = useSession((s) => s.contractList)
  const [busy, run] = useSubmit(async (kind: 'project' | 'contract', id: string) => {
    if (kind === 'project') await switchProject(id)
    else await switchContract(id)
  })

  // contract sections are kept in memory only: after a cold start they come with the current user
  useDidShow(() => {
    const s = useSession.getState()
    if (s.project && s.contractList.length === 0) refreshCurrentUser({ load: false }).catch(() => {})
  })

  const pick = (kind: 'project' | 'contract', id: string, currentId?: string) => {
    if (!busy && id !== currentId) void run(kind, id)
  }

  return (
    <PageShell
      empty={projectList.length === 0}
      emptyText='暂无参与的项目'
      onRefresh={() => refreshCurrentUser().catch(() => {})}
    >
      <CellGroup title='我的项目'>
        {projectList.map((p) => (
          <LinkCell
            key={p.id}
            title={p.fullName}
            description={p.location || p.ownerUnitName || undefined}
            value={p.id === project?.id ? '当前' : '切换'}
            onClick={() => pick('project', p.id, project?.id)}
          />
        ))}
      </CellGroup>
      <CellGroup title={project ? `${project.fullName} 的合同段` : '合同段'}>
        {contractList.length === 0
          ? <LinkCell title='暂无合同段' />
          : contractList.map((c) => (
            <LinkCell
              key={c.id}
              title={c.fullName}
              description={[c.constructionUnitName, c.startMileage && c.endMileage ? `${c.startMileage} ~ ${c.endMileage}` : ''].filter(Boolean).join(' · ') || undefined}
              value={c.id === contract?.id ? '当前' : '切换'}
              onClick={() => pick('contract', c.id, contract?.id)}
            />
          ))}
      </CellGroup>
    </PageShell>
  )
}
