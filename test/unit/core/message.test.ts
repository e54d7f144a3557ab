import {
  addBadge, applyTaskCheck, closeConversation, flowOpTypeFromMessageType, initialMessageState, initMessage,
  isFromCurrentPartner, latestMessagePreview, messageToFlowConfig, needsSignLookup, needsTaskCheck, openConversation,
  receiveChatMessage, receiveNoticePush, reduceBadge, sendChatMessage, setBadge, setMsgInfoCount, shouldOpenFlowModal,
  signAlreadyHandled, type ConversationItem, type FlowConfig, type MessageState, type RoleSignResponse, type SignListRecord
} from '@/core/message'

const conversation = (id: string, unreadMessage = 0, extra: Partial<ConversationItem> = {}): ConversationItem => ({
  id, account: id, headIcon: `/h/${id}.png`, realName: `name-${id}`, latestDate: 1, latestMessage: 'old',
  messageType: 'text', unreadMessage, ...extra
})

const state = (patch: Partial<MessageState> = {}): MessageState => ({ ...initialMessageState, ...patch })
const withCount = (n: number, badgeNum = n) =>
  state({ badgeNum, msgInfo: { ...initialMessageState.msgInfo, messageCount: n, count: n } })

describe('"Unread badge: can be set, increased or reduced, never below zero"', () => {
  it.each<[string, (s: MessageState) => MessageState, number, number]>([
    ['set', (s) => setBadge(s, 7), 2, 7],
    ['set negative', (s) => setBadge(s, -3), 2, 0],
    ['add one', (s) => addBadge(s), 2, 3],
    ['add n', (s) => addBadge(s, 5), 2, 7],
    ['reduce one', (s) => reduceBadge(s), 2, 1],
    ['reduce n', (s) => reduceBadge(s, 2), 2, 0],
    ['reduce past zero', (s) => reduceBadge(s, 5), 2, 0],
    ['reduce at zero', (s) => reduceBadge(s), 0, 0]
  ])('%s: %p → %p', (_label, action, from, to) => {
    expect(action(state({ badgeNum: from })).badgeNum).toBe(to)
  })
})

describe('"Message-info count: set to a given number (badge also set), or with no number reduced by one (badge down by one, floor zero)"', () => {
  it.each<[string, MessageState, number | undefined, number, number]>([
    ['set to 4', withCount(1, 9), 4, 4, 4],
    ['set to 0', withCount(3, 5), 0, 0, 0],
    ['no number: both down by one', withCount(3, 5), undefined, 2, 4],
    ['no number at zero: floor zero', withCount(0, 0), undefined, 0, 0],
    ['no number, count zero but badge not', withCount(0, 2), undefined, 0, 1]
  ])('%s', (_label, from, n, messageCount, badgeNum) => {
    const next = setMsgInfoCount(from, n)
    expect(next.msgInfo.messageCount).toBe(messageCount)
    expect(next.msgInfo.count).toBe(messageCount)
    expect(next.badgeNum).toBe(badgeNum)
  })
})

describe('"Incoming chat message: if from the currently open conversation, it is appended as read (unread 0). Otherwise it counts as unread 1 and the badge grows by 1."', () => {
  const base = state({ badgeNum: 3, formUserId: 'u1', conversations: [conversation('u0', 2), conversation('u1', 0), conversation('u2', 1)] })
  const from = (formUserId: string, formMessage: string | Record<string, unknown> = 'hi', messageType = 'text') => ({
    formUserId, formMessage, messageType, latestDate: 1700000000000, realName: `name-${formUserId}`, account: formUserId, headIcon: ''
  })

  it.each<[string, string, number, number]>([
    ['from the open chat', 'u1', 0, 3],
    ['from another chat', 'u2', 2, 4],
    ['from a new partner', 'u9', 1, 4]
  ])('%s: unread %p, badge %p', (_label, sender, unread, badge) => {
    const next = receiveChatMessage(base, from(sender))
    expect(next.conversations[0]).toMatchObject({ id: sender, unreadMessage: unread, latestMessage: 'hi', latestDate: 1700000000000 })
    expect(next.badgeNum).toBe(badge)
  })

  it('moves the entry to the top and keeps the others in order', () => {
    expect(receiveChatMessage(base, from('u2')).conversations.map((c) => c.id)).toEqual(['u2', 'u0', 'u1'])
  })

  it('creates a missing entry from the sender fields', () => {
    const next = receiveChatMessage(base, from('u9'))
    expect(next.conversations).toHaveLength(4)
    expect(next.conversations[0]).toEqual({
      id: 'u9', account: 'u9', headIcon: '', realName: 'name-u9', latestDate: 1700000000000,
      latestMessage: 'hi', messageType: 'text', unreadMessage: 1
    })
  })

  it('keeps known fields that the frame leaves out', () => {
    const next = receiveChatMessage(base, { formUserId: 'u0', formMessage: 'x', messageType: 'text' }, 42)
    expect(next.conversations[0]).toMatchObject({ realName: 'name-u0', headIcon: '/h/u0.png', latestDate: 42 })
  })

  it('stores image content as text', () => {
    const next = receiveChatMessage(base, from('u2', { path: 'a.png', width: 1, height: 2 }, 'image'))
    expect(next.conversations[0]).toMatchObject({ messageType: 'image', latestMessage: '{"path":"a.png","width":1,"height":2}' })
  })

  it('no chat open: nothing counts as the current partner', () => {
    expect(isFromCurrentPartner(state({ formUserId: '' }), { formUserId: '' })).toBe(false)
  })

  it('does not mutate the state', () => {
    const snapshot = JSON.stringify(base)
    receiveChatMessage(base, from('u2'))
    expect(JSON.stringify(base)).toBe(snapshot)
  })
})

describe('"Sending a message: appended to the chat; list entry updated with zero unread"', () => {
  const base = state({ badgeNum: 2, conversations: [conversation('u0'), conversation('u1', 2)] })
  const sent = (toUserId: string) => ({
    toUserId, toMessage: 'hello', messageType: 'text', latestDate: 5, toRealName: 'R', toAccount: 'acc', toHeadIcon: '/x.png'
  })

  it.each<[string, string, number]>([
    ['existing entry with unread', 'u1', 2],
    ['new partner', 'u9', 3]
  ])('%s', (_label, to, length) => {
    const next = sendChatMessage(base, sent(to))
    expect(next.conversations).toHaveLength(length)
    expect(next.conversations[0]).toMatchObject({ id: to, unreadMessage: 0, latestMessage: 'hello', latestDate: 5 })
    expect(next.badgeNum).toBe(2)
  })

  it('a new entry takes the recipient fields of the echo', () => {
    expect(sendChatMessage(base, sent('u9')).conversations[0]).toMatchObject({ realName: 'R', account: 'acc', headIcon: '/x.png' })
  })
})

describe('opening and closing a chat', () => {
  it('opening reads its unread off the badge and marks the partner', () => {
    const next = openConversation(state({ badgeNum: 5, conversations: [conversation('u1', 3)] }), 'u1')
    expect(next).toMatchObject({ badgeNum: 2, formUserId: 'u1' })
    expect(next.conversations[0].unreadMessage).toBe(0)
  })
  it('opening never takes the badge below zero', () => {
    expect(openConversation(state({ badgeNum: 1, conversations: [conversation('u1', 3)] }), 'u1').badgeNum).toBe(0)
  })
  it('closing clears the partner', () => {
    expect(closeConversation(state({ formUserId: 'u1' })).formUserId).toBe('')
  })
})

describe('"Pushed notice: message text becomes its title, its unread count is added to the message count, the date is set, and the badge rises by its unread count (1 if absent)"', () => {
  it.each<[string, number | undefined, number, number]>([
    ['count 3', 3, 5, 7],
    ['count 1', 1, 3, 5],
    ['count absent', undefined, 3, 5]
  ])('%s', (_label, unreadNoticeCount, messageCount, badge) => {
    const next = receiveNoticePush(withCount(2, 4), { title: '隐患整改通知', unreadNoticeCount, messageDefaultTime: 1700000000000 })
    expect(next.msgInfo).toEqual({ messageText: '隐患整改通知', messageCount, count: messageCount, messageDate: 1700000000000 })
    expect(next.badgeNum).toBe(badge)
  })
})

describe('initMessage (API.md 6.2): "Badge = unreadTotalCount + the sum of unreadNums[].unreadNum"', () => {
  it.each<[string, Parameters<typeof initMessage>[1], number, number]>([
    ['total and chat', { unreadTotalCount: 4, unreadNums: [{ sendUserId: 'a', unreadNum: 2 }, { sendUserId: 'b', unreadNum: 3 }] }, 9, 4],
    ['no chat unread', { unreadTotalCount: 4, unreadNums: [] }, 4, 4],
    ['no list', { unreadTotalCount: 1 }, 1, 1],
    ['nothing', {}, 0, 0],
    ['string numbers', { unreadTotalCount: '2' as unknown as number, unreadNums: [{ unreadNum: '3' as unknown as number }] }, 5, 2]
  ])('%s', (_label, data, badge, messageCount) => {
    const next = initMessage(withCount(7, 7), data)
    expect(next.badgeNum).toBe(badge)
    expect(next.msgInfo.messageCount).toBe(messageCount)
  })

  it('takes the message text and date from messageDefaultText / messageDefaultTime', () => {
    const next = initMessage(state(), { unreadTotalCount: 0, messageDefaultText: '您有新的待办', messageDefaultTime: 1700000000000 })
    expect(next.msgInfo).toMatchObject({ messageText: '您有新的待办', messageDate: 1700000000000 })
  })
})

describe('latest message preview', () => {
  it.each<[string, string, string]>([
    ['text', '你好', '你好'],
    ['image', '{"name":"a.png"}', '[图片]'],
    ['voice', '{"name":"a.mp3","length":3}', '[语音]'],
    ['unknown', 'raw', 'raw']
  ])('%s → %p', (type, content, expected) => {
    expect(latestMessagePreview(type, content)).toBe(expected)
  })
})

describe('"Message type to flow operation type: 1 gives 0; 2 gives 1; other values stay unchanged"', () => {
  it.each<[number, number]>([[1, 0], [2, 1], [3, 3], [0, 0], [4, 4], [-1, -1]])('%p → %p', (type, opType) => {
    expect(flowOpTypeFromMessageType(type)).toBe(opType)
  })

  it.each<[number, boolean]>([[2, true], [1, false], [3, false]])('"When type is 2, the task is checked": type %p → %p', (type, expected) => {
    expect(needsTaskCheck(type)).toBe(expected)
  })
})

describe('messageToFlowConfig (SPEC §3 "Flow config built from a message")', () => {
  const body = { processId: 'task1', enCode: 'QJ001', flowId: 'f1', formType: 2, type: 2, taskNodeId: 'n1', taskOperatorId: 'op1', status: 1 }

  it('maps the decoded bodyText', () => {
    expect(messageToFlowConfig({ title: '张三的请假申请', bodyText: JSON.stringify(body) })).toEqual({
      id: 'task1', enCode: 'QJ001', flowId: 'f1', formType: 2, opType: 1, taskNodeId: 'n1',
      taskId: 'op1', hideCancelBtn: true, fullName: '张三的请假申请', status: 1
    })
  })

  it.each<[unknown, number]>([[1, 0], [2, 1], [3, 3], ['2', 1]])('body type %p gives opType %p', (type, opType) => {
    expect(messageToFlowConfig({ title: 't', bodyText: JSON.stringify({ ...body, type }) })?.opType).toBe(opType)
  })

  it.each([[''], ['not json'], ['null'], ['1']])('unreadable bodyText %p gives null', (bodyText) => {
    expect(messageToFlowConfig({ title: 't', bodyText })).toBeNull()
  })
})

describe('"If the answer says isCheck, opType becomes 3 and after about 300 ms the flow screen opens. Otherwise the flow screen opens at once."', () => {
  const config: FlowConfig = {
    id: 'task1', enCode: 'e', flowId: 'f1', formType: 2, opType: 1, taskNodeId: 'n1', taskId: 'op1', hideCancelBtn: true, fullName: 't', status: 1
  }
  it('isCheck: read-only after 300 ms', () => {
    expect(applyTaskCheck(config, true)).toEqual({ config: { ...config, opType: 3 }, delay: 300 })
  })
  it('not isCheck: unchanged, at once', () => {
    const result = applyTaskCheck(config, false)
    expect(result).toEqual({ config, delay: 0 })
    expect(result.config.opType).toBe(1)
  })
})

describe('"Role-sign state 10 with a non-empty push list triggers a lookup of the sign list record. Unless its F_State equals 1, the flow modal opens."', () => {
  const push = (state: number | string, list: unknown[] | null | undefined): RoleSignResponse => ({
    state, handSignPushData: list === undefined ? undefined : { handSignPushDataList: list }
  })

  it.each<[string, RoleSignResponse | null, boolean]>([
    ['state 10, one item', push(10, [{ id: 1 }]), true],
    ['state "10", one item', push('10', [{ id: 1 }]), true],
    ['state 10, empty list', push(10, []), false],
    ['state 10, null list', push(10, null), false],
    ['state 10, no push data', push(10, undefined), false],
    ['state 1, one item', push(1, [{ id: 1 }]), false],
    ['no response', null, false]
  ])('needsSignLookup: %s → %p', (_label, resp, expected) => {
    expect(needsSignLookup(resp)).toBe(expected)
  })

  it.each<[string, SignListRecord | null, boolean]>([
    ['F_State 1', { data: '{"F_State":1}' }, true],
    ['F_State "1"', { data: '{"F_State":"1"}' }, true],
    ['F_State 0', { data: '{"F_State":0}' }, false],
    ['no F_State', { data: '{}' }, false],
    ['data already an object', { data: { F_State: 1 } }, true],
    ['unreadable data', { data: '{F_State:1' }, false],
    ['no record', null, false]
  ])('signAlreadyHandled: %s → %p', (_label, record, expected) => {
    expect(signAlreadyHandled(record)).toBe(expected)
  })

  it.each<[string, RoleSignResponse, SignListRecord | null, boolean]>([
    ['pending push, not handled', push(10, [{}]), { data: '{"F_State":0}' }, true],
    ['pending push, already handled', push(10, [{}]), { data: '{"F_State":1}' }, false],
    ['pending push, no record found', push(10, [{}]), null, true],
    ['no push', push(10, []), { data: '{"F_State":0}' }, false]
  ])('shouldOpenFlowModal: %s → %p', (_label, resp, record, expected) => {
    expect(shouldOpenFlowModal(resp, record)).toBe(expected)
  })
})
