/** The flow screen's rules: config reading, drafts, tabs, the bar by opType, share. */
import { encodeJsonBase64 } from '@/core/base64'
import { barOf, draftKeyOf, parseFlowBeforeConfig, shareOf, tabsOf, type BarContext } from '@/pages/workFlow/flowBefore/rules'
import { approvers, config } from './fixtures'

describe('parseFlowBeforeConfig', () => {
  const c = config({ opType: 1, taskId: 'op1', fullName: '张三的隐患' })
  it('reads base64 JSON, URL-encoded or not, with a + turned into a space on the way', () => {
    const raw = encodeJsonBase64(c)
    expect(parseFlowBeforeConfig(raw)).toEqual(c)
    expect(parseFlowBeforeConfig(encodeURIComponent(raw))).toEqual(c)
    expect(parseFlowBeforeConfig(raw.replace(/\+/g, ' '))).toEqual(c)
  })
  it('a new launch: id 0 or none reads as no task', () => {
    expect(parseFlowBeforeConfig(encodeJsonBase64({ id: '0', flowId: 'f1', opType: -1 }))).toMatchObject({ id: '', flowId: 'f1', opType: -1 })
  })
  it.each([[''], ['garbage'], [encodeJsonBase64({ id: 't1', opType: 9 })], [encodeJsonBase64({ opType: 1 })]])('refuses %j', (raw) => {
    expect(parseFlowBeforeConfig(raw)).toBeNull()
  })
})

it('drafts: a new launch by flow, a task by id, a todo by operator; none when read-only', () => {
  expect(draftKeyOf(config({ id: '', opType: -1 }))).toBe('flow:flow_hazard')
  expect(draftKeyOf(config({ opType: -1 }))).toBe('task:t1')
  expect(draftKeyOf(config({ opType: 1, taskId: 'op1' }))).toBe('todo:op1')
  expect(draftKeyOf(config({ opType: 2 }))).toBeUndefined()
})

it('tabs: records, summary and comments need a task; the last two as the start node says', () => {
  expect(tabsOf(false, { title: 's', isSummary: true, isComment: true })).toEqual(['form', 'chart'])
  expect(tabsOf(true, { title: 's' })).toEqual(['form', 'chart', 'records'])
  expect(tabsOf(true, { title: 's', isComment: true })).toEqual(['form', 'chart', 'records', 'comment'])
})

describe('the bar', () => {
  const ctx = (over: Partial<BarContext>): BarContext => ({ opType: 0, status: 1, hasTask: true, props: null, start: undefined, hideCancelBtn: false, ...over })
  const keys = (c: BarContext) => { const b = barOf(c); return [b.buttons.map((x) => x.key), b.more.map((x) => x.key)] }
  it.each([
    ['new launch', ctx({ opType: -1, hasTask: false, status: 0 }), [['save', 'submit'], []]],
    ['my draft', ctx({ opType: -1, status: 0 }), [['delete', 'save', 'submit'], []]],
    ['mine in approval', ctx({}), [['press', 'withdraw'], []]],
    ['mine in approval, no revoke', ctx({ start: { title: 's', hasRevokeBtn: false, hasPressBtn: false } }), [[], []]],
    ['mine returned', ctx({ status: 3 }), [['edit'], []]],
    ['mine withdrawn', ctx({ status: 4 }), [['delete', 'edit'], []]],
    ['mine approved', ctx({ status: 2 }), [[], []]],
    ['todo', ctx({ opType: 1, props: approvers as never }), [['reject', 'audit'], ['transfer', 'freeApprover', 'saveAudit', 'cancel']]],
    ['todo from a message', ctx({ opType: 1, props: approvers as never, hideCancelBtn: true }), [['reject', 'audit'], ['transfer', 'freeApprover', 'saveAudit']]],
    ['todo handled', ctx({ opType: 1 }), [[], []]],
    ['done', ctx({ opType: 2 }), [['recall'], []]],
    ['copy', ctx({ opType: 3 }), [[], []]]
  ] as const)('%s', (_name, c, expected) => {
    expect(keys(c)).toEqual(expected)
  })
  it('takes the node\'s words', () => {
    expect(barOf(ctx({ opType: 1, props: { ...approvers, auditBtnText: '复查通过' } as never })).buttons.find((b) => b.key === 'audit')?.text).toBe('复查通过')
  })
})

it('share: this screen with the same config when signed in, the default page otherwise', () => {
  const c = config()
  expect(shareOf(c, '隐患整改', true)).toEqual({ title: '隐患整改', path: `/pages/workFlow/flowBefore/index?config=${encodeURIComponent(encodeJsonBase64(c))}` })
  expect(shareOf(c, '隐患整改', false)).toEqual({ title: '隐患整改', path: '/pages/index/apply' })
})
