/**
 * pages/message/im (chat) over a real IM socket client (src/core/socket.ts) on a fake connection:
 * opening reads the conversation and asks for history; sending shows sending → sent on the echo,
 * failed after 10 s or at once when the socket is not open, and resend sends the same content;
 * messages from the partner are appended and read; images are uploaded (type IM) first.
 */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { reply, resetTaro, taro, toasts, uploads } from '../helpers/taro-server'
import { initialMessageState } from '@/core/message'
import { IM_SEND_TIMEOUT } from '@/core/im'
import type { ImSocket } from '@/core/socket'
import { useSession, signedOut } from '@/stores/session'
import { bindChatToSocket, useChat } from '@/stores/chat'
import { useIm } from '@/stores/im'
import Im from '@/pages/message/im/index'

interface FakeConnection {
  sent: Array<Record<string, unknown>>
  open (): void
  push (frame: Record<string, unknown>): void
  fail (): void
}

jest.mock('@/platform/socket', () => {
  const { createImSocket } = jest.requireActual('@/core/socket')
  const connections: unknown[] = []
  const socket = createImSocket({
    connect: () => {
      const l: Record<string, Array<(arg?: unknown) => void>> = { open: [], message: [], error: [], close: [] }
      const c = {
        sent: [] as unknown[],
        send (data: string) { c.sent.push(JSON.parse(data)) },
        close () {},
        onOpen: (cb: () => void) => { l.open.push(cb) },
        onMessage: (cb: (d: unknown) => void) => { l.message.push(cb) },
        onError: (cb: () => void) => { l.error.push(cb) },
        onClose: (cb: () => void) => { l.close.push(cb) },
        open: () => l.open.forEach((cb) => cb()),
        push: (frame: unknown) => l.message.forEach((cb) => cb(JSON.stringify(frame))),
        fail: () => l.error.forEach((cb) => cb(new Error('down')))
      }
      connections.push(c)
      return c
    },
    getToken: () => 'bearer t',
    toast: () => {},
    clearSession: () => {},
    relaunchLogin: () => {},
    setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimer: (h: ReturnType<typeof setTimeout>) => clearTimeout(h)
  }, { socketUrl: 'ws://test/api/message/websocket', heartbeatInterval: 0, reconnectDelay: 3_600_000 })
  return { imSocket: () => socket, configureImSocket: () => {}, __connections: connections }
})

// eslint-disable-next-line @typescript-eslint/no-var-requires
const platform = require('@/platform/socket') as { imSocket: () => ImSocket, __connections: FakeConnection[] }
const socket = platform.imSocket()
const conn = () => platform.__connections[platform.__connections.length - 1]
const frames = (method: string) => conn().sent.filter((f) => f.method === method)
const push = (frame: Record<string, unknown>) => act(() => { conn().push(frame) })

const ME = { userId: 'u1', userAccount: 'zhangsan', userName: '张三', headIcon: '' }
const PARTNER = { name: '李四', account: 'lisi', formUserId: 'u2', headIcon: '' }

const flush = async () => {
  await act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve() })
}
const input = () => screen.getByPlaceholderText('输入消息')
const type = (text: string) => fireEvent.change(input(), { target: { value: text } })
const sendButton = () => screen.getByRole('button', { name: '发送' })
const bubbleOf = (text: string) => screen.getByText(text).closest('.sf-bubble') as HTMLElement

let unbind: () => void
beforeAll(() => {
  unbind = bindChatToSocket(socket)
})
afterAll(() => unbind())

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
  resetTaro({ token: 'bearer t' })
  useSession.setState({ ...signedOut, token: 'bearer t', userInfo: ME } as never)
  useChat.setState({
    ...initialMessageState,
    badgeNum: 5,
    conversations: [{ id: 'u2', realName: '李四', account: 'lisi', headIcon: '', latestDate: 1, latestMessage: 'hi', messageType: 'text', unreadMessage: 2 }]
  })
  socket.close()
  socket.connect()
  conn().open()
  taro.__setRouterParams(PARTNER)
})
afterEach(() => {
  jest.useRealTimers()
})

describe('opening the chat', () => {
  it('makes u2 the current conversation (its unread leaves the badge), sends UpdateReadMessage and asks for history', () => {
    render(<Im />)
    expect(useChat.getState()).toMatchObject({ formUserId: 'u2', badgeNum: 3 })
    expect(useChat.getState().conversations[0].unreadMessage).toBe(0)
    expect(frames('UpdateReadMessage')).toEqual([{ method: 'UpdateReadMessage', token: 'bearer t', formUserId: 'u2' }])
    expect(frames('MessageList')).toEqual([{
      method: 'MessageList', token: 'bearer t', toUserId: 'u2', formUserId: 'u1', currentPage: 1, pageSize: 20, sord: 'desc', keyword: ''
    }])
  })

  it('shows the history oldest first, with a time separator only where messages are over 5 minutes apart', () => {
    const t0 = new Date(2024, 0, 2, 9, 0).getTime()
    render(<Im />)
    push({
      method: 'messageList',
      list: [
        { id: 'h3', sendUserId: 'u1', receiveUserId: 'u2', sendTime: t0 + 10 * 60_000, content: '第三', contentType: 'text' },
        { id: 'h2', sendUserId: 'u2', receiveUserId: 'u1', sendTime: t0 + 2 * 60_000, content: '第二', contentType: 'text' },
        { id: 'h1', sendUserId: 'u1', receiveUserId: 'u2', sendTime: t0, content: '第一', contentType: 'text' }
      ],
      pagination: { total: 3, currentPage: 1, pageSize: 20 }
    })
    const texts = [...document.querySelectorAll('.sf-im__time, .sf-bubble__text')].map((el) => el.textContent)
    expect(texts).toEqual(['2024-01-02 09:00', '第一', '第二', '2024-01-02 09:10', '第三'])
    expect(bubbleOf('第一')).toHaveClass('sf-bubble--mine')
    expect(bubbleOf('第二')).not.toHaveClass('sf-bubble--mine')
    expect(screen.getByText('没有更早的消息了')).toBeInTheDocument()
  })

  it('scrolling to the top asks for the previous page, which goes before what is shown', () => {
    render(<Im />)
    push({
      method: 'messageList',
      list: Array.from({ length: 20 }, (_, i) => ({ id: `n${i}`, sendUserId: 'u2', receiveUserId: 'u1', sendTime: 1_700_000_000_000 + (20 - i) * 1000, content: `新${i}`, contentType: 'text' })),
      pagination: { total: 21, currentPage: 1, pageSize: 20 }
    })
    fireEvent.click(screen.getByText('查看更早的消息'))
    expect(frames('MessageList').map((f) => f.currentPage)).toEqual([1, 2])
    const firstShown = useIm.getState().messages[0].key
    push({
      method: 'messageList',
      list: [{ id: 'old', sendUserId: 'u2', receiveUserId: 'u1', sendTime: 1_600_000_000_000, content: '最早', contentType: 'text' }],
      pagination: { total: 21, currentPage: 2, pageSize: 20 }
    })
    expect(useIm.getState().messages[0].content).toEqual({ type: 'text', text: '最早' })
    expect(useIm.getState().scrollTo).toBe(firstShown)
    expect(useIm.getState().hasMore).toBe(false)
  })

  it('leaving the chat closes the conversation', () => {
    const { unmount } = render(<Im />)
    unmount()
    expect(useChat.getState().formUserId).toBe('')
  })
})

describe('sending', () => {
  it('the send button does nothing while the text is empty or blank', () => {
    render(<Im />)
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true')
    type('   ')
    fireEvent.click(sendButton())
    expect(frames('SendMessage')).toEqual([])
    type('x'.repeat(2001))
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true')
    type('好')
    expect(sendButton()).toHaveAttribute('aria-disabled', 'false')
  })

  it('shows sending, then sent when the echo arrives', () => {
    render(<Im />)
    type('  收到，马上到  ')
    fireEvent.click(sendButton())
    expect(frames('SendMessage')).toEqual([{ method: 'SendMessage', token: 'bearer t', toUserId: 'u2', messageType: 'text', messageContent: '收到，马上到' }])
    expect(input()).toHaveValue('')
    expect(bubbleOf('收到，马上到')).toHaveAttribute('data-state', 'sending')
    expect(screen.getByText('发送中…')).toBeInTheDocument()
    push({ method: 'sendMessage', userId: 'u1', toUserId: 'u2', messageType: 'text', toMessage: '收到，马上到', dateTime: Date.now(), latestDate: Date.now(), toRealName: '李四' })
    expect(bubbleOf('收到，马上到')).toHaveAttribute('data-state', 'sent')
    expect(screen.queryByText('发送中…')).toBeNull()
    expect(useChat.getState().conversations[0]).toMatchObject({ id: 'u2', latestMessage: '收到，马上到', unreadMessage: 0 })
  })

  it('without an echo it fails after 10 s; resend sends the same content again', () => {
    render(<Im />)
    type('在吗')
    fireEvent.click(sendButton())
    act(() => { jest.advanceTimersByTime(IM_SEND_TIMEOUT - 1) })
    expect(bubbleOf('在吗')).toHaveAttribute('data-state', 'sending')
    act(() => { jest.advanceTimersByTime(1) })
    expect(bubbleOf('在吗')).toHaveAttribute('data-state', 'failed')
    fireEvent.click(screen.getByRole('button', { name: '重新发送' }))
    const sent = frames('SendMessage')
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(bubbleOf('在吗')).toHaveAttribute('data-state', 'sending')
    push({ method: 'sendMessage', userId: 'u1', toUserId: 'u2', messageType: 'text', toMessage: '在吗', dateTime: Date.now() })
    expect(bubbleOf('在吗')).toHaveAttribute('data-state', 'sent')
    expect(screen.getAllByText('在吗')).toHaveLength(1)
  })

  it('a send the server refuses (error frame for SendMessage to this partner) fails at once with the reason; resend clears it', () => {
    render(<Im />)
    type('第一条')
    fireEvent.click(sendButton())
    type('第二条')
    fireEvent.click(sendButton())
    push({ method: 'error', msg: '用户不存在或无权访问', forMethod: 'SendMessage', toUserId: 'u2' })
    expect(bubbleOf('第一条')).toHaveAttribute('data-state', 'failed')
    expect(bubbleOf('第二条')).toHaveAttribute('data-state', 'sending')
    expect(screen.getByText('用户不存在或无权访问')).toBeInTheDocument()
    expect(toasts()).toContain('用户不存在或无权访问')
    // a refusal about another chat or another request fails nothing here
    push({ method: 'error', msg: '发送过于频繁,请稍后再试' })
    push({ method: 'error', msg: 'x', forMethod: 'SendMessage', toUserId: 'u9' })
    expect(bubbleOf('第二条')).toHaveAttribute('data-state', 'sending')
    fireEvent.click(screen.getByRole('button', { name: '重新发送' }))
    expect(bubbleOf('第一条')).toHaveAttribute('data-state', 'sending')
    expect(screen.queryByText('用户不存在或无权访问')).toBeNull()
  })

  it('fails at once when the socket is not open', () => {
    render(<Im />)
    act(() => { conn().fail() })
    type('断网了')
    fireEvent.click(sendButton())
    expect(bubbleOf('断网了')).toHaveAttribute('data-state', 'failed')
    expect(screen.getByText('正在连接消息服务…')).toBeInTheDocument()
  })

  it('an image is uploaded (type IM), then sent as {name,width,height}; tapping previews it', async () => {
    taro.chooseImage.mockResolvedValue({ tempFilePaths: ['wxfile://tmp/a.jpg'] })
    taro.getImageInfo.mockResolvedValue({ width: 800, height: 600 })
    taro.previewImage.mockResolvedValue({})
    reply('POST', '/api/file/Uploader/IM', { name: 'a1.jpg', url: '/api/file/Image/IM/a1.jpg' })
    render(<Im />)
    fireEvent.click(screen.getByRole('button', { name: '图片' }))
    await flush()
    expect(uploads()[0]).toMatchObject({ name: 'file', filePath: 'wxfile://tmp/a.jpg' })
    expect(frames('SendMessage')).toEqual([expect.objectContaining({ messageType: 'image', messageContent: '{"name":"a1.jpg","width":800,"height":600}' })])
    push({ method: 'sendMessage', userId: 'u1', toUserId: 'u2', messageType: 'image', toMessage: { path: '/api/file/Image/IM/a1.jpg', width: 800, height: 600 }, dateTime: Date.now() })
    const img = screen.getByLabelText('图片', { selector: 'img' })
    expect(img.closest('.sf-bubble')).toHaveAttribute('data-state', 'sent')
    expect(img.getAttribute('src')).toMatch(/\/api\/file\/Image\/IM\/a1\.jpg$/)
    fireEvent.click(img)
    expect(taro.previewImage).toHaveBeenCalledWith({ urls: [img.getAttribute('src')], current: img.getAttribute('src') })
  })

  it('no voice button on H5', () => {
    render(<Im />)
    expect(sendButton()).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '语音' })).toBeNull()
  })
})

describe('receiving', () => {
  it('a message from the partner is appended and read at once (UpdateReadMessage, badge unchanged)', () => {
    render(<Im />)
    const before = frames('UpdateReadMessage').length
    push({ method: 'receiveMessage', formUserId: 'u2', userId: 'u2', messageType: 'text', formMessage: '我到了', dateTime: Date.now(), realName: '李四' })
    expect(bubbleOf('我到了')).not.toHaveClass('sf-bubble--mine')
    expect(frames('UpdateReadMessage')).toHaveLength(before + 1)
    expect(useChat.getState().badgeNum).toBe(3)
    expect(useChat.getState().conversations[0]).toMatchObject({ id: 'u2', latestMessage: '我到了', unreadMessage: 0 })
  })

  it('a message from someone else is not shown here and counts as unread', () => {
    render(<Im />)
    const before = frames('UpdateReadMessage').length
    push({ method: 'receiveMessage', formUserId: 'u3', userId: 'u3', messageType: 'text', formMessage: '别处的消息', dateTime: Date.now(), realName: '王五' })
    expect(screen.queryByText('别处的消息')).toBeNull()
    expect(frames('UpdateReadMessage')).toHaveLength(before)
    expect(useChat.getState().badgeNum).toBe(4)
  })
})
