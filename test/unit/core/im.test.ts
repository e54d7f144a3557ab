/** src/core/im.ts: content of frames and history, echo matching, send rules, time separators. */
import {
  IM_TEXT_MAX, belongsToChat, bubbleImageSize, canSendText, chatTimeLabel, confirmSent, findEchoed, hasMoreHistory,
  historyToMessage, imFilePath, prependHistory, toImContent, withTimeSeparators, type ChatMessage
} from '@/core/im'

const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).getTime()
const text = (key: string, time: number, extra: Partial<ChatMessage> = {}): ChatMessage =>
  ({ key, time, mine: false, content: { type: 'text', text: key }, ...extra })

describe('content', () => {
  it.each([
    ['text', 'hello', { type: 'text', text: 'hello' }],
    ['image', '{"name":"a.jpg","width":4,"height":3}', { type: 'image', image: { path: '/api/file/Image/IM/a.jpg', width: 4, height: 3 } }],
    ['image', { path: '/api/file/Image/IM/b.jpg', width: 1, height: 2 }, { type: 'image', image: { path: '/api/file/Image/IM/b.jpg', width: 1, height: 2 } }],
    ['voice', '{"path":"/api/file/IMVoice/v.mp3","length":"5"}', { type: 'voice', voice: { path: '/api/file/IMVoice/v.mp3', length: 5 } }],
    ['image', 'not json', { type: 'text', text: 'not json' }],
    ['text', null, { type: 'text', text: '' }]
  ])('%s %p', (type, content, expected) => {
    expect(toImContent(type, content)).toEqual(expected)
  })

  it.each([
    ['a b.jpg', '/api/file/Image/IM/a%20b.jpg'],
    ['/api/file/Image/IM/x.jpg', '/api/file/Image/IM/x.jpg'],
    ['https://cdn/x.jpg', 'https://cdn/x.jpg'],
    ['wxfile://tmp/x.jpg', 'wxfile://tmp/x.jpg'],
    ['', '']
  ])('imFilePath(%p) = %p', (ref, expected) => expect(imFilePath(ref)).toBe(expected))
})

describe('history', () => {
  it('rows become messages, mine by sender; only rows of this pair', () => {
    expect(historyToMessage({ id: 'h', sendUserId: 'me', sendTime: 5, content: 'x', contentType: 'text' }, 'me', 'k'))
      .toEqual({ key: 'k', id: 'h', mine: true, time: 5, content: { type: 'text', text: 'x' }, state: 'sent' })
    expect(belongsToChat({ sendUserId: 'me', receiveUserId: 'p' }, 'me', 'p')).toBe(true)
    expect(belongsToChat({ sendUserId: 'p', receiveUserId: 'me' }, 'me', 'p')).toBe(true)
    expect(belongsToChat({ sendUserId: 'q', receiveUserId: 'me' }, 'me', 'p')).toBe(false)
    expect(belongsToChat({ sendUserId: 'p' }, 'me', 'p')).toBe(true)
  })

  it('a page goes before what is shown, oldest first, without duplicates', () => {
    const shown = [text('b', 20, { id: '2' }), text('new', 30)]
    const page = [text('c', 25, { id: '2' }), text('a', 10, { id: '1' }), text('z', 5, { id: '0' })]
    expect(prependHistory(shown, page).map((m) => m.key)).toEqual(['z', 'a', 'b', 'new'])
  })

  it.each([[20, 21, 20, 20, true], [21, 21, 1, 20, false], [20, 0, 20, 20, true], [5, 0, 5, 20, false]])(
    'loaded %i of %i (last page %i of %i): more %p', (loaded, total, last, size, expected) => {
      expect(hasMoreHistory(loaded, total, last, size)).toBe(expected)
    })
})

describe('echo', () => {
  const out = (key: string, state: ChatMessage['state'], content = key): ChatMessage =>
    ({ key, time: 1, mine: true, state, content: { type: 'text', text: content }, payload: { messageType: 'text', content } })

  it('confirms the oldest sending message of the same text, then a failed one; -1 otherwise', () => {
    const list = [out('a', 'sent', 'x'), out('b', 'failed', 'x'), out('c', 'sending', 'x'), out('d', 'sending', 'x')]
    expect(findEchoed(list, { toUserId: 'p', messageType: 'text', toMessage: 'x' })).toBe(2)
    expect(findEchoed(list.slice(0, 2), { toUserId: 'p', messageType: 'text', toMessage: 'x' })).toBe(1)
    expect(findEchoed(list, { toUserId: 'p', messageType: 'text', toMessage: 'y' })).toBe(-1)
  })

  it('an image echo matches by type and brings the server path and time', () => {
    const img: ChatMessage = {
      key: 'i', time: 1, mine: true, state: 'sending',
      content: { type: 'image', image: { path: 'wxfile://a', width: 4, height: 3 } },
      payload: { messageType: 'image', content: { name: 'a1.jpg', width: 4, height: 3 } }
    }
    const echo = { toUserId: 'p', messageType: 'image', toMessage: { path: '/api/file/Image/IM/a1.jpg', width: 4, height: 3 }, dateTime: 99 }
    expect(findEchoed([img], echo)).toBe(0)
    expect(confirmSent(img, echo)).toMatchObject({ state: 'sent', time: 99, content: { image: { path: '/api/file/Image/IM/a1.jpg' } } })
  })
})

it.each([['', false], ['   ', false], ['好', true], ['x'.repeat(IM_TEXT_MAX), true], ['x'.repeat(IM_TEXT_MAX + 1), false]])(
  'canSendText(%p) = %p', (value, expected) => expect(canSendText(value)).toBe(expected))

describe('time separators', () => {
  const now = at(2024, 3, 10, 12, 0)
  it.each([
    [at(2024, 3, 10, 8, 5), '08:05'],
    [at(2024, 3, 9, 23, 59), '昨天 23:59'],
    [at(2024, 1, 2, 9, 0), '01-02 09:00'],
    [at(2023, 12, 31, 9, 0), '2023-12-31 09:00']
  ])('label of %p is %p', (time, label) => expect(chatTimeLabel(time, now)).toBe(label))

  it('before the first message and where two are more than 5 minutes apart', () => {
    const t = at(2024, 3, 10, 9, 0)
    const rows = withTimeSeparators([text('a', t), text('b', t + 5 * 60_000), text('c', t + 10 * 60_000 + 1)], now)
    expect(rows.map((r) => (r.kind === 'time' ? r.text : r.key))).toEqual(['09:00', 'a', 'b', '09:10', 'c'])
  })
})

it.each([[800, 600, { width: 300, height: 225 }], [100, 50, { width: 100, height: 50 }], [0, 0, { width: 300, height: 300 }]])(
  'bubbleImageSize(%i, %i)', (w, h, expected) => expect(bubbleImageSize(w, h)).toEqual(expected))
