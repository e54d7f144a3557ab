/**
 * The files of one upload field: those already stored (the value) and those on their way, each
 * with its progress; a failed one stays in its place until it is retried or removed. Only stored
 * files are in the value; files still uploading or failed are reported to validate().
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { rejectReason, remaining, uploaderType, uploadValue, type FieldNode, type PickedFile, type UploadValue } from '@/core/form'
import { randomId } from '@/core/util'
import { useEngine } from './context'

export interface UploadItem {
  uid: string
  status: 'done' | 'uploading' | 'failed'
  percent: number
  file?: PickedFile
  value?: UploadValue
  error?: string
}

const stored = (value: unknown): UploadValue[] =>
  (Array.isArray(value) ? value : []).filter((v): v is UploadValue => !!v && typeof v === 'object')

const doneValues = (items: UploadItem[]): UploadValue[] => items.filter((i) => i.status === 'done' && i.value).map((i) => i.value!)

const fromValue = (value: unknown): UploadItem[] => stored(value).map((v) => ({ uid: randomId(12), status: 'done', percent: 100, value: v }))

export function useUploads (node: FieldNode, path: string, value: unknown, onChange: (value: unknown) => void) {
  const { services, setPending } = useEngine()
  const [items, setItems] = useState<UploadItem[]>(() => fromValue(value))
  const alive = useRef(true)
  useEffect(() => () => { alive.current = false }, [])

  // a value set from outside (reset, a loaded record) replaces what is shown
  useEffect(() => {
    if (JSON.stringify(stored(value)) !== JSON.stringify(doneValues(items))) setItems((cur) => [...fromValue(value), ...cur.filter((i) => i.status !== 'done')])
  }, [value])

  const update = useCallback((uid: string, patch: Partial<UploadItem>) => {
    if (alive.current) setItems((cur) => cur.map((i) => (i.uid === uid ? { ...i, ...patch } : i)))
  }, [])

  const upload = useCallback(async (uid: string, file: PickedFile) => {
    update(uid, { status: 'uploading', percent: 0, error: '' })
    try {
      const answer = await services.upload(file.path, uploaderType(node), (percent) => update(uid, { percent: Math.min(99, Math.max(0, percent)) }))
      update(uid, { status: 'done', percent: 100, value: uploadValue(node, file, answer) })
    } catch (err) {
      update(uid, { status: 'failed', error: (err as { message?: string })?.message || '上传失败' })
    }
  }, [node, services, update])

  // stored files are the value; whatever is still moving blocks validate()
  useEffect(() => {
    const done = doneValues(items)
    if (JSON.stringify(done) !== JSON.stringify(stored(value))) onChange(done)
    const uploading = items.some((i) => i.status === 'uploading')
    const failed = items.some((i) => i.status === 'failed')
    setPending(path, uploading ? `${node.label}还有文件正在上传，请稍候` : failed ? `${node.label}有文件上传失败，请重试或删除` : null)
  }, [items])

  useEffect(() => () => setPending(path, null), [path, setPending])

  const add = useCallback(async () => {
    const left = remaining(node, items.length)
    if (left <= 0) return services.toast(`最多上传${node.field.limit}个${node.kind === 'uploadImg' ? '图片' : '文件'}`)
    let picked: PickedFile[]
    try {
      const count = Math.min(left, 9)
      picked = node.kind === 'uploadImg' ? await services.pickImages(count) : await services.pickFiles(count, extensionsOf(node.field.accept))
    } catch (err) {
      return services.toast((err as { message?: string })?.message || '无法选择文件')
    }
    const reasons = picked.map((f) => rejectReason(node, f))
    const firstReason = reasons.find(Boolean)
    if (firstReason) services.toast(firstReason)
    const accepted = picked.filter((_f, i) => !reasons[i]).slice(0, left)
    const added = accepted.map((file) => ({ uid: randomId(12), status: 'uploading' as const, percent: 0, file }))
    setItems((cur) => [...cur, ...added])
    added.forEach((item) => { void upload(item.uid, item.file) })
  }, [items.length, node, services, upload])

  const retry = useCallback((uid: string) => {
    const item = items.find((i) => i.uid === uid)
    if (item?.file) void upload(uid, item.file)
  }, [items, upload])

  const remove = useCallback((uid: string) => setItems((cur) => cur.filter((i) => i.uid !== uid)), [])

  return { items, add, retry, remove }
}

/** ".pdf,.doc" → ['pdf', 'doc'] for the file chooser; MIME patterns are left to the check after picking. */
function extensionsOf (accept: unknown): string[] | undefined {
  if (typeof accept !== 'string' || !accept.trim()) return undefined
  const list = accept.split(',').map((a) => a.trim().replace(/^\./, '').toLowerCase()).filter((a) => a && !a.includes('/'))
  return list.length ? list : undefined
}
