/** Upload fields: progress per file, failure with retry in place, limits, and validate() while files move. */
import '@testing-library/jest-dom'
import { act, fireEvent, screen } from '@testing-library/react'
import { reply, resetTaro, settle, uploads } from '../../helpers/taro-server'
import type { UploaderAnswer } from '@/core/form'
import { field } from '../../core/form/fixtures'
import { mockSelectorQuery, renderForm, testServices } from './setup'

interface Pending { path: string, progress: (p: number) => void, resolve: (a: UploaderAnswer) => void, reject: (e: Error) => void }

/** An uploader whose calls wait until the test answers them. */
function manualUploader () {
  const calls: Pending[] = []
  const upload = jest.fn((path: string, _type: string, progress: (p: number) => void) =>
    new Promise<UploaderAnswer>((resolve, reject) => { calls.push({ path, progress, resolve, reject }) }))
  return { calls, upload }
}

beforeEach(() => {
  resetTaro({ token: 'bearer t' })
  mockSelectorQuery()
})
afterEach(() => {
})

const images = field('uploadImg', 'photos', '现场照片', { limit: 2, fileSize: 1, sizeUnit: 'MB' }, { required: true })
const files = field('uploadFz', 'docs', '附件', { accept: '.pdf', fileSize: 10, sizeUnit: 'KB' })

describe('uploadImg', () => {
  it('shows progress, then the stored image becomes the value', async () => {
    const { calls, upload } = manualUploader()
    const services = testServices({ upload, pickImages: jest.fn(async () => [{ path: 'tmp/a.jpg', name: 'a.jpg' }]) })
    const { form } = renderForm({ config: { fields: [images] }, services })
    await act(async () => { fireEvent.click(screen.getByText('+ 添加图片')); await settle() })
    expect(upload).toHaveBeenCalledWith('tmp/a.jpg', 'annexpic', expect.any(Function))
    expect(screen.getByText('上传中...')).toBeInTheDocument()
    act(() => calls[0].progress(40))
    expect(screen.getByText('上传中 40%')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
    await act(async () => { calls[0].resolve({ name: 'srv-a.jpg', url: '/api/file/Image/annexpic/srv-a.jpg' }); await settle() })
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(form().getData().photos).toEqual([{ name: 'a.jpg', fileId: 'srv-a.jpg', url: '/api/file/Image/annexpic/srv-a.jpg' }])
  })

  it('a failure stays in place with 重试; the retry uploads the same file again', async () => {
    const { calls, upload } = manualUploader()
    const services = testServices({
      upload,
      pickImages: jest.fn(async () => [{ path: 'tmp/a.jpg', name: 'a.jpg' }, { path: 'tmp/b.jpg', name: 'b.jpg' }])
    })
    const { form } = renderForm({ config: { fields: [images] }, services })
    await act(async () => { fireEvent.click(screen.getByText('+ 添加图片')); await settle() })
    await act(async () => {
      calls[0].reject(new Error('网络不可用'))
      calls[1].resolve({ name: 'srv-b.jpg', url: '/b.jpg' })
      await settle()
    })
    expect(screen.getByText('网络不可用')).toBeInTheDocument()
    expect(form().getData().photos).toEqual([{ name: 'b.jpg', fileId: 'srv-b.jpg', url: '/b.jpg' }])

    let messages: string[] = []
    act(() => { messages = form().validate().errors.map((e) => e.message) })
    expect(messages).toEqual(['现场照片有文件上传失败，请重试或删除'])

    await act(async () => { fireEvent.click(screen.getByText('重试')); await settle() })
    expect(calls).toHaveLength(3)
    expect(calls[2].path).toBe('tmp/a.jpg')
    act(() => { messages = form().validate().errors.map((e) => e.message) })
    expect(messages).toEqual(['现场照片还有文件正在上传，请稍候'])
    await act(async () => { calls[2].resolve({ name: 'srv-a.jpg', url: '/a.jpg' }); await settle() })
    // the retried file keeps its place: first
    expect(form().getData().photos).toEqual([
      { name: 'a.jpg', fileId: 'srv-a.jpg', url: '/a.jpg' },
      { name: 'b.jpg', fileId: 'srv-b.jpg', url: '/b.jpg' }
    ])
    act(() => { messages = form().validate().errors.map((e) => e.message) })
    expect(messages).toEqual([])
    // the limit (2) is reached: no add tile
    expect(screen.queryByText('+ 添加图片')).toBeNull()
  })

  it('removing an image drops it from the value; required says 不能为空 again', async () => {
    const services = testServices()
    const { form } = renderForm({ config: { fields: [images] }, services, values: { photos: [{ name: 'x.jpg', fileId: 'x', url: '/x.jpg' }] } })
    await act(async () => { fireEvent.click(screen.getByLabelText('删除x.jpg')); await settle() })
    expect(form().getData().photos).toEqual([])
    let messages: string[] = []
    act(() => { messages = form().validate().errors.map((e) => e.message) })
    expect(messages).toEqual(['现场照片不能为空'])
  })

  it('only as many as the limit allows are uploaded, too big ones are refused with a message', async () => {
    const { upload } = manualUploader()
    const pickImages = jest.fn(async () => [
      { path: 't/1.jpg', name: '1.jpg', size: 2 * 1024 * 1024 },
      { path: 't/2.jpg', name: '2.jpg' },
      { path: 't/3.jpg', name: '3.jpg' },
      { path: 't/4.jpg', name: '4.jpg' }
    ])
    const services = testServices({ upload, pickImages })
    renderForm({ config: { fields: [images] }, services })
    await act(async () => { fireEvent.click(screen.getByText('+ 添加图片')); await settle() })
    expect(pickImages).toHaveBeenCalledWith(2)
    expect(services.toasts).toEqual(['1.jpg超过1MB，无法上传'])
    expect(upload.mock.calls.map((c) => c[0])).toEqual(['t/2.jpg', 't/3.jpg'])
  })

  it('the default uploader posts to /api/file/Uploader/annexpic with the token', async () => {
    reply('POST', '/api/file/Uploader/annexpic', { name: 'srv.jpg', url: '/api/file/Image/annexpic/srv.jpg' })
    const pickImages = jest.fn(async () => [{ path: 'tmp/p.jpg', name: 'p.jpg' }])
    const { form } = renderForm({ config: { fields: [images] }, services: { pickImages } })
    await act(async () => { fireEvent.click(screen.getByText('+ 添加图片')); await settle() })
    await act(() => settle())
    expect(uploads()).toEqual([expect.objectContaining({ filePath: 'tmp/p.jpg', name: 'file', header: expect.objectContaining({ Authorization: 'bearer t' }) })])
    expect(form().getData().photos).toEqual([{ name: 'p.jpg', fileId: 'srv.jpg', url: '/api/file/Image/annexpic/srv.jpg' }])
  })

  it('read-only shows the images without add or remove', () => {
    renderForm({ config: { fields: [images] }, readonly: true, services: testServices(), values: { photos: [{ name: 'x.jpg', fileId: 'x', url: '/x.jpg' }] } })
    expect(screen.getByLabelText('x.jpg')).toBeInTheDocument()
    expect(screen.queryByText('+ 添加图片')).toBeNull()
    expect(screen.queryByLabelText('删除x.jpg')).toBeNull()
  })
})

describe('uploadFz / uploadFile', () => {
  it('checks accept and fileSize, stores size and extension', async () => {
    const { calls, upload } = manualUploader()
    const pickFiles = jest.fn(async () => [
      { path: 't/a.txt', name: 'a.txt', size: 10 },
      { path: 't/b.pdf', name: '方案.pdf', size: 2048 }
    ])
    const services = testServices({ upload, pickFiles })
    const { form } = renderForm({ config: { fields: [files] }, services })
    await act(async () => { fireEvent.click(screen.getByText('+ 选择文件')); await settle() })
    expect(pickFiles).toHaveBeenCalledWith(9, ['pdf'])
    expect(services.toasts).toEqual(['a.txt的格式不支持'])
    expect(upload).toHaveBeenCalledWith('t/b.pdf', 'annex', expect.any(Function))
    expect(screen.getByText('方案.pdf')).toBeInTheDocument()
    expect(screen.getByText('2.00 KB')).toBeInTheDocument()
    await act(async () => { calls[0].resolve({ name: 'srv.pdf', url: '/f/srv.pdf', fileSize: 2048, fileExtension: 'pdf' }); await settle() })
    expect(form().getData().docs).toEqual([{ name: '方案.pdf', fileId: 'srv.pdf', url: '/f/srv.pdf', fileSize: 2048, fileExtension: 'pdf' }])
  })

  it('a picker failure is told, not swallowed', async () => {
    const services = testServices({ pickFiles: jest.fn(async () => { throw new Error('当前环境不支持选择文件') }) })
    renderForm({ config: { fields: [files] }, services })
    await act(async () => { fireEvent.click(screen.getByText('+ 选择文件')); await settle() })
    expect(services.toasts).toEqual(['当前环境不支持选择文件'])
  })
})
