/**
 * The signature push (SPEC §4): the prompt after sign-in (GetRoleSign flag=login, state 10 with
 * documents → the first document's record → unless F_State 1, 去签署 / 稍后 → the 电子签章 list;
 * failures silent), and the socket frames GetHandSignUrl / GetCallBackHandSignUrl.
 */
import { fail, handle, navigations, reply, requests, taro, toasts } from '../../helpers/taro-server'
import type { ImFrame, ImHandler, ImSocket } from '@/core/socket'
import { enterApp } from '@/stores/auth'
import { useSession } from '@/stores/session'
import { bindSignToSocket, pendingSignCount, promptPendingSigns, signDocument, useSignature } from '@/stores/signature'
import { confirms, declineNextConfirm, sent, settle, tearDown } from '../workflow/helpers'
import { DRAWN, SIGN, pushItem, record, roleSign, setUp } from './fixtures'

beforeEach(setUp)
afterEach(tearDown)

const ROLE_SIGN = `${SIGN}/GetRoleSign/`
const PROMPT = '电子签章: 您有 2 份文件待签署，是否现在签署？'

describe('the sign-in prompt', () => {
  it('state 10 and the first record waiting (F_State 0): asks 去签署 / 稍后, then opens 电子签章', async () => {
    reply('POST', ROLE_SIGN, roleSign(10))
    reply('GET', `${SIGN}/SignList/s1`, record(1))
    await expect(promptPendingSigns()).resolves.toBe(true)
    expect(sent(ROLE_SIGN, 'POST')[0].query).toEqual({ flag: 'login' })
    expect(sent(`${SIGN}/SignList/s1`)).toHaveLength(1)
    expect(confirms()).toEqual([PROMPT])
    expect(taro.showModal.mock.calls[0][0]).toMatchObject({ confirmText: '去签署', cancelText: '稍后' })
    expect(navigations()).toEqual(['navigateTo /pages/workFlow/flowModal/index'])
  })

  it('稍后: nothing opens', async () => {
    reply('POST', ROLE_SIGN, roleSign(10))
    reply('GET', `${SIGN}/SignList/s1`, record(1))
    declineNextConfirm()
    await expect(promptPendingSigns()).resolves.toBe(false)
    expect(confirms()).toEqual([PROMPT])
    expect(navigations()).toEqual([])
  })

  it('the first record already handled (F_State 1): no prompt', async () => {
    reply('POST', ROLE_SIGN, roleSign(10))
    reply('GET', `${SIGN}/SignList/s1`, record(1, { F_State: 1 }))
    expect(await pendingSignCount()).toBe(0)
    await promptPendingSigns()
    expect(taro.showModal).not.toHaveBeenCalled()
    expect(navigations()).toEqual([])
  })

  it.each([
    ['state 0', roleSign(0)],
    ['state 10 with an empty list', roleSign(10, [])],
    ['a list without state 10', { ...roleSign(0), handSignPushData: { handSignPushDataList: [pushItem(1)] } }]
  ])('%s: no record lookup, no prompt', async (_name, answer) => {
    reply('POST', ROLE_SIGN, answer)
    await promptPendingSigns()
    expect(requests().map((r) => r.path)).toEqual([ROLE_SIGN])
    expect(taro.showModal).not.toHaveBeenCalled()
  })

  it.each([
    ['GetRoleSign refused', () => fail('POST', ROLE_SIGN, '服务繁忙')],
    ['GetRoleSign without network', () => handle('POST', ROLE_SIGN, () => ({ networkError: 'request:fail' }))],
    ['the record refused', () => { reply('POST', ROLE_SIGN, roleSign(10)); fail('GET', `${SIGN}/SignList/s1`, '签署文件不存在') }],
    ['the record without network', () => { reply('POST', ROLE_SIGN, roleSign(10)); handle('GET', `${SIGN}/SignList/s1`, () => ({ networkError: 'timeout' })) }]
  ])('%s: nothing, silently', async (_name, arrange) => {
    arrange()
    await expect(promptPendingSigns()).resolves.toBe(false)
    expect(taro.showModal).not.toHaveBeenCalled()
    expect(toasts()).toEqual([])
    expect(navigations()).toEqual([])
  })

  it('signed out: nothing is asked', async () => {
    useSession.setState({ token: '' })
    await promptPendingSigns()
    expect(requests()).toEqual([])
  })

  it('after sign-in (enterApp): the home tab at once, the prompt when the answers come', async () => {
    reply('POST', ROLE_SIGN, roleSign(10))
    reply('GET', `${SIGN}/SignList/s1`, record(1))
    await enterApp()
    expect(navigations()).toEqual(['switchTab /pages/index/index'])
    await settle()
    expect(navigations()).toEqual(['switchTab /pages/index/index', 'navigateTo /pages/workFlow/flowModal/index'])
  })

  it('sign-in is never held up by a failing prompt', async () => {
    fail('POST', ROLE_SIGN, '服务繁忙')
    await enterApp()
    await settle()
    expect(navigations()).toEqual(['switchTab /pages/index/index'])
    expect(toasts()).toEqual([])
  })
})

function fakeSocket () {
  const handlers = new Map<string, Set<ImHandler>>()
  const socket = {
    on: (method: string, handler: ImHandler) => {
      const set = handlers.get(method) ?? new Set<ImHandler>()
      set.add(handler)
      handlers.set(method, set)
      return () => { set.delete(handler) }
    }
  } as unknown as ImSocket
  const frame = (f: ImFrame) => handlers.get(f.method)?.forEach((h) => h(f))
  return { socket, frame }
}

describe('socket frames', () => {
  it('GetHandSignUrl: 收到新的待签署文件《…》, 去签署 opens it; the lists load again', async () => {
    const { socket, frame } = fakeSocket()
    bindSignToSocket(socket)
    frame({ method: 'GetHandSignUrl', ...pushItem(3) })
    await settle()
    expect(confirms()).toEqual(['电子签章: 收到新的待签署文件《动火作业审批3》'])
    expect(taro.showModal.mock.calls[0][0]).toMatchObject({ confirmText: '去签署', cancelText: '稍后' })
    expect(navigations()).toEqual(['navigateTo /pages/workFlow/autoSign/index?id=s3'])
    expect(useSignature.getState().revision).toBe(1)
  })

  it('GetHandSignUrl without an id: the id of its signUrl; 稍后 opens nothing', async () => {
    const { socket, frame } = fakeSocket()
    bindSignToSocket(socket)
    declineNextConfirm()
    frame({ method: 'GetHandSignUrl', title: '施工方案', signUrl: '/pages/workFlow/autoSign/index?id=s%2F4' })
    await settle()
    expect(confirms()).toEqual(['电子签章: 收到新的待签署文件《施工方案》'])
    expect(navigations()).toEqual([])
    frame({ method: 'GetHandSignUrl', title: '施工方案', signUrl: '/pages/workFlow/autoSign/index?id=s%2F4' })
    await settle()
    expect(navigations()).toEqual(['navigateTo /pages/workFlow/autoSign/index?id=s%2F4'])
  })

  it('GetCallBackHandSignUrl: the document is reported signed, each report apart', () => {
    const { socket, frame } = fakeSocket()
    const unbind = bindSignToSocket(socket)
    frame({ method: 'GetCallBackHandSignUrl', id: 's1', state: 1 })
    expect(useSignature.getState()).toEqual({ revision: 1, signed: { id: 's1', seq: 1 } })
    frame({ method: 'GetCallBackHandSignUrl', id: 's1', state: 1 })
    expect(useSignature.getState()).toEqual({ revision: 2, signed: { id: 's1', seq: 2 } })
    unbind()
    frame({ method: 'GetCallBackHandSignUrl', id: 's2', state: 1 })
    expect(useSignature.getState().revision).toBe(2)
    expect(taro.showModal).not.toHaveBeenCalled()
  })
})

describe('signDocument', () => {
  const HAND_SIGN = `${SIGN}/HandSign/s1`

  it('done: POST HandSign/{id} {signImg, signType}', async () => {
    reply('POST', HAND_SIGN, null, { msg: '签署成功' })
    await expect(signDocument('s1', { signImg: DRAWN, signType: 'hand' })).resolves.toEqual({ kind: 'done', msg: '签署成功' })
    expect(sent(HAND_SIGN, 'POST')[0].data).toEqual({ signImg: DRAWN, signType: 'hand' })
    expect(useSignature.getState().revision).toBe(1)
  })

  it.each(['请先签名', '签名格式不正确', '签名图片过大', '请先生成个人印章', '印章不匹配'])('400 %s: refused with the message', async (msg) => {
    fail('POST', HAND_SIGN, msg)
    await expect(signDocument('s1', { signImg: DRAWN, signType: 'hand' })).resolves.toEqual({ kind: 'refused', message: msg })
    expect(toasts()).toEqual([msg])
  })

  it('400 该文件已签署: already signed', async () => {
    fail('POST', HAND_SIGN, '该文件已签署')
    await expect(signDocument('s1', { signImg: DRAWN, signType: 'hand' })).resolves.toEqual({ kind: 'alreadySigned' })
  })

  it.each([
    ['no network', () => handle('POST', HAND_SIGN, () => ({ networkError: 'request:fail' }))],
    ['a gateway error', () => handle('POST', HAND_SIGN, () => ({ statusCode: 502, body: '<html>' }))]
  ])('%s: offline, to be sent again', async (_name, arrange) => {
    arrange()
    await expect(signDocument('s1', { signImg: DRAWN, signType: 'hand' })).resolves.toEqual({ kind: 'offline' })
  })
})
