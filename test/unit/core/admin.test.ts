import {
  adminReach, authorityBody, bySection, disabledText, emptyContract, emptyPerson, emptyProject, emptyRole, grantDraft, grantedCount,
  changeLines, emptyOrganize, isAdministrator, logQuery, memberBody, organizeProblem, personProblem, projectProblem, roleProblem, sectionsText, scopeChoices, setScope, toggleButton, toggleModule, toPersonInput,
  toOrganizeInput, toProjectInput, treeRows, unitOptions, unitsOfType, type ProjectForm, jobEnded, jobProgress, jobResultText, rememberedJobOf,
  contractEditForm, contractProblem, offersDisable, personEditForm, personEditProblem, projectEditForm, roleEditForm, toContractUpdate, toPersonUpdate, toProjectUpdate, toRoleUpdate
} from '@/core/admin'
import type { ModuleAuthority, OrganizeNode, RoleAuthority } from '../../../types/api/admin'

const node = (id: string, fullName: string, over: Partial<OrganizeNode> = {}): OrganizeNode => ({
  id, parentId: '-1', fullName, enCode: id, category: 'company', unitType: '', unitTypeName: '', enabledMark: 1, userCount: 0, children: [], ...over
})

const TREE = [
  node('org_owner', '建设公司', { unitType: 'owner' }),
  node('org_con1', '路桥集团', {
    unitType: 'contractor',
    children: [node('dept_gc', '工程部', { category: 'department', parentId: 'org_con1' }), node('dept_old', '旧部门', { category: 'department', enabledMark: 0 })]
  }),
  node('org_sup', '监理公司', { unitType: 'supervision' }),
  node('org_gone', '已停用施工单位', { unitType: 'contractor', enabledMark: 0 })
]

const project = (over: Partial<ProjectForm> = {}): ProjectForm => ({
  ...emptyProject(), fullName: '宁句高速', enCode: 'NJGK', contracts: [{ ...emptyContract(), fullName: '第一合同段', enCode: 'NJGK-01' }], ...over
})

describe('who sees the 管理 area', () => {
  it('a system administrator and a project administrator; no one else', () => {
    expect(isAdministrator({ isAdministrator: true })).toBe(true)
    expect(isAdministrator({ isAdministrator: false, adminProjectIds: ['p1'] })).toBe(true)
    expect(isAdministrator({ isAdministrator: false, adminProjectIds: [] })).toBe(false)
    expect(isAdministrator({ isAdministrator: false })).toBe(false)
    expect(isAdministrator(null)).toBe(false)
    expect(adminReach({ isAdministrator: true, adminProjectIds: ['p1'] })).toBe('system')
    expect(adminReach({ isAdministrator: false, adminProjectIds: ['p1'] })).toBe('project')
    expect(adminReach(undefined)).toBe('none')
  })
})

describe('projectProblem', () => {
  it('accepts a project with its sections', () => {
    expect(projectProblem(project())).toBeNull()
  })

  it.each([
    [{ fullName: ' ' }, '请填写项目名称'],
    [{ enCode: '' }, '请填写项目编码'],
    [{ enCode: '宁句' }, '项目编码只能包含字母、数字、下划线、点和横线，且以字母或数字开头'],
    [{ enCode: '-NJ' }, '项目编码只能包含字母、数字、下划线、点和横线，且以字母或数字开头'],
    [{ startDate: 2000, endDate: 1000 }, '结束日期不能早于开始日期'],
    [{ contracts: [{ ...emptyContract(), enCode: 'A' }] }, '请填写第 1 个合同段的名称'],
    [{ contracts: [{ ...emptyContract(), fullName: '一', enCode: 'A' }, { ...emptyContract(), fullName: '二', enCode: 'a b' }] },
      '第 2 个合同段编码只能包含字母、数字、下划线、点和横线，且以字母或数字开头'],
    [{ contracts: [{ ...emptyContract(), fullName: '一', enCode: 'A' }, { ...emptyContract(), fullName: '二', enCode: ' a' }] }, '合同段编码不能重复']
  ])('%j: %s', (over, msg) => {
    expect(projectProblem(project(over as Partial<ProjectForm>))).toBe(msg)
  })

  it('sends trimmed values and leaves out units not chosen', () => {
    expect(toProjectInput(project({ fullName: ' 宁句高速 ', location: ' 南京 ', ownerUnitId: 'org_owner', startDate: 1, endDate: 2 }))).toEqual({
      fullName: '宁句高速', enCode: 'NJGK', location: '南京', startDate: 1, endDate: 2, ownerUnitId: 'org_owner',
      contracts: [{ fullName: '第一合同段', enCode: 'NJGK-01' }]
    })
  })
})

describe('personProblem', () => {
  const person = { ...emptyPerson(), account: 'zhangsan', realName: '张三', organizeId: 'org_con1' }
  it('accepts a person; a project administrator must name the project', () => {
    expect(personProblem(person, 'system')).toBeNull()
    expect(personProblem(person, 'project')).toBe('请选择人员所在的项目')
    expect(personProblem({ ...person, projectId: 'p1' }, 'project')).toBeNull()
  })

  it.each([
    [{ account: '' }, '请填写账号'],
    [{ account: '张三' }, '账号只能包含字母、数字、下划线、点、@ 和横线，且以字母或数字开头'],
    [{ realName: ' ' }, '请填写姓名'],
    [{ mobilePhone: '1380013800' }, '请填写正确的手机号'],
    [{ organizeId: '' }, '请选择所在单位'],
    [{ contractIds: ['c1'] }, '请先选择项目，再选择合同段']
  ])('%j: %s', (over, msg) => {
    expect(personProblem({ ...person, ...over }, 'system')).toBe(msg)
  })

  it('sends roles joined with a comma and the sections with their project', () => {
    expect(toPersonInput({ ...person, mobilePhone: ' 13800138000 ', roleIds: ['r1', 'r2'], projectId: 'p1', contractIds: ['c1'] })).toEqual({
      account: 'zhangsan', realName: '张三', organizeId: 'org_con1', mobilePhone: '13800138000', roleId: 'r1,r2', projectIds: ['p1'], contractIds: ['c1']
    })
    expect(toPersonInput(person)).toEqual({ account: 'zhangsan', realName: '张三', organizeId: 'org_con1' })
  })
})

describe('units', () => {
  it('lists enabled units and departments by their path; units only for a project', () => {
    expect(unitOptions(TREE).map((o) => o.text)).toEqual(['建设公司', '路桥集团', '路桥集团 / 工程部', '监理公司'])
    expect(unitOptions(TREE, true).map((o) => o.value)).toEqual(['org_owner', 'org_con1', 'org_sup'])
  })

  it('picks the enabled units of one kind', () => {
    expect(unitsOfType(TREE, 'contractor')).toEqual([{ value: 'org_con1', text: '路桥集团' }])
    expect(unitsOfType(TREE, 'owner')).toEqual([{ value: 'org_owner', text: '建设公司' }])
  })
})

describe('disabledText', () => {
  const task = (n: number) => ({ id: `o${n}`, taskId: `t${n}`, fullName: `任务${n}`, nodeName: '审批', creatorTime: 0 })
  it('says the sessions ended, and names the todos left for hand-over', () => {
    expect(disabledText('张三', [])).toBe('已禁用张三，其登录已失效')
    expect(disabledText('张三', [task(1), task(2), task(3), task(4)]))
      .toBe('已禁用张三，其登录已失效。尚有 4 条待办：「任务1」、「任务2」、「任务3」 等，请移交给他人')
  })
})

describe('roles and grants', () => {
  const mod = (over: Partial<ModuleAuthority> = {}): ModuleAuthority => ({
    id: 'm1', fullName: '隐患排查', sectionId: 's1', sectionName: '安全管理', granted: false, button: [], column: [], form: [], dataScope: 'sections',
    held: true, heldScope: 'project',
    buttonOptions: [{ enCode: 'btn_add', fullName: '新增', held: true }, { enCode: 'btn_remove', fullName: '删除', held: false }],
    fieldOptions: [{ enCode: 'title', fullName: '标题', held: true, heldForm: true }, { enCode: 'cost', fullName: '费用', held: false, heldForm: true }],
    ...over
  })
  const authority = (list: ModuleAuthority[]): RoleAuthority => ({ objectId: 'r1', objectType: 'Role', fullName: '质检员', allMenus: false, editable: true, sections: [], list })

  it('names what is wrong with a new role', () => {
    expect(roleProblem({ ...emptyRole(), fullName: '质检员', enCode: 'zhijian' }, 'system')).toBeNull()
    expect(roleProblem({ ...emptyRole(), fullName: '', enCode: 'zhijian' }, 'system')).toBe('请填写角色名称')
    expect(roleProblem({ ...emptyRole(), fullName: '质检员', enCode: '质检' }, 'system')).toBe('角色编码只能包含字母、数字、下划线、点和横线，且以字母或数字开头')
    expect(roleProblem({ ...emptyRole(), fullName: '质检员', enCode: 'zhijian' }, 'project')).toBe('请选择角色所属的项目')
  })

  it('offers no data scope wider than the writer holds', () => {
    expect(scopeChoices(mod()).map((s) => s.value)).toEqual(['project', 'sections', 'unit', 'self'])
    expect(scopeChoices(mod({ heldScope: 'unit' })).map((s) => s.value)).toEqual(['unit', 'self'])
    expect(scopeChoices(mod({ held: false, heldScope: null }))).toEqual([])
  })

  it('a module turned on afresh gets what the writer holds of it, in a scope no wider than theirs', () => {
    const m = mod({ heldScope: 'unit' })
    const on = toggleModule(grantDraft(authority([m])), m)
    expect(on.m1).toEqual({ granted: true, dataScope: 'unit', button: ['btn_add'], column: ['title'], form: ['title', 'cost'] })
    expect(toggleModule(on, m).m1.granted).toBe(false)
    expect(toggleModule(toggleModule(on, m), m).m1).toEqual(on.m1)
  })

  it('sends the granted modules with their codes and scope, and nothing of those turned off', () => {
    const a = authority([mod({ granted: true, button: ['btn_add'], column: ['title'], form: ['title'] }), mod({ id: 'm2', fullName: '动火作业', granted: true })])
    let d = setScope(grantDraft(a), 'm1', 'self')
    d = toggleButton(d, 'm1', 'btn_add')
    d = toggleModule(d, a.list[1])
    expect(grantedCount(d)).toBe(1)
    expect(authorityBody(d)).toEqual({
      objectType: 'Role', module: ['m1'], button: [], column: ['m1:column:title'], form: ['m1:form:title'], resource: ['m1:scope:self']
    })
  })

  it('groups modules by workbench section in the order given', () => {
    const groups = bySection([mod(), mod({ id: 'm2', sectionName: '工程管理' }), mod({ id: 'm3' }), mod({ id: 'm4', sectionName: '' })])
    expect(groups.map((g) => [g.name, g.modules.map((m) => m.id)])).toEqual([['安全管理', ['m1', 'm3']], ['工程管理', ['m2']], ['其他', ['m4']]])
  })
})

describe('project members', () => {
  it('sends roles only when they changed or were unknown to me', () => {
    expect(memberBody(['c1'], { before: ['r1', 'r2'], now: ['r2', 'r1'] })).toEqual({ contractIds: ['c1'] })
    expect(memberBody(['c1'], null)).toEqual({ contractIds: ['c1'] })
    expect(memberBody([], { before: ['r1'], now: ['r1', 'r3'] })).toEqual({ contractIds: [], roleIds: ['r1', 'r3'] })
    expect(memberBody([], { before: ['r1'], now: [] })).toEqual({ contractIds: [], roleIds: [] })
  })

  it('names the sections a member is on, or the whole project', () => {
    const contracts = [{ id: 'c1', fullName: '第一合同段' }, { id: 'c2', fullName: '第二合同段' }]
    expect(sectionsText([], contracts)).toBe('全项目')
    expect(sectionsText(['c2', 'c1'], contracts)).toBe('第二合同段、第一合同段')
  })
})

describe('units and departments', () => {
  it('names what is wrong with a new unit or department', () => {
    expect(organizeProblem({ ...emptyOrganize(), fullName: '中铁十局', enCode: 'ZTSJ' })).toBeNull()
    expect(organizeProblem({ ...emptyOrganize(), fullName: '', enCode: 'ZTSJ' })).toBe('请填写单位名称')
    expect(organizeProblem({ ...emptyOrganize('org_1'), fullName: '工程部', enCode: '' })).toBe('请填写部门编码')
  })

  it('sends a unit with its kind, a department with its parent', () => {
    expect(toOrganizeInput({ ...emptyOrganize(), fullName: ' 中铁十局 ', enCode: 'ZTSJ', unitType: 'lab' })).toEqual({ fullName: '中铁十局', enCode: 'ZTSJ', unitType: 'lab' })
    expect(toOrganizeInput({ ...emptyOrganize('org_1'), fullName: '工程部', enCode: 'GCB' })).toEqual({ parentId: 'org_1', fullName: '工程部', enCode: 'GCB' })
  })

  it('lays the tree out as indented rows', () => {
    expect(treeRows(TREE).map((r) => [r.node.id, r.depth])).toEqual([['org_owner', 0], ['org_con1', 0], ['dept_gc', 1], ['dept_old', 1], ['org_sup', 0], ['org_gone', 0]])
  })
})

describe('audit', () => {
  it('asks for the changes of a kind since a day, or sign-ins without a kind', () => {
    const now = new Date(2026, 10, 25, 15, 30).getTime()
    const midnight = new Date(2026, 10, 25).getTime()
    expect(logQuery({ category: 3, kind: 'grant', range: 'today', keyword: '' }, now)).toEqual({ category: 3, kind: 'grant', startTime: midnight })
    expect(logQuery({ category: 3, kind: '', range: 'week', keyword: '张三' }, now)).toEqual({ category: 3, startTime: midnight - 6 * 86400000, keyword: '张三' })
    expect(logQuery({ category: 1, kind: 'grant', range: 'all', keyword: '' }, now)).toEqual({ category: 1 })
  })

  it('says each changed field from what to what; a creation its values, a deletion what was there', () => {
    expect(changeLines({ before: { location: '南京', roleIds: ['r1'] }, after: { location: '句容', roleIds: [] } }))
      .toEqual(['location：南京 → 句容', 'roleIds：r1 → 空'])
    expect(changeLines({ before: null, after: { fullName: '一标' } })).toEqual(['fullName：一标'])
    expect(changeLines({ before: { fullName: '一标' }, after: null })).toEqual(['fullName：一标（已删除）'])
    expect(changeLines({ before: null, after: null })).toEqual([])
  })
})

describe('editing and deleting what exists', () => {
  const person = {
    account: 'xubin', realName: '徐斌', mobilePhone: '13962158820', organizeId: 'dept_gc', roleId: 'role_a,role_b',
    projectIds: ['p1'], contractIds: ['c1']
  }

  it('fills a person\'s edit form from them and sends what PUT Users/{id} takes', () => {
    const f = personEditForm(person)
    expect(f).toEqual({ account: 'xubin', realName: '徐斌', mobilePhone: '13962158820', organizeId: 'dept_gc', roleIds: ['role_a', 'role_b'], projectId: 'p1', contractIds: ['c1'] })
    expect(toPersonUpdate({ ...f, realName: ' 徐斌斌 ', mobilePhone: '' })).toEqual({ realName: '徐斌斌', organizeId: 'dept_gc', mobilePhone: '', roleId: 'role_a,role_b' })
  })

  it('checks an edited person as a new one: bad mobile, no name, no unit', () => {
    const f = personEditForm({ ...person, roleId: '', projectIds: [], contractIds: [] })
    expect(personEditProblem(f)).toBeNull()
    expect(personEditProblem({ ...f, mobilePhone: '1234' })).toBe('请填写正确的手机号')
    expect(personEditProblem({ ...f, realName: ' ' })).toBe('请填写姓名')
    expect(personEditProblem({ ...f, organizeId: '' })).toBe('请选择所在单位')
  })

  it('edits a project\'s own fields without its sections, and clears an emptied owner unit', () => {
    const f = projectEditForm({ fullName: '宁句', enCode: 'NJ', location: '南京', ownerUnitId: 'org_owner', startDate: 1, endDate: 2 })
    expect(f.contracts).toEqual([])
    expect(projectProblem(f)).toBeNull()
    expect(projectProblem({ ...f, endDate: 0 })).toBe('结束日期不能早于开始日期')
    const body = toProjectUpdate({ ...f, ownerUnitId: '' })
    expect(body).toEqual({ fullName: '宁句', enCode: 'NJ', location: '南京', startDate: 1, endDate: 2, ownerUnitId: '' })
    expect('contracts' in body).toBe(false)
  })

  it('edits a section and clears emptied units', () => {
    const c = contractEditForm({ fullName: '一标', enCode: 'SG01', constructionUnitId: 'org_con1', supervisionUnitId: '' })
    expect(contractProblem({ ...c, enCode: '一标' })).toMatch(/编码只能包含/)
    expect(toContractUpdate(c)).toEqual({ fullName: '一标', enCode: 'SG01', constructionUnitId: 'org_con1', supervisionUnitId: '' })
  })

  it('edits a role\'s name and code only', () => {
    const f = roleEditForm({ fullName: '安全员', enCode: 'anquan', projectId: 'p1' })
    expect(roleProblem(f, 'project')).toBeNull()
    expect(roleProblem({ ...f, enCode: '' }, 'system')).toBe('请填写角色编码')
    expect(toRoleUpdate({ ...f, fullName: ' 专职安全员 ' })).toEqual({ fullName: '专职安全员', enCode: 'anquan' })
  })

  it('offers disabling when the server says so', () => {
    expect(offersDisable('该人员已有业务数据,不能删除,可改为禁用')).toBe(true)
    expect(offersDisable('该人员还有待办,不能删除,请先移交待办,或改为禁用')).toBe(true)
    expect(offersDisable('角色还有成员,不能删除')).toBe(false)
  })
})

describe('import jobs', () => {
  it('finds the remembered job only for the user who started it', () => {
    const stored = { userId: 'u1', id: 'j1', key: 'k'.repeat(43) }
    expect(rememberedJobOf(stored, 'u1')).toEqual(stored)
    expect(rememberedJobOf(stored, 'u2')).toBeNull()
    expect(rememberedJobOf(stored, undefined)).toBeNull()
    expect(rememberedJobOf('', 'u1')).toBeNull()
    expect(rememberedJobOf({ userId: 'u1', id: 'j1' }, 'u1')).toBeNull()
  })

  it('says the progress while the job runs and the result once it ended', () => {
    expect(jobEnded({ state: 'running' })).toBe(false)
    expect(jobEnded({ state: 'interrupted' })).toBe(true)
    expect(jobProgress({ state: 'queued', done: 0, total: 50 })).toEqual({ text: '等待开始，共 50 人', percent: 0 })
    expect(jobProgress({ state: 'running', done: 100, total: 300 })).toEqual({ text: '进度 100/300', percent: 33 })
    expect(jobResultText({ state: 'finished', snum: 47, fnum: 3, reason: '' })).toBe('已导入 47 人，3 行未导入')
    expect(jobResultText({ state: 'finished', snum: 5, fnum: 0, reason: '' })).toBe('已导入 5 人')
    expect(jobResultText({ state: 'interrupted', snum: 200, fnum: 0, reason: '服务重启或停止,导入中断' })).toBe('已导入 200 人。服务重启或停止,导入中断')
  })
})
