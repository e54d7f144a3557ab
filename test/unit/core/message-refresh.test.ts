/** Unread counts learned over HTTP (foreground refresh) and removing a conversation: src/core/message.ts. */
import {
  initialMessageState, mergeConversations, refreshUnread, removeConversation, toConversation, unreadTotal,
  type ConversationItem, type MessageState
} from '@/core/message'

const c = (id: string, latestDate: number, unreadMessage = 0): ConversationItem => ({
  id, account: id, headIcon: '', realName: id, latestDate, latestMessage: `${id}@${latestDate}`, messageType: 'text', unreadMessage
})
const state = (patch: Partial<MessageState> = {}): MessageState => ({ ...initialMessageState, ...patch })

it.each([
  [{ unReadNum: '7', unReadMsg: '1' }, 7],
  [{ unReadMsg: '1', unReadNotice: '2', unReadSchedule: '3', unReadSystemMsg: 'x' }, 6],
  [{ unReadNum: '-2' }, 0],
  [{}, 0],
  [null, 0]
])('unreadTotal(%p) = %p', (counts, expected) => expect(unreadTotal(counts)).toBe(expected))

describe('mergeConversations', () => {
  it('server entries, unless the local one is newer; local-only ones only when they arrived during the call', () => {
    const server = [c('a', 50, 1), c('b', 40, 2)]
    const local = [c('b', 60, 3), c('a', 10, 9), c('gone', 20, 1), c('fresh', 100, 1)]
    expect(mergeConversations(server, local, 90).map((x) => [x.id, x.latestDate, x.unreadMessage]))
      .toEqual([['fresh', 100, 1], ['b', 60, 3], ['a', 50, 1]])
  })
})

describe('refreshUnread', () => {
  it('badge = message total + chat unread; the open chat counts as read', () => {
    const s = refreshUnread(state({ formUserId: 'b', badgeNum: 99 }), { total: 3, conversations: [c('a', 2, 4), c('b', 1, 5)], since: 0 })
    expect(s.badgeNum).toBe(7)
    expect(s.msgInfo).toMatchObject({ messageCount: 3, count: 3 })
    expect(s.conversations.map((x) => x.unreadMessage)).toEqual([4, 0])
  })

  it('a missing part keeps what is known', () => {
    const s0 = state({ msgInfo: { ...initialMessageState.msgInfo, messageCount: 2, count: 2 }, conversations: [c('a', 1, 1)] })
    expect(refreshUnread(s0, { conversations: [c('a', 1, 5)], since: 0 }).badgeNum).toBe(7)
    expect(refreshUnread(s0, { total: 4 }).badgeNum).toBe(5)
  })
})

it('removeConversation drops the entry and its unread from the badge', () => {
  const s = removeConversation(state({ badgeNum: 5, conversations: [c('a', 1, 3), c('b', 1, 1)] }), 'a')
  expect(s.badgeNum).toBe(2)
  expect(s.conversations.map((x) => x.id)).toEqual(['b'])
  expect(removeConversation(s, 'nope')).toEqual(s)
})

it('toConversation reads string numbers and object messages', () => {
  expect(toConversation({ id: 7 as unknown as string, unreadMessage: '3', latestDate: '12', latestMessage: { path: '/a' } })).toEqual({
    id: '7', account: '', headIcon: '', realName: '', latestDate: 12, latestMessage: '{"path":"/a"}', messageType: 'text', unreadMessage: 3
  })
})
