/** /api/file: uploads and the address of stored files (API.md §7). */
import { upload } from '@/platform/http'
import { joinUrl, isAbsoluteUrl } from '@/core/request'
import { baseURL } from '@/config'

export type UploaderType = 'annexpic' | 'annex' | 'userAvatar' | 'IM'

/** Answer of POST /api/file/Uploader/{type}. */
export interface UploadedFile {
  name: string
  url: string
  fileVersionId?: string
  fileSize?: number
  fileExtension?: string
  thumbUrl?: string
}

/** POST /api/file/Uploader/{type}, multipart field `file`. */
export async function uploadFile (type: UploaderType, filePath: string): Promise<UploadedFile> {
  const res = await upload<UploadedFile>({ type, filePath, name: 'file' })
  return res.data
}

/** The full address of a stored file's url ('/api/file/Image/…' → baseURL + url); '' stays ''. */
export function fileUrl (url: string | null | undefined): string {
  if (!url) return ''
  if (isAbsoluteUrl(url) || /^(data|blob|wxfile):/i.test(url)) return url
  return joinUrl(baseURL, url)
}
