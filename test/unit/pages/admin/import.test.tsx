/**
 * 批量导入 and 导出 of 人员管理 through the fake backend; the platform's file picker and opener are
 * stood in for (they are the browser's or WeChat's).
 */
import '@testing-library/jest-dom'
import { render, screen, waitFor, within } from '@testing-library/react'
import { handle, reply, storage, uploads } from '../../helpers/taro-server'
import PeoplePage from '@/pages/admin/people/index'
import { useSession } from '@/stores/session'
import { chooseDocument, openDocument, openDocumentBytes } from '@/platform/documents'
import { page, sent, settle, setUp, tap, tearDown, userInfo } from '../workflow/helpers'
import { toasts } from '../../helpers/taro-server'

jest.mock('@/platform/documents', () => ({ chooseDocument: jest.fn(), openDocument: jest.fn(), openDocumentBytes: jest.fn() }))
const chosen = chooseDocument as jest.Mock
const opened = openDocument as jest.Mock
const openedBytes = openDocumentBytes as jest.Mock

beforeEach(() => {
  setUp()
  chosen.mockReset()
  opened.mockReset().mockResolvedValue(undefined)
  openedBytes.mockReset().mockResolvedValue(undefined)
  useSession.setState({ userInfo: { ...userInfo, isAdministrator: true } } as never)
  reply('GET', `${P}/Users`, page([]))
})
afterEach(tearDown)

const P = '/api/permission'
const row = (n: number, errorsInfo = '') => ({
  rowNumber: n, account: `imp${n}`, realName: `人员${n}`, gender: '', mobilePhone: '', organize: '苏通路桥', position: '', role: '', project: 'NJGK',
  contract: '', email: '', state: '', description: '', errorsInfo
})

const KEY = 'k'.repeat(43)
const PASSWORDS = [{ account: 'imp2', realName: '人员2', password: 'Aa1!aaaaaa' }, { account: 'imp3', realName: '人员3', password: 'Bb2@bbbbbb' }]
const job = (over: Record<string, unknown>) => ({
  id: 'job1', state: 'running', total: 2, done: 0, snum: 0, fnum: 1, reason: '', createdAt: 0, finishedAt: null, failResult: [], passwordsRead: false, ...over
})
/** The job's answers in turn: running at 1 of 2, then finished with the passwords (once). */
function jobAnswers () {
  const answers = [
    job({ done: 1, snum: 1 }),
    job({ state: 'finished', done: 2, snum: 2, failResult: [row(4, '账户「jianli」已存在')], passwords: PASSWORDS, passwordSheet: 'UEsDBA==' })
  ]
  handle('GET', `${P}/Users/ImportJob/job1`, () => ({ body: { code: 200, msg: 'Success', data: answers.length > 1 ? answers.shift() : answers[0] } }))
  reply('DELETE', `${P}/Users/ImportJob/job1/Passwords`, null)
}

it('downloads the template, previews a sheet with its bad rows, imports the good ones as a job with its progress, shows their passwords once and gives the bad rows back', async () => {
  reply('GET', `${P}/Users/TemplateDownload`, { name: '人员导入模板.xlsx', url: '/api/file/Download?encryption=t' })
  reply('POST', `${P}/Users/Uploader`, { name: 'f.xlsx', fileName: '20261125_abc.xlsx' })
  reply('GET', `${P}/Users/ImportPreview`, { headerRow: [], dataRow: [row(2), row(3), row(4, '账户「jianli」已存在')], total: 3, snum: 2, fnum: 1 })
  reply('POST', `${P}/Users/ImportJob`, { id: 'job1', key: KEY, state: 'queued', total: 2, done: 0, fnum: 1 })
  jobAnswers()
  reply('POST', `${P}/Users/ExportExceptionData`, { name: '人员导入异常数据.xlsx', url: '/api/file/Download?encryption=b' })
  chosen.mockResolvedValue({ path: 'blob:sheet', name: '人员.xlsx' })
  render(<PeoplePage />)
  await settle()
  await tap(screen.getByRole('button', { name: '批量导入' }))
  await tap(screen.getByRole('button', { name: '下载导入模板' }))
  expect(opened).toHaveBeenCalledWith(expect.stringMatching(/\/api\/file\/Download\?encryption=t$/), '人员导入模板.xlsx')

  await tap(screen.getByRole('button', { name: '选择填好的文件（xlsx）' }))
  expect(chosen).toHaveBeenCalledWith(['xlsx'])
  expect(uploads().map((u) => [u.url.replace(/^.*\/api/, '/api'), u.filePath])).toEqual([[`${P}/Users/Uploader`, 'blob:sheet']])
  expect(sent(`${P}/Users/ImportPreview`).map((r) => r.query)).toEqual([{ fileName: '20261125_abc.xlsx' }])
  const preview = screen.getByLabelText('导入预览')
  expect(within(preview).getByText('共 3 行，可导入 2 行，1 行有问题不会导入')).toBeInTheDocument()
  expect(within(preview).getByText('账户「jianli」已存在')).toBeInTheDocument()

  await tap(screen.getByRole('button', { name: '导入 2 人' }))
  expect(sent(`${P}/Users/ImportJob`, 'POST').map((r) => r.data)).toEqual([{ fileName: '20261125_abc.xlsx' }])
  expect(within(screen.getByLabelText('导入进度', { selector: '.sf-admin-form__block' })).getByText('进度 1/2')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByLabelText('初始密码')).toHaveTextContent('人员2 imp2 Aa1!aaaaaa'), { timeout: 5000 })
  expect(sent(`${P}/Users/ImportJob/job1`).every((r) => r.header['X-Import-Key'] === KEY)).toBe(true)
  expect(screen.getByText('已导入 2 人，1 行未导入')).toBeInTheDocument()
  await waitFor(() => expect(sent(`${P}/Users/ImportJob/job1/Passwords`, 'DELETE')).toHaveLength(1))
  expect(storage.has('adminImportJob')).toBe(false)

  await tap(screen.getByRole('button', { name: '复制初始密码' }))
  expect(toasts()).toContain('已复制')
  await tap(screen.getByRole('button', { name: '下载初始密码' }))
  expect(openedBytes).toHaveBeenCalledWith('UEsDBA==', '初始密码.xlsx')
  await tap(screen.getByRole('button', { name: '下载未导入的行' }))
  expect(sent(`${P}/Users/ExportExceptionData`, 'POST').map((r) => r.data)).toEqual([{ list: [row(4, '账户「jianli」已存在')] }])
  expect(opened).toHaveBeenLastCalledWith(expect.stringMatching(/encryption=b$/), '人员导入异常数据.xlsx')
})

it('a job left running is found again when the importer comes back, and its result shown there', async () => {
  storage.set('adminImportJob', { userId: userInfo.userId, id: 'job1', key: KEY })
  jobAnswers()
  render(<PeoplePage />)
  await settle()
  expect(screen.getByText('进度 1/2')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByLabelText('初始密码')).toHaveTextContent('人员3 imp3 Bb2@bbbbbb'), { timeout: 5000 })
  expect(storage.has('adminImportJob')).toBe(false)
})

it('passwords the server did not hear were shown stay remembered, and are shown again on coming back', async () => {
  storage.set('adminImportJob', { userId: userInfo.userId, id: 'job1', key: KEY })
  reply('GET', `${P}/Users/ImportJob/job1`, job({ state: 'finished', done: 2, snum: 2, passwords: PASSWORDS, passwordSheet: 'UEsDBA==' }))
  handle('DELETE', `${P}/Users/ImportJob/job1/Passwords`, () => ({ networkError: 'request:fail timeout' }))
  const first = render(<PeoplePage />)
  await settle()
  await waitFor(() => expect(screen.getByLabelText('初始密码')).toHaveTextContent('人员2 imp2 Aa1!aaaaaa'), { timeout: 5000 })
  await waitFor(() => expect(sent(`${P}/Users/ImportJob/job1/Passwords`, 'DELETE').length).toBeGreaterThan(0))
  expect(storage.get('adminImportJob')).toMatchObject({ id: 'job1' })
  first.unmount()
  reply('DELETE', `${P}/Users/ImportJob/job1/Passwords`, null)
  render(<PeoplePage />)
  await settle()
  await waitFor(() => expect(screen.getByLabelText('初始密码')).toHaveTextContent('人员3 imp3 Bb2@bbbbbb'), { timeout: 5000 })
  await waitFor(() => expect(storage.has('adminImportJob')).toBe(false))
})

it('another user\'s remembered job is not opened', async () => {
  storage.set('adminImportJob', { userId: 'someone-else', id: 'job1', key: KEY })
  render(<PeoplePage />)
  await settle()
  expect(screen.queryByLabelText('批量导入', { selector: '.sf-admin-form' })).toBeNull()
  expect(sent(`${P}/Users/ImportJob/job1`)).toEqual([])
})

it('when SMS is configured, offers 短信发送初始密码: only the unsent passwords are shown, each with why', async () => {
  reply('POST', `${P}/Users/Uploader`, { name: 'f.xlsx', fileName: '20261125_abc.xlsx' })
  reply('GET', `${P}/Users/ImportPreview`, { headerRow: [], dataRow: [row(2), row(3)], total: 2, snum: 2, fnum: 0, smsAvailable: true })
  reply('POST', `${P}/Users/ImportJob`, { id: 'job1', key: KEY, state: 'queued', total: 2, done: 0, fnum: 0, sms: true })
  reply('GET', `${P}/Users/ImportJob/job1`, job({
    state: 'finished', done: 2, snum: 2, fnum: 0, sms: true, smsSent: 1, passwordsRead: true, passwordSheet: 'UEsDBA==',
    passwords: [{ account: 'imp3', realName: '人员3', password: 'Bb2@bbbbbb', note: '短信未发出:短信网关超时' }]
  }))
  chosen.mockResolvedValue({ path: 'blob:sheet', name: '人员.xlsx' })
  render(<PeoplePage />)
  await settle()
  await tap(screen.getByRole('button', { name: '批量导入' }))
  await tap(screen.getByRole('button', { name: '选择填好的文件（xlsx）' }))
  await tap(screen.getByRole('checkbox', { name: '短信发送初始密码' }))
  await tap(screen.getByRole('button', { name: '导入 2 人' }))
  expect(sent(`${P}/Users/ImportJob`, 'POST').map((r) => r.data)).toEqual([{ fileName: '20261125_abc.xlsx', sms: true }])
  await waitFor(() => expect(screen.getByLabelText('初始密码')).toHaveTextContent('人员3 imp3 Bb2@bbbbbb 短信未发出:短信网关超时'), { timeout: 5000 })
  expect(screen.getByLabelText('初始密码')).not.toHaveTextContent('imp2')
  expect(screen.getByText('已导入 2 人；已短信发送初始密码 1 人')).toBeInTheDocument()
})

it('without SMS configured, 短信发送初始密码 is not offered', async () => {
  reply('POST', `${P}/Users/Uploader`, { name: 'f.xlsx', fileName: '20261125_abc.xlsx' })
  reply('GET', `${P}/Users/ImportPreview`, { headerRow: [], dataRow: [row(2)], total: 1, snum: 1, fnum: 0, smsAvailable: false })
  chosen.mockResolvedValue({ path: 'blob:sheet', name: '人员.xlsx' })
  render(<PeoplePage />)
  await settle()
  await tap(screen.getByRole('button', { name: '批量导入' }))
  await tap(screen.getByRole('button', { name: '选择填好的文件（xlsx）' }))
  expect(screen.queryByRole('checkbox', { name: '短信发送初始密码' })).toBeNull()
})

it('a cancelled pick uploads nothing', async () => {
  chosen.mockResolvedValue(null)
  render(<PeoplePage />)
  await settle()
  await tap(screen.getByRole('button', { name: '批量导入' }))
  await tap(screen.getByRole('button', { name: '选择填好的文件（xlsx）' }))
  expect(uploads()).toEqual([])
  expect(screen.queryByLabelText('导入预览')).toBeNull()
})

it('exports the people list as filtered', async () => {
  reply('GET', `${P}/Users/ExportData`, { name: '人员.xlsx', url: '/api/file/Download?encryption=e' })
  render(<PeoplePage />)
  await settle()
  await tap(screen.getByRole('radio', { name: '禁用' }))
  await tap(screen.getByRole('button', { name: '导出人员' }))
  expect(sent(`${P}/Users/ExportData`).map((r) => r.query)).toEqual([{ enabledMark: '0' }])
  expect(opened).toHaveBeenCalledWith(expect.stringMatching(/encryption=e$/), '人员.xlsx')
})
