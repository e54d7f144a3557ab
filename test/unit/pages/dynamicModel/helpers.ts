/** Shared set-up of the list engine screen tests: a signed-in user, an event bus, a module on the fake server. */
import { act, fireEvent } from '@testing-library/react'
import { navigations, reply, requests, resetTaro, taro } from '../../helpers/taro-server'
import { mockSelectorQuery } from '../../components/FormEngine/setup'
import { decodeJsonBase64 } from '@/core/base64'
import { forgetModules } from '@/components/ListEngine'
import { useBase } from '@/stores/base'
import { useDrafts } from '@/stores/drafts'
import { useOutbox } from '@/stores/outbox'
import { signedOut, useSession } from '@/stores/session'

export const OD = '/api/visualdev/OnlineDev'
export const userInfo = { userId: 'me', userAccount: 'zhangsan', userName: '张三', headIcon: '', isAdministrator: false }

/** What Taro.eventCenter does, for the jest mock of Taro that has none. */
function eventBus () {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  return {
    on (name: string, fn: (...args: unknown[]) => void) { listeners.set(name, (listeners.get(name) ?? new Set()).add(fn)) },
    off (name: string, fn: (...args: unknown[]) => void) { listeners.get(name)?.delete(fn) },
    trigger (name: string, ...args: unknown[]) { [...(listeners.get(name) ?? [])].forEach((fn) => fn(...args)) }
  }
}

export function setUp (stored: Record<string, unknown> = {}, permissionList: unknown[] = []) {
  resetTaro({ token: 'bearer t', ...stored })
  mockSelectorQuery()
  forgetModules()
  useBase.getState().clear()
  useOutbox.setState({ entries: [], flushing: false })
  useDrafts.setState({ userId: '', drafts: {} })
  // a new userInfo object: the outbox takes its owner and token from the change
  useSession.setState({ ...signedOut, token: 'bearer t', userInfo: { ...userInfo }, permissionList } as never)
  const bus = eventBus()
  ;(taro as unknown as Record<string, unknown>).eventCenter = bus
  return bus
}
export function tearDown () {
  jest.useRealTimers()
}

const option = (id: string, fullName: string) => ({ id, fullName })

/** A small hazard module: title (required), level (radio), location, description. */
export const FORM = {
  fields: [
    { __config__: { jnpfKey: 'comInput', label: '隐患标题', required: true }, __vModel__: 'title', placeholder: '请输入隐患标题' },
    {
      __config__: { jnpfKey: 'radio', label: '隐患等级', required: true, dataType: 'static', props: { label: 'fullName', value: 'id' } },
      __slot__: { options: [option('1', '一般'), option('3', '重大')] },
      __vModel__: 'level'
    },
    { __config__: { jnpfKey: 'comInput', label: '隐患位置' }, __vModel__: 'location', placeholder: '请输入隐患位置' },
    { __config__: { jnpfKey: 'textarea', label: '隐患描述' }, __vModel__: 'description', placeholder: '请输入隐患描述' }
  ]
}

const searchField = (i: number, searchType: number, isKeyword: boolean) => ({ ...FORM.fields[i], prop: FORM.fields[i].__vModel__, label: FORM.fields[i].__config__.label, searchType, isKeyword })

export const COLUMNS = {
  columnList: [
    { prop: 'title', label: '隐患标题' },
    { prop: 'level', label: '隐患等级', sortable: true },
    { prop: 'location', label: '隐患位置' }
  ],
  searchList: [searchField(0, 2, true), searchField(1, 1, false), searchField(2, 2, true)],
  sortList: [{ prop: 'level', label: '隐患等级', sortable: true }],
  defaultSidx: 'title',
  sort: 'desc',
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'detail', label: '详情' }, { value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }],
  useBtnPermission: true,
  useColumnPermission: true
}

export interface ModuleOpts { flow?: boolean, columns?: Record<string, unknown>, id?: string, enCode?: string }

/** Config of module m1 (enCode hazardInvestigat), answered by id and by enCode. */
export function serveModule ({ flow = false, columns = {}, id = 'm1', enCode = 'hazardInvestigat' }: ModuleOpts = {}) {
  const config = {
    id, enCode, fullName: '隐患排查', webType: '2', enableFlow: flow ? 1 : 0, flowId: flow ? 'f1' : '', flowEnCode: flow ? 'hazardRectify' : '',
    flowTemplateJson: '', formData: JSON.stringify(FORM), columnData: JSON.stringify({ ...COLUMNS, ...columns }), appColumnData: ''
  }
  reply('GET', `${OD}/${id}/Config`, config)
  reply('GET', `${OD}/${enCode}/Config`, config)
  return config
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

/** The query of the navigations to a page, decoded. */
export const opened = (page: string) => navigations()
  .filter((n) => n.startsWith(`navigateTo /${page}?`) || n === `navigateTo /${page}`)
  .map((n) => Object.fromEntries(new URLSearchParams(n.split('?')[1] ?? '')))

export const declineNextConfirm = () => taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true })
export const confirms = (): string[] => taro.showModal.mock.calls.map((c) => `${c[0].title}: ${c[0].content}`)
