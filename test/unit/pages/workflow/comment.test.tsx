/** 流程评论: a task's comments paged, writing one with text and up to 3 images, deleting mine (asked first). */
import '@testing-library/jest-dom'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { reply, taro, toasts, uploads } from '../../helpers/taro-server'
import Comments from '@/pages/workFlow/comment/index'
import { BASE, confirms, declineNextConfirm, page, sent, setUp, settle, tap, tearDown } from './helpers'

beforeEach(() => {
  setUp()
  taro.__setRouterParams({ taskId: 't1' })
})
afterEach(tearDown)

const PATH = `${BASE}/FlowComment`
const comment = (id: string, over: Record<string, unknown> = {}) => ({
  id, taskId: 't1', text: `评论${id}`, image: '[]', file: '[]', creatorUserId: 'u2', creatorUserName: '李四',
  creatorUserHeadIcon: '', creatorTime: Date.now() - 600_000, isDel: false, ...over
})

it('loads the task\'s comments a page at a time, with their images; only mine can be deleted', async () => {
  reply('GET', PATH, page([
    comment('c1', { image: JSON.stringify([{ name: 'a.png', fileId: 'a.png', url: '/api/file/Image/annexpic/a.png' }]) }),
    comment('c2', { creatorUserId: 'me', creatorUserName: '张三', isDel: true })
  ], 30))
  render(<Comments />)
  await settle()
  expect(sent(PATH)[0].query).toEqual({ taskId: 't1', currentPage: '1', pageSize: '20' })
  const first = screen.getByLabelText('李四的评论')
  expect(within(first).getByText('评论c1')).toBeInTheDocument()
  expect(within(first).getByText('10分钟前')).toBeInTheDocument()
  expect(within(first).getByLabelText('a.png')).toHaveAttribute('src', expect.stringMatching(/\/api\/file\/Image\/annexpic\/a\.png$/))
  expect(within(first).queryByRole('button', { name: '删除' })).toBeNull()
  expect(within(screen.getByLabelText('张三的评论')).getByRole('button', { name: '删除' })).toBeInTheDocument()
  await tap(screen.getByRole('button', { name: '加载更多' }))
  expect(sent(PATH).map((r) => r.query.currentPage)).toEqual(['1', '2'])
})

it('empty: 暂无评论', async () => {
  reply('GET', PATH, page([]))
  render(<Comments />)
  await settle()
  expect(screen.getByText('暂无评论')).toBeInTheDocument()
})

it('deleting mine asks first, then DELETE FlowComment/{id}', async () => {
  reply('GET', PATH, page([comment('c2', { creatorUserName: '张三', isDel: true })]))
  reply('DELETE', `${PATH}/c2`, null, { msg: '删除成功' })
  render(<Comments />)
  await settle()
  declineNextConfirm()
  await tap(screen.getByRole('button', { name: '删除' }))
  expect(confirms()).toEqual(['删除评论: 确定删除这条评论吗？'])
  expect(sent(`${PATH}/c2`, 'DELETE')).toHaveLength(0)
  await tap(screen.getByRole('button', { name: '删除' }))
  expect(sent(`${PATH}/c2`, 'DELETE')).toHaveLength(1)
  expect(screen.queryByLabelText('张三的评论')).toBeNull()
})

it('nothing written: says so and sends nothing', async () => {
  reply('GET', PATH, page([]))
  render(<Comments />)
  await settle()
  await tap(screen.getByText('发送'))
  expect(toasts()).toEqual(['请输入评论内容'])
  expect(sent(PATH, 'POST')).toHaveLength(0)
})

it('sends the text with its uploaded images as JSON, then shows the list again', async () => {
  reply('GET', PATH, page([]))
  reply('POST', PATH, { id: 'c9' }, { msg: '评论成功' })
  reply('POST', '/api/file/Uploader/annexpic', { name: 'p1.jpg', url: '/api/file/Image/annexpic/p1.jpg' })
  taro.chooseImage.mockResolvedValue({ tempFilePaths: ['wxfile://tmp/1.jpg'] })
  render(<Comments />)
  await settle()
  await tap(screen.getByRole('button', { name: '添加图片' }))
  expect(taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 3 }))
  expect(uploads().map((u) => u.filePath)).toEqual(['wxfile://tmp/1.jpg'])
  await tap(screen.getByRole('button', { name: '添加图片' }))
  expect(taro.chooseImage).toHaveBeenLastCalledWith(expect.objectContaining({ count: 2 }))
  await tap(screen.getAllByRole('button', { name: '移除图片' })[1])
  fireEvent.change(screen.getByPlaceholderText('请输入评论内容'), { target: { value: ' 已整改完毕 ' } })
  reply('GET', PATH, page([comment('c9', { text: '已整改完毕', creatorUserName: '张三', isDel: true })]))
  await tap(screen.getByText('发送'))
  expect(sent(PATH, 'POST')[0].data).toEqual({
    taskId: 't1', text: '已整改完毕', file: '[]',
    image: JSON.stringify([{ name: 'p1.jpg', fileId: 'p1.jpg', url: '/api/file/Image/annexpic/p1.jpg' }])
  })
  expect(toasts()).toContain('评论成功')
  expect(screen.getByLabelText('张三的评论')).toBeInTheDocument()
  expect(screen.getByPlaceholderText('请输入评论内容')).toHaveValue('')
})

it('at 3 images no more can be added', async () => {
  reply('GET', PATH, page([]))
  reply('POST', '/api/file/Uploader/annexpic', { name: 'p.jpg', url: '/api/file/Image/annexpic/p.jpg' })
  taro.chooseImage.mockResolvedValue({ tempFilePaths: ['a', 'b', 'c'] })
  render(<Comments />)
  await settle()
  await tap(screen.getByRole('button', { name: '添加图片' }))
  expect(screen.getAllByRole('button', { name: '移除图片' })).toHaveLength(3)
  expect(screen.queryByRole('button', { name: '添加图片' })).toBeNull()
  expect(screen.getByText('最多3张图片')).toBeInTheDocument()
})
