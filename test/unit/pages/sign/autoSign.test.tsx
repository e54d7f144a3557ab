/**
 * 签署文件 (autoSign/index) through the fake backend: the document and its links, signing by hand
 * and with the person seal (asked first), a refusal or a lost answer keeping the signature, a
 * document already signed, and one signed on another device while the screen is open.
 * The signature pad draws on a canvas jsdom does not have: it is replaced by one that "draws" DRAWN.
 */
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { fail, handle, navigations, reply, taro, toasts } from '../../helpers/taro-server'
import { useSession } from '@/stores/session'
import { useSignature } from '@/stores/signature'
import AutoSign from '@/pages/workFlow/autoSign/index'
import { confirms, declineNextConfirm, flowOpened, sent, settle, tap, tearDown } from '../workflow/helpers'
import { DRAWN, SEAL, SIGN, record, setUp } from './fixtures'

jest.mock('@/components/SignaturePad', () => {
  const { createElement } = jest.requireActual('react')
  const { DRAWN: drawn } = jest.requireActual('./fixtures')
  return {
    SignaturePad: ({ onConfirm, onCancel }: { onConfirm: (url: string) => void, onCancel: () => void }) => createElement('div', null,
      createElement('button', { onClick: () => onConfirm(drawn) }, '确定'),
      createElement('button', { onClick: onCancel }, '取消'))
  }
})

beforeEach(setUp)
afterEach(tearDown)

const HAND_SIGN = `${SIGN}/HandSign/s1`
const CONFIRM = '确认签署: 确定签署《动火作业审批1》吗？签署后不可撤销。'
const signButton = () => screen.getByRole('button', { name: '确认签署' })

/** Opened from the list (a page to go back to). */
async function open (answer = record(1), id = 's1') {
  reply('GET', `${SIGN}/SignList/${id}`, answer)
  taro.getCurrentPages.mockReturnValue([{}, {}])
  taro.__setRouterParams({ id })
  render(<AutoSign />)
  await settle()
}

async function draw () {
  await tap(screen.getByRole('button', { name: '点击签名' }))
  await tap(screen.getByRole('button', { name: '确定' }))
}

it('shows the document: title, 查看文件 (the web view) and 查看审批 (read-only)', async () => {
  await open()
  expect(screen.getByText('《动火作业审批1》')).toBeInTheDocument()
  await tap(screen.getByRole('button', { name: '查看文件' }))
  await tap(screen.getByRole('button', { name: '查看审批' }))
  expect(navigations()[0]).toBe('navigateTo /pages/workFlow/autoSign/webview?id=s1')
  expect(flowOpened()).toEqual([{
    id: 't1', enCode: '', flowId: 'f1', formType: 0, opType: 3, status: 0, taskNodeId: '', fullName: '《动火作业审批1》', taskId: 't1'
  }])
})

it('by hand: draw, 确认签署 asks first, then HandSign {signImg, signType hand}, 签署成功 and back', async () => {
  reply('POST', HAND_SIGN, null, { msg: '签署成功' })
  await open()
  expect(screen.getByRole('radio', { name: '手写签名' })).toHaveAttribute('aria-checked', 'true')
  await draw()
  expect(screen.getByLabelText('我的签名')).toHaveAttribute('src', DRAWN)
  await tap(signButton())
  expect(confirms()).toEqual([CONFIRM])
  expect(sent(HAND_SIGN, 'POST').map((r) => r.data)).toEqual([{ signImg: DRAWN, signType: 'hand' }])
  expect(toasts()).toEqual(['签署成功'])
  expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  expect(useSignature.getState().revision).toBe(1)
})

it('nothing drawn: 请先签名, nothing asked or sent; 取消 on the pad keeps it empty', async () => {
  await open()
  await tap(signButton())
  expect(toasts()).toEqual(['请先签名'])
  expect(taro.showModal).not.toHaveBeenCalled()
  await tap(screen.getByRole('button', { name: '点击签名' }))
  await tap(screen.getByRole('button', { name: '取消' }))
  expect(screen.queryByLabelText('我的签名')).toBeNull()
  expect(sent(HAND_SIGN, 'POST')).toHaveLength(0)
})

it('the confirm declined: nothing is sent and the signature stays', async () => {
  await open()
  await draw()
  declineNextConfirm()
  await tap(signButton())
  expect(sent(HAND_SIGN, 'POST')).toHaveLength(0)
  expect(screen.getByLabelText('我的签名')).toHaveAttribute('src', DRAWN)
})

it('my saved signature can be used instead of drawing', async () => {
  useSession.setState({ userInfo: { ...useSession.getState().userInfo!, signImg: SEAL } })
  reply('POST', HAND_SIGN, null, { msg: '签署成功' })
  await open()
  await tap(screen.getByRole('button', { name: '使用我的签名' }))
  await tap(signButton())
  expect(sent(HAND_SIGN, 'POST')[0].data).toEqual({ signImg: SEAL, signType: 'hand' })
})

it('with the person seal: CreatePersonSeal shows the seal, HandSign sends it as signType seal', async () => {
  reply('POST', `${SIGN}/CreatePersonSeal`, { userId: 'me', sealName: '张三印', sealImg: SEAL, createTime: 1, created: true })
  reply('POST', HAND_SIGN, null, { msg: '签署成功' })
  await open()
  await tap(screen.getByRole('radio', { name: '个人印章' }))
  expect(screen.getByLabelText('个人印章')).toHaveAttribute('src', SEAL)
  expect(screen.getByText('张三印')).toBeInTheDocument()
  // to 手写签名 and back: the seal is not made twice
  await tap(screen.getByRole('radio', { name: '手写签名' }))
  await tap(screen.getByRole('radio', { name: '个人印章' }))
  expect(sent(`${SIGN}/CreatePersonSeal`, 'POST')).toHaveLength(1)
  await tap(signButton())
  expect(confirms()).toEqual([CONFIRM])
  expect(sent(HAND_SIGN, 'POST').map((r) => r.data)).toEqual([{ signImg: SEAL, signType: 'seal' }])
  expect(toasts()).toEqual(['签署成功'])
})

it('signed from a push with no page behind it: the 电子签章 list opens instead of going back', async () => {
  reply('POST', HAND_SIGN, null, { msg: '签署成功' })
  await open()
  taro.getCurrentPages.mockReturnValue([{}])
  await draw()
  await tap(signButton())
  expect(navigations()).toEqual(['reLaunch /pages/workFlow/flowModal/index'])
})

it('the seal failing to come: its message with 重试', async () => {
  fail('POST', `${SIGN}/CreatePersonSeal`, '登录信息无效')
  await open()
  await tap(screen.getByRole('radio', { name: '个人印章' }))
  expect(screen.getByText('登录信息无效')).toBeInTheDocument()
  reply('POST', `${SIGN}/CreatePersonSeal`, { userId: 'me', sealName: '张三印', sealImg: SEAL, createTime: 1, created: false })
  await tap(screen.getByRole('button', { name: '重新生成印章' }))
  expect(screen.getByLabelText('个人印章')).toHaveAttribute('src', SEAL)
})

it('a 400 shows the server\'s message and keeps the signature; signing again works', async () => {
  fail('POST', HAND_SIGN, '签名格式不正确')
  await open()
  await draw()
  await tap(signButton())
  expect(toasts()).toEqual(['签名格式不正确'])
  expect(screen.getByRole('alert')).toHaveTextContent('签名格式不正确')
  expect(screen.getByLabelText('我的签名')).toHaveAttribute('src', DRAWN)
  expect(taro.navigateBack).not.toHaveBeenCalled()
  reply('POST', HAND_SIGN, null, { msg: '签署成功' })
  await tap(signButton())
  expect(sent(HAND_SIGN, 'POST')).toHaveLength(2)
  expect(screen.queryByRole('alert')).toBeNull()
  expect(taro.navigateBack).toHaveBeenCalled()
})

it('no answer (network): a banner keeps the signature; 重试 sends the same signature without asking again', async () => {
  handle('POST', HAND_SIGN, () => ({ networkError: 'request:fail timeout' }))
  await open()
  await draw()
  await tap(signButton())
  expect(screen.getByRole('alert', { name: '网络异常' })).toHaveTextContent('网络异常，签署未提交，签名已保留')
  expect(screen.getByLabelText('我的签名')).toHaveAttribute('src', DRAWN)
  reply('POST', HAND_SIGN, null, { msg: '签署成功' })
  await tap(screen.getByRole('button', { name: '重试签署' }))
  expect(confirms()).toEqual([CONFIRM])
  expect(sent(HAND_SIGN, 'POST').map((r) => r.data)).toEqual([{ signImg: DRAWN, signType: 'hand' }, { signImg: DRAWN, signType: 'hand' }])
  expect(screen.queryByRole('alert', { name: '网络异常' })).toBeNull()
  expect(toasts()).toContain('签署成功')
  expect(taro.navigateBack).toHaveBeenCalled()
})

it('already signed when opened (F_State 1): 该文件已签署 with 查看已签署文件, nothing to sign', async () => {
  await open(record(1, { F_State: 1, F_SignTime: 1_700_000_360_000 }))
  expect(screen.getByRole('status')).toHaveTextContent('该文件已签署')
  expect(screen.queryByRole('button', { name: '确认签署' })).toBeNull()
  await tap(screen.getByRole('button', { name: '查看已签署文件' }))
  expect(navigations()).toEqual(['navigateTo /pages/workFlow/autoSign/webview?id=s1'])
})

it('400 该文件已签署 (signed meanwhile): the signed state', async () => {
  fail('POST', HAND_SIGN, '该文件已签署')
  await open()
  await draw()
  await tap(signButton())
  expect(screen.getByRole('status')).toHaveTextContent('该文件已签署')
  expect(screen.queryByRole('button', { name: '确认签署' })).toBeNull()
})

it('signed on another device (GetCallBackHandSignUrl for this id): 该文件已在其他设备签署, the signed state', async () => {
  await open()
  await draw()
  await act(async () => { useSignature.setState({ revision: 1, signed: { id: 's2', seq: 1 } }) })
  expect(screen.getByRole('button', { name: '确认签署' })).toBeInTheDocument()
  await act(async () => { useSignature.setState({ revision: 2, signed: { id: 's1', seq: 2 } }) })
  await settle()
  expect(toasts()).toEqual(['该文件已在其他设备签署'])
  expect(screen.getByRole('status')).toHaveTextContent('该文件已在其他设备签署')
  expect(screen.queryByRole('button', { name: '确认签署' })).toBeNull()
})

it('the echo of my own signature while it is on its way is not another device', async () => {
  let answer!: () => void
  handle('POST', HAND_SIGN, () => new Promise((resolve) => { answer = () => resolve({ body: { code: 200, msg: '签署成功', data: null } }) }))
  await open()
  await draw()
  await tap(signButton())
  await act(async () => { useSignature.setState({ revision: 1, signed: { id: 's1', seq: 1 } }) })
  answer()
  await settle()
  expect(toasts()).toEqual(['签署成功'])
  expect(screen.getByRole('status')).toHaveTextContent('该文件已签署')
})

it('a report of this id from before the screen opened is not news', async () => {
  useSignature.setState({ revision: 1, signed: { id: 's1', seq: 1 } })
  await open()
  expect(toasts()).toEqual([])
  expect(screen.getByRole('button', { name: '确认签署' })).toBeInTheDocument()
})

it('the record failing: the error with 重试; no id: 参数错误', async () => {
  fail('GET', `${SIGN}/SignList/s1`, '签署文件不存在')
  taro.__setRouterParams({ id: 's1' })
  const { unmount } = render(<AutoSign />)
  await settle()
  expect(screen.getByRole('alert')).toHaveTextContent('签署文件不存在')
  unmount()
  taro.__setRouterParams({})
  render(<AutoSign />)
  expect(screen.getByRole('alert')).toHaveTextContent('参数错误，请返回重试')
})
