/**
 * 批量导入 and 导出 of 人员管理 through the fake backend; the platform's file picker and opener are
 * stood in for (they are the browser's or WeChat's).
 */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { reply, uploads } from '../../helpers/taro-server'
import PeoplePage from '@/pages/admin/people/index'
import { useSession } from '@/stores/session'
import { chooseDocument, openDocument } from '@/platform/documents'
import { page, sent, settle, setUp, tap, tearDown, userInfo } from '../workflow/helpers'

jest.mock('@/platform/documents', () => ({ chooseDocument: jest.fn(), openDocument: jest.fn() }))
const chosen = chooseDocument as jest.Mock
const opened = openDocument as jest.Mock

beforeEach(() => {
  setUp()
  chosen.mockReset()
  opened.mockReset().mockResolvedValue(undefined)
  useSession.setState({ userInfo: { ...userInfo, isAdministrator: true } } as never)
  reply('GET', `${P}/Users`, page([]))
})
afterEach(tearDown)

const P = '/api/permission'
const row = (n: number, errorsInfo = '') => ({
  rowNumber: n, account: `imp${n}`, realName: `人员${n}`, gender: '', mobilePhone: '', organize: '苏通路桥', position: '', role: '', project: 'NJGK',
  contract: '', email: '', state: '', description: '', errorsInfo
})

it('downloads the template, previews a sheet with its bad rows, imports the good ones, shows their passwords once and gives the bad rows back', async () => {
  reply('GET', `${P}/Users/TemplateDownload`, { name: '人员导入模板.xlsx', url: '/api/file/Download?encryption=t' })
  reply('POST', `${P}/Users/Uploader`, { name: 'f.xlsx', fileName: '20261125_abc.xlsx' })
  reply('GET', `${P}/Users/ImportPreview`, { headerRow: [], dataRow: [row(2), row(3), row(4, '账户「jianli」已存在')], total: 3, snum: 2, fnum: 1 })
  reply('POST', `${P}/Users/ImportData`, {
    snum: 2, fnum: 1, resultType: 1, failResult: [row(4, '账户「jianli」已存在')],
    passwords: [{ account: 'imp2', realName: '人员2', password: 'Aa1!aaaaaa' }, { account: 'imp3', realName: '人员3', password: 'Bb2@bbbbbb' }]
  })
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
  expect(sent(`${P}/Users/ImportData`, 'POST').map((r) => r.data)).toEqual([{ fileName: '20261125_abc.xlsx' }])
  expect(screen.getByLabelText('初始密码')).toHaveTextContent('人员2 imp2 Aa1!aaaaaa')
  await tap(screen.getByRole('button', { name: '下载未导入的行' }))
  expect(sent(`${P}/Users/ExportExceptionData`, 'POST').map((r) => r.data)).toEqual([{ list: [row(4, '账户「jianli」已存在')] }])
  expect(opened).toHaveBeenLastCalledWith(expect.stringMatching(/encryption=b$/), '人员导入异常数据.xlsx')
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
