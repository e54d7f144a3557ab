/**
 * Upload fields (API.md 5.3): uploadImg values are [{name,fileId,url}], uploadFz / uploadFile values
 * add fileSize and fileExtension. Limits come from the config: `limit` files, `fileSize` in
 * `sizeUnit` (KB/MB/GB; JNPF's default MB), `accept` as ".pdf,.doc" or "image/*".
 */
import type { FieldNode } from './types'

export interface UploadValue {
  name: string
  fileId: string
  url: string
  fileSize?: number
  fileExtension?: string
}

/** What POST /api/file/Uploader/{type} answers (API.md 7). */
export interface UploaderAnswer {
  name: string
  url: string
  fileSize?: number
  fileExtension?: string
}

/** A file the user picked, before it is uploaded. */
export interface PickedFile {
  path: string
  name: string
  /** bytes; unknown for pickers that do not report it */
  size?: number
}

const UNIT_BYTES: Record<string, number> = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }

/** The largest size in bytes, or null for no limit. */
export function maxBytes (fileSize: unknown, sizeUnit: unknown = 'MB'): number | null {
  const size = Number(fileSize)
  if (!Number.isFinite(size) || size <= 0) return null
  return size * (UNIT_BYTES[String(sizeUnit || 'MB').toUpperCase()] ?? UNIT_BYTES.MB)
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.')
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Whether a file name fits `accept` (".pdf,.docx", "pdf", "image/*"; empty accepts anything). */
export function accepts (accept: unknown, name: string): boolean {
  if (typeof accept !== 'string' || accept.trim() === '') return true
  const ext = extensionOf(name)
  return accept.split(',').map((a) => a.trim().toLowerCase()).filter(Boolean).some((a) => {
    if (a.endsWith('/*')) return a === 'image/*' ? /^(png|jpe?g|gif|bmp|webp|heic)$/.test(ext) : true
    return a.replace(/^\./, '') === ext
  })
}

/** Why a picked file may not be uploaded to this field, or null. */
export function rejectReason (node: FieldNode, file: PickedFile): string | null {
  const { fileSize, sizeUnit, accept } = node.field
  const limit = maxBytes(fileSize, sizeUnit)
  if (limit !== null && typeof file.size === 'number' && file.size > limit) {
    return `${file.name}超过${fileSize}${sizeUnit || 'MB'}，无法上传`
  }
  if (node.kind === 'uploadFile' && !accepts(accept, file.name)) return `${file.name}的格式不支持`
  return null
}

/** How many more files the field takes; Infinity without a limit. */
export function remaining (node: FieldNode, count: number): number {
  const limit = Number(node.field.limit)
  return Number.isFinite(limit) && limit > 0 ? Math.max(0, limit - count) : Infinity
}

/** The stored value of an uploaded file: fileId is the name the uploader gave it. */
export function uploadValue (node: FieldNode, picked: PickedFile, answer: UploaderAnswer): UploadValue {
  const base = { name: picked.name || answer.name, fileId: answer.name, url: answer.url }
  if (node.kind !== 'uploadFile') return base
  return { ...base, fileSize: answer.fileSize ?? picked.size ?? 0, fileExtension: answer.fileExtension ?? extensionOf(picked.name) }
}

/** Uploader type of API.md 7: images go to annexpic, other files to annex. */
export const uploaderType = (node: FieldNode): 'annexpic' | 'annex' => (node.kind === 'uploadImg' ? 'annexpic' : 'annex')
