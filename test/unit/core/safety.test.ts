import type { HazardCategoryNode, HazardRow, InspectionFailure } from '../../../types/api/safety'
import { dialNumber } from '@/core/safety/emergency'
import { grantsAdd, homeDate, safetyShortcuts } from '@/core/safety/home'
import { hasBtnP } from '@/core/permission'
import { conclusionOf, hazardFromFailure, recordOf, startWalk, tally, walkError, type InspectionWalk } from '@/core/safety/checklist'
import { deadlineText, hazardFlowConfig, isMineToFinish, reportRange, todoAction, type ReportRange } from '@/core/safety/hazard'
import { bandText, GRADES, gradeOf, riskValue } from '@/core/safety/lec'
import { categoryPick, categoryValues, filterCategories, partText, partValues } from '@/core/safety/pickers'

const DAY = 86_400_000
// 2026-03-10 00:00 in China
const TODAY = Date.UTC(2026, 2, 9, 16)
const NOW = TODAY + 10 * 3_600_000

describe('a hazard\'s deadline as the site counts it', () => {
  const row = (deadline: number | null, state: HazardRow['state'] = 'rectifying', finishDate: number | null = null) => ({ deadline, state, finishDate })
  it.each<[string, ReturnType<typeof row>, ReturnType<typeof deadlineText>]>([
    ['days left', row(TODAY + 3 * DAY), { text: '剩 3 天', tone: 'ok' }],
    ['due tomorrow', row(TODAY + DAY), { text: '明日到期', tone: 'soon' }],
    ['due today', row(TODAY), { text: '今日到期', tone: 'soon' }],
    ['overdue', row(TODAY - 2 * DAY), { text: '已逾期 2 天', tone: 'late' }],
    ['a returned hazard still counts', row(TODAY - DAY, 'returned'), { text: '已逾期 1 天', tone: 'late' }],
    ['rectified in time: nothing to count', row(TODAY - DAY, 'reviewing', TODAY - DAY), null],
    ['rectified late: by how much', row(TODAY - 3 * DAY, 'closed', TODAY - DAY), { text: '超期 2 天完成', tone: 'done' }],
    ['no deadline', row(null), null]
  ])('%s', (_what, input, expected) => {
    expect(deadlineText(input, NOW)).toEqual(expected)
  })

  it('counts China days whatever the hour', () => {
    expect(deadlineText(row(TODAY + DAY), TODAY + 23.9 * 3_600_000)).toEqual({ text: '明日到期', tone: 'soon' })
    expect(deadlineText(row(TODAY + DAY), TODAY + 24 * 3_600_000)).toEqual({ text: '今日到期', tone: 'soon' })
  })
})

describe('what a hazard opens on the flow screen', () => {
  type Hazard = Parameters<typeof hazardFlowConfig>[0]
  const base: Hazard = { taskId: 't1', todoId: null, reporterId: 'u_anquan', state: 'rectifying', title: '临边', flowId: 'flow_hazardRectify', flowEnCode: 'hazardRectify' }
  it.each<[string, Partial<Hazard>, string, number, string]>([
    ['the caller\'s todo', { todoId: 'op1' }, 'u_shigong', 1, 'op1'],
    ['the reporter following it', {}, 'u_anquan', 0, 't1'],
    ['the reporter\'s returned report, to correct', { state: 'returned' }, 'u_anquan', -1, 't1'],
    ['someone else reading it', {}, 'u_yezhu', 3, 't1']
  ])('%s', (_what, over, userId, opType, taskId) => {
    const config = hazardFlowConfig({ ...base, ...over }, userId)!
    expect([config.opType, config.taskId, config.id]).toEqual([opType, taskId, 't1'])
  })
  it('has no flow screen without a task', () => {
    expect(hazardFlowConfig({ ...base, taskId: null }, 'u_anquan')).toBeNull()
  })
  it('names the handler\'s action by node', () => {
    expect([todoAction('hazard_rectify'), todoAction('hazard_verify'), todoAction('hazard_chief'), todoAction('other'), todoAction(null)])
      .toEqual(['整改回复', '复查', '销号审批', '去处理', ''])
    expect([isMineToFinish({ state: 'draft', reporterId: 'a' }, 'a'), isMineToFinish({ state: 'closed', reporterId: 'a' }, 'a'), isMineToFinish({ state: 'draft', reporterId: 'a' }, 'b')])
      .toEqual([true, false, false])
  })
})

describe('LEC grading', () => {
  it.each<[unknown, unknown, unknown, number | null, string | null]>([
    ['3', '6', '40', 720, '重大风险'],
    ['10', '6', '7', 420, '重大风险'],
    ['1', '6', '40', 240, '较大风险'],
    ['6', '3', '15', 270, '较大风险'],
    ['3', '6', '7', 126, '一般风险'],
    ['1', '2', '40', 80, '一般风险'],
    ['1', '6', '7', 42, '低风险'],
    ['0.1', '0.5', '1', 0.05, '低风险'],
    ['0.1', '6', '7', 4.2, '低风险'],
    ['', '6', '7', null, null],
    ['x', '6', '7', null, null]
  ])('L %s × E %s × C %s', (l, e, c, d, grade) => {
    expect(riskValue(l, e, c)).toBe(d)
    if (d !== null) expect(gradeOf(d).name).toBe(grade)
  })
  it('puts the band edges in the lower grade', () => {
    expect([gradeOf(320).key, gradeOf(160).key, gradeOf(70).key, gradeOf(320.5).key]).toEqual(['large', 'general', 'low', 'major'])
    expect(GRADES.map(bandText)).toEqual(['D > 320', '160 < D ≤ 320', '70 < D ≤ 160', 'D ≤ 70'])
  })
})

describe('a checklist inspection', () => {
  const checklist = { enCode: 'height', fullName: '高处作业', items: [{ enCode: 'height_01', fullName: '临边设置防护栏杆' }, { enCode: 'height_02', fullName: '洞口封闭' }] }
  const photo = { name: 'a.png', fileId: 'f1', url: '/api/file/Image/annexpic/f1' }
  const walk = (over: Partial<InspectionWalk> = {}): InspectionWalk => ({ ...startWalk(checklist, TODAY, 'ct_sg01'), wbsPart: '3#墩承台', ...over })

  it('starts with every item of the checklist still to judge', () => {
    const w = startWalk(checklist, TODAY, 'ct_sg01')
    expect(w.rows.map((r) => [r.itemCode, r.result])).toEqual([['height_01', ''], ['height_02', '']])
    expect(tally(w.rows)).toEqual({ pass: 0, fail: 0, na: 0, open: 2 })
  })

  it.each<[string, Partial<InspectionWalk>, string | null]>([
    ['no section', { contractId: '' }, '请选择合同段'],
    ['no place', { wbsPart: ' ' }, '请填写检查部位'],
    ['an item not judged', {}, '第1项「临边设置防护栏杆」还未检查'],
    ['a failed item without what was seen', { rows: [{ itemCode: 'a', item: '临边', result: 'fail', note: '', photos: [photo] }] }, '第1项不合格，请描述发现的问题'],
    ['a failed item without a photo', { rows: [{ itemCode: 'a', item: '临边', result: 'fail', note: '未设栏杆', photos: [] }] }, '第1项不合格，请拍摄现场照片'],
    ['all judged', { rows: [{ itemCode: 'a', item: '临边', result: 'fail', note: '未设栏杆', photos: [photo] }, { itemCode: 'b', item: '洞口', result: 'na', note: '', photos: [] }] }, null]
  ])('%s', (_what, over, error) => {
    expect(walkError(walk(over))).toBe(error)
  })

  it('saves what the module\'s form holds, a failed item with its note and photos only, and a conclusion', () => {
    const w = walk({ rows: [{ itemCode: 'a', item: '临边', result: 'fail', note: ' 未设栏杆 ', photos: [photo] }, { itemCode: 'b', item: '洞口', result: 'pass', note: '忘了清', photos: [photo] }] })
    expect(recordOf(w)).toEqual({
      checklist: 'height', checkType: 'daily', checkDate: TODAY, contractName: 'ct_sg01', wbsPart: '3#墩承台',
      items: [{ itemCode: 'a', item: '临边', result: 'fail', note: '未设栏杆', photos: [photo] }, { itemCode: 'b', item: '洞口', result: 'pass', note: '', photos: [] }],
      conclusion: '共检查 2 项：合格 1 项，不合格 1 项，不涉及 0 项。'
    })
    expect(conclusionOf([])).toBe('共检查 0 项：合格 0 项，不合格 0 项，不涉及 0 项。')
  })

  it('raises a hazard prefilled from a failed item: its photo, place and item', () => {
    const failure: InspectionFailure = {
      inspectionId: 'i1', checkNo: 'XCJC1', checklist: 'height', checklistName: '高处作业', checkDate: TODAY, contractId: 'ct_sg01',
      wbsPart: '秦淮河大桥 / 基础及下部构造 / 承台', itemCode: 'height_01', item: '临边设置防护栏杆', note: '东侧临边未设栏杆', photos: [photo],
      hazardId: null, hazardNo: '', hazardState: null, hazardStateName: ''
    }
    expect(hazardFromFailure(failure)).toEqual({
      title: '东侧临边未设栏杆', hazardCategory: 'fall', contractName: 'ct_sg01', wbsPart: '秦淮河大桥 / 基础及下部构造 / 承台', location: '承台',
      description: '东侧临边未设栏杆（高处作业检查项：临边设置防护栏杆）', photos: [photo], sourceInspection: 'i1', checkItem: '临边设置防护栏杆'
    })
    expect(hazardFromFailure({ ...failure, note: '', checklist: 'unknown', contractId: null }).title).toBe('临边设置防护栏杆不符合要求')
    expect(hazardFromFailure({ ...failure, checklist: 'unknown' })).not.toHaveProperty('hazardCategory')
  })
})

describe('the pickers of the report', () => {
  const tree: HazardCategoryNode[] = [
    { id: 'c1', category: 'fall', fullName: '高处坠落', kind: 'category', children: [
      { id: 't1', category: 'fall', fullName: '临边防护缺失', kind: 'typical' },
      { id: 't2', category: 'fall', fullName: '挂篮走行未设后锚', kind: 'custom', defaultLevel: '3' }
    ] },
    { id: 'c2', category: 'electric', fullName: '触电', kind: 'category', children: [{ id: 't3', category: 'electric', fullName: '配电箱未上锁', kind: 'typical' }] }
  ]
  it('gives the category, the type and an approved type\'s level', () => {
    expect(categoryValues(categoryPick(tree[0]))).toEqual({ hazardCategory: 'fall', hazardType: '' })
    expect(categoryValues(categoryPick(tree[0].children![0], tree[0]))).toEqual({ hazardCategory: 'fall', hazardType: '临边防护缺失' })
    expect(categoryValues(categoryPick(tree[0].children![1], tree[0]))).toEqual({ hazardCategory: 'fall', hazardType: '挂篮走行未设后锚', hazardLevel: '3' })
  })
  it('searches categories and types', () => {
    expect(filterCategories(tree, '配电').map((c) => [c.fullName, c.children!.map((t) => t.fullName)])).toEqual([['触电', ['配电箱未上锁']]])
    expect(filterCategories(tree, '高处')[0].children).toHaveLength(2)
    expect(filterCategories(tree, '  ')).toBe(tree)
    expect(filterCategories(tree, '隧道')).toEqual([])
  })
  it('writes the part as its path, with its section', () => {
    const pick = { contractId: 'ct_sg01', path: ['秦淮河大桥（K6+320）', '基础及下部构造', '承台'] }
    expect(partText(pick)).toBe('秦淮河大桥（K6+320） / 基础及下部构造 / 承台')
    expect(partValues(pick)).toEqual({ wbsPart: '秦淮河大桥（K6+320） / 基础及下部构造 / 承台', contractName: 'ct_sg01' })
    expect(partValues({ contractId: '', path: ['拌合站'] })).toEqual({ wbsPart: '拌合站' })
  })
})

describe('report-date ranges of the ledger', () => {
  // Tuesday 2026-03-10, 10:00 in China
  it.each<[ReportRange, { start?: number, end?: number }]>([
    ['all', {}],
    ['today', { start: TODAY, end: TODAY }],
    ['week', { start: TODAY - DAY, end: TODAY }],
    ['month', { start: TODAY - 9 * DAY, end: TODAY }],
    ['quarter', { start: Date.UTC(2026, 0, 1) - 8 * 3_600_000, end: TODAY }]
  ])('%s', (range, expected) => {
    expect(reportRange(range, NOW)).toEqual(expected)
  })
  it('starts a week on Monday, also on a Sunday evening', () => {
    const sunday = TODAY + 5 * DAY + 22 * 3_600_000
    expect(reportRange('week', sunday)).toEqual({ start: TODAY - DAY, end: TODAY + 5 * DAY })
  })
})

describe('the safety home', () => {
  const tile = (enCode: string) => ({ menu: { id: `menu_${enCode}`, enCode, fullName: enCode, type: 2 }, color: '#000', pictogram: null, text: enCode })
  it('offers the user\'s own safety tiles from any section, in shortcut order', () => {
    const sections = [
      { id: 's1', title: '安全管理', tiles: [tile('safetyInspection'), tile('dangerList'), tile('hiddenDanger')] },
      { id: 's2', title: '工程管理', tiles: [tile('siteInspection'), tile('supervisionLog')] }
    ]
    expect(safetyShortcuts(sections).map((t) => t.menu.enCode)).toEqual(['hiddenDanger', 'siteInspection', 'dangerList'])
  })
  it('reads the date in China time', () => {
    expect(homeDate(NOW)).toBe('3月10日 星期二')
    expect(homeDate(TODAY - 1)).toBe('3月9日 星期一')
  })
})

describe('an emergency contact\'s number', () => {
  it.each([['025-52160120', '02552160120'], [' 139 6215 8820 ', '13962158820'], ['120', '120'], ['+86 13962158820', '+8613962158820']])('%s dials %s', (phone, dialled) => {
    expect(dialNumber(phone)).toBe(dialled)
  })
})

describe('the add button of a safety screen', () => {
  const list = [{ modelId: 'menu_dangerList', button: [{ enCode: 'btn_detail' }, { enCode: 'btn_add' }] }, { modelId: 'menu_emergencyManagement', button: [{ enCode: 'btn_detail' }] }]
  it('follows the tile\'s permission entry, as the list engine does', () => {
    expect([grantsAdd(list as never, 'menu_dangerList'), grantsAdd(list as never, 'menu_emergencyManagement'), grantsAdd(list as never, 'menu_other'), grantsAdd(null, 'menu_dangerList')])
      .toEqual([true, false, false, false])
    for (const menuId of ['menu_dangerList', 'menu_emergencyManagement', 'menu_other']) {
      expect(grantsAdd(list as never, menuId)).toBe(hasBtnP(list as never, menuId, 'add'))
    }
  })
})
