/** Shared set-up of the workflow screen tests: a signed-in user, an event bus behind
 *  Taro.eventCenter, and readers of what the screens sent and opened. */
import { act, fireEvent } from '@testing-library/react'
import { navigations, requests, resetTaro, taro } from '../../helpers/taro-server'
import { decodeJsonBase64 } from '@/core/base64'
import { useSession, signedOut } from '@/stores/session'
import { useBase } from '@/stores/base'

export const BASE = '/api/workflow/Engine'
export const userInfo = { userId: 'me', userAccount: 'zhangsan', userName: '张三', headIcon: '' }

/** What Taro.eventCenter does, for the jest mock of Taro that has none. */
function eventBus () {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  return {
    on (name: string, fn: (...args: unknown[]) => void) { listeners.set(name, (listeners.get(name) ?? new Set()).add(fn)) },
    off (name: string, fn: (...args: unknown[]) => void) { listeners.get(name)?.delete(fn) },
    trigger (name: string, ...args: unknown[]) { [...(listeners.get(name) ?? [])].forEach((fn) => fn(...args)) },
    count: (name: string) => listeners.get(name)?.size ?? 0
  }
}

export function setUp () {
  resetTaro({ token: 'bearer t' })
  useSession.setState({ ...signedOut, token: 'bearer t', userInfo } as never)
  useBase.getState().clear()
  const bus = eventBus()
  ;(taro as unknown as Record<string, unknown>).eventCenter = bus
  return bus
}
export function tearDown () {
  jest.useRealTimers()
}

export const page = <T>(list: T[], total = list.length) => ({ list, pagination: { currentPage: 1, pageSize: 20, total } })

export const settle = async (rounds = 10) => {
  await act(async () => { for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0)) })
}
export const tap = async (el: Element) => {
  await act(async () => { fireEvent.click(el) })
  await settle()
}

/** Types into a Taro input and lets the 500 ms search debounce run out. */
export async function search (box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } })
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 550)) })
  await settle()
}

export const sent = (path: string, method = 'GET') => requests().filter((r) => r.path === path && r.method === method)

/** The configs the flow screen was opened with, decoded. */
export const flowOpened = () => navigations()
  .filter((n) => n.startsWith('navigateTo /pages/workFlow/flowBefore/index?config='))
  .map((n) => decodeJsonBase64<Record<string, unknown>>(decodeURIComponent(n.split('config=')[1])))

/** Answers the next confirm dialog with cancel, and says what it asked. */
export const declineNextConfirm = () => taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true })
export const confirms = (): string[] => taro.showModal.mock.calls.map((c) => `${c[0].title}: ${c[0].content}`)
