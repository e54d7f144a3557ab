/**
 * src/api/message.ts, the IM parts of src/api/permission.ts, GET /api/app/User/{id} and the task
 * check: paths, queries, bodies, answers normalised, and which calls show the loading indicator
 * (SPEC §7: imreply does; GET /api/message and getUnReadMsgNum do not).
 */
import { handle, reply, requests, resetTaro, taro, fail, toasts, uploads } from '../helpers/taro-server'
import * as message from '@/api/message'
import { getImUserTree, getImUsers } from '@/api/permission'
import { getAppUser } from '@/api/app'
import { getTaskCheck } from '@/api/workflow'
import { uploadFile } from '@/api/file'

const only = () => {
  const all = requests()
  expect(all).toHaveLength(1)
  return all[0]
}

beforeEach(() => resetTaro({ token: 'bearer abc' }))

describe('loading indicator (after 800 ms)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }))
  afterEach(() => jest.useRealTimers())

  /** Runs the call against an answer that takes 1 s, and tells whether the indicator showed. */
  async function showsLoading (path: string, call: () => Promise<unknown>): Promise<boolean> {
    handle('GET', path, () => new Promise((resolve) => setTimeout(() => resolve({ body: { code: 200, msg: '', data: { list: [] } } }), 1000)))
    const done = call()
    await jest.advanceTimersByTimeAsync(900)
    const shown = taro.showLoading.mock.calls.length > 0
    await jest.advanceTimersByTimeAsync(200)
    await done
    return shown
  }

  it.each([
    ['GET /api/message', '/api/message', () => message.getMessages({ currentPage: 1, pageSize: 20 }), false],
    ['getUnReadMsgNum', '/api/message/getUnReadMsgNum', () => message.getUnreadCounts(), false],
    ['imreply', '/api/message/imreply', () => message.getConversations(), true]
  ])('%s: %s', async (_name, path, call, expected) => {
    await expect(showsLoading(path, call)).resolves.toBe(expected)
  })
})

describe('message', () => {
  it('getMessages: query passed through, page normalised', async () => {
    reply('GET', '/api/message', { list: [{ id: 'm1', title: 't', type: 1, isRead: 0 }], pagination: { currentPage: 2, pageSize: 20, total: 21 } })
    await expect(message.getMessages({ currentPage: 2, pageSize: 20, type: 1, keyword: '动火' })).resolves.toEqual({
      list: [{ id: 'm1', title: 't', type: 1, isRead: 0 }], pagination: { currentPage: 2, pageSize: 20, total: 21 }
    })
    expect(only().query).toEqual({ currentPage: '2', pageSize: '20', type: '1', keyword: '动火' })
  })

  it('getMessageInfo: GET ReadInfo/{id}; quiet when asked', async () => {
    reply('GET', '/api/message/ReadInfo/a%2Fb', { id: 'a/b', title: 't', bodyText: '{}' })
    await expect(message.getMessageInfo('a/b')).resolves.toMatchObject({ title: 't' })
    fail('GET', '/api/message/ReadInfo/x', 'gone')
    await expect(message.getMessageInfo('x', { toast: false })).rejects.toThrow('gone')
    expect(toasts()).toEqual([])
  })

  it('getUnreadCounts and readAll', async () => {
    reply('GET', '/api/message/getUnReadMsgNum', { unReadNum: '3' })
    reply('POST', '/api/message/Actions/ReadAll')
    await expect(message.getUnreadCounts()).resolves.toEqual({ unReadNum: '3' })
    await message.readAll(2)
    await message.readAll()
    expect(requests().slice(1).map((r) => [r.method, r.path, r.data])).toEqual([
      ['POST', '/api/message/Actions/ReadAll', { type: 2 }],
      ['POST', '/api/message/Actions/ReadAll', {}]
    ])
  })

  it('getConversations: rows normalised (string counts, object messages); removeConversation: DELETE relocation', async () => {
    reply('GET', '/api/message/imreply', { list: [{ id: 'u2', realName: '李四', account: 'lisi', latestDate: '1700000000000', unreadMessage: '2', latestMessage: { path: '/a.jpg' }, messageType: 'image' }] })
    reply('DELETE', '/api/message/imreply/relocation/u2')
    await expect(message.getConversations()).resolves.toEqual([{
      id: 'u2', realName: '李四', account: 'lisi', headIcon: '', latestDate: 1700000000000, unreadMessage: 2, latestMessage: '{"path":"/a.jpg"}', messageType: 'image'
    }])
    await message.removeConversation('u2')
    expect(requests()[1]).toMatchObject({ method: 'DELETE', path: '/api/message/imreply/relocation/u2' })
  })

  it('getJssdkSignature: raw body, quiet', async () => {
    reply('GET', '/api/message/wechatopen/getJssdkSinature', { appId: 'wx1', signature: 's' })
    await expect(message.getJssdkSignature({ timestamp: 1, noncestr: 'n', url: 'https://h/x?a=1' })).resolves.toEqual({
      code: 200, msg: 'Success', data: { appId: 'wx1', signature: 's' }
    })
    expect(only().query).toEqual({ timestamp: '1', noncestr: 'n', url: 'https://h/x?a=1' })
  })
})

describe('IM users, user card, task check, IM upload', () => {
  it('getImUsers pages by keyword; getImUserTree posts the keyword under an organisation', async () => {
    reply('GET', '/api/permission/Users/ImUser', { list: [{ id: 'u2' }], pagination: { total: 41 } })
    reply('POST', '/api/permission/Users/ImUser/Selector/o1', { list: [{ id: 'x', fullName: 'X', type: 'user' }] })
    await expect(getImUsers({ currentPage: 1, pageSize: 20, keyword: '李' })).resolves.toEqual({ list: [{ id: 'u2' }], total: 41 })
    await expect(getImUserTree('o1')).resolves.toEqual([{ id: 'x', fullName: 'X', type: 'user' }])
    expect(requests().map((r) => [r.method, r.path, r.query, r.data])).toEqual([
      ['GET', '/api/permission/Users/ImUser', { currentPage: '1', pageSize: '20', keyword: '李' }, undefined],
      ['POST', '/api/permission/Users/ImUser/Selector/o1', {}, { keyword: '' }]
    ])
  })

  it('getAppUser: GET /api/app/User/{id}', async () => {
    reply('GET', '/api/app/User/u2', { id: 'u2', realName: '李四' })
    await expect(getAppUser('u2')).resolves.toEqual({ id: 'u2', realName: '李四' })
  })

  it.each([[true, true], [1, true], ['1', true], [false, false], [0, false], [undefined, false]])(
    'getTaskCheck: isCheck %p → %p, never toasts', async (isCheck, expected) => {
      reply('GET', '/api/workflow/Engine/FlowBefore/op1/Info', { isCheck })
      await expect(getTaskCheck('op1')).resolves.toEqual({ isCheck: expected })
      fail('GET', '/api/workflow/Engine/FlowBefore/op2/Info', 'x')
      await expect(getTaskCheck('op2')).rejects.toThrow()
      expect(toasts()).toEqual([])
    })

  it('IM images upload to /api/file/Uploader/IM as multipart field file', async () => {
    reply('POST', '/api/file/Uploader/IM', { name: 'a1.jpg', url: '/api/file/Image/IM/a1.jpg' })
    await expect(uploadFile('IM', 'wxfile://tmp/a.jpg')).resolves.toMatchObject({ name: 'a1.jpg' })
    expect(uploads()[0]).toMatchObject({ name: 'file', filePath: 'wxfile://tmp/a.jpg' })
    expect(uploads()[0].url.endsWith('/api/file/Uploader/IM')).toBe(true)
  })
})
