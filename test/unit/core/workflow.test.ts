/**
 * src/core/workflow.ts: list row → flow screen config (API.md 4.1), status / urgency tags (4.6),
 * launched-task permissions, template grouping, entrust rules (4.5), candidate page data (4.4).
 */
import type { FlowBeforeListItem, FlowLaunchItem, FlowTemplateListItem } from '../../../types/api/workflow'
import { decodeJsonBase64 } from '@/core/base64'
import { messageToFlowConfig } from '@/core/message'
import {
  ALL_FLOWS, RECORD_STATUS, TASK_STATUS, beforeItemConfig, canDeleteLaunch, canPress, candidateQuery, entrustBody, entrustState,
  entrustTypeText, flowBeforeQuery, groupTemplates, launchItemConfig, launchOpType, launcherName, newLaunchConfig, parseCandidateData,
  parseFiles, pickedDateTime, statusTag, urgencyTag, validateEntrust, versionChoice, type EntrustForm
} from '@/core/workflow'

const beforeItem = (over: Partial<FlowBeforeListItem> = {}): FlowBeforeListItem => ({
  id: 'row1', processId: 't1', flowId: 'f1', flowCode: 'hotWork', enCode: 'DH202401010001', fullName: '张三的动火作业',
  flowName: '动火作业审批', flowCategory: 'safety', formType: 2, status: 1, flowUrgent: 2, thisStep: '安全员', thisStepId: 'n2',
  nodeName: '安全员', creatorUserId: 'u1', userName: '张三/zhangsan', creatorTime: 1700000000000, startTime: 1700000000000,
  description: '', flowVersion: '1', delegateUser: '', approversProperties: null, ...over
})

const launchItem = (over: Partial<FlowLaunchItem> = {}): FlowLaunchItem => ({
  id: 't9', enCode: 'DH1', fullName: '我的动火作业', flowName: '动火作业审批', flowId: 'f1', flowCode: 'hotWork', flowCategory: 'safety',
  formType: 2, formData: '{}', status: 0, completion: 0, thisStep: '开始', startTime: 0, endTime: null, creatorTime: 1,
  flowUrgent: 1, parentId: '0', delegateUser: '', description: '', ...over
})

describe('a FlowBefore list row opens the flow screen with (API.md 4.1)', () => {
  it.each([
    ['todo', 1],
    ['done', 2],
    ['copy', 3]
  ] as const)('%s: opType %i, id = processId, taskId = the row id, taskNodeId = thisStepId, enCode = flowCode', (kind, opType) => {
    expect(beforeItemConfig(kind, beforeItem())).toEqual({
      id: 't1', enCode: 'hotWork', flowId: 'f1', formType: 2, opType, status: 1, taskNodeId: 'n2', fullName: '张三的动火作业', taskId: 'row1'
    })
  })

  it('has every field of the config a flow message opens it with, except hideCancelBtn', () => {
    const fromMessage = messageToFlowConfig({ title: 't', bodyText: JSON.stringify({ processId: 'p', type: 2 }) })!
    const { hideCancelBtn, ...rest } = fromMessage
    expect(hideCancelBtn).toBe(true)
    expect(Object.keys(beforeItemConfig('todo', beforeItem())).sort()).toEqual(Object.keys(rest).sort())
  })
})

describe('我发起的: opType by task status', () => {
  it.each([
    [0, -1, '等待提交: edit and submit'],
    [1, 0, '审核中: mine, read'],
    [2, 0, '审核通过'],
    [3, -1, '审核退回: edit and resubmit'],
    [4, -1, '已撤回: edit and resubmit'],
    [5, 0, '已终止'],
    [6, 0, '已挂起'],
    [7, -1, 'withdrawn for resubmit']
  ])('status %i → opType %i (%s)', (status, opType) => {
    expect(launchOpType(status)).toBe(opType)
    expect(launchItemConfig(launchItem({ status: status as FlowLaunchItem['status'] }))).toEqual({
      id: 't9', enCode: 'hotWork', flowId: 'f1', formType: 2, opType, status, taskNodeId: '', fullName: '我的动火作业', taskId: 't9'
    })
  })

  it.each([
    [0, true, false],
    [1, false, true],
    [2, false, false],
    [3, false, false],
    [4, true, false],
    [5, false, false],
    [6, false, false],
    [7, false, false]
  ])('status %i: delete %p, 催办 %p', (status, del, urge) => {
    expect(canDeleteLaunch(status)).toBe(del)
    expect(canPress(status)).toBe(urge)
  })
})

it('a new launch: opType -1 with the version as flowId, no task', () => {
  expect(newLaunchConfig({ id: 'f2', fullName: '动火作业审批' })).toMatchObject({ id: '', flowId: 'f2', opType: -1, taskId: '', fullName: '动火作业审批' })
})

it('flowBeforeQuery: config is base64 of the JSON, Chinese included', () => {
  const config = beforeItemConfig('todo', beforeItem())
  expect(decodeJsonBase64(flowBeforeQuery(config).config)).toEqual(config)
})

describe('tags', () => {
  it.each([
    [0, '等待提交'], [1, '审核中'], [2, '审核通过'], [3, '审核退回'], [4, '已撤回'], [5, '已终止'], [6, '已挂起'], [7, '已撤回'], [99, '未知']
  ])('task status %i reads %s in todo, copy and launch lists', (status, text) => {
    for (const kind of ['todo', 'copy', 'launch'] as const) expect(statusTag(kind, status).text).toBe(text)
  })

  it.each([[1, '同意'], [0, '退回'], [7, '转审'], [6, '加签'], [10, '加签'], [-1, '已撤回']])('done rows read the record status: %i %s', (status, text) => {
    expect(statusTag('done', status).text).toBe(text)
  })

  it('colours: approved green, returned red, in approval blue', () => {
    expect([TASK_STATUS[2].color, TASK_STATUS[3].color, TASK_STATUS[1].color]).toEqual(['#19be6b', '#fa3534', '#2979ff'])
    expect(RECORD_STATUS[1].color).toBe('#19be6b')
  })

  it.each([[1, '普通'], [2, '重要'], [3, '紧急'], [null, '普通'], [9, '普通']])('urgency %p: %s', (urgent, text) => {
    expect(urgencyTag(urgent).text).toBe(text)
  })

  it.each([['张三/zhangsan', '张三'], ['李四', '李四'], ['', ''], [null, '']])('launcher %p → %p', (raw, name) => {
    expect(launcherName(raw)).toBe(name)
  })
})

describe('groupTemplates', () => {
  const t = (id: string, category: string, iconBackground = '#F5222D'): FlowTemplateListItem =>
    ({ id, fullName: `流程${id}`, enCode: id, category, icon: '', iconBackground, type: 0, description: '' })
  const categories = [{ id: 'c1', fullName: '安全管理' }, { id: 'c2', fullName: '质量管理' }]

  it('one section per category in dictionary order; unknown categories by id at the end; no category as 其他', () => {
    const sections = groupTemplates([t('a', 'zz'), t('b', 'c2'), t('c', 'c1'), t('d', ''), t('e', 'c2')], categories)
    expect(sections.map((s) => [s.title, s.tiles.map((x) => x.menu.id)])).toEqual([
      ['安全管理', ['c']], ['质量管理', ['b', 'e']], ['zz', ['a']], ['其他', ['d']]
    ])
  })

  it('tile: the template colour when it is a hex colour, else the theme primary; two characters of the name', () => {
    const [section] = groupTemplates([t('a', 'c1', 'rgb(1,2,3)'), t('b', 'c1')], categories)
    expect(section.tiles.map((x) => [x.color, x.text])).toEqual([['#2979ff', '流程'], ['#F5222D', '流程']])
  })

  it('without a dictionary, sections are titled by category id', () => {
    expect(groupTemplates([t('a', 'c1')], []).map((s) => s.title)).toEqual(['c1'])
  })

  it('tile: the module tile\'s pictogram the server answers; none (a JNPF backend) or a bad name draws the text', () => {
    const [section] = groupTemplates([
      { ...t('a', 'c1'), pictogram: 'triangle-alert' }, t('b', 'c1'), { ...t('c', 'c1'), pictogram: null }, { ...t('d', 'c1'), pictogram: '../x' }
    ], categories)
    expect(section.tiles.map((x) => x.pictogram)).toEqual(['triangle-alert', null, null, null])
  })
})

it.each([
  [[], 'none'],
  [[{ id: 'f1', fullName: 'v1', flowName: 'v1', flowType: 0 }], 'one'],
  [[{ id: 'f1', fullName: 'v1', flowName: 'v1', flowType: 0 }, { id: 'f2', fullName: 'v2', flowName: 'v2', flowType: 0 }], 'pick']
])('versionChoice of %j: %s', (versions, kind) => {
  expect(versionChoice(versions).kind).toBe(kind)
})

describe('entrust', () => {
  const valid: EntrustForm = {
    type: '1', toUserId: 'u2', toUserName: '李四', flowId: '', flowName: ALL_FLOWS, startTime: 1000, endTime: 2000, description: ' 出差 '
  }

  it.each<[string, Partial<EntrustForm>, string]>([
    ['valid', {}, ''],
    ['no type', { type: '' as never }, '请选择委托类型'],
    ['no target', { toUserId: '' }, '请选择被委托人'],
    ['to myself', { toUserId: 'me' }, '不能委托给自己'],
    ['no start', { startTime: null }, '请选择开始时间'],
    ['no end', { endTime: null }, '请选择结束时间'],
    ['end = start', { endTime: 1000 }, '结束时间必须晚于开始时间'],
    ['end before start', { endTime: 500 }, '结束时间必须晚于开始时间'],
    ['description too long', { description: 'x'.repeat(501) }, '委托说明不能超过500字'],
    ['first failure wins', { toUserId: '', startTime: null }, '请选择被委托人']
  ])('%s', (_name, patch, message) => {
    expect(validateEntrust({ ...valid, ...patch }, 'me')).toBe(message)
  })

  it('body: the server fields, description trimmed, flowId "" for every flow', () => {
    expect(entrustBody(valid)).toEqual({ type: '1', toUserId: 'u2', flowId: '', startTime: 1000, endTime: 2000, description: '出差' })
  })

  it.each([
    [{ enabledMark: 0, startTime: 0, endTime: 9999 }, 500, '已终止', false],
    [{ enabledMark: 1, startTime: 1000, endTime: 2000 }, 500, '未开始', true],
    [{ enabledMark: 1, startTime: 1000, endTime: 2000 }, 1000, '委托中', true],
    [{ enabledMark: 1, startTime: 1000, endTime: 2000 }, 1999, '委托中', true],
    [{ enabledMark: 1, startTime: 1000, endTime: 2000 }, 2000, '已失效', false]
  ])('%j at %i: %s (may stop: %p)', (item, now, text, active) => {
    expect(entrustState(item, now)).toMatchObject({ text, active })
  })

  it.each([['0', '发起委托'], ['1', '审批委托'], [1, '审批委托'], ['x', '']])('type %p reads %p', (type, text) => {
    expect(entrustTypeText(type)).toBe(text)
  })
})

describe('candidate page data', () => {
  const data = { nodeId: 'n3', nodeName: '总监', taskId: 'op1', formData: { flowId: 'f1', formData: { a: 1 }, flowUrgent: 1 as const } }
  const json = JSON.stringify(data)

  it.each([
    ['plain JSON', json],
    ['encoded once', encodeURIComponent(json)],
    ['encoded twice', encodeURIComponent(encodeURIComponent(json))]
  ])('reads %s', (_name, raw) => {
    expect(parseCandidateData(raw)).toEqual(data)
  })

  it.each([[undefined], [''], ['not json'], [JSON.stringify({ nodeName: 'x' })], [JSON.stringify({ nodeId: '' })], ['%E0%A4%A']])('%p → null', (raw) => {
    expect(parseCandidateData(raw)).toBeNull()
  })

  it('query: the model spread first, then paging, keyword when given and nodeCode = nodeId', () => {
    expect(candidateQuery({ ...data, formData: { ...data.formData, currentPage: 9 } as never }, 2, 20, '王')).toEqual({
      flowId: 'f1', formData: { a: 1 }, flowUrgent: 1, currentPage: 2, pageSize: 20, keyword: '王', nodeCode: 'n3'
    })
    expect(candidateQuery({ nodeId: 'n3' }, 1, 20, '')).toEqual({ currentPage: 1, pageSize: 20, nodeCode: 'n3' })
  })
})

it.each([
  ['[{"name":"a.png","fileId":"a.png","url":"/api/file/Image/annexpic/a.png"}]', 1],
  ['[{"name":"no url"}]', 0],
  ['{"url":"x"}', 0],
  ['not json', 0],
  ['', 0],
  [null, 0]
])('parseFiles(%p) has %i file(s)', (json, n) => {
  expect(parseFiles(json)).toHaveLength(n)
})

it('pickedDateTime reads year, month, day, hour, minute as local time', () => {
  expect(pickedDateTime(['2024', '03', '05', '08', '30'])).toBe(new Date(2024, 2, 5, 8, 30).getTime())
  expect(pickedDateTime(['2024', '3', '5'])).toBe(new Date(2024, 2, 5).getTime())
})
