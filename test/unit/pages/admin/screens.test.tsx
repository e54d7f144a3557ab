/**
 * The 管理 area through the fake backend: who sees it on the Me tab, projects with their sections
 * (a new project sent whole, bad input refused before anything is sent, a refusal keeps the form),
 * and people (a new person's generated password shown once, a reset, a leaver disabled with their
 * open todos listed for hand-over).
 */
import '@testing-library/jest-dom'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { fail, handle, reply, toasts } from '../../helpers/taro-server'
import My from '@/pages/index/my'
import AdminHome from '@/pages/admin/index'
import ProjectsPage from '@/pages/admin/project/index'
import PeoplePage from '@/pages/admin/people/index'
import RolesPage from '@/pages/admin/role/index'
import OrganizePage from '@/pages/admin/organize/index'
import AuditPage from '@/pages/admin/audit/index'
import { useSession } from '@/stores/session'
import { openDocument } from '@/platform/documents'
import { confirms, page, sent, settle, setUp, tap, tearDown, userInfo } from '../workflow/helpers'

jest.mock('@/platform/documents', () => ({ chooseDocument: jest.fn(), openDocument: jest.fn(async () => {}) }))

beforeEach(setUp)
afterEach(tearDown)

const P = '/api/permission'
const asAdmin = (over: Record<string, unknown> = { isAdministrator: true }) =>
  useSession.setState({ userInfo: { ...userInfo, isAdministrator: false, ...over } } as never)

const TREE = [
  { id: 'org_owner', parentId: '-1', fullName: '宁句建管公司', enCode: 'OW', category: 'company', unitType: 'owner', unitTypeName: '建设单位', enabledMark: 1, userCount: 0, children: [] },
  { id: 'org_con1', parentId: '-1', fullName: '苏通路桥', enCode: 'C1', category: 'company', unitType: 'contractor', unitTypeName: '施工单位', enabledMark: 1, userCount: 0, children: [] },
  { id: 'org_sup', parentId: '-1', fullName: '华宁监理', enCode: 'SU', category: 'company', unitType: 'supervision', unitTypeName: '监理单位', enabledMark: 1, userCount: 0, children: [] }
]
const PROJECT = {
  id: 'p1', fullName: '宁句高速公路工程', enCode: 'NJGK', shortName: '', location: '江苏南京', startDate: null, endDate: null, investment: null,
  ownerUnitId: 'org_owner', ownerUnitName: '宁句建管公司', sortCode: 0, enabledMark: 1, contractCount: 1, memberCount: 12
}
const CONTRACT = {
  id: 'c1', projectId: 'p1', fullName: '第一合同段', enCode: 'NJGK-SG01', sectionName: '', constructionUnitId: 'org_con1', constructionUnitName: '苏通路桥',
  supervisionUnitId: 'org_sup', supervisionUnitName: '华宁监理', startMileage: '', endMileage: '', amount: null, sortCode: 0, enabledMark: 1, memberCount: 8
}
const person = (over: Record<string, unknown> = {}) => ({
  id: 'u1', account: 'lisi', realName: '李四', gender: null, mobilePhone: '13800138000', email: '', headIcon: '', organizeId: 'org_con1',
  organize: '苏通路桥', managerId: '', positionId: '', position: '', roleId: 'r1', roleName: '施工员', projectIds: ['p1'], projectName: '宁句高速公路工程',
  contractIds: ['c1'], contractName: '第一合同段', enabledMark: 1, lockedUntil: null, mustChangePassword: false, isAdministrator: false,
  lastLoginTime: null, lastLoginIp: '', description: '', sortCode: 0, creatorTime: 0, openTaskCount: 2, ...over
})
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the Me tab', () => {
  it('offers 管理 to a system administrator and a project administrator, not to anyone else', async () => {
    asAdmin({ isAdministrator: false, adminProjectIds: [] })
    const { unmount } = render(<My />)
    await settle()
    expect(screen.queryByText('管理')).toBeNull()
    unmount()
    asAdmin({ isAdministrator: false, adminProjectIds: ['p1'] })
    render(<My />)
    await settle()
    expect(screen.getByText('管理')).toBeInTheDocument()
  })

  it('the area itself says it is for administrators to anyone else', async () => {
    asAdmin({ isAdministrator: false })
    render(<AdminHome />)
    await settle()
    expect(screen.getByText('仅管理员可用')).toBeInTheDocument()
  })
})

describe('项目与合同段', () => {
  beforeEach(() => {
    reply('GET', `${P}/Project`, { list: [PROJECT] })
    reply('GET', `${P}/Project/p1`, { ...PROJECT, contracts: [CONTRACT], admins: [{ userId: 'u_zj', account: 'zongjian', realName: '王总监' }] })
    reply('GET', `${P}/Organize/Tree`, { list: TREE })
    reply('GET', `${P}/Project/p1/Members`, { list: [] })
  })

  it('lists the projects and opens one with its sections, their units and its administrators', async () => {
    asAdmin()
    render(<ProjectsPage />)
    await settle()
    expect(screen.getByText('共 1 个项目')).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '宁句高速公路工程' }))
    const sections = screen.getByLabelText('合同段')
    expect(within(sections).getByText('施工单位：苏通路桥')).toBeInTheDocument()
    expect(within(sections).getByText('编码：NJGK-SG01 · 人员 8 人')).toBeInTheDocument()
    expect(screen.getByText('王总监（zongjian）')).toBeInTheDocument()
  })

  it('changes a member\'s sections, leaving roles alone unless changed; gives a role; adds a person from the address book', async () => {
    asAdmin()
    reply('GET', `${P}/Project/p1/Members`, { list: [{ userId: 'u1', id: 'u1', account: 'lisi', realName: '李四', organizeId: 'org_con1', mobilePhone: '',
      enabledMark: 1, contractIds: [], roleIds: ['r1', 'r_other'], isProjectAdmin: false }] })
    reply('GET', `${P}/Role`, { list: [{ id: 'r1', fullName: '施工员', enCode: 'shigong', allMenus: false }, { id: 'r2', fullName: '质检员', enCode: 'zhijian', allMenus: false }] })
    reply('PUT', `${P}/Project/p1/Members/u1`, null)
    reply('PUT', `${P}/Project/p1/Members/u9`, null)
    reply('GET', `${P}/Users/ImUser`, page([{ id: 'u9', realName: '赵六', account: 'zhaoliu' }]))
    reply('GET', `${P}/Users/u9`, person({ id: 'u9', account: 'zhaoliu', realName: '赵六', roleId: '' }))
    render(<ProjectsPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '宁句高速公路工程' }))
    const members = screen.getByLabelText('项目人员')
    expect(within(members).getByText('全项目')).toBeInTheDocument()
    await tap(within(members).getByRole('button', { name: '李四 lisi' }))
    await tap(within(screen.getByRole('group', { name: '所在合同段' })).getByRole('checkbox', { name: '第一合同段' }))
    await tap(screen.getByRole('button', { name: '保存' }))
    await tap(within(members).getByRole('button', { name: '李四 lisi' }))
    await tap(screen.getByRole('checkbox', { name: '质检员' }))
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Project/p1/Members/u1`, 'PUT').map((r) => r.data)).toEqual([
      { contractIds: ['c1'] },
      { contractIds: [], roleIds: ['r1', 'r_other', 'r2'] }
    ])
    await tap(within(members).getByRole('button', { name: '添加项目人员' }))
    await tap(screen.getByText('赵六'))
    await tap(within(screen.getByRole('group', { name: '所在合同段' })).getByRole('checkbox', { name: '第一合同段' }))
    await tap(screen.getByRole('checkbox', { name: '施工员' }))
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Project/p1/Members/u9`, 'PUT').map((r) => r.data)).toEqual([{ contractIds: ['c1'], roleIds: ['r1'] }])
  })

  it('a system administrator names a member the project\'s administrator; a project administrator cannot', async () => {
    asAdmin()
    reply('GET', `${P}/Project/p1/Members`, { list: [{ userId: 'u1', id: 'u1', account: 'lisi', realName: '李四', organizeId: 'org_con1', mobilePhone: '',
      enabledMark: 1, contractIds: [], roleIds: [], isProjectAdmin: false }] })
    reply('GET', `${P}/Role`, { list: [] })
    reply('POST', `${P}/organizeAdminIsTrator`, null)
    const { unmount } = render(<ProjectsPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '宁句高速公路工程' }))
    await tap(within(screen.getByLabelText('项目人员')).getByRole('button', { name: '李四 lisi' }))
    await tap(screen.getByRole('button', { name: '设为项目管理员' }))
    expect(confirms()).toEqual(['设为项目管理员: 李四（lisi）将可以管理本项目的人员、合同段和角色，且只能授予本人持有的权限。'])
    expect(sent(`${P}/organizeAdminIsTrator`, 'POST').map((r) => r.data)).toEqual([{ userId: 'u1', organizeId: 'p1', organizeType: 'project' }])
    unmount()
    asAdmin({ isAdministrator: false, adminProjectIds: ['p1'] })
    render(<ProjectsPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '宁句高速公路工程' }))
    await tap(within(screen.getByLabelText('项目人员')).getByRole('button', { name: '李四 lisi' }))
    expect(screen.queryByRole('button', { name: '设为项目管理员' })).toBeNull()
  })

  it('creates a project with two sections; bad input is named and nothing sent; a refusal keeps the form', async () => {
    asAdmin()
    reply('POST', `${P}/Project`, { id: 'p2', contractIds: ['c2', 'c3'] })
    render(<ProjectsPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '新建项目' }))
    type('项目名称', '溧阳绕城公路')
    type('项目编码', '溧阳')
    type('第 1 个合同段合同段名称', '第一合同段')
    type('第 1 个合同段合同段编码', 'LY-01')
    await tap(screen.getByRole('button', { name: '创建项目' }))
    expect(toasts()).toContain('项目编码只能包含字母、数字、下划线、点和横线，且以字母或数字开头')
    expect(sent(`${P}/Project`, 'POST')).toHaveLength(0)

    type('项目编码', 'LYRC')
    await tap(screen.getByRole('radio', { name: '宁句建管公司' }))
    await tap(screen.getByRole('button', { name: '再加一个合同段' }))
    type('第 2 个合同段合同段名称', '第二合同段')
    type('第 2 个合同段合同段编码', 'LY-02')
    await tap(within(screen.getByRole('radiogroup', { name: '第 2 个合同段施工单位' })).getByRole('radio', { name: '苏通路桥' }))
    await tap(within(screen.getByRole('radiogroup', { name: '第 2 个合同段监理单位' })).getByRole('radio', { name: '华宁监理' }))
    await tap(screen.getByRole('button', { name: '创建项目' }))
    expect(sent(`${P}/Project`, 'POST').map((r) => r.data)).toEqual([{
      fullName: '溧阳绕城公路', enCode: 'LYRC', location: '', startDate: null, endDate: null, ownerUnitId: 'org_owner',
      contracts: [
        { fullName: '第一合同段', enCode: 'LY-01' },
        { fullName: '第二合同段', enCode: 'LY-02', constructionUnitId: 'org_con1', supervisionUnitId: 'org_sup' }
      ]
    }])
    expect(toasts()).toContain('项目已创建')
  })

  it('keeps what was typed when the server refuses', async () => {
    asAdmin()
    fail('POST', `${P}/Project`, '项目编码已存在')
    render(<ProjectsPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '新建项目' }))
    type('项目名称', '宁句二期')
    type('项目编码', 'NJGK')
    type('第 1 个合同段合同段名称', '第一合同段')
    type('第 1 个合同段合同段编码', 'A1')
    await tap(screen.getByRole('button', { name: '创建项目' }))
    expect(toasts()).toContain('项目编码已存在')
    expect(screen.getByLabelText('项目名称')).toHaveValue('宁句二期')
  })

  it('edits the project and a section, and shows why a section in use cannot be deleted', async () => {
    asAdmin()
    reply('PUT', `${P}/Project/p1`, null)
    reply('PUT', `${P}/Project/p1/Contract/c1`, null)
    fail('DELETE', `${P}/Project/p1/Contract/c1`, '合同段下还有人员,不能删除')
    render(<ProjectsPage />)
    await settle()
    await tap(screen.getByRole('button', { name: /宁句高速公路工程/ }))
    expect(screen.getByRole('button', { name: '删除项目' })).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '编辑项目' }))
    type('项目地点', '江苏句容')
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Project/p1`, 'PUT').map((r) => r.data)).toEqual([{
      fullName: '宁句高速公路工程', enCode: 'NJGK', location: '江苏句容', startDate: null, endDate: null, ownerUnitId: 'org_owner'
    }])
    await tap(screen.getByRole('button', { name: '编辑第一合同段' }))
    type('合同段名称', '第一合同段(路基)')
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Project/p1/Contract/c1`, 'PUT').map((r) => r.data)).toEqual([{
      fullName: '第一合同段(路基)', enCode: 'NJGK-SG01', constructionUnitId: 'org_con1', supervisionUnitId: 'org_sup'
    }])
    await tap(screen.getByRole('button', { name: '删除第一合同段' }))
    expect(confirms()).toContain('删除合同段: 确定删除合同段「第一合同段」？删除后不能恢复。')
    expect(screen.getByRole('status')).toHaveTextContent('合同段「第一合同段」不能删除：合同段下还有人员,不能删除')
  })

  it('a project administrator may not create a project, but adds a section to theirs', async () => {
    asAdmin({ isAdministrator: false, adminProjectIds: ['p1'] })
    reply('POST', `${P}/Project/p1/Contract`, { id: 'c9' })
    render(<ProjectsPage />)
    await settle()
    expect(screen.queryByRole('button', { name: '新建项目' })).toBeNull()
    await tap(screen.getByRole('button', { name: '宁句高速公路工程' }))
    expect(screen.getByRole('button', { name: '编辑项目' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '删除项目' })).toBeNull()
    await tap(screen.getByRole('button', { name: '新增合同段' }))
    type('合同段名称', '第四合同段')
    type('合同段编码', 'NJGK-SG04')
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Project/p1/Contract`, 'POST').map((r) => r.data)).toEqual([{ fullName: '第四合同段', enCode: 'NJGK-SG04' }])
  })
})

describe('人员管理', () => {
  beforeEach(() => {
    reply('GET', `${P}/Users`, page([person()]))
    reply('GET', `${P}/Users/u1`, person())
    reply('GET', `${P}/Organize/Tree`, { list: TREE })
    reply('GET', `${P}/Project`, { list: [PROJECT] })
    reply('GET', `${P}/Project/p1`, { ...PROJECT, contracts: [CONTRACT], admins: [] })
    reply('GET', `${P}/Role`, { list: [{ id: 'r1', fullName: '施工员', enCode: 'shigong' }] })
  })

  it('adds a person on a section with a role, and shows the generated password once', async () => {
    asAdmin()
    reply('POST', `${P}/Users`, { id: 'u2', password: 'Kx7#mPq2vL' })
    render(<PeoplePage />)
    await settle()
    await tap(screen.getByRole('button', { name: '新增人员' }))
    type('账号', 'wangwu')
    type('姓名', '王五')
    type('手机号', '1390000')
    await tap(screen.getByRole('radio', { name: '苏通路桥' }))
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(toasts()).toContain('请填写正确的手机号')
    expect(sent(`${P}/Users`, 'POST')).toHaveLength(0)
    type('手机号', '13900000000')
    await tap(screen.getByRole('radio', { name: '宁句高速公路工程' }))
    await tap(screen.getByRole('checkbox', { name: '第一合同段' }))
    await tap(screen.getByRole('checkbox', { name: '施工员' }))
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Users`, 'POST').map((r) => r.data)).toEqual([{
      account: 'wangwu', realName: '王五', organizeId: 'org_con1', mobilePhone: '13900000000', roleId: 'r1', projectIds: ['p1'], contractIds: ['c1']
    }])
    expect(screen.getByLabelText('密码')).toHaveTextContent('Kx7#mPq2vL')
    await tap(screen.getByRole('button', { name: '我已记下' }))
    expect(screen.queryByLabelText('密码')).toBeNull()
  })

  it('resets a password after asking, showing the new one once', async () => {
    asAdmin()
    reply('POST', `${P}/Users/u1/Actions/ResetPassword`, { password: 'Zq9!rT4wYe' })
    render(<PeoplePage />)
    await settle()
    await tap(screen.getByRole('button', { name: '李四 lisi' }))
    await tap(screen.getByRole('button', { name: '重置密码' }))
    expect(confirms()).toEqual(['重置密码: 将为李四（lisi）生成新密码，其现有登录立即失效，下次登录须修改密码。'])
    expect(sent(`${P}/Users/u1/Actions/ResetPassword`, 'POST')).toHaveLength(1)
    expect(screen.getByLabelText('密码')).toHaveTextContent('Zq9!rT4wYe')
  })

  it('disables a leaver and lists their open todos for hand-over', async () => {
    asAdmin()
    reply('PUT', `${P}/Users/u1/Actions/State`, {
      openTasks: [{ id: 'o1', taskId: 't1', fullName: '隐患整改单-0001', nodeName: '施工员整改', creatorTime: 0 }]
    })
    render(<PeoplePage />)
    await settle()
    await tap(screen.getByRole('button', { name: '李四 lisi' }))
    await tap(screen.getByRole('button', { name: '禁用' }))
    expect(sent(`${P}/Users/u1/Actions/State`, 'PUT').map((r) => r.data)).toEqual([{ enabledMark: 0 }])
    expect(screen.getByRole('status')).toHaveTextContent('已禁用李四（lisi），其登录已失效。尚有 1 条待办：「隐患整改单-0001」，请移交给他人')
    expect(within(screen.getByLabelText('待移交的待办')).getByText('隐患整改单-0001')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '移交给他人' })).toBeInTheDocument()
  })

  it('edits a person\'s mobile: the account stays, a bad number is named and nothing sent', async () => {
    asAdmin()
    reply('PUT', `${P}/Users/u1`, null)
    render(<PeoplePage />)
    await settle()
    await tap(screen.getByRole('button', { name: '李四 lisi' }))
    await tap(screen.getByRole('button', { name: '编辑' }))
    expect(screen.getByLabelText('账号')).toBeDisabled()
    type('手机号', '1390')
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(toasts()).toContain('请填写正确的手机号')
    expect(sent(`${P}/Users/u1`, 'PUT')).toHaveLength(0)
    type('手机号', '13900000001')
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Users/u1`, 'PUT').map((r) => r.data)).toEqual([{ realName: '李四', organizeId: 'org_con1', mobilePhone: '13900000001', roleId: 'r1' }])
    expect(toasts()).toContain('人员已修改')
  })

  it('edits a person on two projects with the roles of both, each named with its project', async () => {
    asAdmin()
    const two = person({ projectIds: ['p1', 'p2'], roleId: 'r1,r2', roleName: '施工员,安全员' })
    reply('GET', `${P}/Users`, page([two]))
    reply('GET', `${P}/Users/u1`, two)
    handle('GET', `${P}/Role`, (req) => {
      const projectId = req.query.projectId ?? (req.data as { projectId?: string } | undefined)?.projectId
      const own = projectId === 'p2'
        ? { id: 'r2', fullName: '安全员', enCode: 'anquan', projectName: '宁句高速二期' }
        : { id: 'r1', fullName: '施工员', enCode: 'shigong', projectName: '宁句高速公路工程' }
      return { body: { code: 200, msg: '', data: { list: [{ id: 'r_org', fullName: '企业负责人', enCode: 'boss', projectName: null }, own] } } }
    })
    reply('PUT', `${P}/Users/u1`, null)
    render(<PeoplePage />)
    await settle()
    await tap(screen.getByRole('button', { name: '李四 lisi' }))
    await tap(screen.getByRole('button', { name: '编辑' }))
    await settle()
    const roles = screen.getByRole('group', { name: '角色' })
    expect(within(roles).getByRole('checkbox', { name: '施工员（宁句高速公路工程）' })).toBeChecked()
    expect(within(roles).getByRole('checkbox', { name: '安全员（宁句高速二期）' })).toBeChecked()
    expect(within(roles).getAllByRole('checkbox', { name: '企业负责人' })).toHaveLength(1)
    await tap(within(roles).getByRole('checkbox', { name: '安全员（宁句高速二期）' }))
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Users/u1`, 'PUT').map((r) => (r.data as { roleId: string }).roleId)).toEqual(['r1'])
  })

  it('a delete refused because the person has records shows why and offers 禁用 instead', async () => {
    asAdmin()
    fail('DELETE', `${P}/Users/u1`, '该人员已有业务数据,不能删除,可改为禁用')
    reply('PUT', `${P}/Users/u1/Actions/State`, { openTasks: [] })
    render(<PeoplePage />)
    await settle()
    await tap(screen.getByRole('button', { name: '李四 lisi' }))
    await tap(screen.getByRole('button', { name: '删除' }))
    expect(confirms()).toEqual([
      '删除人员: 删除后李四（lisi）不能再登录，也不再出现在人员列表和通讯录中。',
      '不能删除: 该人员已有业务数据,不能删除,可改为禁用'
    ])
    expect(sent(`${P}/Users/u1/Actions/State`, 'PUT').map((r) => r.data)).toEqual([{ enabledMark: 0 }])
    expect(screen.getByRole('status')).toHaveTextContent('已禁用李四（lisi）')
  })
})

it('asks nothing of the server for someone who is not an administrator', async () => {
  asAdmin({ isAdministrator: false, adminProjectIds: [] })
  const { unmount } = render(<ProjectsPage />)
  await settle()
  expect(screen.getByText('仅管理员可用')).toBeInTheDocument()
  unmount()
  render(<PeoplePage />)
  await settle()
  expect(screen.getByText('仅管理员可用')).toBeInTheDocument()
  expect(sent(`${P}/Project`)).toHaveLength(0)
  expect(sent(`${P}/Users`)).toHaveLength(0)
})

describe('角色与授权', () => {
  const ROLE = { id: 'r1', fullName: '质检员', enCode: 'zhijian', description: '', allMenus: false, enabledMark: 1, sortCode: 0, projectId: 'p1',
    projectName: '宁句高速公路工程', userCount: 2, editable: true, creatorTime: 0 }
  const module = (over: Record<string, unknown> = {}) => ({
    id: 'm1', fullName: '隐患排查', sectionId: 's1', sectionName: '安全管理', granted: true, button: ['btn_add'], column: ['title'], form: ['title'],
    dataScope: 'sections', held: true, heldScope: 'sections',
    buttonOptions: [{ enCode: 'btn_add', fullName: '新增', held: true }], fieldOptions: [{ enCode: 'title', fullName: '标题', held: true, heldForm: true }], ...over
  })
  beforeEach(() => {
    reply('GET', `${P}/Role`, { list: [ROLE] })
    reply('GET', `${P}/UserRelation/r1`, { list: [{ id: 'u1', account: 'lisi', realName: '李四', organizeId: 'o', enabledMark: 1 }] })
    reply('GET', `${P}/Authority/Data/r1/Values`, {
      objectId: 'r1', objectType: 'Role', fullName: '质检员', allMenus: false, editable: true, sections: [],
      list: [module(), module({ id: 'm2', fullName: '动火作业', granted: false, button: [], column: [], form: [] }),
        module({ id: 'm3', fullName: '计量审批', sectionName: '工程管理', granted: false, held: false, heldScope: null, button: [], column: [], form: [] })]
    })
  })

  it('shows a role\'s grants by section and who holds it; offers only what the writer holds; saves the grants whole', async () => {
    asAdmin({ isAdministrator: false, adminProjectIds: ['p1'] })
    reply('PUT', `${P}/Authority/Data/r1`, null)
    render(<RolesPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '质检员' }))
    expect(screen.getByText('持有人：李四')).toBeInTheDocument()
    expect(within(screen.getByLabelText('工程管理')).getByText('您本人没有该功能的权限，不能授予')).toBeInTheDocument()
    await tap(screen.getByRole('checkbox', { name: '授权计量审批' }))
    expect(screen.getByRole('checkbox', { name: '授权计量审批' })).toHaveAttribute('aria-checked', 'false')
    // no scope wider than the writer's own (所在合同段) is offered
    expect(within(screen.getByRole('radiogroup', { name: '隐患排查数据范围' })).queryByRole('radio', { name: '全项目' })).toBeNull()
    await tap(within(screen.getByRole('radiogroup', { name: '隐患排查数据范围' })).getByRole('radio', { name: '仅本人' }))
    await tap(screen.getByRole('checkbox', { name: '授权动火作业' }))
    await tap(screen.getByRole('button', { name: '保存授权' }))
    expect(sent(`${P}/Authority/Data/r1`, 'PUT').map((r) => r.data)).toEqual([{
      objectType: 'Role', module: ['m1', 'm2'], button: ['m1:button:btn_add', 'm2:button:btn_add'], column: ['m1:column:title', 'm2:column:title'],
      form: ['m1:form:title', 'm2:form:title'], resource: ['m1:scope:self', 'm2:scope:sections']
    }])
    expect(toasts()).toContain('授权已保存，持有该角色的人员即时生效')
  })

  it('a refusal of the server is shown and the edits stay', async () => {
    asAdmin()
    fail('PUT', `${P}/Authority/Data/r1`, '不能授予「动火作业」：您本人没有该功能的权限')
    render(<RolesPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '质检员' }))
    await tap(screen.getByRole('checkbox', { name: '授权动火作业' }))
    await tap(screen.getByRole('button', { name: '保存授权' }))
    expect(toasts()).toContain('不能授予「动火作业」：您本人没有该功能的权限')
    expect(screen.getByRole('checkbox', { name: '授权动火作业' })).toHaveAttribute('aria-checked', 'true')
  })

  it('makes a project role from a template', async () => {
    asAdmin({ isAdministrator: false, adminProjectIds: ['p1'] })
    reply('GET', `${P}/Project`, { list: [PROJECT] })
    reply('POST', `${P}/Role`, { id: 'r2' })
    render(<RolesPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '新建角色' }))
    type('角色名称', '试验员')
    type('角色编码', 'shiyan2')
    await tap(within(screen.getByRole('radiogroup', { name: '模板角色' })).getByRole('radio', { name: '质检员' }))
    await tap(screen.getByRole('button', { name: '创建角色' }))
    expect(sent(`${P}/Role`, 'POST').map((r) => r.data)).toEqual([{ fullName: '试验员', enCode: 'shiyan2', projectId: 'p1', templateId: 'r1' }])
  })

  it('renames a role, and a delete refused because someone holds it says so and keeps the role', async () => {
    asAdmin()
    reply('PUT', `${P}/Role/r1`, null)
    fail('DELETE', `${P}/Role/r1`, '角色还有成员,不能删除')
    render(<RolesPage />)
    await settle()
    await tap(screen.getByRole('button', { name: '质检员' }))
    await tap(screen.getByRole('button', { name: '编辑角色' }))
    type('角色名称', '专职质检员')
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Role/r1`, 'PUT').map((r) => r.data)).toEqual([{ fullName: '专职质检员', enCode: 'zhijian' }])
    await tap(screen.getByRole('button', { name: '删除角色' }))
    expect(confirms()).toContain('删除角色: 确定删除角色「质检员」？删除后不能恢复。')
    expect(screen.getByRole('status')).toHaveTextContent('不能删除：角色还有成员,不能删除')
    expect(screen.getByRole('button', { name: '删除角色' })).toBeInTheDocument()
  })
})

describe('单位与部门', () => {
  beforeEach(() => {
    reply('GET', `${P}/Organize/Tree`, { list: [{ ...TREE[1], children: [{ ...TREE[1], id: 'dept_gc', fullName: '工程部', category: 'department', unitTypeName: '', children: [] }] }] })
  })

  it('adds a unit with its kind and a department under it; bad input is named and nothing sent', async () => {
    asAdmin()
    reply('POST', `${P}/Organize`, { id: 'o9' })
    reply('POST', `${P}/Organize/Department`, { id: 'd9' })
    render(<OrganizePage />)
    await settle()
    expect(within(screen.getByLabelText('工程部')).getByText('C1 · 0 人')).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '新增单位' }))
    type('单位名称', '中铁十局')
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(toasts()).toContain('请填写单位编码')
    expect(sent(`${P}/Organize`, 'POST')).toHaveLength(0)
    type('单位编码', 'ZTSJ')
    await tap(screen.getByRole('radio', { name: '检测单位' }))
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Organize`, 'POST').map((r) => r.data)).toEqual([{ fullName: '中铁十局', enCode: 'ZTSJ', unitType: 'lab' }])
    await tap(screen.getByRole('button', { name: '在苏通路桥下新增部门' }))
    type('部门名称', '测量队')
    type('部门编码', 'C1-CLD')
    await tap(screen.getByRole('button', { name: '保存' }))
    expect(sent(`${P}/Organize/Department`, 'POST').map((r) => r.data)).toEqual([{ parentId: 'org_con1', fullName: '测量队', enCode: 'C1-CLD' }])
  })

  it('deletes a department after asking, and shows a refusal', async () => {
    asAdmin()
    fail('DELETE', `${P}/Organize/Department/dept_gc`, '该组织下还有人员,不能删除')
    render(<OrganizePage />)
    await settle()
    await tap(screen.getByRole('button', { name: '删除工程部' }))
    expect(confirms()).toEqual(['删除: 删除「工程部」？只能删除没有下级、人员和岗位的组织。'])
    expect(toasts()).toContain('该组织下还有人员,不能删除')
  })

  it('a project administrator reads the tree and changes nothing', async () => {
    asAdmin({ isAdministrator: false, adminProjectIds: ['p1'] })
    render(<OrganizePage />)
    await settle()
    expect(screen.getByText('苏通路桥')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '新增单位' })).toBeNull()
    expect(screen.queryByRole('button', { name: '删除工程部' })).toBeNull()
  })
})

describe('审计日志', () => {
  const entry = (over: Record<string, unknown> = {}) => ({
    id: 'a1', category: 3, creatorTime: new Date(2026, 10, 25, 9, 5).getTime(), userName: '王总监/zongjian', userId: 'u_zj', ipaddress: '10.0.0.8',
    moduleName: '项目', abstracts: '修改项目「宁句高速公路工程」', kind: 'project', action: 'update', actionName: '修改', objectId: 'p1',
    objectName: '宁句高速公路工程', before: { location: '南京' }, after: { location: '句容' }, detail: '', ...over
  })

  it('shows who changed what from what to what, filtered by kind and date; a system administrator also sees sign-ins', async () => {
    asAdmin()
    reply('GET', '/api/system/Log', page([entry()]))
    render(<AuditPage />)
    await settle()
    const card = screen.getByLabelText('修改项目「宁句高速公路工程」')
    expect(within(card).getByText('王总监/zongjian · 2026-11-25 09:05:00 · 10.0.0.8')).toBeInTheDocument()
    expect(within(card).getByText('location：南京 → 句容')).toBeInTheDocument()
    await tap(screen.getByRole('radio', { name: '权限' }))
    await tap(screen.getByRole('radio', { name: '全部' }))
    expect(sent('/api/system/Log').map((r) => [r.query.category, r.query.kind, r.query.startTime === undefined])).toEqual([
      ['3', undefined, false], ['3', 'grant', false], ['3', 'grant', true]
    ])
    await tap(screen.getByRole('tab', { name: '登录记录' }))
    expect(sent('/api/system/Log').at(-1)!.query).toEqual(expect.objectContaining({ category: '1' }))
    expect(screen.queryByRole('radiogroup', { name: '类别' })).toBeNull()
  })

  it('a project administrator sees changes only, and exports what is shown', async () => {
    asAdmin({ isAdministrator: false, adminProjectIds: ['p1'] })
    reply('GET', '/api/system/Log', page([entry()]))
    reply('GET', '/api/system/Log/Export', { name: '审计日志.xlsx', url: '/api/file/Download?encryption=x' })
    render(<AuditPage />)
    await settle()
    expect(screen.queryByRole('tab', { name: '登录记录' })).toBeNull()
    await tap(screen.getByRole('button', { name: '导出审计日志' }))
    expect(sent('/api/system/Log/Export')).toHaveLength(1)
    expect(sent('/api/system/Log/Export')[0].query.category).toBe('3')
    expect(openDocument).toHaveBeenCalledWith(expect.stringMatching(/encryption=x$/), '审计日志.xlsx')
  })
})
