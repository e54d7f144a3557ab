/**
 * 管理: the administration area's entries, for a system administrator or a project's
 * administrator (the Me tab shows it only to them; the server refuses anyone else anyway).
 */
import { CellGroup } from '@nutui/nutui-react-taro'
import { AUDIT_PATH, CHAIN_PATH, BILL_RULE_PATH, DICTIONARY_PATH, MENU_PATH, ORGANIZE_PATH, POSITION_PATH, PEOPLE_PATH, PROJECTS_PATH, ROLES_PATH, adminReach } from '@/core/admin'
import { nav } from '@/platform/nav'
import { useSession } from '@/stores/session'
import { LinkCell } from '@/components/LinkCell'
import { PageShell } from '@/components/PageShell'
import './admin.scss'

export default function AdminHome () {
  const userInfo = useSession((s) => s.userInfo)
  const reach = adminReach(userInfo)
  return (
    <PageShell className='sf-admin' empty={reach === 'none'} emptyText='仅管理员可用'>
      <CellGroup>
        <LinkCell title='单位与部门' description={reach === 'system' ? '建设、监理、施工等单位及其部门' : '查看单位与部门'}
          onClick={() => { void nav.push(ORGANIZE_PATH) }} />
        <LinkCell title='岗位管理' description={reach === 'system' ? '各单位、部门的岗位' : '查看岗位'} onClick={() => { void nav.push(POSITION_PATH) }} />
        <LinkCell title='项目与合同段' description={reach === 'system' ? '新建项目、合同段及参建单位' : '我管理的项目、合同段'}
          onClick={() => { void nav.push(PROJECTS_PATH) }} />
        <LinkCell title='人员管理' description='新增人员、重置密码、禁用离职人员' onClick={() => { void nav.push(PEOPLE_PATH) }} />
        <LinkCell title='角色与授权' description='角色模板、功能与数据范围授权' onClick={() => { void nav.push(ROLES_PATH) }} />
        {reach === 'system' && (
          <>
            <LinkCell title='数据字典' description='隐患等级、材料种类等选项' onClick={() => { void nav.push(DICTIONARY_PATH) }} />
            <LinkCell title='菜单管理' description='工作台入口的名称、显示与顺序' onClick={() => { void nav.push(MENU_PATH) }} />
            <LinkCell title='单据规则' description='记录编号的前缀、日期与流水号' onClick={() => { void nav.push(BILL_RULE_PATH) }} />
            <LinkCell title='审批流程' description='各模块的审批节点、审批人与抄送' onClick={() => { void nav.push(CHAIN_PATH) }} />
          </>
        )}
        <LinkCell title='审计日志' description={reach === 'system' ? '登录记录与每一项管理操作' : '本项目的管理操作'} onClick={() => { void nav.push(AUDIT_PATH) }} />
      </CellGroup>
    </PageShell>
  )
}
