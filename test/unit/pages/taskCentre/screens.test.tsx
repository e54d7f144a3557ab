/**
 * The task centre's screens through the fake backend: 我的任务 by tab, a task's own actions, the
 * audit's return that needs a reason, a meeting's sign-in note and a decision made a task after a
 * confirm, my schedule's month and day.
 */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { reply, taro, toasts } from '../../helpers/taro-server'
import { confirms, declineNextConfirm, opened, page, sent, setUp, settle, tap, tearDown } from '../dynamicModel/helpers'
import MyTasks from '@/pages/apply/transactionCenter/myTasks/index'
import TaskDetail from '@/pages/apply/transactionCenter/myTasks/taskDetail'
import AuditDetail from '@/pages/apply/transactionCenter/auditTask/auditDetail'
import MeetingDetail from '@/pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingDetail'
import Schedule from '@/pages/apply/schedule/index'

const T = '/api/transaction'
const HOUR = 3_600_000
const textarea = (vModel: string, label: string, required = true) => ({ __config__: { jnpfKey: 'textarea', label, required }, __vModel__: vModel })
const FORMS = {
  publish: { fields: [textarea('content', '任务内容'), { __config__: { jnpfKey: 'comInput', label: '地点' }, __vModel__: 'place' }] },
  progress: { fields: [{ __config__: { jnpfKey: 'numInput', label: '完成进度（%）', required: true }, __vModel__: 'progress' }, textarea('content', '进展情况')] },
  complete: { fields: [textarea('content', '完成情况')] }
}

const part = (userId: string, realName: string, state: number, over: Record<string, unknown> = {}) => ({
  userId, realName, headIcon: '', state, progress: 0, overdue: false, acceptedTime: null, submittedTime: null, finishedTime: null, ...over
})
const task = (over: Record<string, unknown> = {}) => ({
  id: 't1', title: 'K9+300 便道交叉口增设减速带', urgency: 2, deadline: Date.now() + 26 * HOUR, place: 'K9+300 右幅', contractId: 'ct1',
  sectionName: '第一合同段', publisherId: 'u_pub', publisherName: '张伟', status: 'ongoing', overdue: false,
  assignees: [part('me', '张三', 0), part('u2', '徐斌', 1, { progress: 60 })], creatorTime: Date.now() - HOUR, publishTime: Date.now() - HOUR,
  mine: part('me', '张三', 0), data: { content: '铺设减速带 2 道', place: 'K9+300 右幅' }, events: [], meeting: null,
  actions: { edit: false, remove: false, accept: true, progress: false, complete: false, audit: [] }, ...over
})

beforeEach(() => {
  setUp({}, [{ modelId: 'menu_publishTask', button: [{ enCode: 'btn_add' }], column: [], form: [], resource: [] }])
  reply('GET', `${T}/Task/Forms`, FORMS)
  reply('GET', `${T}/Task/Counts`, { 'mine.pending': 1 })
})
afterEach(tearDown)

describe('我的任务', () => {
  it('lists my tasks of the tab chosen, my part\'s state on each card', async () => {
    reply('GET', `${T}/Task/List/mine`, page([task()]))
    render(<MyTasks />)
    await settle()
    expect(sent(`${T}/Task/List/mine`)[0].query).toMatchObject({ tab: 'pending', currentPage: '1' })
    const card = screen.getByRole('button', { name: 'K9+300 便道交叉口增设减速带' })
    expect(within(card).getByText('待接收')).toBeInTheDocument()
    expect(within(card).getByText('剩余 1 天')).toBeInTheDocument()
    expect(screen.getByText('(1)')).toBeInTheDocument()
    await tap(screen.getByRole('tab', { name: /进行中/ }))
    expect(sent(`${T}/Task/List/mine`).at(-1)!.query).toMatchObject({ tab: 'working' })
    await tap(screen.getByRole('button', { name: 'K9+300 便道交叉口增设减速带' }))
    expect(opened('pages/apply/transactionCenter/myTasks/taskDetail')).toEqual([{ id: 't1' }])
  })
})

describe('任务详情', () => {
  it('offers what the caller may do: accept, then the task is asked again', async () => {
    reply('GET', `${T}/Task/t1`, task())
    reply('POST', `${T}/Task/t1/Accept`, null, { msg: '已接收' })
    taro.__setRouterParams({ id: 't1' })
    render(<TaskDetail />)
    await settle()
    expect(screen.getByText('铺设减速带 2 道')).toBeInTheDocument()
    expect(screen.getByText('60%')).toBeInTheDocument()
    expect(screen.queryByText('提交完成')).toBeNull()
    await tap(screen.getByText('接收任务'))
    expect(sent(`${T}/Task/t1/Accept`, 'POST')).toHaveLength(1)
    expect(toasts()).toContain('已接收')
    expect(sent(`${T}/Task/t1`)).toHaveLength(2)
  })

  it('links the meeting the task came from', async () => {
    reply('GET', `${T}/Task/t1`, task({ meeting: { id: 'm1', title: '第 17 次监理例会' } }))
    taro.__setRouterParams({ id: 't1' })
    render(<TaskDetail />)
    await settle()
    await tap(screen.getByRole('link', { name: '第 17 次监理例会' }))
    expect(opened('pages/apply/transactionCenter/supervisionMeeting/supervisionMeetingDetail')).toEqual([{ id: 'm1' }])
  })
})

describe('审核详情', () => {
  const submitted = task({
    assignees: [part('u2', '徐斌', 2, { progress: 100, submittedTime: Date.now() })],
    events: [{ id: 'e1', kind: 'complete', userId: 'u2', userName: '徐斌', actorId: 'u2', actorName: '徐斌', data: { content: '已铺设完成' }, progress: 100, time: Date.now() }],
    actions: { edit: false, remove: false, accept: false, progress: false, complete: false, audit: ['u2'] }
  })

  it('returns only with a reason, which goes with it', async () => {
    reply('GET', `${T}/Task/t1`, submitted)
    reply('POST', `${T}/Task/t1/Audit/u2`, null, { msg: '已退回' })
    taro.__setRouterParams({ id: 't1', userId: 'u2' })
    render(<AuditDetail />)
    await settle()
    expect(screen.getAllByText('已铺设完成').length).toBeGreaterThan(0)
    await tap(screen.getByText('退回'))
    await tap(screen.getByText('确认退回'))
    expect(toasts()).toContain('请填写退回原因')
    expect(sent(`${T}/Task/t1/Audit/u2`, 'POST')).toHaveLength(0)
    const box = document.querySelector('.sf-tc-sheet__textarea textarea, textarea.sf-tc-sheet__textarea') as HTMLTextAreaElement
    const { fireEvent } = await import('@testing-library/react')
    fireEvent.input(box, { target: { value: '间距过大' } })
    await tap(screen.getByText('确认退回'))
    expect(sent(`${T}/Task/t1/Audit/u2`, 'POST')[0].data).toEqual({ pass: false, reason: '间距过大' })
  })

  it('passes after a confirm; declined, nothing is sent', async () => {
    reply('GET', `${T}/Task/t1`, submitted)
    reply('POST', `${T}/Task/t1/Audit/u2`, null, { msg: '审核通过' })
    taro.__setRouterParams({ id: 't1', userId: 'u2' })
    render(<AuditDetail />)
    await settle()
    declineNextConfirm()
    await tap(screen.getByText('通过'))
    expect(sent(`${T}/Task/t1/Audit/u2`, 'POST')).toHaveLength(0)
    await tap(screen.getByText('通过'))
    expect(sent(`${T}/Task/t1/Audit/u2`, 'POST')[0].data).toEqual({ pass: true, reason: '' })
  })
})

describe('会议详情', () => {
  const meeting = (over: Record<string, unknown> = {}) => ({
    id: 'm1', title: '第 18 次监理例会', meetingType: 'regular', meetingTypeName: '监理例会', startTime: Date.now() + 20 * HOUR, endTime: Date.now() + 22 * HOUR,
    place: '总监办二楼会议室', hostId: 'u_zj', hostName: '王建国', status: 1, contractId: null, sectionName: '', creatorId: 'u_zj', creatorName: '王建国',
    attendeeCount: 2, signedCount: 1, decisionCount: 1, attending: true, mySignedTime: null,
    data: { agenda: '1. 上周完成情况\n2. 本周计划' }, minutes: null, minutesTime: null,
    attendees: [{ userId: 'me', realName: '张三', headIcon: '', signedTime: null }, { userId: 'u2', realName: '徐斌', headIcon: '', signedTime: Date.now() }],
    decisions: [{ id: 'd1', content: '2#墩模板加固', assignees: ['u2'], assigneeNames: '徐斌', deadline: Date.now() + 48 * HOUR, place: '', taskId: null, taskTitle: '', creatorTime: Date.now() }],
    actions: { edit: false, remove: false, signIn: false, signInNote: '会议开始前 2 小时内方可签到', minutes: true, toTask: true },
    ...over
  })

  beforeEach(() => {
    reply('GET', `${T}/Meeting/Forms`, { meeting: { fields: [] }, minutes: { fields: [textarea('minutes', '会议纪要')] }, decision: { fields: [] } })
  })

  it('says why the attendee cannot sign in yet; numbers the agenda', async () => {
    reply('GET', `${T}/Meeting/m1`, meeting())
    taro.__setRouterParams({ id: 'm1' })
    render(<MeetingDetail />)
    await settle()
    expect(screen.getByText('会议开始前 2 小时内方可签到')).toBeInTheDocument()
    expect(screen.getByText('签到').closest('button')).toHaveClass('nut-button-disabled')
    expect(screen.getByText('本周计划')).toBeInTheDocument()
    expect(screen.getByText('签到 1/2')).toBeInTheDocument()
  })

  it('makes a decision a task after saying to whom it goes, then shows it as one', async () => {
    reply('GET', `${T}/Meeting/m1`, meeting())
    reply('POST', `${T}/Meeting/m1/Decisions/d1/Task`, { taskId: 't9' }, { msg: '已发布为任务' })
    taro.__setRouterParams({ id: 'm1' })
    render(<MeetingDetail />)
    await settle()
    await tap(screen.getByText('发布为任务'))
    expect(confirms()).toEqual(['发布为任务: 将“2#墩模板加固”发布为任务，指派给 徐斌？'])
    expect(sent(`${T}/Meeting/m1/Decisions/d1/Task`, 'POST')).toHaveLength(1)
    expect(toasts()).toContain('已发布为任务')
    expect(sent(`${T}/Meeting/m1`)).toHaveLength(2)
  })
})

describe('日程安排', () => {
  it('asks the month shown, dots the busy days, lists the chosen day and opens an item', async () => {
    const now = new Date()
    const at = (h: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate(), h).getTime()
    reply('GET', `${T}/Schedule`, { list: [{ id: 's1', title: '3#墩灌注旁站', startTime: at(14), endTime: at(18), place: '3#墩', content: '', remind: '15', remindTime: at(14) - 900_000, reminded: false, userId: 'me', userName: '张三', data: {} }] })
    render(<Schedule />)
    await settle()
    const asked = sent(`${T}/Schedule`)[0].query
    expect(Number(asked.endTime) - Number(asked.startTime)).toBeGreaterThanOrEqual(28 * 24 * HOUR)
    expect(document.querySelectorAll('.sf-schedule__dot--on')).toHaveLength(1)
    expect(screen.getByText('14:00-18:00')).toBeInTheDocument()
    expect(screen.getByText('3#墩 · 提前 15 分钟提醒')).toBeInTheDocument()
    await tap(screen.getByRole('button', { name: '3#墩灌注旁站' }))
    expect(opened('pages/apply/schedule/form')).toEqual([{ id: 's1' }])
    await tap(screen.getByRole('button', { name: '下个月' }))
    expect(sent(`${T}/Schedule`)).toHaveLength(2)
  })
})
