/**
 * Spreadsheets in and out: pick one to upload (H5: the browser's file input; mini-program: a file
 * from a WeChat chat), and open one the server made (H5: the browser downloads it; mini-program:
 * downloaded and shown, from where it can be forwarded).
 */
import Taro from '@tarojs/taro'
import type { PickedFile } from '@/core/form'
import { chooseFiles } from './media'
import { isH5 } from './wechat'

/** One file of these extensions (['xlsx']); null when the user cancels. */
export async function chooseDocument (extensions: string[]): Promise<PickedFile | null> {
  if (!isH5()) return (await chooseFiles(1, extensions))[0] ?? null
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = extensions.map((e) => `.${e}`).join(',')
    input.style.display = 'none'
    // a cancelled picker fires nothing: focus comes back to the window without a change
    const done = (file: File | undefined) => {
      window.removeEventListener('focus', onFocus)
      input.remove()
      // Taro's H5 uploadFile reads blob: addresses
      resolve(file ? { path: URL.createObjectURL(file), name: file.name, size: file.size } : null)
    }
    const onFocus = () => setTimeout(() => { if (!input.files?.length) done(undefined) }, 1000)
    input.addEventListener('change', () => done(input.files?.[0]))
    window.addEventListener('focus', onFocus)
    document.body.appendChild(input)
    input.click()
  })
}

/** Opens a file the server made, by its full address; `name` is what the browser saves it as. */
export async function openDocument (url: string, name: string): Promise<void> {
  if (isH5()) {
    const a = document.createElement('a')
    a.href = url
    a.download = name
    a.rel = 'noopener'
    document.body.appendChild(a)
    a.click()
    a.remove()
    return
  }
  const res = await Taro.downloadFile({ url })
  if (res.statusCode !== 200) throw new Error('文件下载失败，请重试')
  const ext = name.split('.').pop() ?? ''
  await Taro.openDocument({ filePath: res.tempFilePath, fileType: ext as 'xlsx', showMenu: true })
}

/**
 * Saves a file the server answered as base64 (never stored on the server, e.g. a sheet of initial
 * passwords) and opens it: H5 downloads it, the mini-program writes it to its user folder and shows it.
 */
export async function openDocumentBytes (base64: string, name: string): Promise<void> {
  if (isH5()) {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))
    try {
      await openDocument(url, name)
    } finally {
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    }
    return
  }
  const filePath = `${Taro.env.USER_DATA_PATH}/${name}`
  await new Promise<void>((resolve, reject) => {
    Taro.getFileSystemManager().writeFile({ filePath, data: base64, encoding: 'base64', success: () => resolve(), fail: (e) => reject(new Error(e.errMsg)) })
  })
  const ext = name.split('.').pop() ?? ''
  await Taro.openDocument({ filePath, fileType: ext as 'xlsx', showMenu: true })
}
